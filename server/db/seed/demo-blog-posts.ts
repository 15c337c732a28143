/**
 * The blog's demo posts (issue 6), written by the demo blog admin: two-level
 * categories and tags (one of each unpublished), and fourteen posts over
 * every content status of §4 — several published (one went live through its
 * schedule), drafts, one scheduled ahead with its publish job, two waiting
 * approval (one of them for a time ahead), one deleted, one unpublished.
 * Most have a feature image (a real PNG in `files`); one body embeds an
 * image. Published posts have visitors in clearly different numbers (the
 * popularity order) and shares over several channels. Ids are fixed, so the
 * demo notification's link (ART-20260031) opens its post.
 */
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { slugFromTitle } from '../../../domain/blog';
import type { ContentStatus, PublishType } from '../../../domain/entities/article';
import type { ShareChannel } from '../../../domain/entities/listing-masking';
import { DEFAULT_ZONE } from '../../../domain/format';
import { schedulePublication } from '../../services/article-publish-job';
import { cleanArticleBody } from '../../services/articles';
import { fileUrl, storeFile } from '../../services/files';
import { newId } from '../../services/tokens';
import type { Executor } from '../client';
import {
  articleCategories,
  articleCategoryLinks,
  articleImages,
  articles,
  articleTagLinks,
  articleTags,
  articleVisitors,
  contentShares,
  employees,
  users,
} from '../schema';
import { HOUSE_PALETTES, houseImage } from './demo-listings';

const DAY = 86_400_000;

const BLOG_ADMIN_EMAIL = 'admin_blog@demo.test';

// ---------------------------------------------------------------------------
// Categories and tags

const CATEGORIES = {
  tips: { name: 'Tips Properti', parent: null, status: 'PUBLISH' },
  membeli: { name: 'Membeli Rumah', parent: 'tips', status: 'PUBLISH' },
  menjual: { name: 'Menjual Rumah', parent: 'tips', status: 'PUBLISH' },
  berita: { name: 'Berita', parent: null, status: 'PUBLISH' },
  pasar: { name: 'Pasar Properti', parent: 'berita', status: 'PUBLISH' },
  gaya: { name: 'Gaya Hidup', parent: null, status: 'PUBLISH' },
  arsip: { name: 'Arsip Promo', parent: null, status: 'UNPUBLISH' },
} as const satisfies Record<string, { name: string; parent: string | null; status: 'PUBLISH' | 'UNPUBLISH' }>;
type CategoryKey = keyof typeof CATEGORIES;

const TAGS = {
  kpr: { name: 'KPR', status: 'PUBLISH' },
  investasi: { name: 'Investasi', status: 'PUBLISH' },
  subsidi: { name: 'Rumah Subsidi', status: 'PUBLISH' },
  apartemen: { name: 'Apartemen', status: 'PUBLISH' },
  jakarta: { name: 'Jakarta', status: 'PUBLISH' },
  renovasi: { name: 'Renovasi', status: 'PUBLISH' },
  legalitas: { name: 'Legalitas', status: 'PUBLISH' },
  promo: { name: 'Promo Lama', status: 'UNPUBLISH' },
} as const satisfies Record<string, { name: string; status: 'PUBLISH' | 'UNPUBLISH' }>;
type TagKey = keyof typeof TAGS;

const categoryId = (key: CategoryKey) => `blog-category-${key}`;
const tagId = (key: TagKey) => `blog-tag-${key}`;

// ---------------------------------------------------------------------------
// Posts

interface DemoPost {
  articleId: string;
  title: string;
  subtitle: string;
  status: ContentStatus;
  publishType: PublishType;
  createdDaysAgo: number;
  /** When it went live (days ago), for posts that have been live. */
  liveDaysAgo?: number;
  /** A schedule ahead (days from now, at 09:00 Jakarta time). */
  scheduledInDays?: number;
  authorName?: string;
  categories: CategoryKey[];
  tags: TagKey[];
  /** Feature image: a palette of the house drawing; absent, none yet. */
  image?: number;
  visitors?: number;
  shares?: Partial<Record<ShareChannel, number>>;
  /** Absent: a draft saved at step 1, before its description. */
  body?: (embeddedImageUrl: string) => string;
}

const bullets = (items: string[]) => `<ol>${items.map((i) => `<li data-list="bullet">${i}</li>`).join('')}</ol>`;
const numbered = (items: string[]) => `<ol>${items.map((i) => `<li data-list="ordered">${i}</li>`).join('')}</ol>`;

const POSTS: DemoPost[] = [
  {
    articleId: 'ART-20260031',
    title: 'Tips Membeli Rumah Pertama untuk Milenial',
    subtitle: 'Panduan praktis menyiapkan dana, memilih lokasi, dan mengajukan KPR untuk pembeli rumah pertama dari generasi milenial.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 6,
    liveDaysAgo: 5,
    categories: ['membeli'],
    tags: ['kpr', 'subsidi'],
    image: 0,
    visitors: 48,
    shares: { whatsapp: 9, facebook: 5, copyLink: 4, twitter: 2, telegram: 1 },
    body: () =>
      [
        '<h2>Mulai dari Anggaran, Bukan dari Brosur</h2>',
        '<p>Membeli rumah pertama adalah keputusan finansial terbesar bagi banyak milenial. Sebelum jatuh hati pada brosur perumahan, hitung dulu kemampuan bayar Anda: idealnya cicilan tidak lebih dari <strong>30% penghasilan bulanan</strong>.</p>',
        '<h3>Siapkan dana di luar uang muka</h3>',
        bullets(['Uang muka 10–20% dari harga rumah', 'BPHTB dan biaya notaris', 'Provisi dan administrasi bank', 'Asuransi jiwa dan kebakaran']),
        '<h3>Pilih lokasi dengan akses transportasi</h3>',
        '<p>Rumah di pinggir kota memang lebih terjangkau, tetapi pastikan dekat dengan stasiun KRL, halte TransJakarta, atau akses tol agar biaya dan waktu perjalanan tidak membengkak.</p>',
        '<blockquote>Rumah pertama tidak harus rumah impian; yang penting cicilannya tidak mengganggu tabungan darurat.</blockquote>',
        '<p>Butuh bantuan mencari rumah sesuai anggaran? <a href="https://www.genius.co.id/agen">Hubungi agen Genius terdekat</a>.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260030',
    title: 'Panduan Lengkap KPR: Dari Simulasi Cicilan hingga Akad Kredit',
    subtitle: 'Langkah demi langkah mengajukan KPR: simulasi cicilan, dokumen yang diperlukan, appraisal, hingga penandatanganan akad kredit.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 8,
    liveDaysAgo: 8,
    categories: ['membeli'],
    tags: ['kpr', 'legalitas'],
    image: 1,
    visitors: 36,
    shares: { whatsapp: 6, copyLink: 3, line: 2 },
    body: () =>
      [
        '<h2>Tahapan Pengajuan KPR</h2>',
        numbered([
          'Lakukan simulasi cicilan di beberapa bank untuk membandingkan suku bunga fixed dan floating.',
          'Lengkapi dokumen: KTP, KK, NPWP, slip gaji tiga bulan terakhir, dan rekening koran.',
          'Bank melakukan appraisal untuk menilai harga wajar properti.',
          'Terima Surat Persetujuan Kredit (SP3K) dan periksa setiap ketentuannya.',
          'Tandatangani akad kredit di hadapan notaris.',
        ]),
        '<h3>Fixed atau floating?</h3>',
        '<p>Bunga fixed memberi kepastian di tahun-tahun awal, sedangkan floating mengikuti suku bunga acuan. Perhatikan berapa lama masa fixed berlaku dan berapa perkiraan bunga setelahnya.</p>',
        '<pre>Cicilan = Pokok × (r × (1 + r)^n) / ((1 + r)^n − 1)</pre>',
        '<p class="ql-align-center"><em>r = bunga per bulan, n = jumlah bulan tenor</em></p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260029',
    title: 'Harga Properti Jakarta Selatan Naik pada Kuartal Pertama',
    subtitle: 'Permintaan rumah tapak di Jakarta Selatan mendorong kenaikan harga rata-rata pada kuartal pertama tahun ini.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 9,
    liveDaysAgo: 9,
    authorName: 'Tim Riset Genius',
    categories: ['pasar'],
    tags: ['jakarta', 'investasi'],
    image: 2,
    visitors: 19,
    shares: { twitter: 4, whatsapp: 2 },
    body: () =>
      [
        '<h2>Permintaan Rumah Tapak Masih Kuat</h2>',
        '<p>Data transaksi jaringan Genius menunjukkan harga rata-rata rumah tapak di Jakarta Selatan naik sekitar <strong>5%</strong> dibandingkan kuartal sebelumnya. Kawasan Cilandak, Jagakarsa, dan Pasar Minggu mencatat permintaan tertinggi.</p>',
        '<h3>Faktor pendorong</h3>',
        bullets(['Pembangunan jalur MRT fase lanjutan', 'Suku bunga KPR yang relatif stabil', 'Minat keluarga muda pada rumah dengan halaman']),
        '<p>Bagi penjual, momentum ini bisa dimanfaatkan untuk memasarkan properti dengan harga yang kompetitif.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260027',
    title: 'Inspirasi Desain Rumah Minimalis Tropis',
    subtitle: 'Ide desain rumah minimalis yang sejuk untuk iklim tropis: bukaan lebar, material alami, dan taman kecil di dalam rumah.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 12,
    liveDaysAgo: 11,
    categories: ['gaya'],
    tags: ['renovasi'],
    image: 3,
    visitors: 12,
    shares: { instagram: 5, facebook: 1 },
    body: (embedded) =>
      [
        '<h2>Sejuk Tanpa Banyak Pendingin Ruangan</h2>',
        '<p>Rumah minimalis tropis mengandalkan sirkulasi udara silang dan cahaya alami. Jendela tinggi, roster, dan atap dengan teritisan lebar membuat rumah tetap nyaman di siang hari.</p>',
        `<p class="ql-align-center"><img src="${embedded}" alt="Contoh fasad rumah minimalis tropis"></p>`,
        '<h3>Material yang disarankan</h3>',
        bullets(['Kayu atau motif kayu untuk plafon teras', 'Batu alam pada dinding aksen', 'Lantai teraso yang dingin di kaki']),
        '<p>Tambahkan taman kecil atau <s>kolam besar</s> pot tanaman rambat di area tengah rumah untuk menghadirkan suasana hijau.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260026',
    title: 'Cara Menentukan Harga Jual Rumah yang Tepat',
    subtitle: 'Hindari harga yang terlalu tinggi atau terlalu rendah: bandingkan pasar, hitung nilai renovasi, dan minta pendapat agen.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 14,
    liveDaysAgo: 13,
    categories: ['menjual'],
    tags: ['investasi'],
    image: 4,
    visitors: 27,
    shares: { facebook: 3, instagram: 2 },
    body: () =>
      [
        '<h2>Harga yang Tepat Mempercepat Penjualan</h2>',
        '<p>Rumah dengan harga di atas pasar cenderung lama terjual, sedangkan harga terlalu rendah merugikan pemilik. Gunakan tiga pendekatan berikut.</p>',
        numbered(['Bandingkan dengan listing sejenis di sekitar lokasi.', 'Hitung nilai tambah dari renovasi dan fasilitas.', 'Minta analisis harga dari agen properti berpengalaman.']),
        '<p class="ql-align-justify">Jangan lupa memperhitungkan pajak penghasilan (PPh) final penjual dan biaya balik nama yang biasanya menjadi bahan negosiasi.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260025',
    title: 'Apartemen atau Rumah Tapak: Mana yang Cocok untuk Anda?',
    subtitle: 'Perbandingan apartemen dan rumah tapak dari sisi harga, biaya bulanan, lokasi, dan potensi kenaikan nilai.',
    status: 'PUBLISH',
    publishType: 'SCHEDULED',
    createdDaysAgo: 17,
    liveDaysAgo: 15,
    categories: ['tips', 'membeli'],
    tags: ['apartemen'],
    image: 5,
    visitors: 8,
    shares: { line: 1, telegram: 1 },
    body: () =>
      [
        '<h2>Dua Pilihan, Dua Gaya Hidup</h2>',
        '<p>Apartemen unggul di lokasi dan keamanan, sedangkan rumah tapak menawarkan ruang dan kebebasan renovasi.</p>',
        bullets(['<strong>Apartemen:</strong> dekat pusat kota, ada biaya pengelolaan (IPL) bulanan', '<strong>Rumah tapak:</strong> lahan milik sendiri, nilai tanah cenderung naik']),
        '<p>Pertimbangkan rencana keluarga lima sampai sepuluh tahun ke depan sebelum memutuskan.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260024',
    title: 'Biaya Tersembunyi Saat Membeli Rumah yang Jarang Dibahas',
    subtitle: 'Selain uang muka, ada BPHTB, biaya notaris, provisi, asuransi, dan biaya balik nama yang perlu disiapkan pembeli.',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 20,
    liveDaysAgo: 19,
    categories: ['membeli'],
    tags: ['kpr', 'legalitas'],
    image: 6,
    visitors: 4,
    shares: { copyLink: 1 },
    body: () =>
      [
        '<h2>Siapkan 5–7% dari Harga Rumah</h2>',
        '<p>Total biaya di luar uang muka bisa mencapai lima sampai tujuh persen dari harga properti.</p>',
        bullets(['BPHTB 5% dari nilai transaksi setelah dikurangi NPOPTKP', 'Biaya akta jual beli dan balik nama', 'Provisi dan administrasi bank', 'Premi asuransi jiwa dan kebakaran']),
      ].join(''),
  },
  {
    articleId: 'ART-20260036',
    title: 'Investasi Tanah Kavling di Pinggiran Kota',
    subtitle: 'Peluang dan risiko investasi tanah kavling di kawasan penyangga kota besar, lengkap dengan tips memeriksa legalitasnya.',
    status: 'SCHEDULED',
    publishType: 'SCHEDULED',
    createdDaysAgo: 2,
    scheduledInDays: 3,
    categories: ['tips'],
    tags: ['investasi', 'legalitas'],
    image: 7,
    body: () =>
      [
        '<h2>Tanah Tidak Pernah Menyusut</h2>',
        '<p>Kawasan penyangga seperti Bogor, Tangerang, dan Bekasi terus berkembang seiring pembangunan jalan tol dan kawasan industri.</p>',
        '<h3>Periksa sebelum membeli</h3>',
        bullets(['Status sertifikat (SHM lebih aman daripada girik)', 'Kesesuaian dengan rencana tata ruang wilayah', 'Akses jalan dan ketersediaan listrik']),
      ].join(''),
  },
  {
    articleId: 'ART-20260034',
    title: 'Tren Properti Ramah Lingkungan di 2026',
    subtitle: 'Panel surya, pengolahan air hujan, dan material daur ulang mulai menjadi nilai jual perumahan baru.',
    status: 'NEED_APPROVAL',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 2,
    categories: ['pasar'],
    tags: ['investasi'],
    image: 0,
    body: () =>
      [
        '<h2>Hijau Itu Menjual</h2>',
        '<p>Pembeli kini menanyakan tagihan listrik dan air sebelum menanyakan luas kamar. Pengembang menjawabnya dengan panel surya atap dan sumur resapan.</p>',
        bullets(['Panel surya atap untuk menekan tagihan listrik', 'Penampungan air hujan untuk menyiram taman', 'Material bangunan daur ulang']),
      ].join(''),
  },
  {
    articleId: 'ART-20260035',
    title: 'Tips Negosiasi Harga dengan Pemilik Rumah',
    subtitle: 'Cara menawar harga rumah seken dengan sopan dan efektif, dari riset harga pasar hingga memilih waktu yang tepat.',
    status: 'NEED_APPROVAL',
    publishType: 'SCHEDULED',
    createdDaysAgo: 1,
    scheduledInDays: 7,
    categories: ['membeli'],
    tags: ['kpr'],
    image: 1,
    body: () =>
      [
        '<h2>Menawar Tanpa Menyinggung</h2>',
        '<p>Datang dengan data harga pasar dan tunjukkan kesiapan dana. Pemilik rumah lebih terbuka pada pembeli yang serius.</p>',
        numbered(['Riset harga transaksi di sekitar lokasi.', 'Catat kekurangan rumah sebagai dasar penawaran.', 'Ajukan penawaran tertulis melalui agen.']),
      ].join(''),
  },
  {
    articleId: 'ART-20260028',
    title: 'Mengenal Sertifikat SHM, HGB, dan Girik',
    subtitle: 'Perbedaan jenis sertifikat tanah dan bangunan di Indonesia, serta mana yang paling aman untuk pembeli.',
    status: 'OPEN',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 10,
    categories: ['tips', 'membeli'],
    tags: ['legalitas'],
    body: () =>
      [
        '<h2>Jenis-Jenis Bukti Kepemilikan</h2>',
        '<p><strong>SHM</strong> adalah hak terkuat dan terpenuh. <strong>HGB</strong> berlaku untuk jangka waktu tertentu dan dapat diperpanjang. <strong>Girik</strong> bukan sertifikat, melainkan bukti pembayaran pajak tanah adat.</p>',
        '<p>Draf: tambahkan langkah peningkatan HGB menjadi SHM.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260033',
    title: 'Checklist Renovasi Rumah Sebelum Dijual',
    subtitle: 'Perbaikan kecil yang membuat rumah lebih cepat laku: cat ulang, perbaikan atap bocor, dan penataan taman depan.',
    status: 'OPEN',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 1,
    categories: ['menjual'],
    tags: ['renovasi'],
    image: 2,
  },
  {
    articleId: 'ART-20260022',
    title: 'Pameran Properti Jakarta 2025 Resmi Dibuka',
    subtitle: 'Ratusan pengembang hadir dengan promo uang muka ringan dan bunga KPR spesial selama pameran berlangsung.',
    status: 'UNPUBLISH',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 46,
    liveDaysAgo: 45,
    authorName: 'Tim Riset Genius',
    categories: ['berita'],
    tags: ['jakarta'],
    image: 3,
    visitors: 15,
    shares: { facebook: 2, whatsapp: 1 },
    body: () =>
      [
        '<h2>Promo Selama Pameran</h2>',
        '<p>Pameran berlangsung selama sepuluh hari dengan promo uang muka mulai 5% dan bunga KPR spesial dari bank mitra.</p>',
      ].join(''),
  },
  {
    articleId: 'ART-20260021',
    title: 'Promo Akhir Tahun Properti 2025',
    subtitle: 'Kumpulan promo akhir tahun dari pengembang mitra: diskon harga, bebas biaya KPR, dan hadiah perabot.',
    status: 'DELETE',
    publishType: 'PUBLISH_NOW',
    createdDaysAgo: 60,
    categories: ['arsip'],
    tags: ['promo'],
    image: 4,
    body: () => '<h2>Promo Sudah Berakhir</h2><p>Seluruh promo dalam artikel ini telah berakhir.</p>',
  },
];

// ---------------------------------------------------------------------------

interface Context {
  now: Date;
  userId: string;
  employeeId: string | null;
  authorName: string;
  imageKeys: string[];
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** 09:00 Jakarta time, `days` from now. */
const scheduleAhead = (now: Date, days: number) =>
  DateTime.fromJSDate(now, { zone: DEFAULT_ZONE }).plus({ days }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toJSDate();

/** `n` instants spread evenly between `from` and `to`. */
const spread = (n: number, from: Date, to: Date) => Array.from({ length: n }, (_, i) => new Date(from.getTime() + ((to.getTime() - from.getTime()) * (i + 1)) / (n + 1)));

async function seedTaxonomy(db: Executor, now: Date): Promise<void> {
  const created = ago(now, 90);
  await db.insert(articleCategories).values(
    (Object.keys(CATEGORIES) as CategoryKey[]).map((key) => {
      const c = CATEGORIES[key];
      return { categoryId: categoryId(key), parentCategoryId: c.parent ? categoryId(c.parent) : null, categoryName: c.name, status: c.status, createdAt: created, updatedAt: created };
    }),
  );
  await db.insert(articleTags).values(
    (Object.keys(TAGS) as TagKey[]).map((key) => ({ tagId: tagId(key), tagName: TAGS[key].name, status: TAGS[key].status, createdAt: created, updatedAt: created })),
  );
}

/** One house drawing per palette: the feature images, and the picture embedded in a body. */
async function seedImages(db: Executor, now: Date): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, palette] of HOUSE_PALETTES.entries()) {
    keys.push(await storeFile(db, { contentType: 'image/png', fileName: `blog-${i + 1}.png`, data: houseImage(palette), uploadedByUserId: null, createdAt: ago(now, 90) }));
  }
  return keys;
}

function publicationOf(post: DemoPost, now: Date): Date | null {
  if (post.scheduledInDays !== undefined) return scheduleAhead(now, post.scheduledInDays);
  return post.liveDaysAgo === undefined ? null : ago(now, post.liveDaysAgo);
}

/** The post's categories and the parents of its sub-categories, as the API files them. */
const categoryLinksOf = (post: DemoPost) => [...new Set(post.categories.flatMap((key) => [key, CATEGORIES[key].parent ?? key]))].map(categoryId);

const EMBEDDED_IMAGE = HOUSE_PALETTES.length - 1;

async function seedPost(db: Executor, post: DemoPost, ctx: Context): Promise<void> {
  const createdAt = ago(ctx.now, post.createdDaysAgo);
  const publicationAt = publicationOf(post, ctx.now);
  const embeddedKey = ctx.imageKeys[EMBEDDED_IMAGE]!;
  const body = post.body?.(fileUrl(embeddedKey));
  await db.insert(articles).values({
    articleId: post.articleId,
    title: post.title,
    subtitle: post.subtitle,
    slug: slugFromTitle(post.title),
    authorName: post.authorName ?? ctx.authorName,
    publicationAt,
    publishType: post.publishType,
    status: post.status,
    body: body === undefined ? null : cleanArticleBody(body),
    createdByUserId: ctx.userId,
    employeeId: ctx.employeeId,
    publishedAt: post.liveDaysAgo === undefined ? null : publicationAt,
    createdAt,
    updatedAt: publicationAt && publicationAt < ctx.now ? publicationAt : createdAt,
  });
  await db.insert(articleCategoryLinks).values(categoryLinksOf(post).map((id) => ({ articleId: post.articleId, categoryId: id })));
  await db.insert(articleTagLinks).values(post.tags.map((key) => ({ articleId: post.articleId, tagId: tagId(key) })));
  if (post.status === 'SCHEDULED') await schedulePublication(db, post.articleId, publicationAt!);
  await seedPostImages(db, post, ctx, createdAt, body?.includes(embeddedKey) ? embeddedKey : null);
  await seedReaders(db, post, ctx.now, publicationAt ?? createdAt);
}

async function seedPostImages(db: Executor, post: DemoPost, ctx: Context, createdAt: Date, embeddedKey: string | null): Promise<void> {
  const rows: (typeof articleImages.$inferInsert)[] = [];
  if (post.image !== undefined) {
    rows.push({
      fileId: newId(),
      articleId: post.articleId,
      fileKey: ctx.imageKeys[post.image]!,
      kind: 'feature',
      originalName: `blog-${post.image + 1}.png`,
      mimeType: 'image/png',
      imageName: post.title,
      captionImage: `Ilustrasi: ${post.title}`,
      altText: `Gambar rumah untuk artikel ${post.title}`,
      createdAt,
    });
  }
  if (embeddedKey) {
    rows.push({ fileId: newId(), articleId: post.articleId, fileKey: embeddedKey, kind: 'embedded', originalName: `blog-${EMBEDDED_IMAGE + 1}.png`, mimeType: 'image/png', imageName: 'fasad-rumah.png', createdAt });
  }
  if (rows.length) await db.insert(articleImages).values(rows);
}

/** Reads and shares since the post went live. */
async function seedReaders(db: Executor, post: DemoPost, now: Date, since: Date): Promise<void> {
  if (post.visitors) {
    await db.insert(articleVisitors).values(spread(post.visitors, since, now).map((createdAt) => ({ articleVisitorId: newId(), articleId: post.articleId, createdAt })));
  }
  const shares = Object.entries(post.shares ?? {}).flatMap(([channel, n]) =>
    spread(n, since, now).map((createdAt) => ({ contentShareId: newId(), contentType: 'article', contentId: post.articleId, channel, refId1: null, refId2: null, createdAt })),
  );
  if (shares.length) await db.insert(contentShares).values(shares);
}

export async function seedBlogPosts(db: Executor, now: Date): Promise<void> {
  const [admin] = await db.select({ userId: users.userId, name: users.name }).from(users).where(eq(users.email, BLOG_ADMIN_EMAIL));
  if (!admin) return;
  const [employee] = await db.select({ employeeId: employees.employeeId }).from(employees).where(eq(employees.userId, admin.userId));
  await seedTaxonomy(db, now);
  const ctx: Context = { now, userId: admin.userId, employeeId: employee?.employeeId ?? null, authorName: admin.name, imageKeys: await seedImages(db, now) };
  for (const post of POSTS) await seedPost(db, post, ctx);
}
