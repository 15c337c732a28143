/**
 * Rows a masking, PDF or statistics test needs, written straight to the
 * database with drizzle: listings with real PNG photos, and shares at chosen
 * instants. They stand on the demo people and offices of server/db/seed/demo.ts
 * only, never on the demo listings, so a change to the listing seed cannot
 * move these tests.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import type { Db } from '../../server/db/client';
import { employees, listingLookups, listingMaskingHistories, listingMaskings, listings, offices, users, type StoredPhoto } from '../../server/db/schema';
import { storeFile } from '../../server/services/files';

export type ListingRow = typeof listings.$inferSelect;

export interface DemoPerson {
  userId: string;
  employeeId: string;
  officeId: string | null;
  role: Role;
  name: string;
  nickName: string | null;
  phone: string | null;
  email: string;
  mainEmail: string | null;
  geniusEmail: string | null;
  privateEmail: string | null;
}

const uniqueSuffix = () => randomBytes(6).toString('hex');

/** A demo person's employee record of that role (an agent by default: multi@demo.test is an owner and an agent). */
export async function demoPerson(db: Db, email: string, role: Role = 'agent'): Promise<DemoPerson> {
  const [row] = await db
    .select({
      userId: users.userId,
      employeeId: employees.employeeId,
      officeId: employees.officeId,
      role: employees.role,
      name: users.name,
      nickName: users.nickName,
      phone: users.phone,
      email: users.email,
      mainEmail: employees.mainEmail,
      geniusEmail: employees.geniusEmail,
      privateEmail: employees.privateEmail,
    })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.userId))
    .where(and(eq(users.email, email), eq(employees.role, role)));
  if (!row) throw new Error(`no ${role} record for ${email}`);
  return row;
}

export async function officeIdOf(db: Db, officeName: string): Promise<string> {
  const [row] = await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, officeName));
  if (!row) throw new Error(`no office ${officeName}`);
  return row.officeId;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain-colour 8-bit RGB PNG. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(rgb, y * stride + 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Stored PNGs, as the photos of a listing point at them. */
export async function insertPhotos(db: Db, count: number): Promise<StoredPhoto[]> {
  const photos: StoredPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const data = solidPng(12, 8, [40 * i, 120, 200 - 30 * i]);
    const key = randomBytes(16).toString('base64url');
    await storeFile(db, { fileKey: key, contentType: 'image/png', fileName: `photo-${i}.png`, data });
    photos.push({ key, url: `/api/files/${key}` });
  }
  return photos;
}

/** A part, property type or certificate name of this test's own. */
export async function insertLookup(db: Db, kind: 'part' | 'propertyType' | 'certificateType', name: string): Promise<string> {
  const lookupId = `fixture-${uniqueSuffix()}`;
  await db.insert(listingLookups).values({ lookupId, kind, name });
  return lookupId;
}

/** A url in the server's own file form whose file is not (any longer) stored. */
export const missingPhoto = (): StoredPhoto => {
  const key = randomBytes(16).toString('base64url');
  return { key, url: `/api/files/${key}` };
};

export type ListingOverrides = Partial<Omit<typeof listings.$inferInsert, 'userId' | 'employeeId' | 'officeId'>>;

/** A listing of this agent in their office, PUBLISH unless told otherwise. */
export async function insertListing(db: Db, agent: DemoPerson, overrides: ListingOverrides = {}): Promise<ListingRow> {
  if (!agent.officeId) throw new Error('a listing agent needs an office');
  const suffix = uniqueSuffix();
  const photos = overrides.photos ?? [];
  const [row] = await db
    .insert(listings)
    .values({
      listingId: `fixture-${suffix}`,
      listingCode: `LST-FX${suffix}`,
      title: `Rumah fixture ${suffix}`,
      description: '<p>Rumah nyaman dekat sekolah dan pasar, lingkungan aman.</p>',
      status: 'PUBLISH',
      sellOrRent: 'sell',
      listingType: 'secondary',
      price: 1_500_000_000,
      userId: agent.userId,
      employeeId: agent.employeeId,
      officeId: agent.officeId,
      ...overrides,
      photos,
      unflaggedPhotoCount: photos.filter((p) => p.isWatermark === undefined || p.isWatermark === null).length,
    })
    .returning();
  return row!;
}

export async function insertMasking(db: Db, sharer: DemoPerson, listing: ListingRow): Promise<void> {
  await db.insert(listingMaskings).values({ listingMaskingId: `fixture-${uniqueSuffix()}`, listingId: listing.listingId, employeeId: sharer.employeeId });
}

/** A share made at a chosen instant (the API stamps "now"; date filters need other days). */
export async function insertShare(db: Db, sharer: DemoPerson, listing: ListingRow, at: Date, type: 'LINK' | 'PDF' = 'LINK') {
  const [row] = await db
    .insert(listingMaskingHistories)
    .values({
      listingMaskingHistoryId: `fixture-${uniqueSuffix()}`,
      listingId: listing.listingId,
      employeeId: sharer.employeeId,
      userId: sharer.userId,
      officeId: sharer.officeId,
      type,
      listingSharedCode: randomBytes(16).toString('base64url'),
      maskingDate: at,
      createdAt: at,
    })
    .returning();
  return row!;
}
