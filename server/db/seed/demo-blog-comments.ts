/**
 * Readers' comments on the first published demo posts, in every moderation
 * state of §4 (waiting with and without a status, approved, rejected,
 * deleted after either), one long enough for 'Read More', at ages that show
 * each of §9's relative times ('Baru saja', menit, jam, hari, a date past 7
 * days); and replies in every state, some by the blog admin.
 */
import { desc, eq } from 'drizzle-orm';
import type { CommentStatus } from '../../../domain/entities/comment';
import { newId } from '../../services/tokens';
import type { Executor } from '../client';
import { articleComments, articleReplyComments, articles, users } from '../schema';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const BLOG_ADMIN_EMAIL = 'admin_blog@demo.test';

interface DemoReply {
  /** Null: the blog admin answers. */
  reader: string | null;
  comment: string;
  status: CommentStatus | null;
  isDeleted?: boolean;
  ageMs: number;
}

interface DemoComment {
  /** Which of the first published posts (0, 1, 2). */
  post: number;
  reader: string;
  comment: string;
  status: CommentStatus | null;
  isDeleted?: boolean;
  ageMs: number;
  replies?: DemoReply[];
}

const LONG_COMMENT = [
  'Saya sudah membaca artikel ini dua kali dan ingin berbagi pengalaman. Tahun lalu kami membeli rumah pertama di pinggiran Jakarta Selatan dengan KPR tenor 20 tahun.',
  'Yang paling membantu adalah menyiapkan dokumen sejak awal: slip gaji tiga bulan terakhir, rekening koran, NPWP, dan surat keterangan kerja. Bank sempat meminta dokumen tambahan karena penghasilan istri saya dari usaha online, jadi siapkan juga catatan keuangan usaha bila ada.',
  'Satu hal yang belum dibahas di artikel: biaya di luar uang muka, seperti BPHTB, biaya notaris, provisi bank, asuransi jiwa dan kebakaran, yang totalnya bisa mencapai lima sampai tujuh persen dari harga rumah. Mohon ditambahkan di artikel berikutnya ya.',
  'Terima kasih untuk tim Genius yang sudah menulis panduan selengkap ini, sangat membantu keluarga muda seperti kami.',
].join(' ');

const DEMO_COMMENTS: DemoComment[] = [
  { post: 0, reader: 'Budi Santoso', comment: 'Artikelnya sangat membantu, terima kasih!', status: null, ageMs: 20 * SECOND },
  {
    post: 0,
    reader: 'Siti Nurhaliza',
    comment: 'Apakah tips ini berlaku juga untuk rumah subsidi?',
    status: 'WAITING_APPROVAL',
    ageMs: 12 * MINUTE,
    replies: [{ reader: 'Rina Wulandari', comment: 'Saya juga ingin tahu, Kak.', status: null, ageMs: 5 * MINUTE }],
  },
  {
    post: 0,
    reader: 'Agus Setiawan',
    comment: LONG_COMMENT,
    status: 'PUBLISH',
    ageMs: 3 * HOUR,
    replies: [
      { reader: null, comment: 'Terima kasih atas masukannya, Pak Agus. Biaya-biaya tersebut akan kami bahas di artikel berikutnya.', status: 'PUBLISH', ageMs: 2 * HOUR },
      { reader: 'Dewi Lestari', comment: 'Setuju, biaya notaris sering terlupakan.', status: 'WAITING_APPROVAL', ageMs: 90 * MINUTE },
      { reader: 'Hendra Gunawan', comment: 'Promo KPR bunga 0%! Hubungi WA 0812-0000-0000', status: 'REJECTED', ageMs: HOUR },
    ],
  },
  {
    post: 0,
    reader: 'Joko Susilo',
    comment: 'Cek promo properti murah di situs kami, dijamin untung!',
    status: 'REJECTED',
    ageMs: 2 * DAY,
  },
  {
    post: 0,
    reader: 'Rudi Hartono',
    comment: 'Mohon info kontak agen untuk daerah Bintaro.',
    status: 'PUBLISH',
    isDeleted: true,
    ageMs: 4 * DAY,
    replies: [{ reader: null, comment: 'Silakan hubungi kantor Genius Jakarta Selatan, Pak.', status: 'PUBLISH', isDeleted: true, ageMs: 3 * DAY }],
  },
  {
    post: 0,
    reader: 'Yanti Susanti',
    comment: 'Isi komentar yang tidak pantas.',
    status: 'REJECTED',
    isDeleted: true,
    ageMs: 10 * DAY,
  },
  {
    post: 1,
    reader: 'Wahyu Pratama',
    comment: 'Kapan waktu terbaik untuk membeli rumah, awal atau akhir tahun?',
    status: 'PUBLISH',
    ageMs: 9 * DAY,
    replies: [
      { reader: null, comment: 'Biasanya akhir tahun banyak promo dari pengembang, Pak Wahyu.', status: 'PUBLISH', ageMs: 8 * DAY },
      { reader: 'Fitri Handayani', comment: 'Pengalaman saya awal tahun lebih mudah negosiasi.', status: null, ageMs: 7 * DAY },
      { reader: 'Bambang Irawan', comment: 'Beli sekarang sebelum harga naik lagi!', status: 'WAITING_APPROVAL', isDeleted: true, ageMs: 6 * DAY },
    ],
  },
  { post: 1, reader: 'Ratna Sari', comment: 'Bagaimana cara menghitung cicilan KPR yang aman?', status: null, ageMs: 45 * MINUTE },
  { post: 1, reader: 'Eko Prasetyo', comment: 'Artikel yang bagus, ditunggu artikel berikutnya.', status: 'PUBLISH', ageMs: 30 * DAY },
  {
    post: 1,
    reader: 'Putri Maharani',
    comment: 'Apakah ada panduan untuk membeli apartemen juga?',
    status: 'WAITING_APPROVAL',
    ageMs: 5 * HOUR,
    replies: [{ reader: null, comment: 'Ada, Kak Putri. Segera kami terbitkan.', status: 'PUBLISH', ageMs: 4 * HOUR }],
  },
  { post: 2, reader: 'Andri Kurniawan', comment: 'Lokasi memang nomor satu, setuju sekali.', status: 'PUBLISH', ageMs: 50 * DAY },
  { post: 2, reader: 'Lina Marlina', comment: 'Apakah harga tanah di Bandung masih akan naik?', status: null, ageMs: 20 * HOUR },
];

const emailOf = (reader: string) => `${reader.toLowerCase().replace(/[^a-z]+/g, '.')}@pembaca.test`;

/** The blog admin who answers readers, as §6 posts it: nickname (else name) and profile email. */
async function blogAdmin(db: Executor): Promise<{ name: string; email: string; createdByUserId: string } | undefined> {
  const [admin] = await db.select().from(users).where(eq(users.email, BLOG_ADMIN_EMAIL));
  return admin && { name: admin.nickName || admin.name, email: admin.email, createdByUserId: admin.userId };
}

export async function seedBlogComments(db: Executor, now: Date): Promise<void> {
  // The newest published posts come first in the list, so the panel shows comments where one looks first.
  const posts = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(eq(articles.status, 'PUBLISH'))
    .orderBy(desc(articles.createdAt), desc(articles.articleId))
    .limit(3);
  if (!posts.length) return;
  const admin = await blogAdmin(db);
  const at = (ageMs: number) => new Date(now.getTime() - ageMs);
  const reader = (name: string) => ({ name, email: emailOf(name), createdByUserId: null });

  const comments = DEMO_COMMENTS.map((c) => ({
    commentId: newId(),
    // Fewer than three posts: the comments of the missing ones go to the first.
    articleId: (posts[c.post] ?? posts[0]!).articleId,
    ...reader(c.reader),
    comment: c.comment,
    status: c.status,
    isDeleted: c.isDeleted ?? false,
    createdAt: at(c.ageMs),
  }));
  const replies = DEMO_COMMENTS.flatMap((c, i) =>
    (c.replies ?? [])
      .filter((r) => r.reader || admin)
      .map((r) => ({
        replyId: newId(),
        commentId: comments[i]!.commentId,
        ...(r.reader ? reader(r.reader) : admin!),
        comment: r.comment,
        status: r.status,
        isDeleted: r.isDeleted ?? false,
        createdAt: at(r.ageMs),
      })),
  );
  await db.insert(articleComments).values(comments);
  if (replies.length) await db.insert(articleReplyComments).values(replies);
}
