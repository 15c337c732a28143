/**
 * Demo data of issue 5, on top of the people and offices of demo.ts: the
 * listing form's master data, provinces and cities, portals, and 40 listings
 * over the three demo offices in every status, with photos in every watermark
 * state (real PNGs served by GET /api/files/:fileKey), renew and transfer
 * histories, portal listings, views and shares with their rows, and maskings
 * with their share history. Deterministic relative to `now` (a seeded
 * generator), except the secrets: file keys and shared codes are random.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { ListingStatus } from '../../../domain/entities/listing';
import { SHARE_CHANNELS, type MaskingType } from '../../../domain/entities/listing-masking';
import type { PriceFreq } from '../../../domain/format';
import { fileUrl, storeFile } from '../../services/files';
import { newId } from '../../services/tokens';
import type { Executor } from '../client';
import {
  cities,
  contentShares,
  employees,
  listingLookups,
  listingMaskingHistories,
  listingMaskings,
  listings,
  listingRenewHistories,
  listingTransferHistories,
  listingVisitors,
  portalListings,
  portals,
  provinces,
  users,
  type StoredPhoto,
} from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const LISTING_PARTS = ['Rumah', 'Apartemen', 'Ruko', 'Tanah', 'Gudang', 'Villa', 'Kantor'] as const;
type Part = (typeof LISTING_PARTS)[number];
export const PROPERTY_TYPES = ['Residensial', 'Komersial', 'Industrial', 'Kavling'] as const;
export const CERTIFICATE_TYPES = ['SHM', 'HGB', 'Girik', 'Strata Title', 'AJB', 'Hak Pakai'] as const;

const PROPERTY_TYPE_OF: Record<Part, (typeof PROPERTY_TYPES)[number]> = {
  Rumah: 'Residensial',
  Apartemen: 'Residensial',
  Villa: 'Residensial',
  Ruko: 'Komersial',
  Kantor: 'Komersial',
  Gudang: 'Industrial',
  Tanah: 'Kavling',
};
const CERTIFICATE_OF: Record<Part, (typeof CERTIFICATE_TYPES)[number][]> = {
  Rumah: ['SHM', 'HGB'],
  Apartemen: ['Strata Title'],
  Villa: ['SHM', 'Hak Pakai'],
  Ruko: ['HGB', 'SHM'],
  Kantor: ['Strata Title', 'HGB'],
  Gudang: ['HGB'],
  Tanah: ['SHM', 'Girik', 'AJB'],
};

/** Provinces and their cities (Indonesian names, as the geodata search shows them). */
export const GEODATA: Record<string, string[]> = {
  'DKI Jakarta': ['Jakarta Selatan', 'Jakarta Pusat', 'Jakarta Barat', 'Jakarta Timur', 'Jakarta Utara', 'Kepulauan Seribu'],
  'Jawa Barat': ['Bandung', 'Kabupaten Bandung', 'Bandung Barat', 'Bekasi', 'Bogor', 'Depok', 'Cimahi', 'Cirebon', 'Sukabumi', 'Tasikmalaya', 'Karawang'],
  'Jawa Timur': ['Surabaya', 'Malang', 'Sidoarjo', 'Gresik', 'Kediri', 'Madiun', 'Batu'],
  Banten: ['Tangerang', 'Tangerang Selatan', 'Serang', 'Cilegon'],
  'Jawa Tengah': ['Semarang', 'Surakarta', 'Magelang', 'Salatiga', 'Pekalongan'],
  'DI Yogyakarta': ['Yogyakarta', 'Sleman', 'Bantul'],
  Bali: ['Denpasar', 'Badung', 'Gianyar'],
  'Sumatera Utara': ['Medan', 'Binjai'],
  'Sulawesi Selatan': ['Makassar', 'Parepare'],
  'Kalimantan Timur': ['Balikpapan', 'Samarinda'],
  'Kepulauan Riau': ['Batam', 'Tanjung Pinang'],
};
const provinceOf = (city: string) => Object.entries(GEODATA).find(([, list]) => list.includes(city))?.[0] ?? 'DKI Jakarta';

/** Position 1 is the first listing portal (tag #2951A3); Lamudi is switched off. */
export const DEMO_PORTALS = [
  { portalName: 'Rumah123', position: 1, isActive: true },
  { portalName: 'OLX', position: 2, isActive: true },
  { portalName: '99.co', position: 3, isActive: true },
  { portalName: 'Lamudi', position: 4, isActive: false },
] as const;

// ---------------------------------------------------------------------------
// Photos: small house drawings, PNG-encoded here (no image library needed)

type Rgb = readonly [number, number, number];
export interface HousePalette {
  wall: Rgb;
  roof: Rgb;
  sky: Rgb;
}

export const HOUSE_PALETTES: HousePalette[] = [
  { wall: [240, 226, 196], roof: [176, 58, 46], sky: [135, 196, 235] },
  { wall: [214, 234, 248], roof: [52, 73, 94], sky: [160, 210, 240] },
  { wall: [250, 215, 160], roof: [120, 66, 18], sky: [120, 180, 230] },
  { wall: [213, 245, 227], roof: [30, 132, 73], sky: [174, 214, 241] },
  { wall: [245, 183, 177], roof: [99, 57, 116], sky: [146, 200, 236] },
  { wall: [255, 255, 255], roof: [211, 84, 0], sky: [93, 173, 226] },
  { wall: [204, 209, 209], roof: [23, 32, 42], sky: [190, 220, 245] },
  { wall: [249, 231, 159], roof: [40, 116, 166], sky: [133, 193, 233] },
];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of width × height, one pixel at a time. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

const inBox = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const channel = (v: number, f: number) => Math.min(255, Math.round(v * f));
const shade = (c: Rgb, f: number): Rgb => [channel(c[0], f), channel(c[1], f), channel(c[2], f)];

/** A 320×240 house: sky, sun, lawn, walls, roof, door, two windows and a path. */
export function houseImage(p: HousePalette): Buffer {
  return encodePng(320, 240, (x, y) => {
    if ((x - 265) ** 2 + (y - 42) ** 2 < 22 ** 2) return [255, 213, 79];
    if (y >= 55 && y < 110 && Math.abs(x - 160) <= ((y - 55) / 55) * 88) return p.roof;
    if (inBox(x, y, 148, 148, 172, 190)) return [110, 76, 50];
    if (inBox(x, y, 105, 125, 135, 150) || inBox(x, y, 185, 125, 215, 150)) {
      return x === 120 || x === 200 || y === 137 ? [255, 255, 255] : [174, 214, 241];
    }
    if (inBox(x, y, 92, 110, 228, 190)) return p.wall;
    if (y >= 190 && Math.abs(x - 160) <= 12 + (y - 190) / 2) return [189, 189, 189];
    if (y >= 175) return shade([88, 160, 72], 0.9 + ((x * 7 + y * 13) % 20) / 100);
    return shade(p.sky, 1 + (y / 175) * 0.25);
  });
}

// ---------------------------------------------------------------------------
// The listings

interface ListingTemplate {
  agent: string;
  title: string;
  part: Part;
  city: string;
  sellOrRent: 'sell' | 'rent';
  price: number;
  freq: PriceFreq | null;
  status: ListingStatus;
}

const sell = (agent: string, title: string, part: Part, city: string, price: number, status: ListingStatus): ListingTemplate => ({
  agent, title, part, city, sellOrRent: 'sell', price, freq: null, status,
});
const rent = (agent: string, title: string, part: Part, city: string, price: number, freq: PriceFreq, status: ListingStatus): ListingTemplate => ({
  agent, title, part, city, sellOrRent: 'rent', price, freq, status,
});

const NANDA = 'agent@demo.test';
const ZAHRA = 'zahra.amelia@demo.test';
const YUSUF = 'yusuf.maulana@demo.test';
const PUTU = 'agent.noself@demo.test';
const UMAR = 'umar.hakim@demo.test';
const VINA = 'vina.melati@demo.test';
const WAHYU = 'wahyu.hidayat@demo.test';
const OKTA = 'multi@demo.test';
const BAYU = 'bayu.firmansyah@demo.test';

/** Every status of LISTING_STATUSES, sells and rents (daily, monthly, yearly), in all three offices. */
export const DEMO_LISTINGS: ListingTemplate[] = [
  sell(NANDA, 'Rumah 2 Lantai di Kebayoran Baru', 'Rumah', 'Jakarta Selatan', 4_750_000_000, 'PUBLISH'),
  rent(NANDA, 'Apartemen Kemang Village 2BR Furnished', 'Apartemen', 'Jakarta Selatan', 180_000_000, 'yearly', 'PUBLISH'),
  sell(NANDA, 'Rumah Asri Dekat Stasiun Pondok Ranji', 'Rumah', 'Tangerang Selatan', 1_850_000_000, 'OPEN'),
  sell(NANDA, 'Ruko 3 Lantai Jalan Fatmawati', 'Ruko', 'Jakarta Selatan', 6_200_000_000, 'WAITING_APPROVAL'),
  sell(NANDA, 'Tanah Kavling Siap Bangun di Cinere', 'Tanah', 'Depok', 2_300_000_000, 'UNPUBLISH'),
  sell(NANDA, 'Rumah Hook di Bintaro Sektor 9', 'Rumah', 'Tangerang Selatan', 3_100_000_000, 'CLOSED'),
  rent(NANDA, 'Apartemen Studio Dekat SCBD', 'Apartemen', 'Jakarta Selatan', 6_500_000, 'monthly', 'EXPIRED'),
  sell(ZAHRA, 'Rumah Minimalis di Cilandak', 'Rumah', 'Jakarta Selatan', 2_950_000_000, 'PUBLISH'),
  rent(ZAHRA, 'Kantor Siap Pakai di Kuningan', 'Kantor', 'Jakarta Selatan', 450_000_000, 'yearly', 'PUBLISH'),
  rent(ZAHRA, 'Villa Keluarga di Puncak', 'Villa', 'Bogor', 2_500_000, 'daily', 'PENDING'),
  sell(ZAHRA, 'Rumah Tua Hitung Tanah di Menteng', 'Rumah', 'Jakarta Pusat', 28_000_000_000, 'EXPIRED'),
  rent(YUSUF, 'Gudang Strategis di Cakung', 'Gudang', 'Jakarta Timur', 350_000_000, 'yearly', 'PUBLISH'),
  sell(YUSUF, 'Rumah Cluster di BSD City', 'Rumah', 'Tangerang', 2_100_000_000, 'UNPUBLISH'),
  sell(YUSUF, 'Apartemen 3BR Pantai Indah Kapuk', 'Apartemen', 'Jakarta Utara', 3_800_000_000, 'CLOSED'),
  sell(YUSUF, 'Ruko Gandeng di Kelapa Gading', 'Ruko', 'Jakarta Utara', 7_500_000_000, 'REJECTED'),
  sell(PUTU, 'Rumah Siap Huni di Pesanggrahan', 'Rumah', 'Jakarta Selatan', 1_650_000_000, 'PUBLISH'),
  sell(PUTU, 'Tanah Komersial Pinggir Jalan Raya Bogor', 'Tanah', 'Depok', 9_000_000_000, 'OPEN'),
  sell(UMAR, 'Rumah Sejuk di Dago Atas', 'Rumah', 'Bandung', 3_400_000_000, 'PUBLISH'),
  rent(UMAR, 'Villa View Gunung di Lembang', 'Villa', 'Bandung Barat', 3_000_000, 'daily', 'PUBLISH'),
  sell(UMAR, 'Rumah Kost 12 Kamar Dekat ITB', 'Rumah', 'Bandung', 5_500_000_000, 'OPEN'),
  rent(UMAR, 'Ruko di Jalan Buah Batu', 'Ruko', 'Bandung', 120_000_000, 'yearly', 'WAITING_APPROVAL'),
  sell(UMAR, 'Tanah Kebun di Ciwidey', 'Tanah', 'Kabupaten Bandung', 850_000_000, 'EXPIRED'),
  rent(VINA, 'Apartemen Gateway Pasteur 2BR', 'Apartemen', 'Bandung', 5_000_000, 'monthly', 'PUBLISH'),
  sell(VINA, 'Rumah Mewah di Setiabudi Regency', 'Rumah', 'Bandung', 7_800_000_000, 'CLOSED'),
  rent(VINA, 'Gudang di Kawasan Industri Cimahi', 'Gudang', 'Cimahi', 280_000_000, 'yearly', 'UNPUBLISH'),
  sell(VINA, 'Rumah Baru di Cimahi Utara', 'Rumah', 'Cimahi', 980_000_000, 'PENDING'),
  sell(VINA, 'Rumah Dekat Tol Pasteur', 'Rumah', 'Bandung', 2_250_000_000, 'PUBLISH'),
  sell(WAHYU, 'Rumah Cluster Summarecon Bandung', 'Rumah', 'Bandung', 2_650_000_000, 'PUBLISH'),
  sell(WAHYU, 'Tanah Industri di Karawang', 'Tanah', 'Karawang', 15_000_000_000, 'REJECTED'),
  sell(WAHYU, 'Ruko Baru di Bekasi Barat', 'Ruko', 'Bekasi', 3_300_000_000, 'WAITING_APPROVAL'),
  sell(OKTA, 'Rumah di Citraland Surabaya', 'Rumah', 'Surabaya', 4_200_000_000, 'PUBLISH'),
  rent(OKTA, 'Apartemen Dekat Tunjungan Plaza', 'Apartemen', 'Surabaya', 7_500_000, 'monthly', 'OPEN'),
  rent(OKTA, 'Villa Kota Batu Dekat Jatim Park', 'Villa', 'Batu', 1_800_000, 'daily', 'EXPIRED'),
  sell(OKTA, 'Gudang di Sidoarjo', 'Gudang', 'Sidoarjo', 8_500_000_000, 'UNPUBLISH'),
  sell(BAYU, 'Rumah Minimalis di Rungkut', 'Rumah', 'Surabaya', 1_450_000_000, 'PUBLISH'),
  rent(BAYU, 'Ruko di Jalan Raya Darmo', 'Ruko', 'Surabaya', 300_000_000, 'yearly', 'PUBLISH'),
  sell(BAYU, 'Rumah Keluarga di Malang Kota', 'Rumah', 'Malang', 1_950_000_000, 'CLOSED'),
  sell(BAYU, 'Tanah Kavling di Gresik', 'Tanah', 'Gresik', 1_200_000_000, 'PENDING'),
  rent(BAYU, 'Kantor di Pakuwon Tower', 'Kantor', 'Surabaya', 25_000_000, 'monthly', 'WAITING_APPROVAL'),
  sell(BAYU, 'Apartemen Educity Pakuwon', 'Apartemen', 'Surabaya', 950_000_000, 'OPEN'),
];

/** Who masked whose listing (by index in DEMO_LISTINGS), and what they shared since. */
const DEMO_MASKINGS: { agent: string; listing: number; shares: MaskingType[] }[] = [
  { agent: NANDA, listing: 7, shares: ['LINK', 'LINK', 'PDF'] },
  { agent: NANDA, listing: 11, shares: ['PDF'] },
  { agent: NANDA, listing: 17, shares: ['LINK'] },
  { agent: NANDA, listing: 34, shares: [] },
  { agent: UMAR, listing: 0, shares: ['LINK', 'PDF'] },
  { agent: UMAR, listing: 22, shares: ['PDF', 'LINK'] },
];

/** Listing → [from, to] agents: the listing changed hands once. */
const DEMO_TRANSFERS: Record<number, [string, string]> = { 12: [ZAHRA, YUSUF], 26: [WAHYU, VINA], 36: [OKTA, BAYU] };

const FACILITIES = ['Carport', 'AC', 'Kolam Renang', 'Taman', 'Water Heater', 'Gudang', 'CCTV', 'Dapur Bersih'] as const;
const YOUTUBE = ['https://www.youtube.com/watch?v=ScMzIvxBSi4', 'https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/watch?v=jNQXAC9IVRw'];
const FACES = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'] as const;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const between = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

function descriptionOf(t: ListingTemplate, certificate: string): string {
  const deal = t.sellOrRent === 'sell' ? 'Dijual' : 'Disewakan';
  return (
    `<p>${deal} <strong>${t.title.toLowerCase()}</strong> di ${t.city}, ${provinceOf(t.city)}. ` +
    'Lokasi strategis, akses mudah ke jalan utama, lingkungan aman dan nyaman.</p>' +
    `<ul><li>Sertifikat ${certificate}</li><li>Dekat sekolah, rumah sakit dan pusat perbelanjaan</li><li>Bebas banjir</li></ul>` +
    '<p>Hubungi kami untuk <em>jadwal survei</em>.</p>'
  );
}

/**
 * The watermark states, by listing: all Unidentified; one photo in each state
 * (the /listing-not-watermark modal shows them all); all by Genius; Not
 * Watermark mixed with Unidentified; all flagged by an admin.
 */
function photosOf(index: number, images: string[], createdAt: Date, r: Random): StoredPhoto[] {
  if (index % 8 === 7) return [];
  const pattern = index % 5;
  const n = pattern === 1 ? 5 : between(r, 2, 4);
  const start = between(r, 0, images.length - 1);
  const genius = new Date(createdAt.getTime() + HOUR).toISOString();
  return Array.from({ length: n }, (_, i) => {
    const key = images[(start + i) % images.length]!;
    const photo: StoredPhoto = { key, url: fileUrl(key) };
    const state = pattern === 1 ? i % 4 : pattern === 2 ? 3 : pattern === 3 ? (i % 2 ? 1 : 0) : pattern === 4 ? 1 + (i % 2) : 0;
    if (state === 1) photo.isWatermark = false;
    if (state === 2) photo.isWatermark = true;
    if (state === 3) Object.assign(photo, { isWatermark: true, createdAt: genius });
    return photo;
  });
}

const isLive = (s: ListingStatus) => ['PUBLISH', 'UNPUBLISH', 'CLOSED', 'EXPIRED'].includes(s);

interface Agent {
  userId: string;
  employeeId: string;
  officeId: string;
}

async function agentsByEmail(db: Executor): Promise<Map<string, Agent>> {
  const rows = await db
    .select({ email: users.email, userId: users.userId, employeeId: employees.employeeId, officeId: employees.officeId, role: employees.role })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(employees.role, 'agent'));
  return new Map(rows.filter((r) => r.officeId).map((r) => [r.email, { userId: r.userId, employeeId: r.employeeId, officeId: r.officeId! }]));
}

async function seedReference(db: Executor): Promise<{ lookup: Map<string, string>; portalIds: string[] }> {
  const lookupRows = [
    ...LISTING_PARTS.map((name) => ({ lookupId: newId(), kind: 'part' as const, name })),
    ...PROPERTY_TYPES.map((name) => ({ lookupId: newId(), kind: 'propertyType' as const, name })),
    ...CERTIFICATE_TYPES.map((name) => ({ lookupId: newId(), kind: 'certificateType' as const, name })),
  ];
  const provinceRows = Object.keys(GEODATA).map((name) => ({ provinceId: newId(), name }));
  const cityRows = provinceRows.flatMap((p) => GEODATA[p.name]!.map((name) => ({ cityId: newId(), name, provinceId: p.provinceId })));
  const portalRows = DEMO_PORTALS.map((p) => ({ portalId: newId(), ...p }));
  await db.insert(listingLookups).values(lookupRows);
  await db.insert(provinces).values(provinceRows);
  await db.insert(cities).values(cityRows);
  await db.insert(portals).values(portalRows);
  return { lookup: new Map(lookupRows.map((l) => [`${l.kind}:${l.name}`, l.lookupId])), portalIds: portalRows.map((p) => p.portalId) };
}

async function seedImages(db: Executor, now: Date): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, palette] of HOUSE_PALETTES.entries()) {
    keys.push(await storeFile(db, { contentType: 'image/png', fileName: `rumah-${i + 1}.png`, data: houseImage(palette), uploadedByUserId: null, createdAt: now }));
  }
  return keys;
}

type ListingRow = typeof listings.$inferInsert & { listingId: string; employeeId: string; officeId: string; createdAt: Date };

function listingRow(t: ListingTemplate, index: number, agent: Agent, ctx: { lookup: Map<string, string>; images: string[]; now: Date; r: Random }): ListingRow {
  const { r, now } = ctx;
  const createdAt = new Date(now.getTime() - between(r, 5, 300) * DAY - index * HOUR);
  const certificate = CERTIFICATE_OF[t.part][index % CERTIFICATE_OF[t.part].length]!;
  const hasBuilding = t.part !== 'Tanah';
  const isHome = ['Rumah', 'Apartemen', 'Villa'].includes(t.part);
  const photos = photosOf(index, ctx.images, createdAt, r);
  const views = isLive(t.status) ? between(r, 3, 40) : between(r, 0, 2);
  const expiredAt = new Date(t.status === 'EXPIRED' ? now.getTime() - between(r, 1, 30) * DAY : createdAt.getTime() + 365 * DAY);
  return {
    listingId: newId(),
    listingCode: `LST-${100_001 + index * 37}`,
    title: t.title,
    description: descriptionOf(t, certificate),
    status: t.status,
    sellOrRent: t.sellOrRent,
    listingType: index % 6 === 5 ? 'primary' : 'secondary',
    listingPartId: ctx.lookup.get(`part:${t.part}`)!,
    listingPropertyTypeId: ctx.lookup.get(`propertyType:${PROPERTY_TYPE_OF[t.part]}`)!,
    listingCertificateTypeId: ctx.lookup.get(`certificateType:${certificate}`)!,
    buildingArea: hasBuilding ? between(r, 4, 60) * 10 : null,
    landArea: t.part === 'Apartemen' || t.part === 'Kantor' ? null : between(r, 6, 120) * 10,
    buildingFace: FACES[index % FACES.length]!,
    numberOfFloor: hasBuilding ? (t.part === 'Apartemen' ? 1 : between(r, 1, 3)) : null,
    mainBedroom: isHome ? between(r, 1, 5) : null,
    mainBathroom: isHome ? between(r, 1, 4) : hasBuilding ? 1 : null,
    housekeepBedroom: isHome && index % 3 === 0 ? 1 : null,
    housekeepBathroom: isHome && index % 3 === 0 ? 1 : null,
    facilities: hasBuilding ? FACILITIES.slice(index % 4, (index % 4) + between(r, 1, 4)).map((facilityName) => ({ facilityName, total: between(r, 1, 3) })) : [],
    price: t.price,
    defaultPriceFreq: t.freq,
    additionalPriceFreq: t.freq === 'yearly' && index % 2 === 0 ? 'monthly' : null,
    pdfOrientation: index % 3 === 2 ? 'LANDSCAPE' : 'PORTRAIT',
    videoUrl: index % 4 === 0 ? [YOUTUBE[index % YOUTUBE.length]!] : index % 10 === 1 ? YOUTUBE.slice(0, 2) : [],
    photos,
    unflaggedPhotoCount: photos.filter((p) => p.isWatermark === undefined || p.isWatermark === null).length,
    country: 'Indonesia',
    province: provinceOf(t.city),
    city: t.city,
    userId: agent.userId,
    employeeId: agent.employeeId,
    officeId: agent.officeId,
    viewCount: views,
    shareCount: isLive(t.status) ? between(r, 0, 12) : 0,
    expiredAt,
    createdByUserId: agent.userId,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + between(r, 1, 96) * HOUR),
  };
}

/** Visitor and share rows that add up to each listing's viewCount and shareCount. */
function countRows(rows: ListingRow[], now: Date, r: Random) {
  const visitors = rows.flatMap((l) =>
    Array.from({ length: l.viewCount ?? 0 }, () => ({
      listingVisitorId: newId(),
      listingId: l.listingId,
      officeId: l.officeId,
      employeeId: l.employeeId,
      createdAt: new Date(Math.max(l.createdAt.getTime(), now.getTime() - between(r, 0, 60) * DAY - between(r, 0, 23) * HOUR)),
    })),
  );
  const shares = rows.flatMap((l, i) =>
    Array.from({ length: l.shareCount ?? 0 }, (_, j) => ({
      contentShareId: newId(),
      contentType: 'listing',
      contentId: l.listingId,
      channel: SHARE_CHANNELS[(i + j * 3) % SHARE_CHANNELS.length]!,
      refId1: l.officeId,
      refId2: l.employeeId,
      createdAt: new Date(Math.max(l.createdAt.getTime(), now.getTime() - between(r, 0, 60) * DAY)),
    })),
  );
  return { visitors, shares };
}

function historyRows(rows: ListingRow[], agents: Map<string, Agent>, now: Date) {
  const renews = rows.flatMap((l, i) => {
    if (l.status !== 'EXPIRED' && i % 5 !== 0) return [];
    const first = new Date(l.createdAt.getTime() + 90 * DAY);
    const second = new Date(first.getTime() + 90 * DAY);
    const entries = [{ previousExpiredAt: first, expiredAt: second, createdAt: new Date(Math.min(first.getTime(), now.getTime() - DAY)) }];
    if (i % 2 === 0) entries.push({ previousExpiredAt: second, expiredAt: new Date(second.getTime() + 90 * DAY), createdAt: new Date(Math.min(second.getTime(), now.getTime() - HOUR)) });
    return entries.map((e) => ({ listingRenewHistoryId: newId(), listingId: l.listingId, ...e }));
  });
  const transfers = Object.entries(DEMO_TRANSFERS).map(([index, [from, to]]) => {
    const l = rows[Number(index)]!;
    return {
      listingTransferHistoryId: newId(),
      listingId: l.listingId,
      fromEmployeeId: agents.get(from)!.employeeId,
      toEmployeeId: agents.get(to)!.employeeId,
      createdAt: new Date(l.createdAt.getTime() + 3 * DAY),
    };
  });
  return { renews, transfers };
}

/** The first portal on every other published listing, the others on some. */
function portalRows(rows: ListingRow[], portalIds: string[]) {
  return rows.flatMap((l, i) => {
    if (!isLive(l.status as ListingStatus) || i % 3 === 2) return [];
    const chosen = i % 2 === 0 ? [portalIds[0]!] : [portalIds[1]!];
    if (i % 4 === 0) chosen.push(portalIds[2]!);
    if (i % 6 === 1) chosen.unshift(portalIds[0]!);
    return chosen.map((portalId) => ({ portalListingId: newId(), listingId: l.listingId, portalId, employeeId: l.employeeId, createdAt: new Date(l.createdAt.getTime() + DAY) }));
  });
}

function maskingRows(rows: ListingRow[], agents: Map<string, Agent>, now: Date) {
  const maskings = DEMO_MASKINGS.map((m, i) => ({
    listingMaskingId: newId(),
    listingId: rows[m.listing]!.listingId,
    employeeId: agents.get(m.agent)!.employeeId,
    createdAt: new Date(now.getTime() - (20 - i) * DAY),
  }));
  const histories = DEMO_MASKINGS.flatMap((m, i) => {
    const masker = agents.get(m.agent)!;
    return m.shares.map((type, j) => {
      const at = new Date(now.getTime() - (19 - i) * DAY + j * 5 * HOUR);
      return {
        listingMaskingHistoryId: newId(),
        listingId: rows[m.listing]!.listingId,
        employeeId: masker.employeeId,
        userId: masker.userId,
        officeId: masker.officeId,
        type,
        listingSharedCode: randomBytes(16).toString('base64url'),
        maskingDate: at,
        createdAt: at,
      };
    });
  });
  return { maskings, histories };
}

/** Write issue 5's demo data; the people and offices of demo.ts must be in already (same transaction). */
export async function seedListings(db: Executor, now: Date): Promise<void> {
  const r = mulberry32(20_260_505);
  const { lookup, portalIds } = await seedReference(db);
  const images = await seedImages(db, now);
  const agents = await agentsByEmail(db);
  const rows = DEMO_LISTINGS.map((t, i) => listingRow(t, i, agents.get(t.agent)!, { lookup, images, now, r }));
  const { visitors, shares } = countRows(rows, now, r);
  const { renews, transfers } = historyRows(rows, agents, now);
  const { maskings, histories } = maskingRows(rows, agents, now);

  await db.insert(listings).values(rows);
  await db.insert(listingRenewHistories).values(renews);
  await db.insert(listingTransferHistories).values(transfers);
  await db.insert(portalListings).values(portalRows(rows, portalIds));
  await db.insert(listingVisitors).values(visitors);
  await db.insert(contentShares).values(shares);
  await db.insert(listingMaskings).values(maskings);
  await db.insert(listingMaskingHistories).values(histories);
}
