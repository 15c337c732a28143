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
 *
 * Listings (issue 5): 20 per agent on average (100k at factor 1), with their
 * renew and transfer histories, portal listings, views and shares (rows that
 * add up to the counts) and ~25k maskings with ~50k shares of them. They use
 * the demo's listing options and photos (read from the database first).
 *
 * Teams (issue 16, scale-teams.ts): two teams per office, every active agent
 * a member, 10 transfers per office in every status, and member fees with two
 * items for every active member (~5,000 fees, ~10,000 items at factor 1).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, exists, is, like, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { AccessSubject } from '../../../domain/access';
import { LISTING_STATUSES, type ListingStatus } from '../../../domain/entities/listing';
import { SHARE_CHANNELS } from '../../../domain/entities/listing-masking';
import { MASKING_STATUSES } from '../../../domain/listing';
import { canOpenNotification } from '../../../domain/notifications';
import { HQ_ROLES, OFFICE_ROLES, ROLE_LABELS, type Role } from '../../../domain/roles';
import { fileUrl } from '../../services/files';
import { hashPassword } from '../../services/passwords';
import { newId } from '../../services/tokens';
import type { Db } from '../client';
import * as schema from '../schema';
import { AUDIT_GENERATORS, loadAuditRefs } from './scale-audit';
import { BLOG_GENERATORS, loadBlogRefs } from './scale-blog';
import { CLOSING_GENERATORS } from './scale-closings';
import { MY_LIST_GENERATORS } from './scale-my-lists';
import { CLIENT_GENERATORS } from './scale-clients';
import { ALBUM_GENERATORS } from './scale-albums';
import { WEB_CONFIG_GENERATORS } from './scale-web-config';
import { DOCUMENT_GENERATORS } from './scale-documents';
import { EVENT_GENERATORS } from './scale-events';
import { PROJECT_GENERATORS } from './scale-projects';
import { TEAM_GENERATORS } from './scale-teams';
import { STAFF_TRANSFER_GENERATORS } from './scale-staff-transfers';
import {
  chance,
  DAY,
  daysAgo,
  generator,
  mulberry32,
  pick,
  type ScaleContext,
  type ScaleGenerator,
  type ScaleListing,
  type ScaleListingRefs,
  type ScaleMasking,
  type ScaleOffice,
  type ScalePerson,
} from './scale-kit';
import { DEMO_PASSWORD } from './demo';

const { employees, fcmTokens, loginAttempts, mailOutbox, notifications, offices, oneTimeTokens, sessions, users } = schema;
const { contentShares, files, listingLookups, listingMaskingHistories, listingMaskings, listingRenewHistories, listings, listingTransferHistories, listingVisitors, officePortalProfiles, portalListings, portalListingSyncs, portals } = schema;

export const SCALE_EMAIL_DOMAIN = 'scale.test';
const OFFICES_PER_FACTOR = 200;
const AGENTS_PER_OFFICE = 25;
const HQ_STAFF_PER_FACTOR = 24;
const DEMO_NOTIFICATIONS_PER_FACTOR = 250;
/** 20 on average: 5,000 agents list 100k listings at factor 1. */
const LISTINGS_PER_AGENT = { min: 10, max: 30 } as const;
/** Maskings at factor 1; each is shared twice on average (~50k history rows). */
const MASKINGS_PER_FACTOR = 25_000;

/** Tables deliberately left at their demo size, and why. */
export const UNSCALED_TABLES: Partial<Record<string, string>> = {
  app_configs: 'a handful of keys whatever the size of the network',
  listing_lookups: "the listing form's options, the same for every office",
  provinces: 'the country has as many provinces whatever the size of the network',
  cities: 'the cities of the country, whatever the size of the network',
  portals: 'a handful of listing portals',
  files: 'scaled listings reuse the demo photos: megabytes of images per listing would measure the disk, not the API',
  article_categories: "a blog's categories are a few dozen names whatever the size of the network",
  article_tags: "a blog's tags are a few dozen names whatever the size of the network",
  jobs: 'pending jobs are the few scheduled posts; the scaled ones are created without',
  portal_otp_sessions: 'an OTP session lives ten minutes: a network keeps a handful at any time',
  agent_portal_profiles: "agents' own portal accounts are set by HQ one by one; the demo's few show the screen",
  master_achievements: "a network's achievement levels are a handful whatever its size",
  master_careers: "a network's career ladder is a handful of levels whatever its size",
  partners: 'the website shows at most 50 partners whatever the size of the network',
  banners: 'each placement rotates at most 50 banners whatever the size of the network',
};

/** Tables the database fills from others (triggers): they grow with the scaled rows they follow. */
export const DERIVED_TABLES: Partial<Record<string, string>> = {
  listing_status_tallies: "kept by the listings' triggers (migration 0025): the scaled listings fill it",
  closing_month_sums: "kept by the closings' triggers (migration 0028): the scaled closings fill it",
};

// ---- helpers ----

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Public users at factor 1, beside the 6,000 people of the network. */
const PUBLIC_USERS_PER_FACTOR = 3_000;

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
/**
 * Only notifications whose screen exists, each to someone who may open it
 * (as the demo seed): birthday reminders for everyone, and to each agent one
 * per listing they masked. Invoice, closing and document ones wait for their screens.
 */
const BIRTHDAY_REMINDER = { feature: 'dashboard', title: 'Birthday Reminder', message: 'Some of your colleagues celebrate their birthday this week.', externalId: null };
const MASKED = { feature: 'masking', title: 'Listing Successfully Masked', message: 'The listing you masked is ready to share as a masked link.' };

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
      approvalStatus: chance(ctx, 0.95) ? ('APPROVED' as const) : pick(ctx, ['WAITING_APPROVAL', 'DRAFT', 'REJECTED'] as const),
      secondPhoneNumber: chance(ctx, 0.5) ? `021-${pad(2_000_000 + i, 7)}` : null,
      isOfficePkp: chance(ctx, 0.4),
      denyDuplicateListing: chance(ctx, 0.2),
      subdomain: `scl-${pad(i, 5)}`,
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
      isUserActive: chance(ctx, 0.97),
      isApproved: chance(ctx, 0.95),
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
      status: p.isUserActive ? ('active' as const) : ('inactive' as const),
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
  yield* publicUserRows(ctx);
});

/** Public users per factor (/public-users): a tenth inactive, one in fifty asking for their account's deletion. */
function* publicUserRows(ctx: ScaleContext) {
  const total = Math.round(PUBLIC_USERS_PER_FACTOR * ctx.factor);
  for (let i = 0; i < total; i++) {
    const firstName = pick(ctx, FIRST_NAMES);
    const lastName = pick(ctx, LAST_NAMES);
    const createdAt = daysAgo(ctx, 1_400, 1);
    yield {
      userId: newId(),
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}.public.${i + 1}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(),
      passwordHash: ctx.passwordHash,
      phone: `08${pad(Math.floor(ctx.random() * 10_000_000_000), 10)}`,
      gender: chance(ctx, 0.5) ? ('male' as const) : ('female' as const),
      province: null,
      city: null,
      postalCode: null,
      status: chance(ctx, 0.9) ? ('active' as const) : ('inactive' as const),
      userType: 'customer' as const,
      firstName,
      middleName: null,
      lastName,
      nickName: firstName,
      birthDate: null,
      profilePic: null,
      emailVerifiedAt: createdAt,
      isBlocked: chance(ctx, 0.02),
      createdAt,
      updatedAt: createdAt,
    };
  }
}

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
      approvalStatus: p.isApproved ? ('APPROVED' as const) : ('WAITING_APPROVAL' as const),
      status,
      currentPosition: ROLE_LABELS[p.role],
      employeeCode: `${p.officeId ? codes.get(p.officeId) : 'SCL-HQ'}-${pad(i + 1, 6)}`,
      tempEmployeeCode: null,
      allowSelfListing: chance(ctx, 0.9),
      agentListingPermission: p.role === 'admin_office' && chance(ctx, 0.5),
      // Two agents in three have a commission (1.5–3.25 %), from the index: no draw, so the rest of the data stays as it was.
      commissionBps: isAgent && i % 3 !== 0 ? 150 + (i % 8) * 25 : null,
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

function notification(ctx: ScaleContext, receiverUserId: string, kind: { feature: string; title: string; message: string; externalId: string | null }, createdAt: Date) {
  return {
    id: newId(),
    receiverUserId,
    ...kind,
    readByUserAt: chance(ctx, 0.7) ? new Date(createdAt.getTime() + 3_600_000) : null,
    createdAt,
  };
}

const subjectOf = (p: ScalePerson): AccessSubject => ({ roles: p.isApproved ? [p.role] : [], allowSelfListing: true, agentListingPermission: false });

/** After the maskings: theirs name the masked listing. Each only to someone who can sign in and open it. */
const notificationRows = generator(notifications, function* (ctx) {
  const receivers = new Map(ctx.people.filter((p) => p.isActive && p.isUserActive).map((p) => [p.userId, p]));
  const mayOpen = (userId: string, kind: Parameters<typeof notification>[2]) => {
    const p = receivers.get(userId);
    return p !== undefined && canOpenNotification(subjectOf(p), { externalId: kind.externalId, requestData: { feature: kind.feature } });
  };
  for (const p of receivers.values()) {
    if (!mayOpen(p.userId, BIRTHDAY_REMINDER)) continue;
    const n = Math.floor(ctx.random() * 21);
    for (let i = 0; i < n; i++) yield notification(ctx, p.userId, BIRTHDAY_REMINDER, daysAgo(ctx, 365));
  }
  for (const m of ctx.maskings) {
    const kind = { ...MASKED, externalId: m.listingId };
    if (mayOpen(m.userId, kind)) yield notification(ctx, m.userId, kind, m.createdAt);
  }
  const perDemoUser = Math.round(DEMO_NOTIFICATIONS_PER_FACTOR * ctx.factor);
  for (const userId of ctx.demoUserIds) for (let i = 0; i < perDemoUser; i++) yield notification(ctx, userId, BIRTHDAY_REMINDER, daysAgo(ctx, 365));
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

// ---- listings (issue 5) ----

const LISTING_PARTS = ['Rumah', 'Apartemen', 'Ruko', 'Tanah', 'Gudang', 'Villa'] as const;
const LISTING_WORDS = ['Asri', 'Minimalis', 'Strategis', 'Siap Huni', 'Mewah', 'Nyaman', 'Baru', 'Murah', 'Luas', 'Hook'] as const;
const AREAS = ['Pusat Kota', 'Dekat Tol', 'Dekat Stasiun', 'Pinggir Jalan Raya', 'Dalam Cluster', 'Dekat Kampus', 'Dekat Pasar'] as const;
/** Mostly published, as in a live network. */
const STATUS_WEIGHTS: [ListingStatus, number][] = [
  ['PUBLISH', 0.45], ['OPEN', 0.1], ['WAITING_APPROVAL', 0.06], ['UNPUBLISH', 0.1], ['PENDING', 0.04], ['CLOSED', 0.12], ['EXPIRED', 0.1], ['REJECTED', 0.03],
];
const isMaskable = (status: ListingStatus) => (MASKING_STATUSES as readonly string[]).includes(status);

function weightedStatus(ctx: ScaleContext): ListingStatus {
  let r = ctx.random();
  for (const [status, weight] of STATUS_WEIGHTS) if ((r -= weight) < 0) return status;
  return LISTING_STATUSES[0];
}

function scalePhotos(ctx: ScaleContext, createdAt: Date): schema.StoredPhoto[] {
  const keys = ctx.listingRefs.imageKeys;
  if (!keys.length) return [];
  const n = Math.floor(ctx.random() * Math.min(5, keys.length));
  const start = Math.floor(ctx.random() * keys.length);
  return Array.from({ length: n }, (_, i) => {
    const key = keys[(start + i) % keys.length]!;
    // Most photos went through the Genius watermark service; a few wait for an admin's look.
    const r = ctx.random();
    if (r < 0.06) return { key, url: fileUrl(key) };
    if (r < 0.1) return { key, url: fileUrl(key), isWatermark: false };
    if (r < 0.15) return { key, url: fileUrl(key), isWatermark: true };
    return { key, url: fileUrl(key), isWatermark: true, createdAt: new Date(createdAt.getTime() + 3_600_000).toISOString() };
  });
}

const listingRows = generator(listings, function* (ctx) {
  const officeById = new Map(ctx.offices.map((o) => [o.officeId, o]));
  const { lookups } = ctx.listingRefs;
  let n = 0;
  for (const p of ctx.people) {
    const office = p.role === 'agent' && p.officeId ? officeById.get(p.officeId) : undefined;
    if (!office) continue;
    const howMany = LISTINGS_PER_AGENT.min + Math.floor(ctx.random() * (LISTINGS_PER_AGENT.max - LISTINGS_PER_AGENT.min + 1));
    for (let i = 0; i < howMany; i++) {
      n += 1;
      const status = weightedStatus(ctx);
      const isRent = chance(ctx, 0.3);
      const part = pick(ctx, LISTING_PARTS);
      const createdAt = daysAgo(ctx, 900, 1);
      const photos = scalePhotos(ctx, createdAt);
      const live = isMaskable(status);
      const listing: ScaleListing = {
        listingId: newId(),
        officeId: office.officeId,
        employeeId: p.employeeId,
        status,
        createdAt,
        viewCount: live && chance(ctx, 0.6) ? Math.floor(ctx.random() * 5) : 0,
        shareCount: live && chance(ctx, 0.25) ? 1 + Math.floor(ctx.random() * 2) : 0,
      };
      ctx.listings.push(listing);
      const title = `${part} ${pick(ctx, LISTING_WORDS)} ${pick(ctx, AREAS)} ${office.city}`;
      yield {
        ...listing,
        listingCode: `SCL-${pad(n, 8)}`,
        title,
        description: `<p>${isRent ? 'Disewakan' : 'Dijual'} ${title.toLowerCase()}, lingkungan aman dan akses mudah.</p><ul><li>Siap survei</li></ul>`,
        sellOrRent: isRent ? 'rent' : 'sell',
        listingType: chance(ctx, 0.15) ? 'primary' : 'secondary',
        listingPartId: lookups.part.length ? pick(ctx, lookups.part) : null,
        listingPropertyTypeId: lookups.propertyType.length ? pick(ctx, lookups.propertyType) : null,
        listingCertificateTypeId: lookups.certificateType.length ? pick(ctx, lookups.certificateType) : null,
        buildingArea: part === 'Tanah' ? null : 30 + Math.floor(ctx.random() * 400),
        landArea: part === 'Apartemen' ? null : 60 + Math.floor(ctx.random() * 1_000),
        buildingFace: pick(ctx, ['north', 'east', 'south', 'west'] as const),
        numberOfFloor: part === 'Tanah' ? null : 1 + Math.floor(ctx.random() * 3),
        mainBedroom: part === 'Tanah' ? null : 1 + Math.floor(ctx.random() * 5),
        mainBathroom: part === 'Tanah' ? null : 1 + Math.floor(ctx.random() * 3),
        facilities: part === 'Tanah' ? [] : [{ facilityName: 'Carport', total: 1 + Math.floor(ctx.random() * 2) }],
        price: isRent ? (5 + Math.floor(ctx.random() * 300)) * 1_000_000 : (300 + Math.floor(ctx.random() * 20_000)) * 1_000_000,
        defaultPriceFreq: isRent ? pick(ctx, ['daily', 'monthly', 'yearly'] as const) : null,
        pdfOrientation: chance(ctx, 0.7) ? 'PORTRAIT' : 'LANDSCAPE',
        photos,
        unflaggedPhotoCount: photos.filter((ph) => ph.isWatermark == null).length,
        country: 'Indonesia',
        province: office.province,
        city: office.city,
        userId: p.userId,
        expiredAt: new Date(createdAt.getTime() + 365 * DAY),
        createdByUserId: p.userId,
        updatedAt: new Date(createdAt.getTime() + ctx.random() * 30 * DAY),
      };
    }
  }
});

const renewRows = generator(listingRenewHistories, function* (ctx) {
  for (const l of ctx.listings) {
    if (!chance(ctx, 0.1)) continue;
    const previousExpiredAt = new Date(l.createdAt.getTime() + 180 * DAY);
    yield { listingRenewHistoryId: newId(), listingId: l.listingId, previousExpiredAt, expiredAt: new Date(previousExpiredAt.getTime() + 180 * DAY), createdAt: daysAgo(ctx, 30, 1) };
  }
});

const transferRows = generator(listingTransferHistories, function* (ctx) {
  for (const [i, l] of ctx.listings.entries()) {
    if (!chance(ctx, 0.03)) continue;
    const from = ctx.listings[(i + 1) % ctx.listings.length]!.employeeId;
    yield { listingTransferHistoryId: newId(), listingId: l.listingId, fromEmployeeId: from, toEmployeeId: l.employeeId, createdAt: new Date(l.createdAt.getTime() + DAY) };
  }
});

/** Issue 17: every scaled office on the first listing portal, half of them on the second too. */
const officePortalProfileRows = generator(officePortalProfiles, function* (ctx) {
  const portalIds = ctx.listingRefs.portalIds;
  if (!portalIds.length) return;
  for (const office of ctx.offices) {
    const on = chance(ctx, 0.5) && portalIds[1] ? [portalIds[0]!, portalIds[1]] : [portalIds[0]!];
    for (const [i, portalId] of on.entries()) {
      yield {
        officePortalProfileId: newId(),
        officeId: office.officeId,
        portalId,
        portalUsername: `${office.officeCode.toLowerCase()}.p${i + 1}@${SCALE_EMAIL_DOMAIN}`,
        createdByUserId: null,
        createdAt: daysAgo(ctx, 700, 1),
      };
    }
  }
});

const portalListingRows = generator(portalListings, function* (ctx) {
  const portalIds = ctx.listingRefs.portalIds;
  if (!portalIds.length) return;
  for (const l of ctx.listings) {
    if (l.status !== 'PUBLISH' || !chance(ctx, 0.5)) continue;
    const chosen = chance(ctx, 0.7) ? [portalIds[0]!] : [portalIds[0]!, pick(ctx, portalIds.slice(1).length ? portalIds.slice(1) : portalIds)];
    for (const portalId of new Set(chosen)) {
      const row = { portalListingId: newId(), listingId: l.listingId, portalId, employeeId: l.employeeId, createdAt: new Date(l.createdAt.getTime() + DAY) };
      ctx.portalListings.push({ portalListingId: row.portalListingId, listingId: l.listingId, portalId, officeId: l.officeId, createdAt: row.createdAt });
      yield row;
    }
  }
});

/**
 * Each scaled portal listing's pushes: a first create, then 0 to 3 updates,
 * most completed, some Rejected by the portal or failed for good. None is
 * left processing: at scale nothing runs the jobs a processing push needs.
 */
const portalSyncRows = generator(portalListingSyncs, function* (ctx) {
  for (const pl of ctx.portalListings) {
    const pushes = 1 + Math.floor(ctx.random() * 4);
    let at = pl.createdAt.getTime();
    for (let i = 0; i < pushes; i++) {
      const roll = ctx.random();
      const status = roll < 0.75 ? ('completed' as const) : roll < 0.88 ? ('Rejected' as const) : ('failed' as const);
      const action = i === 0 ? ('create' as const) : ('update' as const);
      const message = status === 'completed' ? (i === 0 ? 'Listing published' : 'Listing updated') : status === 'Rejected' ? 'Description must be at least 30 characters.' : 'The portal is unreachable (scale data).';
      const when = new Date(Math.min(ctx.now.getTime() - 60_000, at));
      yield {
        portalListingSyncId: newId(),
        listingId: pl.listingId,
        portalId: pl.portalId,
        officePortalProfileId: null,
        portalListingId: pl.portalListingId,
        action,
        status,
        result: message,
        requestData: { action, listing: { listingId: pl.listingId } },
        resultData: { message, trx_id: status === 'failed' ? null : `SCALE-${i}` },
        metadata: status === 'completed' ? { sendResponseR123At: when.toISOString() } : { errorResponseR123At: when.toISOString() },
        attempts: status === 'failed' ? 5 : 1,
        createdAt: when,
        updatedAt: when,
      };
      at += (1 + ctx.random() * 60) * DAY;
    }
  }
});

/** Agents mask other agents' listings in a masking status: once per agent and listing. */
function planMaskings(ctx: ScaleContext): ScaleMasking[] {
  const maskable = ctx.listings.filter((l) => isMaskable(l.status));
  const agents = ctx.people.filter((p) => p.role === 'agent' && p.isActive && p.isApproved && p.officeId);
  if (!maskable.length || !agents.length) return [];
  const seen = new Set<string>();
  const planned: ScaleMasking[] = [];
  const target = Math.round(MASKINGS_PER_FACTOR * ctx.factor);
  for (let tries = 0; planned.length < target && tries < target * 3; tries++) {
    const agent = pick(ctx, agents);
    const listing = pick(ctx, maskable);
    const key = `${listing.listingId}:${agent.employeeId}`;
    if (listing.employeeId === agent.employeeId || seen.has(key)) continue;
    seen.add(key);
    planned.push({ listingMaskingId: newId(), listingId: listing.listingId, employeeId: agent.employeeId, userId: agent.userId, officeId: agent.officeId!, createdAt: daysAgo(ctx, 365, 1) });
  }
  return planned;
}

const maskingRows = generator(listingMaskings, function* (ctx) {
  ctx.maskings = planMaskings(ctx);
  for (const m of ctx.maskings) yield { listingMaskingId: m.listingMaskingId, listingId: m.listingId, employeeId: m.employeeId, createdAt: m.createdAt };
});

const maskingHistoryRows = generator(listingMaskingHistories, function* (ctx) {
  for (const m of ctx.maskings) {
    const shares = Math.floor(ctx.random() * 5);
    for (let i = 0; i < shares; i++) {
      const at = new Date(Math.min(ctx.now.getTime() - 60_000, m.createdAt.getTime() + ctx.random() * 60 * DAY));
      yield {
        listingMaskingHistoryId: newId(),
        listingId: m.listingId,
        employeeId: m.employeeId,
        userId: m.userId,
        officeId: m.officeId,
        type: chance(ctx, 0.6) ? ('LINK' as const) : ('PDF' as const),
        listingSharedCode: randomBytes(16).toString('base64url'),
        maskingDate: at,
        createdAt: at,
      };
    }
  }
});

const visitorRows = generator(listingVisitors, function* (ctx) {
  for (const l of ctx.listings) {
    for (let i = 0; i < l.viewCount; i++) {
      yield { listingVisitorId: newId(), listingId: l.listingId, officeId: l.officeId, employeeId: l.employeeId, createdAt: daysAgo(ctx, 180) };
    }
  }
});

const contentShareRows = generator(contentShares, function* (ctx) {
  for (const l of ctx.listings) {
    for (let i = 0; i < l.shareCount; i++) {
      yield { contentShareId: newId(), contentType: 'listing', contentId: l.listingId, channel: pick(ctx, SHARE_CHANNELS), refId1: l.officeId, refId2: l.employeeId, createdAt: daysAgo(ctx, 180) };
    }
  }
});

/** What the scaled listings use of the demo data: its listing options, portals (first listing portal first) and photos. */
async function loadListingRefs(db: Db): Promise<ScaleListingRefs> {
  const lookupRows = await db.select().from(listingLookups);
  const of = (kind: string) => lookupRows.filter((r) => r.kind === kind).map((r) => r.lookupId);
  const portalRows = await db.select().from(portals).where(eq(portals.isActive, true)).orderBy(portals.position);
  const imageRows = await db.select({ fileKey: files.fileKey }).from(files).where(like(files.fileName, 'rumah-%')).orderBy(files.fileName);
  return {
    lookups: { part: of('part'), propertyType: of('propertyType'), certificateType: of('certificateType') },
    portalIds: portalRows.map((p) => p.portalId),
    imageKeys: imageRows.map((f) => f.fileKey),
  };
}

export const SCALE_GENERATORS: ScaleGenerator[] = [
  officeRows,
  userRows,
  employeeRows,
  ...TEAM_GENERATORS,
  ...STAFF_TRANSFER_GENERATORS,
  sessionRows,
  loginAttemptRows,
  oneTimeTokenRows,
  fcmTokenRows,
  mailOutboxRows,
  listingRows,
  renewRows,
  transferRows,
  officePortalProfileRows,
  portalListingRows,
  portalSyncRows,
  maskingRows,
  maskingHistoryRows,
  notificationRows,
  visitorRows,
  contentShareRows,
  ...BLOG_GENERATORS,
  ...CLOSING_GENERATORS,
  ...MY_LIST_GENERATORS,
  ...PROJECT_GENERATORS,
  // After the maskings and their shares: a client's shares are the agent's LINK shares.
  ...CLIENT_GENERATORS,
  // After the listings: the albums' photos are the demo photos the listings use.
  ...ALBUM_GENERATORS,
  ...WEB_CONFIG_GENERATORS,
  // The document center and magazine (issue 19): they point at the demo's files.
  ...DOCUMENT_GENERATORS,
  ...EVENT_GENERATORS,
  // Last: the trail names the listings, maskings, people, posts and comments the others planned.
  ...AUDIT_GENERATORS,
];

// ---- running them ----

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Tables of the schema that no generator fills and UNSCALED_TABLES does not excuse. */
export function tablesWithoutGenerator(): string[] {
  const covered = new Set(SCALE_GENERATORS.map((g) => tableName(g.table)));
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(tableName)
    .filter((name) => !covered.has(name) && !UNSCALED_TABLES[name] && !DERIVED_TABLES[name]);
}

/** Bound parameters per statement stay well under PostgreSQL's 65,535. */
const batchSizeOf = (table: PgTable) => Math.max(1, Math.min(1_000, Math.floor(30_000 / getTableConfig(table).columns.length)));

async function insertAll(db: Db, gen: ScaleGenerator, ctx: ScaleContext): Promise<number> {
  const size = gen.batchSize ?? batchSizeOf(gen.table);
  let written = 0;
  await db.transaction(async (tx) => {
    const finish = gen.prepare ? await gen.prepare(tx) : undefined;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      if (gen.insert) await gen.insert(tx, batch);
      else await tx.insert(gen.table).values(batch as never);
      written += batch.length;
      batch = [];
    };
    for (const row of gen.rows(ctx)) {
      batch.push(row);
      if (batch.length >= size) await flush();
    }
    await flush();
    await finish?.();
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
  if (missing.length) log(`no scale generator for: ${missing.join(', ')} (add one to SCALE_GENERATORS in server/db/seed/scale.ts)`);

  const canSignIn = and(eq(users.status, 'active'), exists(db.select().from(employees).where(and(eq(employees.userId, users.userId), eq(employees.status, 'ACTIVE')))));
  const demoUserIds = (await db.select({ userId: users.userId }).from(users).where(canSignIn)).map((u) => u.userId);
  const ctx: ScaleContext = {
    factor,
    now,
    random: mulberry32(Math.round(factor * 1_000) + 2_026),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    demoUserIds,
    offices: [],
    people: [],
    groups: [],
    listingRefs: await loadListingRefs(db),
    listings: [],
    maskings: [],
    portalListings: [],
    blog: await loadBlogRefs(db),
    audit: await loadAuditRefs(db),
  };
  const written: Record<string, number> = {};
  for (const gen of SCALE_GENERATORS) {
    const started = Date.now();
    const name = tableName(gen.table);
    written[name] = await insertAll(db, gen, ctx);
    log(`${name}: ${written[name].toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Fresh statistics (with those of the empty tables the planner joins 100k rows by nested loops) and
  // a visibility map, so counting a list's matches can read an index instead of every page of the table.
  await db.execute(sql`vacuum analyze`);
  return written;
}
