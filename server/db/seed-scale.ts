/**
 * A realistic large data set on top of the demo data, for
 * `npm run seed:scale -- --factor N` and `npm run bench -- --scale N`: at
 * factor 1, 200 offices with 5 office staff and 25 agents each (6,000 people,
 * 5,000 agents), HQ staff, and the history every table keeps (notifications,
 * sessions, sign-in attempts, mails, devices). One generator per table, run in
 * order, each in its own transaction with multi-row inserts (PGlite runs one
 * query at a time, so a row per query would take hours).
 *
 * A later issue scales its table by adding a generator to SCALE_GENERATORS
 * (listings 100k, masking history 50k, ...), reading the offices and people
 * that earlier generators left in the context. A table with no generator is
 * named in the log, so it is not forgotten.
 */
import { createHash } from 'node:crypto';
import { count, is, like } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { HQ_ROLES, OFFICE_ROLES, ROLE_LABELS, type Role } from '../../domain/roles';
import { hashPassword } from '../services/passwords';
import { newId } from '../services/tokens';
import type { Db } from './client';
import * as schema from './schema';
import { DEMO_PASSWORD } from './seed';

const { employees, fcmTokens, groupMembers, groups, loginAttempts, mailOutbox, notifications, offices, oneTimeTokens, sessions, users } = schema;

export const SCALE_EMAIL_DOMAIN = 'scale.test';
const OFFICES_PER_FACTOR = 200;
const AGENTS_PER_OFFICE = 25;
const HQ_STAFF_PER_FACTOR = 24;
const DEMO_NOTIFICATIONS_PER_FACTOR = 250;
const DAY = 86_400_000;

export interface ScaleOffice {
  officeId: string;
  officeCode: string;
  city: string;
  province: string;
}

export interface ScalePerson {
  userId: string;
  employeeId: string;
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  officeId: string | null;
  role: Role;
  isActive: boolean;
}

export interface ScaleContext {
  readonly factor: number;
  readonly now: Date;
  /** Seeded: the same factor gives the same names, dates and mix. */
  readonly random: () => number;
  /** Demo1234! for everyone, hashed once (scrypt per row would take minutes). */
  readonly passwordHash: string;
  /** The demo accounts' users, who get a long history too. */
  readonly demoUserIds: string[];
  offices: ScaleOffice[];
  people: ScalePerson[];
  groups: { groupId: string; officeId: string }[];
}

export interface ScaleGenerator {
  table: PgTable;
  rows(ctx: ScaleContext): Iterable<Record<string, unknown>>;
}

/** A generator whose rows are type-checked against its table. */
const generator = <T extends PgTable>(table: T, rows: (ctx: ScaleContext) => Iterable<T['$inferInsert']>): ScaleGenerator => ({
  table,
  rows: rows as ScaleGenerator['rows'],
});

/** Tables deliberately left at their demo size, and why. */
export const UNSCALED_TABLES: Partial<Record<string, string>> = {
  app_configs: 'a handful of keys whatever the size of the network',
};

// ---- helpers ----

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

const pick = <T>(ctx: ScaleContext, list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)]!;
const chance = (ctx: ScaleContext, p: number) => ctx.random() < p;
const daysAgo = (ctx: ScaleContext, maxDays: number, minDays = 0) =>
  new Date(ctx.now.getTime() - (minDays + ctx.random() * (maxDays - minDays)) * DAY);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const FIRST_NAMES = [
  'Adi', 'Agus', 'Ahmad', 'Andi', 'Anisa', 'Ayu', 'Bagus', 'Budi', 'Cahya', 'Dewi', 'Dian', 'Eko', 'Fajar', 'Fitri', 'Gilang', 'Hana',
  'Indah', 'Joko', 'Kurnia', 'Lina', 'Made', 'Nur', 'Putri', 'Rahmat', 'Rina', 'Rizky', 'Sari', 'Siti', 'Taufik', 'Tri', 'Wahyu', 'Yanti',
] as const;
const LAST_NAMES = [
  'Hidayat', 'Kusuma', 'Lestari', 'Nugroho', 'Pratama', 'Putra', 'Rahayu', 'Santoso', 'Saputra', 'Setiawan', 'Siregar', 'Sulistyo',
  'Susanto', 'Utami', 'Wibowo', 'Wijaya', 'Gunawan', 'Halim', 'Harahap', 'Nasution', 'Permana', 'Purba', 'Tanjung', 'Wulandari',
] as const;
const CITIES = [
  ['Jakarta Selatan', 'DKI Jakarta'], ['Jakarta Barat', 'DKI Jakarta'], ['Tangerang', 'Banten'], ['Bekasi', 'Jawa Barat'],
  ['Bandung', 'Jawa Barat'], ['Bogor', 'Jawa Barat'], ['Semarang', 'Jawa Tengah'], ['Yogyakarta', 'DI Yogyakarta'],
  ['Surabaya', 'Jawa Timur'], ['Malang', 'Jawa Timur'], ['Denpasar', 'Bali'], ['Medan', 'Sumatera Utara'],
  ['Palembang', 'Sumatera Selatan'], ['Makassar', 'Sulawesi Selatan'], ['Balikpapan', 'Kalimantan Timur'], ['Batam', 'Kepulauan Riau'],
] as const;
const NOTIFICATION_KINDS = [
  ['dashboard', 'Birthday Reminder', 'Some of your colleagues celebrate their birthday this week.'],
  ['masking', 'Listing Successfully Masked', 'Your listing is ready to share as a masked link.'],
  ['invoice-report', 'Invoice Report Ready', 'The invoice report is ready to review.'],
  ['closing', 'Closing Successfully Approved', 'The closing has been approved.'],
  ['blog', 'New Blog Post Published', 'A new article is live.'],
  ['document', 'New Document in Document Center', 'A document has been added to the Document Center.'],
] as const;

// ---- the generators, in the order they run ----

const officeRows = generator(offices, function* (ctx) {
  const n = Math.max(1, Math.round(OFFICES_PER_FACTOR * ctx.factor));
  for (let i = 1; i <= n; i++) {
    const [city, province] = pick(ctx, CITIES);
    const office: ScaleOffice = { officeId: newId(), officeCode: `SCL-${pad(i, 5)}`, city, province };
    ctx.offices.push(office);
    yield {
      ...office,
      officeName: `Genius ${city} ${pad(i, 4)}`,
      tempOfficeCode: null,
      email: `office${i}@${SCALE_EMAIL_DOMAIN}`,
      firstPhoneNumber: `021-${pad(1_000_000 + i, 7)}`,
      postalCode: pad(10_000 + Math.floor(ctx.random() * 89_999), 5),
      address: `Jl. ${pick(ctx, LAST_NAMES)} No. ${1 + Math.floor(ctx.random() * 200)}`,
      approvalStatus: chance(ctx, 0.95) ? 'APPROVED' : 'WAITING_APPROVAL',
      status: 'ACTIVE',
      createdAt: daysAgo(ctx, 1_500, 30),
    };
  }
});

function planPeople(ctx: ScaleContext): void {
  const roles: { role: Role; officeId: string | null }[] = [];
  const hq = Math.max(1, Math.round(HQ_STAFF_PER_FACTOR * ctx.factor));
  for (let i = 0; i < hq; i++) roles.push({ role: HQ_ROLES[i % HQ_ROLES.length]!, officeId: null });
  for (const office of ctx.offices) {
    for (const role of OFFICE_ROLES) roles.push({ role, officeId: office.officeId });
    for (let a = 0; a < AGENTS_PER_OFFICE; a++) roles.push({ role: 'agent', officeId: office.officeId });
  }
  roles.forEach(({ role, officeId }, i) => {
    const firstName = pick(ctx, FIRST_NAMES);
    const lastName = pick(ctx, LAST_NAMES);
    ctx.people.push({
      userId: newId(),
      employeeId: newId(),
      email: `${firstName}.${lastName}.${i + 1}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(),
      firstName,
      lastName,
      nickName: firstName,
      officeId,
      role,
      isActive: role !== 'agent' || chance(ctx, 0.92),
    });
  });
}

const userRows = generator(users, function* (ctx) {
  planPeople(ctx);
  const officeById = new Map(ctx.offices.map((o) => [o.officeId, o]));
  for (const p of ctx.people) {
    const office = p.officeId ? officeById.get(p.officeId) : undefined;
    const createdAt = daysAgo(ctx, 1_400, 1);
    const birthYear = 1965 + Math.floor(ctx.random() * 38);
    const birthDate = new Date(Date.UTC(birthYear, 0, 1) + Math.floor(ctx.random() * 365) * DAY).toISOString().slice(0, 10);
    yield {
      userId: p.userId,
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      passwordHash: ctx.passwordHash,
      phone: `08${pad(Math.floor(ctx.random() * 10_000_000_000), 10)}`,
      gender: chance(ctx, 0.5) ? ('male' as const) : ('female' as const),
      province: office?.province ?? 'DKI Jakarta',
      city: office?.city ?? 'Jakarta Pusat',
      postalCode: null,
      status: chance(ctx, 0.97) ? ('active' as const) : ('inactive' as const),
      userType: 'employee' as const,
      firstName: p.firstName,
      middleName: null,
      lastName: p.lastName,
      nickName: p.nickName,
      birthDate,
      profilePic: null,
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  }
});

const employeeRows = generator(employees, function* (ctx) {
  const codes = new Map(ctx.offices.map((o) => [o.officeId, o.officeCode]));
  for (const [i, p] of ctx.people.entries()) {
    const status = p.isActive ? ('ACTIVE' as const) : chance(ctx, 0.5) ? ('TERMINATED' as const) : ('TRANSFERED' as const);
    const isAgent = p.role === 'agent';
    const createdAt = daysAgo(ctx, 1_400, 1);
    yield {
      employeeId: p.employeeId,
      userId: p.userId,
      officeId: p.officeId,
      role: p.role,
      roleStatus: chance(ctx, 0.9) ? ('PUBLISH' as const) : ('UNPUBLISH' as const),
      approvalStatus: chance(ctx, 0.95) ? ('APPROVED' as const) : ('WAITING_APPROVAL' as const),
      status,
      currentPosition: ROLE_LABELS[p.role],
      employeeCode: `${p.officeId ? codes.get(p.officeId) : 'SCL-HQ'}-${pad(i + 1, 6)}`,
      tempEmployeeCode: null,
      allowSelfListing: chance(ctx, 0.9),
      agentListingPermission: p.role === 'admin_office' && chance(ctx, 0.5),
      starAgentPhotoUrl: null,
      starAgentTitle: isAgent ? 'Property Consultant' : null,
      starAgentWebContent: null,
      starAgentItems: [],
      mainEmail: p.officeId ? 'genius' : 'PRIVATE',
      geniusEmail: `${p.nickName}.${p.lastName}.${i + 1}@genius.${SCALE_EMAIL_DOMAIN}`.toLowerCase(),
      privateEmail: p.email,
      slug: isAgent && status === 'ACTIVE' ? `${p.firstName}-${p.lastName}-${i + 1}`.toLowerCase() : null,
      slugAuthor: p.role === 'admin_blog' ? `${p.firstName}-${p.lastName}-${i + 1}`.toLowerCase() : null,
      createdAt,
      updatedAt: createdAt,
    };
  }
});

const groupRows = generator(groups, function* (ctx) {
  for (const office of ctx.offices) {
    for (const name of ['Rajawali', 'Merpati']) {
      const group = { groupId: newId(), officeId: office.officeId };
      ctx.groups.push(group);
      yield { ...group, groupName: `Team ${name} ${office.officeCode}`, createdAt: daysAgo(ctx, 1_000, 30) };
    }
  }
});

const groupMemberRows = generator(groupMembers, function* (ctx) {
  const byOffice = new Map<string, string[]>();
  for (const g of ctx.groups) byOffice.set(g.officeId, [...(byOffice.get(g.officeId) ?? []), g.groupId]);
  for (const p of ctx.people) {
    if (p.role !== 'agent' || !p.isActive || !p.officeId) continue;
    const groupId = pick(ctx, byOffice.get(p.officeId) ?? []);
    yield { groupMemberId: newId(), groupId, userId: p.userId, employeeId: p.employeeId, status: 'active', createdAt: daysAgo(ctx, 900, 1) };
  }
});

function notification(ctx: ScaleContext, receiverUserId: string) {
  const [feature, title, message] = pick(ctx, NOTIFICATION_KINDS);
  const createdAt = daysAgo(ctx, 365);
  return {
    id: newId(),
    receiverUserId,
    title,
    message,
    feature,
    externalId: null,
    readByUserAt: chance(ctx, 0.7) ? new Date(createdAt.getTime() + 3_600_000) : null,
    createdAt,
  };
}

const notificationRows = generator(notifications, function* (ctx) {
  for (const p of ctx.people) {
    const n = Math.floor(ctx.random() * 21);
    for (let i = 0; i < n; i++) yield notification(ctx, p.userId);
  }
  const perDemoUser = Math.round(DEMO_NOTIFICATIONS_PER_FACTOR * ctx.factor);
  for (const userId of ctx.demoUserIds) for (let i = 0; i < perDemoUser; i++) yield notification(ctx, userId);
});

/** Sessions that have ended (expired or signed out): live ones are made by signing in. */
const sessionRows = generator(sessions, function* (ctx) {
  for (const p of ctx.people) {
    const createdAt = daysAgo(ctx, 180, 31);
    const lastSeenAt = new Date(createdAt.getTime() + ctx.random() * 8 * 3_600_000);
    yield {
      sessionId: newId(),
      tokenHash: sha256(newId()),
      userId: p.userId,
      createdAt,
      lastSeenAt,
      expiresAt: new Date(createdAt.getTime() + 30 * DAY),
      revokedAt: chance(ctx, 0.6) ? lastSeenAt : null,
      ip: `10.${Math.floor(ctx.random() * 256)}.${Math.floor(ctx.random() * 256)}.${1 + Math.floor(ctx.random() * 254)}`,
      userAgent: 'Mozilla/5.0 (scale seed)',
    };
  }
});

/** Older than a day, so no sign-in throttle window sees them. */
const loginAttemptRows = generator(loginAttempts, function* (ctx) {
  for (const p of ctx.people) {
    for (let i = 0; i < 3; i++) {
      yield { attemptId: newId(), email: p.email, ip: `10.0.${Math.floor(ctx.random() * 256)}.${1 + Math.floor(ctx.random() * 254)}`, succeeded: chance(ctx, 0.85), createdAt: daysAgo(ctx, 90, 2) };
    }
  }
});

const oneTimeTokenRows = generator(oneTimeTokens, function* (ctx) {
  for (const [i, p] of ctx.people.entries()) {
    if (i % 20 !== 0) continue;
    const createdAt = daysAgo(ctx, 120, 2);
    yield {
      tokenHash: sha256(newId()),
      purpose: chance(ctx, 0.7) ? ('reset_password' as const) : ('verify_email' as const),
      userId: p.userId,
      email: p.email,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + DAY),
      usedAt: chance(ctx, 0.6) ? new Date(createdAt.getTime() + 600_000) : null,
    };
  }
});

const fcmTokenRows = generator(fcmTokens, function* (ctx) {
  for (const [i, p] of ctx.people.entries()) {
    if (i % 3 !== 0) continue;
    const createdAt = daysAgo(ctx, 300, 1);
    const deviceType = pick(ctx, ['web', 'android', 'ios'] as const);
    yield { fcmToken: `scale-${newId()}`, userId: p.userId, deviceId: newId(), deviceType, meta: { appVersion: '2.76.0' }, createdAt, updatedAt: createdAt };
  }
});

/** Mails already sent: an SMTP worker must find nothing of the seed to send. */
const mailOutboxRows = generator(mailOutbox, function* (ctx) {
  for (const [i, p] of ctx.people.entries()) {
    if (i % 3 !== 0) continue;
    const createdAt = daysAgo(ctx, 300, 1);
    yield {
      id: newId(),
      to: p.email,
      subject: 'Reset your password',
      text: 'Open the link to choose a new password.',
      html: null,
      createdAt,
      sentAt: new Date(createdAt.getTime() + 5_000),
      attempts: 1,
      claimedAt: null,
      lastError: null,
    };
  }
});

export const SCALE_GENERATORS: ScaleGenerator[] = [
  officeRows,
  userRows,
  employeeRows,
  groupRows,
  groupMemberRows,
  notificationRows,
  sessionRows,
  loginAttemptRows,
  oneTimeTokenRows,
  fcmTokenRows,
  mailOutboxRows,
];

// ---- running them ----

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Tables of the schema that no generator fills and UNSCALED_TABLES does not excuse. */
export function tablesWithoutGenerator(): string[] {
  const covered = new Set(SCALE_GENERATORS.map((g) => tableName(g.table)));
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(tableName)
    .filter((name) => !covered.has(name) && !UNSCALED_TABLES[name]);
}

/** Bound parameters per statement stay well under PostgreSQL's 65,535. */
const batchSizeOf = (table: PgTable) => Math.max(1, Math.min(1_000, Math.floor(30_000 / getTableConfig(table).columns.length)));

async function insertAll(db: Db, gen: ScaleGenerator, ctx: ScaleContext): Promise<number> {
  const size = batchSizeOf(gen.table);
  let written = 0;
  await db.transaction(async (tx) => {
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await tx.insert(gen.table).values(batch as never);
      written += batch.length;
      batch = [];
    };
    for (const row of gen.rows(ctx)) {
      batch.push(row);
      if (batch.length >= size) await flush();
    }
    await flush();
  });
  return written;
}

export async function hasScaleData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(like(users.email, `%@${SCALE_EMAIL_DOMAIN}`));
  return (row?.n ?? 0) > 0;
}

export interface SeedScaleOptions {
  factor: number;
  now?: Date;
  log?: (message: string) => void;
}

/** Add the scaled data set to a migrated database that holds the demo data; rows written per table. */
export async function seedScale(db: Db, { factor, now = new Date(), log = () => undefined }: SeedScaleOptions): Promise<Record<string, number>> {
  if (!(factor > 0)) throw new Error(`--factor must be a positive number (got ${factor})`);
  if (await hasScaleData(db)) throw new Error(`this database already holds scale data (users @${SCALE_EMAIL_DOMAIN}); start from a fresh DATA_DIR or database`);
  const missing = tablesWithoutGenerator();
  if (missing.length) log(`no scale generator for: ${missing.join(', ')} (add one to SCALE_GENERATORS in server/db/seed-scale.ts)`);

  const demoUserIds = (await db.select({ userId: users.userId }).from(users)).map((u) => u.userId);
  const ctx: ScaleContext = {
    factor,
    now,
    random: mulberry32(Math.round(factor * 1_000) + 2_026),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    demoUserIds,
    offices: [],
    people: [],
    groups: [],
  };
  const written: Record<string, number> = {};
  for (const gen of SCALE_GENERATORS) {
    const started = Date.now();
    const name = tableName(gen.table);
    written[name] = await insertAll(db, gen, ctx);
    log(`${name}: ${written[name].toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return written;
}
