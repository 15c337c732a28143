/**
 * The audit gate (issue 15). Like the fuzz gate, it covers EVERY mutating
 * route the Fastify app registers (`registeredRoutes`, POST/PATCH/PUT/DELETE):
 * CASES holds one valid request per route, made from the demo data, and a
 * registered mutating route without an entry fails the gate by name, so a new
 * route cannot land without one.
 *
 * For each route: an invalid request (4xx) writes no event; the valid one, as
 * an allowed demo account, answers 2xx and appends at least one event naming
 * the right actor, entity and action, with its change (a route that writes
 * without auditing fails here, named); and no new event keeps a secret the
 * request sent (a password, a token, a link's secret). The few mutating-method
 * routes that only read say why, and are shown to change nothing at all.
 *
 * Each case makes its own records (setup runs while the requests are built,
 * before the trail is counted), so their order does not matter.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_FIELDS, type AuditAction, type AuditEntityType } from '../../domain/audit';
import { SECRET_FIELD } from '../../domain/api-access';
import { listingOptions } from '../../domain/entities/reference';
import { MASKING_STATUSES } from '../../domain/listing';
import { articleCategories, articleComments, articleReplyComments, articleTags, auditEvents, closings, employees, invoices, agentBillings, officeBillings, officeBillingCharges, myListItems, myLists, listingMaskings, listings, mailOutbox, offices, portals, transferEmployees, users, clients, masterAchievements, masterCareers, albums, files, partners, banners, templateMessages, documents as documentRows, magazines as magazineRows, events } from '../../server/db/schema';
import { DEMO_OFFICES, DEMO_PASSWORD } from '../../server/db/seed/demo';
import { encodePng } from '../../server/db/seed/demo-listings';
import { newId } from '../../server/services/tokens';
import { demoPdf } from '../../server/db/seed/demo-documents';
import { storeFile } from '../../server/services/files';
import { bearer, databaseFingerprint, fingerprintChanges, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { formBody, imageEntries, type FormEntry } from './upload-form';

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

const AGENT = 'agent@demo.test';
const BLOG = 'admin_blog@demo.test';
const ADMIN = 'admin@demo.test';
const ADMIN_HQ = 'admin_hq@demo.test';
/** Accounts whose sessions or passwords a case changes: each is used by that case only. */
const SIGN_IN_USER = 'admin_general_manager@demo.test';
const SIGN_OUT_USER = 'admin_finance_gm@demo.test';
const CHANGE_PASSWORD_USER = 'admin_manager@demo.test';
const FORGOT_USER = 'admin_finance_staff@demo.test';
const RESET_USER = 'admin_finance_manager@demo.test';
const VERIFY_USER = 'wahyu.hidayat@demo.test';
const NEW_PASSWORD = 'Gerbang#2026baru';
/** The user whose password the Super Admin sets (/users/{userId}/change-password). */
const ADMIN_SET_PASSWORD_USER = 'zahra.amelia@demo.test';
const NEW_USER = {
  firstName: 'Gerbang',
  lastName: 'Pengguna',
  email: 'gerbang.pengguna@gmail.com',
  phone: '0812-1111-2222',
  gender: 'female',
  status: 'active',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
};

// ---------------------------------------------------------------------------
// The context a case builds its requests from

interface Ctx {
  server: TestServer;
  /** A session of the account (signed in once, before any case's trail is counted). */
  token(email: string): Promise<string>;
  userId(email: string): Promise<string>;
  agentEmployeeId: string;
  category: Record<string, string>;
  tag: Record<string, string>;
}

type Res = LightMyRequestResponse;

/** Who the events must name: the caller (default), nobody (anonymous), or a given user who is not signed in (a link's owner). */
type ExpectedActor = 'caller' | 'anonymous' | ((ctx: Ctx) => Promise<string>);

interface WritingCase {
  /** The demo account the requests are sent as (a bearer is added unless the request sets its own); null: public. */
  as: string | null;
  /** Built before the trail is counted: may make the records the request needs (their events are not the route's). */
  valid: (ctx: Ctx) => Promise<InjectOptions>;
  invalid: (ctx: Ctx) => Promise<InjectOptions>;
  expect: {
    entityType: AuditEntityType;
    action: AuditAction;
    entityId?: (ctx: Ctx, res: Res) => string | Promise<string>;
    actor?: ExpectedActor;
    /** The event carries no field change (a sign-in). */
    noChanges?: true;
    /** Values the answer holds that the trail must never keep (a share code). */
    neverKept?: (res: Res) => string[];
  };
}

interface ReadingCase {
  /** Why a route with a mutating method writes nothing. */
  writesNothing: string;
  as: string;
  request: (ctx: Ctx) => Promise<InjectOptions>;
}

type Case = WritingCase | ReadingCase;

// ---------------------------------------------------------------------------
// Helpers the cases share

let server: TestServer;
const tokenCache = new Map<string, string>();
const userIds = new Map<string, string>();

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, ...(payload !== undefined && { payload }) });
const payloadOfRes = <T>(res: Res): T => (res.json() as { payload: T }).payload;

/** A request made during setup: it must succeed. */
async function setupCall(email: string, options: InjectOptions, status = [200, 201]): Promise<Res> {
  const token = tokenCache.get(email) ?? (await signIn(server.app, email));
  tokenCache.set(email, token);
  const res = await server.app.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
  if (!status.includes(res.statusCode)) throw new Error(`setup ${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

async function multipart(entries: FormEntry[]): Promise<InjectOptions> {
  const { body, contentType } = await formBody(entries);
  return { method: 'POST', url: '/api/files', payload: body, headers: { 'content-type': contentType } };
}

const png = (seed: number) => encodePng(6, 4, (x, y) => [x * 40, y * 50, seed]);

async function uploadAs(email: string, purpose: string, seed: number): Promise<{ fileKey: string; url: string }> {
  return payloadOfRes(await setupCall(email, await multipart(imageEntries(png(seed), 'image/png', purpose, `gerbang-${seed}.png`))));
}

/** An unknown session: refused before anything is read or written. */
const NOT_SIGNED_IN = { authorization: 'Bearer not-a-session-token' };

function draftBody(ctx: Ctx, title: string) {
  return {
    title,
    subtitle: `Ringkasan ${title}`,
    categoryIds: [ctx.category['Membeli Rumah']!],
    parentCategoryIds: [ctx.category['Tips Properti']!],
    tagIds: [ctx.tag['KPR']!],
    publishType: 'PUBLISH_NOW',
    status: 'OPEN',
    body: '<p>Isi artikel yang cukup panjang.</p>',
  };
}

let serial = 0;
const unique = (word: string) => `${word} ${++serial}`;

async function newPost(ctx: Ctx): Promise<string> {
  return payloadOfRes<{ articleId: string }>(await setupCall(BLOG, json('POST', '/api/articles', draftBody(ctx, unique('Gerbang Audit Pos'))))).articleId;
}

async function newComment(ctx: Ctx): Promise<string> {
  const articleId = await newPost(ctx);
  return payloadOfRes<{ commentId: string }>(await setupCall(BLOG, json('POST', '/api/article-comments', { articleId, comment: 'Komentar gerbang' }))).commentId;
}

/** A reader's comment waiting for moderation (readers write it outside the API). */
async function waitingComment(ctx: Ctx): Promise<string> {
  const articleId = await newPost(ctx);
  const commentId = newId();
  await ctx.server.database.db
    .insert(articleComments)
    .values({ commentId, articleId, name: 'Budi', email: 'budi@pembaca.test', comment: 'Menunggu', status: null, isDeleted: false, createdAt: ctx.server.clock.now() });
  return commentId;
}

async function waitingReply(ctx: Ctx): Promise<string> {
  const commentId = await newComment(ctx);
  const replyId = newId();
  await ctx.server.database.db
    .insert(articleReplyComments)
    .values({ replyId, commentId, name: 'Siti', email: 'siti@pembaca.test', comment: 'Menunggu juga', status: null, isDeleted: false, createdAt: ctx.server.clock.now() });
  return replyId;
}

async function newNotificationFor(ctx: Ctx, email: string): Promise<string> {
  const receiverUserId = await ctx.userId(email);
  const res = await setupCall(ADMIN_HQ, json('POST', '/api/notifications', { receiverUserId, title: unique('Gerbang'), message: 'Pesan', feature: 'dashboard' }));
  return payloadOfRes<{ id: string }>(res).id;
}

/** A listing of another agent in Bandung, in a masking status, that the agent has not masked yet. */
async function maskableListing(ctx: Ctx) {
  const { db } = ctx.server.database;
  const [bandung] = await db.select().from(offices).where(eq(offices.officeName, DEMO_OFFICES.bandung.officeName));
  const masked = (await db.select({ id: listingMaskings.listingId }).from(listingMaskings).where(eq(listingMaskings.employeeId, ctx.agentEmployeeId))).map((r) => r.id);
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.officeId, bandung!.officeId), inArray(listings.status, [...MASKING_STATUSES]), ne(listings.userId, await ctx.userId(AGENT))));
  const listing = rows.find((l) => !masked.includes(l.listingId));
  if (!listing) throw new Error('no maskable listing left in the demo data');
  return listing;
}

async function newListingBody(ctx: Ctx, title: string) {
  const options = payloadOf(await setupCall(AGENT, json('GET', '/api/listing-options')), listingOptions);
  const byName = (list: { lookupId: string; name: string }[], name: string) => list.find((o) => o.name === name)!.lookupId;
  const photo = async (seed: number) => {
    const file = await uploadAs(AGENT, 'listingPhoto', seed);
    return { key: file.fileKey, url: file.url };
  };
  return {
    title,
    description: '<p>Rumah baru <strong>dua lantai</strong> dekat stasiun Tebet, siap huni.</p>',
    sellOrRent: 'sell',
    listingType: 'secondary',
    listingPartId: byName(options.parts, 'Rumah'),
    listingPropertyTypeId: byName(options.propertyTypes, 'Residensial'),
    listingCertificateTypeId: byName(options.certificateTypes, 'SHM'),
    buildingArea: 120,
    landArea: 90,
    buildingFace: 'south',
    mainBedroom: 3,
    mainBathroom: 2,
    facilities: [{ facilityName: 'Carport', total: 2 }],
    price: 2_500_000_000,
    videoUrl: ['https://youtu.be/aqz-KE-bpKQ'],
    photos: [await photo(11), await photo(12)],
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
  };
}

const lastMailTo = async (ctx: Ctx, email: string) =>
  (await ctx.server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0]!;

const linkIn = (text: string, path: 'reset-password' | 'verify-email') => {
  const match = new RegExp(`https?://[^\\s]+/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

/** Memoized per case: the valid and the invalid request of a case may share a record. */
function once<T>(make: (ctx: Ctx) => Promise<T>): (ctx: Ctx) => Promise<T> {
  let made: Promise<T> | undefined;
  return (ctx) => (made ??= make(ctx));
}

// ---------------------------------------------------------------------------
// One entry per mutating route

const resetLink = once(async (ctx) => {
  await ctx.server.app.inject(json('POST', '/api/auth/forgot-password/confirmation-link', { platform: 'cms', email: RESET_USER }));
  return linkIn((await lastMailTo(ctx, RESET_USER)).text, 'reset-password');
});

const verifyLink = once(async (ctx) => {
  const userId = await ctx.userId(VERIFY_USER);
  const newEmail = 'wahyu.gerbang@demo.test';
  await setupCall(ADMIN, json('PATCH', `/api/users/${userId}`, { email: newEmail }));
  return linkIn((await lastMailTo(ctx, newEmail)).text, 'verify-email');
});

const signOutToken = once(async (ctx) => signIn(ctx.server.app, SIGN_OUT_USER));

const FCM_REGISTER = {
  fcmToken: 'fcm-token-of-the-audit-gate-register',
  deviceId: 'browser-gerbang',
  deviceType: 'web',
  meta: { platform: 'web', os: 'Linux', osVersion: '6.1', appVersion: '2.76.0' },
};
const FCM_DELETED = 'fcm-token-of-the-audit-gate-delete';
const deviceIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

const agentOpenListing = once(async (ctx) => {
  const [row] = await ctx.server.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, await ctx.userId(AGENT)), eq(listings.status, 'OPEN')))
    .limit(1);
  if (!row) throw new Error('the agent has no OPEN listing in the demo data');
  return row;
});

/** A listing with a photo no one has flagged yet, and that photo's key. */
const unflaggedPhoto = once(async (ctx) => {
  const rows = await ctx.server.database.db.select().from(listings).where(gt(listings.unflaggedPhotoCount, 0));
  for (const row of rows) {
    const photo = row.photos.find((p) => p.isWatermark == null);
    if (photo) return { listingId: row.listingId, key: photo.key };
  }
  throw new Error('no listing with an unflagged photo in the demo data');
});

const maskingTarget = once(maskableListing);
const shareTarget = once(async (ctx) => {
  const listing = await maskableListing(ctx);
  await setupCall(AGENT, json('POST', '/api/listing-maskings', { employeeId: ctx.agentEmployeeId, listingId: listing.listingId }));
  return listing;
});
const sharedListing = once(maskableListing);

const postToEdit = once(newPost);
const postForImage = once(async (ctx) => ({ articleId: await newPost(ctx), file: await uploadAs(BLOG, 'blogFeatureImage', 21) }));
const postForEmbedded = once(async (ctx) => ({ articleId: await newPost(ctx), file: await uploadAs(BLOG, 'blogFeatureImage', 22) }));
const postForComment = once(newPost);
const categoryToEdit = once(
  async () => payloadOfRes<{ categoryId: string }>(await setupCall(BLOG, json('POST', '/api/master-article-categories', { categoryName: 'Gerbang Ubah' }))).categoryId,
);
const tagToEdit = once(async () => payloadOfRes<{ tagId: string }>(await setupCall(BLOG, json('POST', '/api/master-article-tags', { tagName: 'Gerbang Ubah Tag' }))).tagId);
const commentToModerate = once(waitingComment);
const commentToDelete = once(newComment);
const commentsToBulk = once(async (ctx) => [await waitingComment(ctx), await waitingComment(ctx)]);
const commentToReply = once(newComment);
const replyToModerate = once(waitingReply);
const replyToDelete = once(async (ctx) => {
  const commentId = await newComment(ctx);
  return payloadOfRes<{ replyId: string }>(await setupCall(BLOG, json('POST', '/api/article-reply-comments', { commentId, comment: 'Balasan gerbang' }))).replyId;
});
const waitingAgent = once(async (ctx) => {
  const [employee] = await ctx.server.database.db
    .select()
    .from(employees)
    .where(and(eq(employees.role, 'agent'), eq(employees.approvalStatus, 'WAITING_APPROVAL')))
    .limit(1);
  return employee!.employeeId;
});

/** Moves an active agent of one office to another, at once. */
const staffTransferBody = once(async (ctx) => {
  const { db } = ctx.server.database;
  const [agent] = await db
    .select({ employeeId: employees.employeeId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, 'umar.hakim@demo.test'));
  const [other] = await db.select({ officeId: offices.officeId }).from(offices).where(ne(offices.officeId, agent!.officeId!)).limit(1);
  return { employeeId: agent!.employeeId, toOfficeId: other!.officeId, timing: 'IMMEDIATELY' };
});

/** The demo's transfer waiting for its time. */
const waitingStaffTransfer = once(async (ctx) => {
  const [row] = await ctx.server.database.db.select().from(transferEmployees).where(eq(transferEmployees.status, 'WAITING')).limit(1);
  return row!.transferEmployeeId;
});

/** A new agent of Jakarta Selatan, for a new person (who gets a set-password link). */
async function gateAgent(ctx: Ctx, email: string) {
  const [office] = await ctx.server.database.db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, DEMO_OFFICES.jakartaSelatan.officeName));
  return { kind: 'agent', role: 'agent', officeId: office!.officeId, newUser: { firstName: 'Gerbang', lastName: 'Agen', email, phone: '0812-3333-4444' } };
}
const agentToEdit = once(async (ctx) => payloadOfRes<{ employeeId: string }>(await setupCall(ADMIN, json('POST', '/api/employees', await gateAgent(ctx, 'gerbang.agen.ubah@contoh.test')))).employeeId);

const authorToLink = once(async (ctx) => {
  const [employee] = await ctx.server.database.db.select().from(employees).where(isNull(employees.slugAuthor)).limit(1);
  return employee!.employeeId;
});

// Teams (issue 16): each case makes its own teams of Jakarta Selatan as the office admin.
const OFFICE_ADMIN = 'admin_office@demo.test';

async function agentEmployee(ctx: Ctx, email: string): Promise<{ employeeId: string; userId: string; officeId: string }> {
  const [row] = await ctx.server.database.db
    .select({ employeeId: employees.employeeId, userId: employees.userId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, 'agent')));
  return row as { employeeId: string; userId: string; officeId: string };
}

interface TeamAnswer {
  groupId: string;
  members: { groupMemberId: string; user: { userId: string; nickName: string | null }; employee: { employeeId: string } }[];
}

async function teamBody(ctx: Ctx, leader: string, members: string[] = []) {
  const lead = await agentEmployee(ctx, leader);
  const others = await Promise.all(members.map((m) => agentEmployee(ctx, m)));
  return { officeId: lead.officeId, groupName: unique('Team Gerbang'), leaderEmployeeId: lead.employeeId, memberEmployeeIds: others.map((o) => o.employeeId) };
}

async function newTeam(ctx: Ctx, leader: string, members: string[] = []): Promise<TeamAnswer> {
  return payloadOfRes<TeamAnswer>(await setupCall(OFFICE_ADMIN, json('POST', '/api/groups', await teamBody(ctx, leader, members))));
}

const gateFeeItem = (over: Record<string, unknown> = {}) => ({ feeFor: 'AGENT', type: 'amount', value: 1_000_000, frequency: 'monthly', nextChargeAt: null, startAt: '2026-01-15', endAt: null, ...over });

async function transferBody(ctx: Ctx) {
  const from = await newTeam(ctx, 'zahra.amelia@demo.test', [AGENT]);
  const to = await newTeam(ctx, 'agent.noself@demo.test');
  const agent = await agentEmployee(ctx, AGENT);
  const member = from.members.find((m) => m.employee.employeeId === agent.employeeId)!;
  return { originGroupId: from.groupId, originGroupMemberId: member.groupMemberId, toGroupId: to.groupId, userId: member.user.userId };
}

async function waitingTransfer(ctx: Ctx) {
  const res = await setupCall(OFFICE_ADMIN, json('POST', '/api/transfer-member-teams', await transferBody(ctx)));
  return payloadOfRes<{ transferMemberId: string; toGroupMemberId: string }>(res);
}

async function feesBodyFor(ctx: Ctx, t: { toGroupMemberId: string }, items = [gateFeeItem()]) {
  const agent = await agentEmployee(ctx, AGENT);
  return { groupMemberId: t.toGroupMemberId, userId: agent.userId, employeeId: agent.employeeId, teamsMemberFeeItems: items };
}

async function memberFeeWithTwoItems(ctx: Ctx): Promise<{ teamsMemberFeeId: string; teamsMemberFeeItems: { teamsMemberFeeItemId: string }[] }> {
  const team = await newTeam(ctx, 'yusuf.maulana@demo.test');
  const m = team.members[0]!;
  const res = await setupCall(
    OFFICE_ADMIN,
    json('POST', '/api/teams-member-fees', {
      groupMemberId: m.groupMemberId,
      userId: m.user.userId,
      employeeId: m.employee.employeeId,
      teamsMemberFeeItems: [gateFeeItem(), gateFeeItem({ type: 'percentage', value: 0.05, frequency: 'per_transaction' })],
    }),
  );
  return payloadOfRes(res);
}

// Offices (issue 17): one made as a draft to edit, one submitted to decide.
const gateOffice = () => ({
  officeName: unique('Genius Gerbang'),
  firstPhoneNumber: '021-555-0000',
  email: 'gerbang@genius.co.id',
  province: 'Jawa Barat',
  city: 'Bekasi',
  address: 'Jl. Gerbang No. 1',
  isOfficePkp: false,
});
async function newOffice(): Promise<string> {
  return payloadOfRes<{ officeId: string }>(await setupCall(ADMIN, json('POST', '/api/offices', gateOffice()))).officeId;
}
// Office portal accounts (issue 17)
const PORTAL_ADMIN = 'business_owner@demo.test';
async function portalIdAt(ctx: Ctx, position: number): Promise<string> {
  const [p] = await ctx.server.database.db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, position));
  return p!.portalId;
}
async function ownOfficeOf(ctx: Ctx, email: string): Promise<string> {
  const [row] = await ctx.server.database.db
    .select({ officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, 'business_owner')));
  return row!.officeId!;
}
/** A verified OTP session of the business owner for this address: what the /office create needs. */
async function verifiedOtp(ctx: Ctx, email: string, position: number): Promise<{ sessionId: string; portalId: string; officeId: string }> {
  const portalId = await portalIdAt(ctx, position);
  const officeId = await ownOfficeOf(ctx, PORTAL_ADMIN);
  ctx.server.clock.advance(61_000);
  const sent = payloadOfRes<{ sessionId: string }>(await setupCall(PORTAL_ADMIN, json('POST', '/api/office-portal-profiles/auth/send-otp', { email, portalId, officeId })));
  const code = /account is (\d{6})/.exec((await lastMailTo(ctx, email)).text)![1]!;
  await setupCall(PORTAL_ADMIN, json('POST', '/api/office-portal-profiles/auth/verify-otp', { sessionId: sent.sessionId, otp: code }));
  return { sessionId: sent.sessionId, portalId, officeId };
}
const otpToVerify = once(async (ctx) => {
  ctx.server.clock.advance(61_000);
  const portalId = await portalIdAt(ctx, 3);
  const officeId = await ownOfficeOf(ctx, PORTAL_ADMIN);
  const email = 'gerbang.verify@genius.co.id';
  const sent = payloadOfRes<{ sessionId: string }>(await setupCall(PORTAL_ADMIN, json('POST', '/api/office-portal-profiles/auth/send-otp', { email, portalId, officeId })));
  return { sessionId: sent.sessionId, code: /account is (\d{6})/.exec((await lastMailTo(ctx, email)).text)![1]! };
});
const verifiedToUse = once((ctx) => verifiedOtp(ctx, 'gerbang.office@genius.co.id', 2));
async function hqAccount(ctx: Ctx, email: string): Promise<string> {
  const officeId = await ownOfficeOf(ctx, PORTAL_ADMIN);
  const res = await setupCall(ADMIN, json('POST', '/api/office-portal-profiles', { officeId, portalId: await portalIdAt(ctx, 3), portalUsername: email }));
  return payloadOfRes<{ officePortalProfileId: string }>(res).officePortalProfileId;
}
const hqAccountToDelete = once((ctx) => hqAccount(ctx, 'gerbang.hq.delete@genius.co.id'));
async function agentAccountBody(ctx: Ctx, email: string) {
  return { employeeId: (await agentEmployee(ctx, 'agent.noself@demo.test')).employeeId, portalId: await portalIdAt(ctx, 2), portalUsername: 'gerbang.agen', email };
}
const agentAccountToDelete = once(async (ctx) =>
  payloadOfRes<{ agentPortalProfileId: string }>(await setupCall(ADMIN, json('POST', '/api/agent-portal-profiles', await agentAccountBody(ctx, 'gerbang.agent.delete@genius.co.id')))).agentPortalProfileId,
);
const officeAccountToDelete = once((ctx) => hqAccount(ctx, 'gerbang.office.delete@genius.co.id'));

/** A demo listing by title, with its agent: what a closing's body names. */
async function listingByTitle(ctx: Ctx, title: string): Promise<{ listingId: string; employeeId: string }> {
  const [row] = await ctx.server.database.db.select({ listingId: listings.listingId, employeeId: listings.employeeId }).from(listings).where(eq(listings.title, title));
  return row!;
}
const closingBody = async (ctx: Ctx, title: string, extra: object = {}) => {
  const { listingId, employeeId } = await listingByTitle(ctx, title);
  return {
    listingId,
    closingDate: '2026-01-15',
    finalPrice: 1_000_000_000,
    commissionPercent: 2.5,
    buyerName: 'Gate Buyer',
    listingSide: { officeSharePercent: 40, agents: [{ employeeId, sharePercent: 100 }] },
    ...extra,
  };
};
/** The demo closing of a listing (by title). */
async function closingOf(ctx: Ctx, title: string): Promise<string> {
  const { listingId } = await listingByTitle(ctx, title);
  const [row] = await ctx.server.database.db.select({ closingId: closings.closingId }).from(closings).where(and(eq(closings.listingId, listingId), eq(closings.status, 'ACTIVE')));
  return row!.closingId;
}

/** An unpaid demo invoice (the Malang closing's: no case cancels it). */
const invoiceToPay = once(async (ctx) => {
  const { listingId } = await listingByTitle(ctx, 'Rumah Keluarga di Malang Kota');
  const [row] = await ctx.server.database.db.select({ invoiceId: invoices.invoiceId }).from(invoices).innerJoin(closings, eq(closings.closingId, invoices.closingId)).where(eq(closings.listingId, listingId));
  return row!.invoiceId;
});
/** An unpaid demo agent receivable of a closing's listing side: the Malang one (no case cancels it), and the PIK one (the office finance's office). */
const billingOf = async (ctx: Ctx, title: string) => {
  const { listingId } = await listingByTitle(ctx, title);
  const [row] = await ctx.server.database.db.select({ agentBillingId: agentBillings.agentBillingId }).from(agentBillings)
    .innerJoin(closings, eq(closings.closingId, agentBillings.closingId))
    .where(and(eq(closings.listingId, listingId), eq(agentBillings.officeId, closings.officeId)));
  return row!.agentBillingId;
};
const billingToPay = once((ctx) => billingOf(ctx, 'Rumah Keluarga di Malang Kota'));
const officeBillingToPay = once((ctx) => billingOf(ctx, 'Apartemen 3BR Pantai Indah Kapuk'));
const closingToCancel = once((ctx) => closingOf(ctx, 'Rumah Mewah di Setiabudi Regency'));
const jakselOffice = once(async (ctx) => (await ctx.server.database.db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Jakarta Selatan')))[0]!.officeId);
/** The demo's running monthly billing (Jakarta). */
const billingToStop = once(async (ctx) => (await ctx.server.database.db.select({ id: officeBillings.officeBillingId }).from(officeBillings).where(eq(officeBillings.status, 'ACTIVE')))[0]!.id);
/** The demo's Silver achievement and Senior Agent career level, edited by their cases. */
const achievementToEdit = once(async (ctx) => (await ctx.server.database.db.select({ id: masterAchievements.masterAchievementId }).from(masterAchievements).where(eq(masterAchievements.name, 'Silver')))[0]!.id);
const careerToEdit = once(async (ctx) => (await ctx.server.database.db.select({ id: masterCareers.masterCareerId }).from(masterCareers).where(eq(masterCareers.level, 3)))[0]!.id);
/** An unpaid demo charge (the Jakarta monthly billing's latest). */
const chargeToPay = once(async (ctx) => (await ctx.server.database.db.select({ officeBillingId: officeBillingCharges.officeBillingId, officeBillingChargeId: officeBillingCharges.officeBillingChargeId }).from(officeBillingCharges).where(eq(officeBillingCharges.status, 'unpaid')).limit(1))[0]!);
const chargePaymentUrl = async (ctx: Ctx) => {
  const c = await chargeToPay(ctx);
  return `/api/office-billings/${c.officeBillingId}/charges/${c.officeBillingChargeId}/payments`;
};
/** Closings no case cancels: HQ edits the Malang one, the Jakarta office's finance the PIK one. */
const closingToEdit = once((ctx) => closingOf(ctx, 'Rumah Keluarga di Malang Kota'));
const officeClosingToEdit = once((ctx) => closingOf(ctx, 'Apartemen 3BR Pantai Indah Kapuk'));
const officeClosingToCancel = once((ctx) => closingOf(ctx, 'Rumah Hook di Bintaro Sektor 9'));
const officeToEdit = once(() => newOffice());
const officeToSubmit = once(() => newOffice());
const teamToRename = once((ctx) => newTeam(ctx, AGENT));
const teamToJoin = once((ctx) => newTeam(ctx, AGENT));
const memberToRemove = once(async (ctx) => {
  const putu = await agentEmployee(ctx, 'agent.noself@demo.test');
  return (await newTeam(ctx, AGENT, ['agent.noself@demo.test'])).members.find((m) => m.employee.employeeId === putu.employeeId)!.groupMemberId;
});
const transferToMake = once(transferBody);
const transferToCancel = once(waitingTransfer);
const transferToComplete = once(waitingTransfer);
const feeToAddTo = once(memberFeeWithTwoItems);
const feeToSave = once(memberFeeWithTwoItems);
const feeToDeleteFrom = once(memberFeeWithTwoItems);

/** A fresh closing of the demo agent's listing and a handover of it in progress, for the handover cases (each its own listing). */
const BAYU = 'bayu.firmansyah@demo.test';
const closingIdIn = async (res: Res) => payloadOfRes<{ closingId: string }>(res).closingId;
async function agentHandover(ctx: Ctx, title: string, opts: { checked?: boolean; signature?: boolean } = {}) {
  const closingId = await closingIdIn(await setupCall(AGENT, json('POST', '/api/office/closings', await closingBody(ctx, title))));
  const items = [{ label: 'Keys handed over', checked: Boolean(opts.checked) }];
  const res = await setupCall(AGENT, json('POST', '/api/office/handovers', { closingId, handoverDate: '2026-01-20', receiverName: 'Gate Buyer', items }));
  const { handoverId } = payloadOfRes<{ handoverId: string }>(res);
  if (opts.signature) {
    const file = await uploadAs(AGENT, 'general', 71);
    await setupCall(AGENT, json('POST', `/api/office/handovers/${handoverId}/files`, { fileKey: file.fileKey, kind: 'SIGNATURE' }));
  }
  return handoverId;
}
const handoverClosing = once(async (ctx) => closingIdIn(await setupCall(AGENT, json('POST', '/api/office/closings', await closingBody(ctx, 'Rumah 2 Lantai di Kebayoran Baru')))));
const handoverToEdit = once((ctx) => agentHandover(ctx, 'Tanah Kavling Siap Bangun di Cinere'));
const handoverFileToRemove = once(async (ctx) => {
  const handoverId = await handoverToEdit(ctx);
  const file = await uploadAs(AGENT, 'general', 72);
  const res = await setupCall(AGENT, json('POST', `/api/office/handovers/${handoverId}/files`, { fileKey: file.fileKey, kind: 'DOCUMENT' }));
  return { handoverId, handoverFileId: payloadOfRes<{ files: { handoverFileId: string }[] }>(res).files.at(-1)!.handoverFileId };
});
const handoverFileToAdd = once(async () => (await uploadAs(AGENT, 'general', 73)).fileKey);
const handoverToComplete = once((ctx) => agentHandover(ctx, 'Apartemen Studio Dekat SCBD', { checked: true, signature: true }));
/** Bayu's Malang closing (no case cancels it): his handover of it, to cancel. */
const handoverToCancel = once(async (ctx) => {
  const closingId = await closingOf(ctx, 'Rumah Keluarga di Malang Kota');
  const res = await setupCall(BAYU, json('POST', '/api/office/handovers', { closingId, handoverDate: '2026-01-20', receiverName: 'Agus Salim', items: [{ label: 'Keys handed over', checked: false }] }));
  return payloadOfRes<{ handoverId: string }>(res).handoverId;
});
/** A list of the agent's made for one case (my lists, issue 18): her own published listing and a masked one of another agent's. */
const newMyList = async (ctx: Ctx) => {
  const myListId = newId();
  const db = ctx.server.database.db;
  const now = ctx.server.clock.now();
  await db.insert(myLists).values({ myListId, ownerUserId: await ctx.userId(AGENT), name: `Gate list ${myListId.slice(0, 6)}`, createdAt: now, updatedAt: now });
  const titles = ['Rumah 2 Lantai di Kebayoran Baru', 'Rumah Minimalis di Cilandak'];
  const ids = await Promise.all(titles.map(async (t) => (await listingByTitle(ctx, t)).listingId));
  await db.insert(myListItems).values(ids.map((listingId, position) => ({ myListId, listingId, position })));
  return myListId;
};
const myListToEdit = once(newMyList);
const myListToDelete = once(newMyList);
const myListToShare = once(newMyList);

/** Primary projects (issue 18): the Jakarta office and its demo agent, and a project each case edits. */
const projectBody = async (ctx: Ctx, name: string) => ({
  projectName: name,
  developerName: 'PT Gerbang Land',
  city: 'Jakarta Selatan',
  totalUnits: 10,
  availableUnits: 4,
  priceMin: 900_000_000,
  priceMax: 1_200_000_000,
  coordinatingOfficeId: await jakselOffice(ctx),
  status: 'ACTIVE',
  agentIds: [ctx.agentEmployeeId],
});
const projectToEdit = once(async (ctx) => payloadOfRes<{ primaryProjectId: string }>(await setupCall(ADMIN, json('POST', '/api/primary-projects', await projectBody(ctx, 'Gerbang Edit Residence')))).primaryProjectId);

const idIn = (field: string) => (_ctx: Ctx, res: Res) => payloadOfRes<Record<string, string>>(res)[field]!;

/** Clients (issue 19): one of the agent's own made for one case. */
const newClient = async (ctx: Ctx) => {
  const clientId = newId();
  const now = ctx.server.clock.now();
  await ctx.server.database.db.insert(clients).values({ clientId, ownerUserId: await ctx.userId(AGENT), name: `Gate client ${clientId.slice(0, 6)}`, phones: ['081200000001'], needs: 'buy', createdAt: now, updatedAt: now });
  return clientId;
};
const clientToEdit = once(newClient);
const clientToDelete = once(newClient);
const clientToNote = once(newClient);
const clientToShare = once(newClient);
/** An event of the whole network, in the status a case needs (issue 19). */
const newEvent = (status: 'DRAFT' | 'PUBLISHED') => async (ctx: Ctx) => {
  const eventId = newId();
  const now = ctx.server.clock.now();
  const startAt = new Date(now.getTime() + 7 * 86_400_000);
  await ctx.server.database.db.insert(events).values({ eventId, title: `Gate event ${eventId.slice(0, 6)}`, type: 'EVENT', status, startAt, endAt: new Date(startAt.getTime() + 3_600_000), place: 'HQ', body: '<p>Gate.</p>', createdAt: now, updatedAt: now });
  return eventId;
};
const eventToEdit = once(newEvent('DRAFT'));
const eventToPublish = once(newEvent('DRAFT'));
const eventToCancel = once(newEvent('PUBLISHED'));
const eventToDelete = once(newEvent('DRAFT'));
const eventToJoin = once(newEvent('PUBLISHED'));
const eventToLeave = once(async (ctx: Ctx) => {
  const eventId = await newEvent('PUBLISHED')(ctx);
  const res = await ctx.server.app.inject({ method: 'POST', url: `/api/events/${eventId}/registrations`, headers: bearer(await ctx.token(AGENT)) });
  expect(res.statusCode, res.body).toBe(201);
  return eventId;
});
const eventBodyOf = (title: string) => {
  const start = new Date(Date.now() + 7 * 86_400_000);
  return { title, type: 'EVENT', startAt: start.toISOString(), endAt: new Date(start.getTime() + 3_600_000).toISOString(), onlineLink: 'https://meet.example.com/gate', body: '<p>Gate.</p>' };
};

/** Albums (issue 19): a demo album to edit, one made to delete, a stored image to show. */
const albumToEdit = once(async (ctx) => (await ctx.server.database.db.select({ id: albums.albumId }).from(albums).where(eq(albums.title, 'Open House Bandung')))[0]!.id);
const albumPhoto = once(async (ctx) => (await ctx.server.database.db.select({ fileKey: files.fileKey }).from(files).where(eq(files.fileName, 'album-1.png')))[0]!.fileKey);
const albumToDelete = once(async (ctx) => {
  const albumId = newId();
  const now = ctx.server.clock.now();
  await ctx.server.database.db.insert(albums).values({ albumId, title: 'Gate album to delete', eventOn: '2026-01-02', status: 'DRAFT', createdAt: now, updatedAt: now });
  return albumId;
});
/** Document center and magazine (issue 19): files the HQ admin uploaded, a document and an issue of theirs. */
const gateFile = async (ctx: Ctx, contentType: 'application/pdf' | 'image/png') =>
  storeFile(ctx.server.database.db, {
    contentType,
    fileName: contentType === 'image/png' ? 'gate-cover.png' : 'gate.pdf',
    data: contentType === 'image/png' ? png(41) : await demoPdf('Gate'),
    uploadedByUserId: await ctx.userId(ADMIN_HQ),
  });
const newDocument = async (ctx: Ctx) => {
  const documentId = newId();
  const now = ctx.server.clock.now();
  await ctx.server.database.db.insert(documentRows).values({ documentId, title: `Gate document ${documentId.slice(0, 6)}`, category: 'FORM', fileKey: await gateFile(ctx, 'application/pdf'), uploadedByUserId: await ctx.userId(ADMIN_HQ), createdAt: now, updatedAt: now });
  return documentId;
};
const newMagazine = async (ctx: Ctx) => {
  const magazineId = newId();
  const now = ctx.server.clock.now();
  const [coverFileKey, pdfFileKey] = [await gateFile(ctx, 'image/png'), await gateFile(ctx, 'application/pdf')];
  await ctx.server.database.db.insert(magazineRows).values({ magazineId, title: `Gate issue ${magazineId.slice(0, 6)}`, issueDate: '2026-10-01', coverFileKey, pdfFileKey, status: 'UNPUBLISH', createdAt: now, updatedAt: now });
  return magazineId;
};
const documentPdf = once((ctx) => gateFile(ctx, 'application/pdf'));
const magazineCover = once((ctx) => gateFile(ctx, 'image/png'));
const magazinePdf = once((ctx) => gateFile(ctx, 'application/pdf'));
const documentToEdit = once(newDocument);
const documentToDelete = once(newDocument);
const magazineToEdit = once(newMagazine);
const magazineToDelete = once(newMagazine);

const CASES: Record<string, Case> = {
  // Sessions and passwords
  'POST /api/auth/signin': {
    as: null,
    invalid: async () => json('POST', '/api/auth/signin', { email: SIGN_IN_USER }),
    valid: async () => json('POST', '/api/auth/signin', { email: SIGN_IN_USER, password: DEMO_PASSWORD }),
    expect: { entityType: 'user', action: 'sign_in', entityId: (ctx) => ctx.userId(SIGN_IN_USER), actor: (ctx) => ctx.userId(SIGN_IN_USER), noChanges: true },
  },
  'POST /api/auth/signout': {
    as: SIGN_OUT_USER,
    invalid: async () => ({ ...json('POST', '/api/auth/signout'), headers: NOT_SIGNED_IN }),
    valid: async (ctx) => ({ ...json('POST', '/api/auth/signout'), headers: bearer(await signOutToken(ctx)) }),
    expect: { entityType: 'session', action: 'sign_out' },
  },
  'POST /api/auth/change-password': {
    as: CHANGE_PASSWORD_USER,
    invalid: async () => json('POST', '/api/auth/change-password', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'other' }),
    valid: async () => json('POST', '/api/auth/change-password', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    expect: { entityType: 'user', action: 'password_change', entityId: (ctx) => ctx.userId(CHANGE_PASSWORD_USER) },
  },
  'POST /api/auth/forgot-password/confirmation-link': {
    as: null,
    invalid: async () => json('POST', '/api/auth/forgot-password/confirmation-link', { platform: 'toaster', email: FORGOT_USER }),
    valid: async () => json('POST', '/api/auth/forgot-password/confirmation-link', { platform: 'cms', email: FORGOT_USER }),
    expect: { entityType: 'session', action: 'create', actor: 'anonymous' },
  },
  'POST /api/auth/reset-password/:sessionId': {
    as: null,
    invalid: async (ctx) => json('POST', `/api/auth/reset-password/${await resetLink(ctx)}`, { password: NEW_PASSWORD, confirmPassword: 'other' }),
    valid: async (ctx) => json('POST', `/api/auth/reset-password/${await resetLink(ctx)}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    expect: { entityType: 'user', action: 'password_reset', entityId: (ctx) => ctx.userId(RESET_USER), actor: (ctx) => ctx.userId(RESET_USER) },
  },
  'POST /api/auth/verify-email/:sessionId': {
    as: null,
    invalid: async () => json('POST', '/api/auth/verify-email/not-a-link'),
    valid: async (ctx) => json('POST', `/api/auth/verify-email/${await verifyLink(ctx)}`),
    expect: { entityType: 'user', action: 'update', entityId: (ctx) => ctx.userId(VERIFY_USER), actor: (ctx) => ctx.userId(VERIFY_USER) },
  },

  // Users, devices, settings, notifications
  'PATCH /api/users/:userId': {
    as: AGENT,
    invalid: async (ctx) => json('PATCH', `/api/users/${await ctx.userId(AGENT)}`, { nickName: 'x'.repeat(500) }),
    valid: async (ctx) => json('PATCH', `/api/users/${await ctx.userId(AGENT)}`, { nickName: 'Gerbang' }),
    expect: { entityType: 'user', action: 'update', entityId: (ctx) => ctx.userId(AGENT) },
  },
  'POST /api/users': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/users', { ...NEW_USER, phone: 'telepon' }),
    valid: async () => json('POST', '/api/users', NEW_USER),
    expect: { entityType: 'user', action: 'create', entityId: idIn('userId'), neverKept: () => [NEW_PASSWORD] },
  },
  'POST /api/users/:userId/change-password': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/users/${await ctx.userId(ADMIN_SET_PASSWORD_USER)}/change-password`, { newPassword: NEW_PASSWORD, confirmPassword: 'other' }),
    valid: async (ctx) => json('POST', `/api/users/${await ctx.userId(ADMIN_SET_PASSWORD_USER)}/change-password`, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    expect: { entityType: 'user', action: 'password_change', entityId: (ctx) => ctx.userId(ADMIN_SET_PASSWORD_USER), neverKept: () => [NEW_PASSWORD] },
  },
  'POST /api/users/check-email': {
    writesNothing: 'a lookup of whether an address is taken; POST only to keep the address out of the URL',
    as: AGENT,
    request: async () => json('POST', '/api/users/check-email', { email: AGENT }),
  },
  'POST /api/fcm/register': {
    as: AGENT,
    invalid: async () => json('POST', '/api/fcm/register', { ...FCM_REGISTER, deviceType: 'toaster' }),
    valid: async () => json('POST', '/api/fcm/register', FCM_REGISTER),
    expect: { entityType: 'device', action: 'create', entityId: () => deviceIdOf(FCM_REGISTER.fcmToken) },
  },
  'DELETE /api/fcm/:token': {
    as: AGENT,
    invalid: async () => ({ ...json('DELETE', `/api/fcm/${FCM_DELETED}`), headers: NOT_SIGNED_IN }),
    valid: async () => {
      await setupCall(AGENT, json('POST', '/api/fcm/register', { ...FCM_REGISTER, fcmToken: FCM_DELETED, deviceId: 'browser-gerbang-hapus' }));
      return json('DELETE', `/api/fcm/${FCM_DELETED}`);
    },
    expect: { entityType: 'device', action: 'delete', entityId: () => deviceIdOf(FCM_DELETED) },
  },
  'PATCH /api/app-configs/:key': {
    as: ADMIN_HQ,
    invalid: async () => json('PATCH', '/api/app-configs/cms_latest_version', { value: { version: 'not a version' } }),
    valid: async () => json('PATCH', '/api/app-configs/cms_latest_version', { value: { version: '2.99.0', isForceUpdate: true } }),
    expect: { entityType: 'app_config', action: 'update', entityId: () => 'cms_latest_version' },
  },
  'POST /api/notifications': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('POST', '/api/notifications', { receiverUserId: await ctx.userId(AGENT), title: '', message: 'Pesan', feature: 'dashboard' }),
    valid: async (ctx) => json('POST', '/api/notifications', { receiverUserId: await ctx.userId(AGENT), title: 'Gerbang baru', message: 'Pesan', feature: 'dashboard' }),
    expect: { entityType: 'notification', action: 'create', entityId: idIn('id') },
  },
  'PATCH /api/notifications/mark-as-read': {
    as: AGENT,
    invalid: async () => json('PATCH', '/api/notifications/mark-as-read', { notificationIds: [] }),
    valid: async (ctx) => json('PATCH', '/api/notifications/mark-as-read', { notificationIds: [await markTarget(ctx)] }),
    expect: { entityType: 'notification', action: 'update', entityId: (ctx) => markTarget(ctx) },
  },
  'PATCH /api/notifications/mark-all-as-read': {
    as: AGENT,
    invalid: async () => json('PATCH', '/api/notifications/mark-all-as-read', { other: 1 }),
    valid: async (ctx) => {
      await markAllTarget(ctx);
      return json('PATCH', '/api/notifications/mark-all-as-read');
    },
    expect: { entityType: 'notification', action: 'bulk', entityId: (ctx) => markAllTarget(ctx) },
  },
  'POST /api/files': {
    as: AGENT,
    invalid: async () => multipart(imageEntries(Buffer.from('not an image at all'), 'image/png')),
    valid: async () => multipart(imageEntries(png(31), 'image/png', 'listingPhoto', 'gerbang.png')),
    expect: { entityType: 'file', action: 'create', entityId: idIn('fileKey') },
  },

  // Listings
  'POST /api/listings': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/listings', { ...(await listingBody(ctx)), title: '' }),
    valid: async (ctx) => json('POST', '/api/listings', await listingBody(ctx)),
    expect: { entityType: 'listing', action: 'create', entityId: idIn('listingId') },
  },
  'PATCH /api/listings/:listingId': {
    as: AGENT,
    invalid: async (ctx) => json('PATCH', `/api/listings/${(await agentOpenListing(ctx)).listingId}`, { title: '' }),
    valid: async (ctx) => json('PATCH', `/api/listings/${(await agentOpenListing(ctx)).listingId}`, { title: 'Rumah Gerbang Audit di Kemang' }),
    expect: { entityType: 'listing', action: 'update', entityId: async (ctx) => (await agentOpenListing(ctx)).listingId },
  },
  'POST /api/listings/:listingId/bulk-update-status-watermark': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/listings/${(await unflaggedPhoto(ctx)).listingId}/bulk-update-status-watermark`, { keys: [], isWatermark: true }),
    valid: async (ctx) => {
      const { listingId, key } = await unflaggedPhoto(ctx);
      return json('POST', `/api/listings/${listingId}/bulk-update-status-watermark`, { keys: [key], isWatermark: true });
    },
    expect: { entityType: 'listing', action: 'bulk', entityId: async (ctx) => (await unflaggedPhoto(ctx)).listingId },
  },

  // Masking and shares
  'POST /api/listing-maskings': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/listing-maskings', { employeeId: ctx.agentEmployeeId }),
    valid: async (ctx) => json('POST', '/api/listing-maskings', { employeeId: ctx.agentEmployeeId, listingId: (await maskingTarget(ctx)).listingId }),
    expect: { entityType: 'listing_masking', action: 'create', entityId: idIn('listingMaskingId') },
  },
  'POST /api/listing-masking-histories': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/listing-masking-histories', { employeeId: ctx.agentEmployeeId, listingId: (await shareTarget(ctx)).listingId, type: 'FAX' }),
    valid: async (ctx) => json('POST', '/api/listing-masking-histories', { employeeId: ctx.agentEmployeeId, listingId: (await shareTarget(ctx)).listingId, type: 'LINK' }),
    expect: {
      entityType: 'listing_share',
      action: 'create',
      entityId: idIn('listingMaskingHistoryId'),
      neverKept: (res) => [payloadOfRes<{ listingSharedCode: string }>(res).listingSharedCode],
    },
  },
  'POST /api/content-shared': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/content-shared', { contentType: 'listing', contentId: (await sharedListing(ctx)).listingId, channel: 'myspace' }),
    valid: async (ctx) => json('POST', '/api/content-shared', { contentType: 'listing', contentId: (await sharedListing(ctx)).listingId, channel: 'whatsapp' }),
    expect: { entityType: 'content_share', action: 'create' },
  },

  // Blog posts
  'POST /api/articles': {
    as: BLOG,
    invalid: async (ctx) => json('POST', '/api/articles', draftBody(ctx, '')),
    valid: async (ctx) => json('POST', '/api/articles', draftBody(ctx, 'Gerbang Pos Baru')),
    expect: { entityType: 'article', action: 'create', entityId: idIn('articleId') },
  },
  'PATCH /api/articles/:articleId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/articles/${await postToEdit(ctx)}`, { title: '' }),
    valid: async (ctx) => json('PATCH', `/api/articles/${await postToEdit(ctx)}`, { title: 'Gerbang Pos Disunting' }),
    expect: { entityType: 'article', action: 'update', entityId: (ctx) => postToEdit(ctx) },
  },
  'POST /api/articles/check-slug': {
    writesNothing: 'a lookup of whether a slug is taken',
    as: BLOG,
    request: async () => json('POST', '/api/articles/check-slug', { slug: 'gerbang-pos-baru' }),
  },
  'POST /api/articles/image/:articleId': {
    as: BLOG,
    invalid: async (ctx) => json('POST', `/api/articles/image/${(await postForImage(ctx)).articleId}`, { fileKey: 'A'.repeat(22), imageName: 'Hilang' }),
    valid: async (ctx) => {
      const { articleId, file } = await postForImage(ctx);
      return json('POST', `/api/articles/image/${articleId}`, { fileKey: file.fileKey, imageName: 'Depan' });
    },
    expect: { entityType: 'article', action: 'update', entityId: async (ctx) => (await postForImage(ctx)).articleId },
  },
  'POST /api/articles/image-blog/:articleId': {
    as: BLOG,
    invalid: async (ctx) => json('POST', `/api/articles/image-blog/${(await postForEmbedded(ctx)).articleId}`, { fileKey: 'A'.repeat(22) }),
    valid: async (ctx) => {
      const { articleId, file } = await postForEmbedded(ctx);
      return json('POST', `/api/articles/image-blog/${articleId}`, { fileKey: file.fileKey });
    },
    expect: { entityType: 'article', action: 'update', entityId: async (ctx) => (await postForEmbedded(ctx)).articleId },
  },

  // Categories and tags
  'POST /api/master-article-categories': {
    as: BLOG,
    invalid: async () => json('POST', '/api/master-article-categories', { categoryName: '' }),
    valid: async () => json('POST', '/api/master-article-categories', { categoryName: 'Gerbang Induk', subCategories: ['Gerbang Anak'] }),
    expect: { entityType: 'article_category', action: 'create', entityId: idIn('categoryId') },
  },
  'PATCH /api/master-article-categories/:categoryId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/master-article-categories/${await categoryToEdit(ctx)}`, { status: 'GONE' }),
    valid: async (ctx) => json('PATCH', `/api/master-article-categories/${await categoryToEdit(ctx)}`, { categoryName: 'Gerbang Diubah' }),
    expect: { entityType: 'article_category', action: 'update', entityId: (ctx) => categoryToEdit(ctx) },
  },
  'POST /api/master-article-tags': {
    as: BLOG,
    invalid: async () => json('POST', '/api/master-article-tags', { tagName: ' ' }),
    valid: async () => json('POST', '/api/master-article-tags', { tagName: 'Gerbang Tag' }),
    expect: { entityType: 'article_tag', action: 'create', entityId: idIn('tagId') },
  },
  'PATCH /api/master-article-tags/:tagId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/master-article-tags/${await tagToEdit(ctx)}`, { tagName: '' }),
    valid: async (ctx) => json('PATCH', `/api/master-article-tags/${await tagToEdit(ctx)}`, { tagName: 'Gerbang Tag Diubah' }),
    expect: { entityType: 'article_tag', action: 'update', entityId: (ctx) => tagToEdit(ctx) },
  },

  // Comments and replies
  'POST /api/article-comments': {
    as: BLOG,
    invalid: async (ctx) => json('POST', '/api/article-comments', { articleId: await postForComment(ctx), comment: '' }),
    valid: async (ctx) => json('POST', '/api/article-comments', { articleId: await postForComment(ctx), comment: 'Komentar admin gerbang' }),
    expect: { entityType: 'article_comment', action: 'create', entityId: idIn('commentId') },
  },
  'PATCH /api/article-comments/:commentId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/article-comments/${await commentToModerate(ctx)}`, { status: 'MAYBE' }),
    valid: async (ctx) => json('PATCH', `/api/article-comments/${await commentToModerate(ctx)}`, { status: 'REJECTED' }),
    expect: { entityType: 'article_comment', action: 'status', entityId: (ctx) => commentToModerate(ctx) },
  },
  'DELETE /api/article-comments/:commentId': {
    as: BLOG,
    invalid: async () => json('DELETE', `/api/article-comments/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/article-comments/${await commentToDelete(ctx)}`),
    expect: { entityType: 'article_comment', action: 'delete', entityId: (ctx) => commentToDelete(ctx) },
  },
  'POST /api/article-comments/bulk-update-status': {
    as: BLOG,
    invalid: async () => json('POST', '/api/article-comments/bulk-update-status', { commentIds: [], status: 'PUBLISH' }),
    valid: async (ctx) => json('POST', '/api/article-comments/bulk-update-status', { commentIds: await commentsToBulk(ctx), status: 'PUBLISH' }),
    expect: { entityType: 'article_comment', action: 'status', entityId: async (ctx) => (await commentsToBulk(ctx))[1]! },
  },
  'POST /api/article-reply-comments': {
    as: BLOG,
    invalid: async (ctx) => json('POST', '/api/article-reply-comments', { commentId: await commentToReply(ctx), comment: '' }),
    valid: async (ctx) => json('POST', '/api/article-reply-comments', { commentId: await commentToReply(ctx), comment: 'Balasan admin gerbang' }),
    expect: { entityType: 'article_reply_comment', action: 'create', entityId: idIn('replyId') },
  },
  'PATCH /api/article-reply-comments/:replyId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/article-reply-comments/${await replyToModerate(ctx)}`, { status: 'MAYBE' }),
    valid: async (ctx) => json('PATCH', `/api/article-reply-comments/${await replyToModerate(ctx)}`, { status: 'PUBLISH' }),
    expect: { entityType: 'article_reply_comment', action: 'status', entityId: (ctx) => replyToModerate(ctx) },
  },
  'DELETE /api/article-reply-comments/:replyId': {
    as: BLOG,
    invalid: async () => json('DELETE', `/api/article-reply-comments/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/article-reply-comments/${await replyToDelete(ctx)}`),
    expect: { entityType: 'article_reply_comment', action: 'delete', entityId: (ctx) => replyToDelete(ctx) },
  },

  // Authors
  'PATCH /api/authors/:employeeId': {
    as: BLOG,
    invalid: async (ctx) => json('PATCH', `/api/authors/${await authorToLink(ctx)}`, { slugAuthor: 'x' }),
    valid: async (ctx) => json('PATCH', `/api/authors/${await authorToLink(ctx)}`, { slugAuthor: 'gerbang-penulis' }),
    expect: { entityType: 'author', action: 'update', entityId: (ctx) => authorToLink(ctx) },
  },

  // Setting Agent (issue 16): an owner sets an agent of their office
  'PATCH /api/agent-settings/:employeeId': {
    as: 'franchise_owner@demo.test',
    invalid: async (ctx) => json('PATCH', `/api/agent-settings/${(await agentEmployee(ctx, 'agent.noself@demo.test')).employeeId}`, { commissionPercent: 101 }),
    valid: async (ctx) => json('PATCH', `/api/agent-settings/${(await agentEmployee(ctx, 'agent.noself@demo.test')).employeeId}`, { commissionPercent: 4.25 }),
    expect: { entityType: 'employee', action: 'update', entityId: async (ctx) => (await agentEmployee(ctx, 'agent.noself@demo.test')).employeeId },
  },

  // Approvals
  'POST /api/employees/:employeeId/approval': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/employees/${await waitingAgent(ctx)}/approval`, { approvalStatus: 'REJECTED' }),
    valid: async (ctx) => json('POST', `/api/employees/${await waitingAgent(ctx)}/approval`, { approvalStatus: 'APPROVED' }),
    expect: { entityType: 'employee', action: 'status', entityId: (ctx) => waitingAgent(ctx) },
  },

  // Employee records (/hq, /franchise-owner, /agent, /staff)
  'POST /api/employees': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/employees', { ...(await gateAgent(ctx, 'gerbang.agen@contoh.test')), role: 'admin' }),
    valid: async (ctx) => json('POST', '/api/employees', await gateAgent(ctx, 'gerbang.agen@contoh.test')),
    expect: { entityType: 'employee', action: 'create', entityId: idIn('employeeId') },
  },
  'PATCH /api/employees/:employeeId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/employees/${await agentToEdit(ctx)}`, { role: 'manager_office' }),
    valid: async (ctx) => json('PATCH', `/api/employees/${await agentToEdit(ctx)}`, { currentPosition: 'Agen Gerbang' }),
    expect: { entityType: 'employee', action: 'update', entityId: (ctx) => agentToEdit(ctx) },
  },

  // Transfers of staff between offices
  'POST /api/transfer-employees': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/transfer-employees', { ...(await staffTransferBody(ctx)), timing: 'SCHEDULED' }),
    valid: async (ctx) => json('POST', '/api/transfer-employees', await staffTransferBody(ctx)),
    expect: { entityType: 'transfer_employee', action: 'create', entityId: idIn('transferEmployeeId') },
  },
  'POST /api/transfer-employees/:transferEmployeeId/cancel': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/transfer-employees/no-such-transfer/cancel'),
    valid: async (ctx) => json('POST', `/api/transfer-employees/${await waitingStaffTransfer(ctx)}/cancel`),
    expect: { entityType: 'transfer_employee', action: 'status', entityId: (ctx) => waitingStaffTransfer(ctx) },
  },

  // Offices (issue 17)
  'POST /api/offices': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/offices', { ...gateOffice(), firstPhoneNumber: 'call me' }),
    valid: async () => json('POST', '/api/offices', gateOffice()),
    expect: { entityType: 'office', action: 'create', entityId: idIn('officeId') },
  },
  'PATCH /api/offices/:officeId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/offices/${await officeToEdit(ctx)}`, { subdomain: 'no spaces!' }),
    valid: async (ctx) => json('PATCH', `/api/offices/${await officeToEdit(ctx)}`, { secondPhoneNumber: '021-555-0001' }),
    expect: { entityType: 'office', action: 'update', entityId: (ctx) => officeToEdit(ctx) },
  },
  'POST /api/offices/:officeId/approval': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/offices/${await officeToSubmit(ctx)}/approval`, { approvalStatus: 'REJECTED' }),
    valid: async (ctx) => json('POST', `/api/offices/${await officeToSubmit(ctx)}/approval`, { approvalStatus: 'WAITING_APPROVAL' }),
    expect: { entityType: 'office', action: 'status', entityId: (ctx) => officeToSubmit(ctx) },
  },

  // Office portal accounts (issue 17)
  'POST /api/office-portal-profiles': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/office-portal-profiles', { officeId: await ownOfficeOf(ctx, PORTAL_ADMIN), portalId: await portalIdAt(ctx, 1), portalUsername: 'not an email' }),
    valid: async (ctx) => json('POST', '/api/office-portal-profiles', { officeId: await ownOfficeOf(ctx, PORTAL_ADMIN), portalId: await portalIdAt(ctx, 1), portalUsername: 'gerbang.hq@genius.co.id' }),
    expect: { entityType: 'office_portal_profile', action: 'create', entityId: idIn('officePortalProfileId') },
  },
  'POST /api/office/office-portal-profiles': {
    as: PORTAL_ADMIN,
    invalid: async (ctx) => json('POST', '/api/office/office-portal-profiles', { ...(await verifiedToUse(ctx)), sessionId: undefined, portalUsername: 'gerbang.office@genius.co.id' }),
    valid: async (ctx) => {
      const { sessionId, portalId, officeId } = await verifiedToUse(ctx);
      return json('POST', '/api/office/office-portal-profiles', { sessionId, portalId, officeId, portalUsername: 'gerbang.office@genius.co.id' });
    },
    expect: { entityType: 'office_portal_profile', action: 'create', entityId: idIn('officePortalProfileId') },
  },
  'DELETE /api/office-portal-profiles/:officePortalProfileId': {
    as: ADMIN,
    invalid: async () => json('DELETE', `/api/office-portal-profiles/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/office-portal-profiles/${await hqAccountToDelete(ctx)}`),
    expect: { entityType: 'office_portal_profile', action: 'delete', entityId: (ctx) => hqAccountToDelete(ctx) },
  },
  'DELETE /api/office/office-portal-profiles/:officePortalProfileId': {
    as: PORTAL_ADMIN,
    invalid: async () => json('DELETE', `/api/office/office-portal-profiles/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/office/office-portal-profiles/${await officeAccountToDelete(ctx)}`),
    expect: { entityType: 'office_portal_profile', action: 'delete', entityId: (ctx) => officeAccountToDelete(ctx) },
  },
  'POST /api/office-portal-profiles/:officeId/sync': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/office-portal-profiles/${await ownOfficeOf(ctx, PORTAL_ADMIN)}/sync`, { portalId: '' }),
    valid: async (ctx) => json('POST', `/api/office-portal-profiles/${await ownOfficeOf(ctx, PORTAL_ADMIN)}/sync`, {}),
    expect: { entityType: 'office', action: 'bulk', entityId: (ctx) => ownOfficeOf(ctx, PORTAL_ADMIN) },
  },
  'POST /api/office/office-portal-profiles/:officeId/sync': {
    as: PORTAL_ADMIN,
    invalid: async (ctx) => json('POST', `/api/office/office-portal-profiles/${await ownOfficeOf(ctx, PORTAL_ADMIN)}/sync`, { portalId: '' }),
    valid: async (ctx) => json('POST', `/api/office/office-portal-profiles/${await ownOfficeOf(ctx, PORTAL_ADMIN)}/sync`, {}),
    expect: { entityType: 'office', action: 'bulk', entityId: (ctx) => ownOfficeOf(ctx, PORTAL_ADMIN) },
  },
  // Closings (issue 18)
  'POST /api/closings': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/closings', await closingBody(ctx, 'Rumah Minimalis di Rungkut', { finalPrice: 1.5 })),
    valid: async (ctx) => json('POST', '/api/closings', await closingBody(ctx, 'Rumah Minimalis di Rungkut')),
    expect: { entityType: 'closing', action: 'create', entityId: idIn('closingId') },
  },
  'POST /api/office/closings': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/office/closings', await closingBody(ctx, 'Apartemen Kemang Village 2BR Furnished', { commissionPercent: 0 })),
    valid: async (ctx) => json('POST', '/api/office/closings', await closingBody(ctx, 'Apartemen Kemang Village 2BR Furnished')),
    expect: { entityType: 'closing', action: 'create', entityId: idIn('closingId') },
  },
  'POST /api/closings/:closingId/cancel': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', `/api/closings/${await closingToCancel(ctx)}/cancel`, { reason: '' }),
    valid: async (ctx) => json('POST', `/api/closings/${await closingToCancel(ctx)}/cancel`, { reason: 'Gate: the buyer withdrew.' }),
    expect: { entityType: 'closing', action: 'status', entityId: (ctx) => closingToCancel(ctx) },
  },
  'POST /api/office/closings/:closingId/cancel': {
    as: 'finance_office@demo.test',
    invalid: async (ctx) => json('POST', `/api/office/closings/${await officeClosingToCancel(ctx)}/cancel`, { reason: '' }),
    valid: async (ctx) => json('POST', `/api/office/closings/${await officeClosingToCancel(ctx)}/cancel`, { reason: 'Gate: the buyer withdrew.' }),
    expect: { entityType: 'closing', action: 'status', entityId: (ctx) => officeClosingToCancel(ctx) },
  },
  'PATCH /api/closings/:closingId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/closings/${await closingToEdit(ctx)}`, { buyerName: '' }),
    valid: async (ctx) => json('PATCH', `/api/closings/${await closingToEdit(ctx)}`, { buyerName: 'Gate Buyer', note: 'Gate: the buyer’s name was misspelt.' }),
    expect: { entityType: 'closing', action: 'update', entityId: (ctx) => closingToEdit(ctx) },
  },
  'PATCH /api/office/closings/:closingId': {
    as: 'finance_office@demo.test',
    invalid: async (ctx) => json('PATCH', `/api/office/closings/${await officeClosingToEdit(ctx)}`, { buyerEmail: 'not-an-email' }),
    valid: async (ctx) => json('PATCH', `/api/office/closings/${await officeClosingToEdit(ctx)}`, { buyerPhone: '0812-3456-7890' }),
    expect: { entityType: 'closing', action: 'update', entityId: (ctx) => officeClosingToEdit(ctx) },
  },
  'POST /api/invoices/:invoiceId/payments': {
    as: 'admin_finance_staff@demo.test',
    invalid: async (ctx) => json('POST', `/api/invoices/${await invoiceToPay(ctx)}/payments`, { amount: 0, paidOn: '2026-01-02', method: 'cash' }),
    valid: async (ctx) => json('POST', `/api/invoices/${await invoiceToPay(ctx)}/payments`, { amount: 1_000, paidOn: '2026-01-02', method: 'transfer', reference: 'GATE-1' }),
    expect: { entityType: 'invoice', action: 'update', entityId: (ctx) => invoiceToPay(ctx) },
  },
  'POST /api/master-achievements': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/master-achievements', { name: 'Bronze', minClosings: 1, minCommission: 1, status: 'PUBLISH' }),
    valid: async () => json('POST', '/api/master-achievements', { name: 'Gate Level', minClosings: 2, minCommission: 2_000, status: 'PUBLISH' }),
    expect: { entityType: 'master_achievement', action: 'create', entityId: idIn('masterAchievementId') },
  },
  'PATCH /api/master-achievements/:masterAchievementId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/master-achievements/${await achievementToEdit(ctx)}`, { minClosings: -1 }),
    valid: async (ctx) => json('PATCH', `/api/master-achievements/${await achievementToEdit(ctx)}`, { description: 'Gate: edited.' }),
    expect: { entityType: 'master_achievement', action: 'update', entityId: (ctx) => achievementToEdit(ctx) },
  },
  'POST /api/master-careers': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/master-careers', { level: 1, position: 'Gate Position', status: 'PUBLISH' }),
    valid: async () => json('POST', '/api/master-careers', { level: 42, position: 'Gate Position', status: 'PUBLISH' }),
    expect: { entityType: 'master_career', action: 'create', entityId: idIn('masterCareerId') },
  },
  'PATCH /api/master-careers/:masterCareerId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/master-careers/${await careerToEdit(ctx)}`, { level: 0 }),
    valid: async (ctx) => json('PATCH', `/api/master-careers/${await careerToEdit(ctx)}`, { description: 'Gate: edited.' }),
    expect: { entityType: 'master_career', action: 'update', entityId: (ctx) => careerToEdit(ctx) },
  },
  'PATCH /api/master-fees/:feeCode': {
    as: ADMIN,
    invalid: async () => json('PATCH', '/api/master-fees/ssdf', { ratePercent: 0 }),
    valid: async () => json('PATCH', '/api/master-fees/ssdf', { ratePercent: 8.5 }),
    expect: { entityType: 'master_fee', action: 'update', entityId: () => 'ssdf' },
  },
  'POST /api/office-billings': {
    as: 'admin_finance_staff@demo.test',
    invalid: async (ctx) => json('POST', '/api/office-billings', { officeId: await jakselOffice(ctx), description: '', amount: 1_000, frequency: 'monthly', startOn: '2026-01-01' }),
    valid: async (ctx) => json('POST', '/api/office-billings', { officeId: await jakselOffice(ctx), description: 'Gate: signage rent', amount: 1_000, frequency: 'yearly', startOn: '2030-01-01' }),
    expect: { entityType: 'office_billing', action: 'create', entityId: idIn('officeBillingId') },
  },
  'POST /api/office-billings/:officeBillingId/stop': {
    as: 'admin_finance_staff@demo.test',
    invalid: async () => json('POST', '/api/office-billings/no-such-billing/stop'),
    valid: async (ctx) => json('POST', `/api/office-billings/${await billingToStop(ctx)}/stop`),
    expect: { entityType: 'office_billing', action: 'status', entityId: (ctx) => billingToStop(ctx) },
  },
  'POST /api/office-billings/:officeBillingId/charges/:officeBillingChargeId/payments': {
    as: 'admin_finance_staff@demo.test',
    invalid: async (ctx) => json('POST', await chargePaymentUrl(ctx), { amount: 0, paidOn: '2026-01-02', method: 'cash' }),
    valid: async (ctx) => json('POST', await chargePaymentUrl(ctx), { amount: 1_000, paidOn: '2026-01-02', method: 'transfer', reference: 'GATE-3' }),
    expect: { entityType: 'office_billing', action: 'update', entityId: async (ctx) => (await chargeToPay(ctx)).officeBillingId },
  },
  'POST /api/primary-projects': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/primary-projects', { ...(await projectBody(ctx, 'Gerbang Residence')), priceMax: 1 }),
    valid: async (ctx) => json('POST', '/api/primary-projects', await projectBody(ctx, 'Gerbang Residence')),
    expect: { entityType: 'primary_project', action: 'create', entityId: idIn('primaryProjectId') },
  },
  'PATCH /api/primary-projects/:primaryProjectId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/primary-projects/${await projectToEdit(ctx)}`, { availableUnits: 99 }),
    valid: async (ctx) => json('PATCH', `/api/primary-projects/${await projectToEdit(ctx)}`, { availableUnits: 3, status: 'ACTIVE' }),
    expect: { entityType: 'primary_project', action: 'update', entityId: (ctx) => projectToEdit(ctx) },
  },
  // My lists (issue 18)
  'POST /api/my-lists': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/my-lists', { name: '', listingIds: [(await listingByTitle(ctx, 'Rumah 2 Lantai di Kebayoran Baru')).listingId] }),
    valid: async (ctx) => json('POST', '/api/my-lists', { name: 'Gate: Pak Budi', listingIds: [(await listingByTitle(ctx, 'Rumah 2 Lantai di Kebayoran Baru')).listingId] }),
    expect: { entityType: 'my_list', action: 'create', entityId: idIn('myListId') },
  },
  'PATCH /api/my-lists/:myListId': {
    as: AGENT,
    invalid: async (ctx) => json('PATCH', `/api/my-lists/${await myListToEdit(ctx)}`, { listingIds: [] }),
    valid: async (ctx) => json('PATCH', `/api/my-lists/${await myListToEdit(ctx)}`, { name: 'Gate: renamed', clientName: 'Ibu Sari' }),
    expect: { entityType: 'my_list', action: 'update', entityId: (ctx) => myListToEdit(ctx) },
  },
  'DELETE /api/my-lists/:myListId': {
    as: AGENT,
    invalid: async () => json('DELETE', '/api/my-lists/no-such-list'),
    valid: async (ctx) => json('DELETE', `/api/my-lists/${await myListToDelete(ctx)}`),
    expect: { entityType: 'my_list', action: 'delete', entityId: (ctx) => myListToDelete(ctx) },
  },
  'POST /api/my-lists/:myListId/share': {
    as: AGENT,
    invalid: async () => json('POST', '/api/my-lists/no-such-list/share'),
    valid: async (ctx) => json('POST', `/api/my-lists/${await myListToShare(ctx)}/share`),
    expect: {
      entityType: 'my_list',
      action: 'update',
      entityId: (ctx) => myListToShare(ctx),
      // The list's public code and each listing's masked-link code are secrets: the trail keeps none of them.
      neverKept: (res) => {
        const list = payloadOfRes<{ sharedCode: string; items: { sharedLink: { listingSharedCode: string } }[] }>(res);
        return [list.sharedCode, ...list.items.map((i) => i.sharedLink.listingSharedCode)];
      },
    },
  },
  'POST /api/agent-billings/:agentBillingId/payments': {
    as: 'admin_finance_staff@demo.test',
    invalid: async (ctx) => json('POST', `/api/agent-billings/${await billingToPay(ctx)}/payments`, { amount: 0, paidOn: '2026-01-02', method: 'cash' }),
    valid: async (ctx) => json('POST', `/api/agent-billings/${await billingToPay(ctx)}/payments`, { amount: 1_000, paidOn: '2026-01-02', method: 'transfer', reference: 'GATE-2' }),
    expect: { entityType: 'agent_billing', action: 'update', entityId: (ctx) => billingToPay(ctx) },
  },
  'POST /api/office/agent-billings/:agentBillingId/payments': {
    as: 'finance_office@demo.test',
    invalid: async (ctx) => json('POST', `/api/office/agent-billings/${await officeBillingToPay(ctx)}/payments`, { amount: -5, paidOn: '2026-01-02', method: 'cash' }),
    valid: async (ctx) => json('POST', `/api/office/agent-billings/${await officeBillingToPay(ctx)}/payments`, { amount: 1_000, paidOn: '2026-01-02', method: 'cash' }),
    expect: { entityType: 'agent_billing', action: 'update', entityId: (ctx) => officeBillingToPay(ctx) },
  },
  'POST /api/office/handovers': {
    as: AGENT,
    invalid: async (ctx) => json('POST', '/api/office/handovers', { closingId: await handoverClosing(ctx), handoverDate: '2026-01-20', receiverName: '', items: [{ label: 'Keys', checked: false }] }),
    valid: async (ctx) => json('POST', '/api/office/handovers', { closingId: await handoverClosing(ctx), handoverDate: '2026-01-20', receiverName: 'Gate Buyer', items: [{ label: 'Keys', checked: false }] }),
    expect: { entityType: 'handover', action: 'create', entityId: idIn('handoverId') },
  },
  'PATCH /api/office/handovers/:handoverId': {
    as: AGENT,
    invalid: async (ctx) => json('PATCH', `/api/office/handovers/${await handoverToEdit(ctx)}`, { handoverDate: 'soon' }),
    valid: async (ctx) => json('PATCH', `/api/office/handovers/${await handoverToEdit(ctx)}`, { note: 'Gate: keys at the office.' }),
    expect: { entityType: 'handover', action: 'update', entityId: (ctx) => handoverToEdit(ctx) },
  },
  'POST /api/office/handovers/:handoverId/files': {
    as: AGENT,
    invalid: async (ctx) => json('POST', `/api/office/handovers/${await handoverToEdit(ctx)}/files`, { fileKey: await handoverFileToAdd(ctx), kind: 'PHOTO' }),
    valid: async (ctx) => json('POST', `/api/office/handovers/${await handoverToEdit(ctx)}/files`, { fileKey: await handoverFileToAdd(ctx), kind: 'DOCUMENT' }),
    expect: { entityType: 'handover', action: 'update', entityId: (ctx) => handoverToEdit(ctx) },
  },
  'DELETE /api/office/handovers/:handoverId/files/:handoverFileId': {
    as: AGENT,
    invalid: async (ctx) => json('DELETE', `/api/office/handovers/${(await handoverFileToRemove(ctx)).handoverId}/files/no-such-file`),
    valid: async (ctx) => {
      const { handoverId, handoverFileId } = await handoverFileToRemove(ctx);
      return json('DELETE', `/api/office/handovers/${handoverId}/files/${handoverFileId}`);
    },
    expect: { entityType: 'handover', action: 'update', entityId: async (ctx) => (await handoverFileToRemove(ctx)).handoverId },
  },
  'POST /api/office/handovers/:handoverId/complete': {
    as: AGENT,
    invalid: async () => json('POST', '/api/office/handovers/no-such-handover/complete'),
    valid: async (ctx) => json('POST', `/api/office/handovers/${await handoverToComplete(ctx)}/complete`),
    expect: { entityType: 'handover', action: 'status', entityId: (ctx) => handoverToComplete(ctx) },
  },
  'POST /api/office/handovers/:handoverId/cancel': {
    as: BAYU,
    invalid: async () => json('POST', '/api/office/handovers/no-such-handover/cancel'),
    valid: async (ctx) => json('POST', `/api/office/handovers/${await handoverToCancel(ctx)}/cancel`),
    expect: { entityType: 'handover', action: 'status', entityId: (ctx) => handoverToCancel(ctx) },
  },
  'POST /api/agent-portal-profiles': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/agent-portal-profiles', { ...(await agentAccountBody(ctx, 'gerbang.agent@genius.co.id')), portalUsername: '' }),
    valid: async (ctx) => json('POST', '/api/agent-portal-profiles', await agentAccountBody(ctx, 'gerbang.agent@genius.co.id')),
    expect: { entityType: 'agent_portal_profile', action: 'create', entityId: idIn('agentPortalProfileId') },
  },
  'DELETE /api/agent-portal-profiles/:agentPortalProfileId': {
    as: ADMIN,
    invalid: async () => json('DELETE', `/api/agent-portal-profiles/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/agent-portal-profiles/${await agentAccountToDelete(ctx)}`),
    expect: { entityType: 'agent_portal_profile', action: 'delete', entityId: (ctx) => agentAccountToDelete(ctx) },
  },
  'POST /api/agent-portal-profiles/validate-email': {
    writesNothing: "a lookup of whether an address already has an agent's account on a portal",
    as: ADMIN,
    request: async (ctx) => json('POST', '/api/agent-portal-profiles/validate-email', { email: 'gerbang.agent@genius.co.id', portalId: await portalIdAt(ctx, 1) }),
  },
  'POST /api/office-portal-profiles/validate-email': {
    writesNothing: 'a lookup of whether an address already has an account on a portal',
    as: ADMIN,
    request: async (ctx) => json('POST', '/api/office-portal-profiles/validate-email', { email: 'gerbang.hq@genius.co.id', portalId: await portalIdAt(ctx, 1) }),
  },
  'POST /api/office-portal-profiles/auth/send-otp': {
    as: PORTAL_ADMIN,
    invalid: async (ctx) => json('POST', '/api/office-portal-profiles/auth/send-otp', { email: 'not an email', portalId: await portalIdAt(ctx, 1), officeId: await ownOfficeOf(ctx, PORTAL_ADMIN) }),
    valid: async (ctx) => {
      ctx.server.clock.advance(61_000);
      return json('POST', '/api/office-portal-profiles/auth/send-otp', { email: 'gerbang.send@genius.co.id', portalId: await portalIdAt(ctx, 1), officeId: await ownOfficeOf(ctx, PORTAL_ADMIN) });
    },
    expect: { entityType: 'session', action: 'create', entityId: idIn('sessionId') },
  },
  'POST /api/office-portal-profiles/auth/verify-otp': {
    as: PORTAL_ADMIN,
    invalid: async (ctx) => json('POST', '/api/office-portal-profiles/auth/verify-otp', { sessionId: (await otpToVerify(ctx)).sessionId, otp: '' }),
    valid: async (ctx) => json('POST', '/api/office-portal-profiles/auth/verify-otp', { sessionId: (await otpToVerify(ctx)).sessionId, otp: (await otpToVerify(ctx)).code }),
    expect: { entityType: 'session', action: 'update', entityId: async (ctx) => (await otpToVerify(ctx)).sessionId },
  },

  // Teams, transfers of team members and member fees (issue 16)
  'POST /api/groups': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('POST', '/api/groups', { ...(await teamBody(ctx, AGENT)), groupName: '' }),
    valid: async (ctx) => json('POST', '/api/groups', await teamBody(ctx, AGENT, ['agent.noself@demo.test'])),
    expect: { entityType: 'group', action: 'create', entityId: idIn('groupId') },
  },
  'PATCH /api/groups/:groupId': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/groups/${(await teamToRename(ctx)).groupId}`, { groupName: '' }),
    valid: async (ctx) => json('PATCH', `/api/groups/${(await teamToRename(ctx)).groupId}`, { groupName: unique('Team Gerbang Baru') }),
    expect: { entityType: 'group', action: 'update', entityId: async (ctx) => (await teamToRename(ctx)).groupId },
  },
  'POST /api/group-members': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('POST', '/api/group-members', { groupId: (await teamToJoin(ctx)).groupId, employeeId: '' }),
    valid: async (ctx) => json('POST', '/api/group-members', { groupId: (await teamToJoin(ctx)).groupId, employeeId: (await agentEmployee(ctx, 'agent.noself@demo.test')).employeeId }),
    expect: { entityType: 'group_member', action: 'create', entityId: idIn('groupMemberId') },
  },
  'DELETE /api/group-members/:groupMemberId': {
    as: OFFICE_ADMIN,
    invalid: async () => json('DELETE', `/api/group-members/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/group-members/${await memberToRemove(ctx)}`),
    expect: { entityType: 'group_member', action: 'status', entityId: (ctx) => memberToRemove(ctx) },
  },
  'POST /api/transfer-member-teams': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('POST', '/api/transfer-member-teams', { ...(await transferToMake(ctx)), userId: '' }),
    valid: async (ctx) => json('POST', '/api/transfer-member-teams', await transferToMake(ctx)),
    expect: { entityType: 'transfer_member_team', action: 'create', entityId: idIn('transferMemberId') },
  },
  'POST /api/transfer-member-teams/:transferMemberId/cancel': {
    as: OFFICE_ADMIN,
    invalid: async () => json('POST', `/api/transfer-member-teams/${newId()}/cancel`),
    valid: async (ctx) => json('POST', `/api/transfer-member-teams/${(await transferToCancel(ctx)).transferMemberId}/cancel`),
    expect: { entityType: 'transfer_member_team', action: 'status', entityId: async (ctx) => (await transferToCancel(ctx)).transferMemberId },
  },
  'POST /api/teams-member-fees': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('POST', '/api/teams-member-fees', await feesBodyFor(ctx, await transferToComplete(ctx), [])),
    valid: async (ctx) => json('POST', '/api/teams-member-fees', await feesBodyFor(ctx, await transferToComplete(ctx))),
    expect: { entityType: 'teams_member_fee', action: 'create', entityId: idIn('teamsMemberFeeId') },
  },
  'POST /api/teams-member-fee-items': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => json('POST', '/api/teams-member-fee-items', { ...gateFeeItem({ value: -1 }), teamsMemberFeeId: (await feeToAddTo(ctx)).teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }),
    valid: async (ctx) => json('POST', '/api/teams-member-fee-items', { ...gateFeeItem(), teamsMemberFeeId: (await feeToAddTo(ctx)).teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }),
    expect: { entityType: 'teams_member_fee_item', action: 'create', entityId: idIn('teamsMemberFeeItemId') },
  },
  'POST /api/teams-member-fee-items/save': {
    as: OFFICE_ADMIN,
    invalid: async (ctx) => {
      const fee = await feeToSave(ctx);
      return json('POST', '/api/teams-member-fee-items/save', { teamsMemberFeeId: fee.teamsMemberFeeId, create: [], remove: fee.teamsMemberFeeItems.map((i) => i.teamsMemberFeeItemId) });
    },
    valid: async (ctx) => {
      const fee = await feeToSave(ctx);
      const create = [{ ...gateFeeItem({ frequency: 'yearly' }), teamsMemberFeeId: fee.teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }];
      return json('POST', '/api/teams-member-fee-items/save', { teamsMemberFeeId: fee.teamsMemberFeeId, create, remove: [fee.teamsMemberFeeItems[0]!.teamsMemberFeeItemId] });
    },
    expect: { entityType: 'teams_member_fee_item', action: 'delete', entityId: async (ctx) => (await feeToSave(ctx)).teamsMemberFeeItems[0]!.teamsMemberFeeItemId },
  },
  'DELETE /api/teams-member-fee-items/:teamsMemberFeeItemId': {
    as: OFFICE_ADMIN,
    invalid: async () => json('DELETE', `/api/teams-member-fee-items/${newId()}`),
    valid: async (ctx) => json('DELETE', `/api/teams-member-fee-items/${(await feeToDeleteFrom(ctx)).teamsMemberFeeItems[0]!.teamsMemberFeeItemId}`),
    expect: { entityType: 'teams_member_fee_item', action: 'delete', entityId: async (ctx) => (await feeToDeleteFrom(ctx)).teamsMemberFeeItems[0]!.teamsMemberFeeItemId },
  },
  // Albums (issue 19)
  'POST /api/albums': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/albums', { title: 'Gate album', eventOn: '2026-01-02', status: 'DRAFT', media: [{ type: 'VIDEO', videoUrl: 'https://example.com/video' }] }),
    valid: async (ctx) =>
      json('POST', '/api/albums', { title: 'Gate album', eventOn: '2026-01-02', status: 'PUBLISHED', media: [{ type: 'PHOTO', fileKey: await albumPhoto(ctx) }, { type: 'VIDEO', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }] }),
    expect: { entityType: 'album', action: 'create', entityId: idIn('albumId') },
  },
  'PATCH /api/albums/:albumId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/albums/${await albumToEdit(ctx)}`, { status: 'PUBLISHED', media: [] }),
    valid: async (ctx) => json('PATCH', `/api/albums/${await albumToEdit(ctx)}`, { description: 'Gate: edited.' }),
    expect: { entityType: 'album', action: 'update', entityId: (ctx) => albumToEdit(ctx) },
  },
  'DELETE /api/albums/:albumId': {
    as: ADMIN,
    invalid: async () => json('DELETE', '/api/albums/no-such-album'),
    valid: async (ctx) => json('DELETE', `/api/albums/${await albumToDelete(ctx)}`),
    expect: { entityType: 'album', action: 'delete', entityId: (ctx) => albumToDelete(ctx) },
  },
  // Clients (issue 19)
  'POST /api/clients': {
    as: AGENT,
    invalid: async () => json('POST', '/api/clients', { name: 'Gate: Bu Rina', phones: ['12345'], needs: 'buy' }),
    valid: async () => json('POST', '/api/clients', { name: 'Gate: Bu Rina', phones: ['081299990000'], needs: 'rent', budgetMax: 6_000_000 }),
    expect: { entityType: 'client', action: 'create', entityId: idIn('clientId') },
  },
  'PATCH /api/clients/:clientId': {
    as: AGENT,
    invalid: async (ctx) => json('PATCH', `/api/clients/${await clientToEdit(ctx)}`, { budgetMin: 10, budgetMax: 5 }),
    valid: async (ctx) => json('PATCH', `/api/clients/${await clientToEdit(ctx)}`, { email: 'gate@gmail.com', preferredAreas: ['Depok'] }),
    expect: { entityType: 'client', action: 'update', entityId: (ctx) => clientToEdit(ctx) },
  },
  'DELETE /api/clients/:clientId': {
    as: AGENT,
    invalid: async () => json('DELETE', '/api/clients/no-such-client'),
    valid: async (ctx) => json('DELETE', `/api/clients/${await clientToDelete(ctx)}`),
    expect: { entityType: 'client', action: 'delete', entityId: (ctx) => clientToDelete(ctx) },
  },
  'POST /api/clients/:clientId/notes': {
    as: AGENT,
    invalid: async (ctx) => json('POST', `/api/clients/${await clientToNote(ctx)}/notes`, { note: '   ' }),
    valid: async (ctx) => json('POST', `/api/clients/${await clientToNote(ctx)}/notes`, { note: 'Gate: called back.' }),
    expect: { entityType: 'client_note', action: 'create' },
  },
  'POST /api/clients/:clientId/shares': {
    as: AGENT,
    invalid: async (ctx) => json('POST', `/api/clients/${await clientToShare(ctx)}/shares`, { listingId: (await listingByTitle(ctx, 'Villa Keluarga di Puncak')).listingId }),
    valid: async (ctx) => json('POST', `/api/clients/${await clientToShare(ctx)}/shares`, { listingId: (await listingByTitle(ctx, 'Rumah Cluster Summarecon Bandung')).listingId }),
    expect: {
      entityType: 'client_share',
      action: 'create',
      // The masked link's code is a secret: the trail keeps which listing went to whom, never the code.
      neverKept: (res) => payloadOfRes<{ shares: { listingSharedCode: string }[] }>(res).shares.map((x) => x.listingSharedCode),
    },
  },
  'POST /api/partners': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/partners', { logoUrl: await demoPartnerLogo(ctx), name: 'Gate Partner', link: 'not a link' }),
    valid: async (ctx) => json('POST', '/api/partners', { logoUrl: await demoPartnerLogo(ctx), name: 'Gate Partner', link: 'https://gate.example.com' }),
    expect: { entityType: 'partner', action: 'create', entityId: idIn('partnerId') },
  },
  'PATCH /api/partners/:partnerId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/partners/${await webConfigRecord(ctx, 'partner', 0)}`, { link: 'ftp://x.example.com' }),
    valid: async (ctx) => json('PATCH', `/api/partners/${await webConfigRecord(ctx, 'partner', 0)}`, { name: 'Gate Partner Renamed' }),
    expect: { entityType: 'partner', action: 'update', entityId: (ctx) => webConfigRecord(ctx, 'partner', 0) },
  },
  'DELETE /api/partners/:partnerId': {
    as: ADMIN,
    invalid: async () => json('DELETE', '/api/partners/no-such-partner'),
    valid: async (ctx) => json('DELETE', `/api/partners/${await webConfigRecord(ctx, 'partner', 1)}`),
    expect: { entityType: 'partner', action: 'delete', entityId: (ctx) => webConfigRecord(ctx, 'partner', 1) },
  },
  'PATCH /api/partners/order': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', '/api/partners/order', { partnerIds: (await orderOf(ctx, 'partner')).slice(1) }),
    valid: async (ctx) => json('PATCH', '/api/partners/order', { partnerIds: (await orderOf(ctx, 'partner')).reverse() }),
    expect: { entityType: 'partner', action: 'update' },
  },
  'POST /api/banners': {
    as: ADMIN,
    invalid: async (ctx) => json('POST', '/api/banners', { ...(await gateBanner(ctx)), endAt: '2026-01-01T00:00:00Z' }),
    valid: async (ctx) => json('POST', '/api/banners', await gateBanner(ctx)),
    expect: { entityType: 'banner', action: 'create', entityId: idIn('bannerId') },
  },
  'PATCH /api/banners/:bannerId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/banners/${await webConfigRecord(ctx, 'banner', 0)}`, { placement: 'NOWHERE' }),
    valid: async (ctx) => json('PATCH', `/api/banners/${await webConfigRecord(ctx, 'banner', 0)}`, { title: 'Gate banner renamed' }),
    expect: { entityType: 'banner', action: 'update', entityId: (ctx) => webConfigRecord(ctx, 'banner', 0) },
  },
  'DELETE /api/banners/:bannerId': {
    as: ADMIN,
    invalid: async () => json('DELETE', '/api/banners/no-such-banner'),
    valid: async (ctx) => json('DELETE', `/api/banners/${await webConfigRecord(ctx, 'banner', 1)}`),
    expect: { entityType: 'banner', action: 'delete', entityId: (ctx) => webConfigRecord(ctx, 'banner', 1) },
  },
  'PATCH /api/banners/order': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', '/api/banners/order', { placement: 'APP_HOME', bannerIds: await orderOf(ctx, 'banner') }),
    valid: async (ctx) => json('PATCH', '/api/banners/order', { placement: 'WEB_HOME_HERO', bannerIds: (await orderOf(ctx, 'banner')).reverse() }),
    expect: { entityType: 'banner', action: 'update' },
  },
  'POST /api/template-messages': {
    as: ADMIN,
    invalid: async () => json('POST', '/api/template-messages', { channel: 'WHATSAPP', name: 'Gate template', body: 'Halo {{nama}}' }),
    valid: async () => json('POST', '/api/template-messages', { channel: 'WHATSAPP', name: 'Gate template', body: 'Halo {{client_name}}' }),
    expect: { entityType: 'template_message', action: 'create', entityId: idIn('templateId') },
  },
  'PATCH /api/template-messages/:templateId': {
    as: ADMIN,
    invalid: async (ctx) => json('PATCH', `/api/template-messages/${await webConfigRecord(ctx, 'template', 0)}`, { channel: 'EMAIL', name: 'Gate edited', body: 'Halo' }),
    valid: async (ctx) => json('PATCH', `/api/template-messages/${await webConfigRecord(ctx, 'template', 0)}`, { channel: 'EMAIL', name: 'Gate edited', subject: 'Halo {{client_name}}', body: 'Halo' }),
    expect: { entityType: 'template_message', action: 'update', entityId: (ctx) => webConfigRecord(ctx, 'template', 0) },
  },
  'DELETE /api/template-messages/:templateId': {
    as: ADMIN,
    invalid: async () => json('DELETE', '/api/template-messages/no-such-template'),
    valid: async (ctx) => json('DELETE', `/api/template-messages/${await webConfigRecord(ctx, 'template', 1)}`),
    expect: { entityType: 'template_message', action: 'delete', entityId: (ctx) => webConfigRecord(ctx, 'template', 1) },
  },
  // Document center and magazine (issue 19)
  'POST /api/documents': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('POST', '/api/documents', { title: ' ', category: 'FORM', fileKey: await documentPdf(ctx) }),
    valid: async (ctx) => json('POST', '/api/documents', { title: 'Gate: rules', category: 'GUIDELINE', fileKey: await documentPdf(ctx) }),
    expect: { entityType: 'document', action: 'create', entityId: idIn('documentId') },
  },
  'PATCH /api/documents/:documentId': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('PATCH', `/api/documents/${await documentToEdit(ctx)}`, { category: 'MEMO' }),
    valid: async (ctx) => json('PATCH', `/api/documents/${await documentToEdit(ctx)}`, { title: 'Gate: renamed', category: 'OTHER' }),
    expect: { entityType: 'document', action: 'update', entityId: (ctx) => documentToEdit(ctx) },
  },
  'DELETE /api/documents/:documentId': {
    as: ADMIN_HQ,
    invalid: async () => json('DELETE', '/api/documents/no-such-document'),
    valid: async (ctx) => json('DELETE', `/api/documents/${await documentToDelete(ctx)}`),
    expect: { entityType: 'document', action: 'delete', entityId: (ctx) => documentToDelete(ctx) },
  },
  'POST /api/magazines': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('POST', '/api/magazines', { title: 'Gate issue', issueDate: '2026-13-01', coverFileKey: await magazineCover(ctx), pdfFileKey: await magazinePdf(ctx), status: 'PUBLISH' }),
    valid: async (ctx) => json('POST', '/api/magazines', { title: 'Gate issue', issueDate: '2026-12-01', coverFileKey: await magazineCover(ctx), pdfFileKey: await magazinePdf(ctx), status: 'PUBLISH' }),
    expect: { entityType: 'magazine', action: 'create', entityId: idIn('magazineId') },
  },
  'PATCH /api/magazines/:magazineId': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('PATCH', `/api/magazines/${await magazineToEdit(ctx)}`, { title: '' }),
    valid: async (ctx) => json('PATCH', `/api/magazines/${await magazineToEdit(ctx)}`, { title: 'Gate: renamed issue' }),
    expect: { entityType: 'magazine', action: 'update', entityId: (ctx) => magazineToEdit(ctx) },
  },
  'DELETE /api/magazines/:magazineId': {
    as: ADMIN_HQ,
    invalid: async () => json('DELETE', '/api/magazines/no-such-issue'),
    valid: async (ctx) => json('DELETE', `/api/magazines/${await magazineToDelete(ctx)}`),
    expect: { entityType: 'magazine', action: 'delete', entityId: (ctx) => magazineToDelete(ctx) },
  },
  // Events and announcements (issue 19)
  'POST /api/events': {
    as: ADMIN_HQ,
    invalid: async () => json('POST', '/api/events', { ...eventBodyOf('Gate: town hall'), onlineLink: null }),
    valid: async () => json('POST', '/api/events', eventBodyOf('Gate: town hall')),
    expect: { entityType: 'event', action: 'create', entityId: idIn('eventId') },
  },
  'PATCH /api/events/:eventId': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('PATCH', `/api/events/${await eventToEdit(ctx)}`, { ...eventBodyOf('') }),
    valid: async (ctx) => json('PATCH', `/api/events/${await eventToEdit(ctx)}`, eventBodyOf('Gate: renamed')),
    expect: { entityType: 'event', action: 'update', entityId: (ctx) => eventToEdit(ctx) },
  },
  'POST /api/events/:eventId/publish': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('POST', `/api/events/${await eventToCancel(ctx)}/publish`),
    valid: async (ctx) => json('POST', `/api/events/${await eventToPublish(ctx)}/publish`),
    expect: { entityType: 'event', action: 'status', entityId: (ctx) => eventToPublish(ctx) },
  },
  'POST /api/events/:eventId/cancel': {
    as: ADMIN_HQ,
    invalid: async (ctx) => json('POST', `/api/events/${await eventToEdit(ctx)}/cancel`),
    valid: async (ctx) => json('POST', `/api/events/${await eventToCancel(ctx)}/cancel`),
    expect: { entityType: 'event', action: 'status', entityId: (ctx) => eventToCancel(ctx) },
  },
  'DELETE /api/events/:eventId': {
    as: ADMIN_HQ,
    invalid: async () => json('DELETE', '/api/events/no-such-event'),
    valid: async (ctx) => json('DELETE', `/api/events/${await eventToDelete(ctx)}`),
    expect: { entityType: 'event', action: 'delete', entityId: (ctx) => eventToDelete(ctx) },
  },
  'POST /api/events/:eventId/registrations': {
    as: AGENT,
    invalid: async (ctx) => json('POST', `/api/events/${await eventToEdit(ctx)}/registrations`),
    valid: async (ctx) => json('POST', `/api/events/${await eventToJoin(ctx)}/registrations`),
    expect: { entityType: 'event', action: 'update', entityId: (ctx) => eventToJoin(ctx) },
  },
  'DELETE /api/events/:eventId/registrations': {
    as: AGENT,
    invalid: async () => json('DELETE', '/api/events/no-such-event/registrations'),
    valid: async (ctx) => json('DELETE', `/api/events/${await eventToLeave(ctx)}/registrations`),
    expect: { entityType: 'event', action: 'update', entityId: (ctx) => eventToLeave(ctx) },
  },
};

/** Web config records (issue 19) each case edits or deletes: a new record per kind and slot, made once. */
const webConfigSlots = new Map<string, Promise<string>>();
async function webConfigRecord(ctx: Ctx, kind: 'partner' | 'banner' | 'template', slot: number): Promise<string> {
  const key = `${kind}:${slot}`;
  if (!webConfigSlots.has(key)) webConfigSlots.set(key, makeWebConfigRecord(ctx, kind, slot));
  return webConfigSlots.get(key)!;
}
async function makeWebConfigRecord(ctx: Ctx, kind: 'partner' | 'banner' | 'template', slot: number): Promise<string> {
  const { db } = ctx.server.database;
  const now = new Date();
  const id = newId();
  if (kind === 'partner') await db.insert(partners).values({ partnerId: id, name: `Gate partner ${slot} ${id.slice(0, 6)}`, link: 'https://gate.example.com', logoUrl: await demoPartnerLogo(ctx), displayOrder: 90 + slot });
  if (kind === 'banner') await db.insert(banners).values({ bannerId: id, title: `Gate banner ${slot}`, imageUrl: await demoPartnerLogo(ctx), placement: 'APP_HOME', startAt: now, displayOrder: 90 + slot });
  if (kind === 'template') await db.insert(templateMessages).values({ templateId: id, channel: 'WHATSAPP', name: `Gate template ${slot} ${id.slice(0, 6)}`, body: 'Halo {{client_name}}' });
  return id;
}
const demoPartnerLogo = once(async (ctx) => (await ctx.server.database.db.select({ logoUrl: partners.logoUrl }).from(partners).limit(1))[0]!.logoUrl);
const gateBanner = async (ctx: Ctx) => ({ imageUrl: await demoPartnerLogo(ctx), title: 'Gate banner', link: null, placement: 'WEB_LISTING_PAGE', startAt: '2026-02-01T00:00:00Z', endAt: null, status: 'ACTIVE' });
/** Every partner, or every home hero banner, in its current order. */
async function orderOf(ctx: Ctx, kind: 'partner' | 'banner'): Promise<string[]> {
  const { db } = ctx.server.database;
  if (kind === 'partner') return (await db.select({ id: partners.partnerId }).from(partners).orderBy(partners.displayOrder)).map((r) => r.id);
  return (await db.select({ id: banners.bannerId }).from(banners).where(eq(banners.placement, 'WEB_HOME_HERO')).orderBy(banners.displayOrder)).map((r) => r.id);
}

// CASES calls these only inside its functions, once a test runs: they may be declared after it.
const markTarget = once((ctx) => newNotificationFor(ctx, AGENT));
const markAllTarget = once((ctx) => newNotificationFor(ctx, AGENT));
const listingBody = once((ctx) => newListingBody(ctx, 'Rumah Gerbang Audit di Tebet'));

// ---------------------------------------------------------------------------
// The gate

let ctx: Ctx;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const u of await db.select({ email: users.email, userId: users.userId }).from(users)) userIds.set(u.email, u.userId);
  const [agent] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.userId, userIds.get(AGENT)!), eq(employees.role, 'agent')));
  const category: Record<string, string> = {};
  const tag: Record<string, string> = {};
  for (const c of await db.select().from(articleCategories)) category[c.categoryName] = c.categoryId;
  for (const t of await db.select().from(articleTags)) tag[t.tagName] = t.tagId;
  ctx = {
    server,
    async token(email) {
      if (!tokenCache.has(email)) tokenCache.set(email, await signIn(server.app, email));
      return tokenCache.get(email)!;
    },
    async userId(email) {
      const id = userIds.get(email);
      if (!id) throw new Error(`no demo user ${email}`);
      return id;
    },
    agentEmployeeId: agent!.employeeId,
    category,
    tag,
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const mutatingRoutes = () =>
  [...new Set(server.app.registeredRoutes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.url}`))].sort();

const lastSeq = async () => (await server.database.db.select({ n: sql<number>`coalesce(max(${auditEvents.seq}), 0)::bigint` }).from(auditEvents))[0]!.n;
const eventsAfter = (seq: number) => server.database.db.select().from(auditEvents).where(gt(auditEvents.seq, Number(seq))).orderBy(auditEvents.seq);

/** The secrets a request carries: body fields named like one, and a link's or a device token's path segment. */
function secretsSent(route: string, options: InjectOptions): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return;
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && (SECRET_FIELDS.has(key) || SECRET_FIELD.test(key))) out.push(v);
      else visit(v);
    }
  };
  visit(options.payload);
  const pattern = route.split(' ')[1]!.split('/');
  const path = String(options.url).split('?')[0]!.split('/');
  pattern.forEach((segment, i) => {
    if (/^:(sessionId|token)$/.test(segment) && path[i]) out.push(path[i]!);
  });
  return out.filter((s) => s.length >= 6);
}

/** A case's request must be a call of its own route: the method, and the url pattern with its parameters filled. */
function expectRouteOf(route: string, options: InjectOptions, which: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const call = new RegExp(`^${method} ${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);
  expect(`${String(options.method).toUpperCase()} ${String(options.url)}`, `${route}: the ${which} request calls another route`).toMatch(call);
}

async function send(as: string | null, options: InjectOptions): Promise<Res> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (as && headers.authorization === undefined) Object.assign(headers, bearer(await ctx.token(as)));
  return server.app.inject({ ...options, headers });
}

describe('the audit gate', () => {
  it('has an entry for every mutating route the app registers, and none for a route it does not', () => {
    const registered = mutatingRoutes();
    expect(registered.length).toBeGreaterThan(0);
    const missing = registered.filter((r) => !Object.hasOwn(CASES, r));
    expect(missing, `mutating routes without an audit-gate entry (add one to CASES in tests/server/audit-gate.test.ts): ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(CASES).filter((r) => !registered.includes(r));
    expect(stale, `audit-gate entries for routes the app does not register: ${stale.join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s', async (route) => {
    const c = CASES[route]!;
    if ('writesNothing' in c) {
      const options = await c.request(ctx);
      expectRouteOf(route, options, 'read-only');
      await ctx.token(c.as);
      const before = await databaseFingerprint(server.database);
      const res = await send(c.as, options);
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      const changed = fingerprintChanges(before, await databaseFingerprint(server.database));
      expect(changed, `${route} says it writes nothing (${c.writesNothing}) but changed: ${changed.join('; ')}`).toEqual([]);
      return;
    }

    // Build both requests first (their setup may write and audit), then count the trail.
    const invalid = await c.invalid(ctx);
    const valid = await c.valid(ctx);
    expectRouteOf(route, invalid, 'invalid');
    expectRouteOf(route, valid, 'valid');
    if (c.as) await ctx.token(c.as);

    const beforeInvalid = await lastSeq();
    const refused = await send(c.as, invalid);
    expect(refused.statusCode, `${route}: the invalid request was not refused: ${refused.body}`).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode, `${route}: the invalid request failed on the server: ${refused.body}`).toBeLessThan(500);
    const afterRefusal = await eventsAfter(beforeInvalid);
    expect(
      afterRefusal.map((e) => `${e.action} ${e.entityType} ${e.entityId}`),
      `${route}: a refused request (${refused.statusCode}) wrote audit events`,
    ).toEqual([]);

    const before = await lastSeq();
    const res = await send(c.as, valid);
    expect(res.statusCode, `${route}: the valid request was not accepted: ${res.body}`).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, `${route}: the valid request was not accepted: ${res.body}`).toBeLessThan(300);
    const events = await eventsAfter(before);
    expect(events.length, `${route} answered ${res.statusCode} but wrote no audit event`).toBeGreaterThan(0);

    const e = c.expect;
    const actor = e.actor ?? 'caller';
    const actorUserId = actor === 'anonymous' ? null : actor === 'caller' ? await ctx.userId(c.as!) : await actor(ctx);
    const actorType = actor === 'anonymous' ? 'anonymous' : 'user';
    const entityId = e.entityId ? await e.entityId(ctx, res) : undefined;
    const summary = events.map((x) => `${x.actorType}:${x.actorUserId} ${x.action} ${x.entityType} ${x.entityId}`).join('; ');
    const match = events.find(
      (x) => x.entityType === e.entityType && x.action === e.action && (entityId === undefined || x.entityId === entityId) && x.actorType === actorType && x.actorUserId === actorUserId,
    );
    expect(
      match,
      `${route}: no new event names actor ${actorType}:${actorUserId}, ${e.action} of ${e.entityType}${entityId ? ` ${entityId}` : ''}; written: ${summary}`,
    ).toBeDefined();
    if (e.noChanges) expect(match!.changes, `${route}: changes`).toEqual([]);
    else expect(match!.changes.length, `${route}: the ${e.action} event names no change`).toBeGreaterThan(0);
    for (const x of events) {
      expect(x.requestId, `${route}: every event of the request carries its id`).toBe(match!.requestId);
      expect(x.actorUserId, `${route}: every event of the request names the same actor`).toBe(actorUserId);
    }

    const kept = JSON.stringify(events.map((x) => [x.changes, x.entityId]));
    for (const secret of [...secretsSent(route, valid), ...secretsSent(route, invalid), ...(e.neverKept?.(res) ?? [])]) {
      expect(kept.includes(secret), `${route}: the trail keeps a secret the request sent (${secret.slice(0, 4)}…)`).toBe(false);
    }
  });

  it('a failed sign-in, though answered 401, is kept: anonymous, naming the user, never the password typed', async () => {
    const userId = await ctx.userId(BLOG);
    const wrong = 'Salah#2026gerbang';
    const before = await lastSeq();
    const res = await server.app.inject(json('POST', '/api/auth/signin', { email: BLOG, password: wrong }));
    expect(res.statusCode).toBe(401);
    const events = await eventsAfter(before);
    expect(events).toMatchObject([{ actorType: 'anonymous', actorUserId: null, action: 'sign_in_failed', entityType: 'user', entityId: userId }]);
    expect(JSON.stringify(events.map((x) => x.changes))).not.toContain(wrong);
  });
});
