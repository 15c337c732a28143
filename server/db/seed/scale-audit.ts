/**
 * The audit trail at scale (issue 15): at factor 1, 500,000 events over the
 * last two years, in the mix a working network writes them: agents creating,
 * editing and moving their listings, office management approving them,
 * masking and sharing, sign-ins and sign-outs (and failed ones by someone not
 * signed in), notifications read, the blog's posts and moderated comments,
 * the publishing job's moves ('system'), profiles, passwords and devices.
 *
 * Rows are written oldest first, so `seq` (left to the database's identity)
 * follows `occurredAt` as it does in a live trail. The records they name are
 * the scaled ones of the context (listings, maskings, people, posts,
 * comments) and, for a share of them, the demo's own listings and accounts
 * (loaded by loadAuditRefs), so an office manager of the demo reads a long
 * scoped history too. Changes are lists as the services write them
 * (changesOf of domain/audit.ts), secrets flagged without values.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { changesOf, type AuditAction, type AuditChange, type AuditEntityType } from '../../../domain/audit';
import type { ListingStatus } from '../../../domain/entities/listing';
import { rankRoles, roleLevel, type Role } from '../../../domain/roles';
import { newId } from '../../services/tokens';
import type { Db } from '../client';
import { auditEvents, employees, listings, users } from '../schema';
import { chance, DAY, generator, indexesBuiltAfter, jsonInsert, pick, type ScaleAuditActor, type ScaleAuditRefs, type ScaleContext } from './scale-kit';

const EVENTS_PER_FACTOR = 500_000;
/** How far back the trail goes. */
const SPAN_DAYS = 730;
/** The share of the events that name the demo's listings and accounts. */
const DEMO_SHARE = 0.03;

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
] as const;
const PRICE_FIELDS = ['price', 'title', 'description', 'mainBedroom', 'buildingArea'] as const;
const PROFILE_FIELDS = ['phone', 'nickName', 'city'] as const;
const LISTING_MOVES: readonly [ListingStatus, ListingStatus][] = [
  ['OPEN', 'WAITING_APPROVAL'],
  ['WAITING_APPROVAL', 'PUBLISH'],
  ['WAITING_APPROVAL', 'REJECTED'],
  ['PUBLISH', 'UNPUBLISH'],
  ['UNPUBLISH', 'PUBLISH'],
  ['PUBLISH', 'PENDING'],
  ['PENDING', 'CLOSED'],
  ['PUBLISH', 'EXPIRED'],
];
const COMMENT_MOVES = [
  ['WAITING_APPROVAL', 'PUBLISH'],
  ['WAITING_APPROVAL', 'PUBLISH'],
  ['WAITING_APPROVAL', 'REJECTED'],
] as const;
const CHANNELS = ['whatsapp', 'facebook', 'copyLink', 'telegram'] as const;
const FILE_PURPOSES = [['listingPhoto', 'image/jpeg'], ['blogFeatureImage', 'image/png'], ['profilePicture', 'image/jpeg']] as const;

/** The demo's accounts that can sign in (main role and its office) and its listings: what part of the scaled trail names. */
export async function loadAuditRefs(db: Db): Promise<ScaleAuditRefs> {
  const rows = await db
    .select({ userId: users.userId, name: users.name, employeeId: employees.employeeId, role: employees.role, officeId: employees.officeId })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.userId))
    .where(and(like(users.email, '%@demo.test'), eq(users.status, 'active'), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED')))
    // In a fixed order, so the same factor picks the same accounts and listings (ctx.random draws by position).
    .orderBy(users.email, employees.role);
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  const demoActors: ScaleAuditActor[] = [...byUser.values()].map((records) => {
    const [role] = rankRoles(records.map((r) => r.role));
    const main = records.find((r) => r.role === role)!;
    return { userId: main.userId, employeeId: main.employeeId, name: main.name, role: main.role, officeId: main.officeId };
  });
  const demoListings = await db
    .select({ listingId: listings.listingId, officeId: listings.officeId, employeeId: listings.employeeId })
    .from(listings)
    .orderBy(listings.listingCode);
  return { demoActors, demoListings };
}

interface Actor {
  type: 'user' | 'system' | 'anonymous';
  userId: string | null;
  name: string;
  role: Role | null;
  officeId: string | null;
  jobId: string | null;
}

interface Event {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  officeId?: string | null;
  changes: AuditChange[];
  stateFrom?: string | null;
  stateTo?: string | null;
}

/** One request: who made it and the events it wrote (several for a bulk action or a LINK share). */
interface Request {
  actor: Actor;
  events: Event[];
}

type ListingRef = { listingId: string; officeId: string; employeeId: string };

const userActor = (a: ScaleAuditActor): Actor => ({ type: 'user', userId: a.userId, name: a.name, role: a.role, officeId: a.officeId, jobId: null });
/** A sign-in or a reset by link: the user is known, no session (so no role) yet, as anonymousAudit writes it. */
const signedOutActor = (a: ScaleAuditActor): Actor => ({ type: 'user', userId: a.userId, name: a.name, role: null, officeId: null, jobId: null });
const ANONYMOUS: Actor = { type: 'anonymous', userId: null, name: 'Someone not signed in', role: null, officeId: null, jobId: null };
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const uuid = () => {
  const h = hex(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** The people and records the trail names, indexed once. */
function worldOf(ctx: ScaleContext) {
  const scaled: ScaleAuditActor[] = ctx.people
    .filter((p) => p.isActive && p.isUserActive && p.isApproved)
    .map((p) => ({ userId: p.userId, employeeId: p.employeeId, name: `${p.firstName} ${p.lastName}`, role: p.role, officeId: p.officeId }));
  const { demoActors, demoListings } = ctx.audit;
  const byEmployee = new Map<string, ScaleAuditActor>();
  const managersOf = new Map<string, ScaleAuditActor[]>();
  const hq: ScaleAuditActor[] = [];
  const blog: ScaleAuditActor[] = [];
  for (const a of [...scaled, ...demoActors]) {
    byEmployee.set(a.employeeId, a);
    if (roleLevel(a.role) === 'hq') {
      hq.push(a);
      if (a.role === 'admin_blog' || a.role === 'admin') blog.push(a);
    } else if (roleLevel(a.role) === 'office' && a.officeId) {
      managersOf.set(a.officeId, [...(managersOf.get(a.officeId) ?? []), a]);
    }
  }
  const scaledListings: ListingRef[] = ctx.listings;
  const officeOfListing = new Map([...scaledListings, ...demoListings].map((l) => [l.listingId, l.officeId]));
  return { scaled, demoActors, byEmployee, managersOf, hq, blog: blog.length ? blog : hq, scaledListings, demoListings, officeOfListing };
}

type World = ReturnType<typeof worldOf>;

function anyone(ctx: ScaleContext, w: World): ScaleAuditActor {
  return w.demoActors.length && chance(ctx, DEMO_SHARE) ? pick(ctx, w.demoActors) : pick(ctx, w.scaled);
}

function listingOf(ctx: ScaleContext, w: World): ListingRef {
  return w.demoListings.length && chance(ctx, DEMO_SHARE) ? pick(ctx, w.demoListings) : pick(ctx, w.scaledListings);
}

/** Who approves or moves a listing: its office's management, now and then HQ. */
function managerOf(ctx: ScaleContext, w: World, officeId: string): ScaleAuditActor {
  const staff = w.managersOf.get(officeId);
  return staff?.length && !chance(ctx, 0.15) ? pick(ctx, staff) : pick(ctx, w.hq);
}

/** The agent who owns the listing (or, when they cannot sign in any more, their office's management). */
const ownerOf = (ctx: ScaleContext, w: World, l: ListingRef) => w.byEmployee.get(l.employeeId) ?? managerOf(ctx, w, l.officeId);

const price = (ctx: ScaleContext) => (300 + Math.floor(ctx.random() * 20_000)) * 1_000_000;

function listingCreate(ctx: ScaleContext, w: World): Request {
  const l = listingOf(ctx, w);
  const after = {
    title: `Rumah ${pick(ctx, ['Asri', 'Minimalis', 'Strategis', 'Siap Huni'])} Dekat Tol`,
    status: 'OPEN',
    sellOrRent: chance(ctx, 0.7) ? 'sell' : 'rent',
    listingType: 'secondary',
    price: price(ctx),
    landArea: 60 + Math.floor(ctx.random() * 1_000),
  };
  return { actor: userActor(ownerOf(ctx, w, l)), events: [{ action: 'create', entityType: 'listing', entityId: l.listingId, officeId: l.officeId, changes: changesOf(null, after), stateFrom: null, stateTo: 'OPEN' }] };
}

function listingUpdate(ctx: ScaleContext, w: World): Request {
  const l = listingOf(ctx, w);
  const actor = chance(ctx, 0.8) ? ownerOf(ctx, w, l) : managerOf(ctx, w, l.officeId);
  const field = pick(ctx, PRICE_FIELDS);
  const value = (v: number) => (field === 'price' ? v : field === 'title' ? `Rumah ${v % 97} Dekat Stasiun` : field === 'description' ? `<p>Siap huni, ${v % 13} menit ke tol.</p>` : 1 + (v % 6));
  const was = price(ctx);
  const is = Math.round(was * (0.85 + ctx.random() * 0.2));
  const changes = changesOf({ [field]: value(was) }, { [field]: value(is) });
  return { actor: userActor(actor), events: [{ action: 'update', entityType: 'listing', entityId: l.listingId, officeId: l.officeId, changes }] };
}

function listingStatus(ctx: ScaleContext, w: World): Request {
  const l = listingOf(ctx, w);
  const [from, to] = pick(ctx, LISTING_MOVES);
  const actor = from === 'OPEN' ? ownerOf(ctx, w, l) : managerOf(ctx, w, l.officeId);
  return {
    actor: userActor(actor),
    events: [{ action: 'status', entityType: 'listing', entityId: l.listingId, officeId: l.officeId, changes: changesOf({ status: from }, { status: to }), stateFrom: from, stateTo: to }],
  };
}

/** HQ flags a listing's photos watermarked or not (the not-watermark screen's bulk action). */
function listingPhotos(ctx: ScaleContext, w: World): Request {
  const l = listingOf(ctx, w);
  const key = randomBytes(16).toString('base64url');
  const before = { photos: [{ key, url: `/api/files/${key}` }] };
  const after = { photos: [{ key, url: `/api/files/${key}`, isWatermark: chance(ctx, 0.8) }] };
  return { actor: userActor(pick(ctx, w.hq)), events: [{ action: 'bulk', entityType: 'listing', entityId: l.listingId, officeId: l.officeId, changes: changesOf(before, after) }] };
}

function masking(ctx: ScaleContext, w: World): Request {
  const m = ctx.maskings.length ? pick(ctx, ctx.maskings) : undefined;
  if (!m) return listingUpdate(ctx, w);
  const actor = w.byEmployee.get(m.employeeId) ?? anyone(ctx, w);
  const officeId = w.officeOfListing.get(m.listingId) ?? null;
  const changes = changesOf(null, { listingId: m.listingId, employeeId: m.employeeId });
  return { actor: userActor(actor), events: [{ action: 'create', entityType: 'listing_masking', entityId: m.listingMaskingId, officeId, changes }] };
}

/** A masked listing shared: its history row, and for a LINK its content share too (one request, two events). */
function share(ctx: ScaleContext, w: World): Request {
  const m = ctx.maskings.length ? pick(ctx, ctx.maskings) : undefined;
  if (!m) return listingUpdate(ctx, w);
  const actor = w.byEmployee.get(m.employeeId) ?? anyone(ctx, w);
  const officeId = w.officeOfListing.get(m.listingId) ?? null;
  const type = chance(ctx, 0.6) ? 'LINK' : 'PDF';
  const events: Event[] = [
    { action: 'create', entityType: 'listing_share', entityId: newId(), officeId, changes: changesOf(null, { listingId: m.listingId, employeeId: m.employeeId, type, officeId }) },
  ];
  if (type === 'LINK') {
    const channel = pick(ctx, CHANNELS);
    events.push({
      action: 'create',
      entityType: 'content_share',
      entityId: newId(),
      officeId,
      changes: changesOf(null, { contentType: 'listing', contentId: m.listingId, channel, refId1: officeId, refId2: m.employeeId }),
    });
  }
  return { actor: userActor(actor), events };
}

function signIn(ctx: ScaleContext, w: World): Request {
  const a = anyone(ctx, w);
  return { actor: signedOutActor(a), events: [{ action: 'sign_in', entityType: 'user', entityId: a.userId, changes: [] }] };
}

function signOut(ctx: ScaleContext, w: World, at: Date): Request {
  return {
    actor: userActor(anyone(ctx, w)),
    events: [{ action: 'sign_out', entityType: 'session', entityId: newId(), changes: [{ field: 'revokedAt', before: null, after: at.toISOString() }] }],
  };
}

/** A wrong password for a known account, or an address nobody has. */
function signInFailed(ctx: ScaleContext, w: World): Request {
  const entityId = chance(ctx, 0.7) ? anyone(ctx, w).userId : `someone${Math.floor(ctx.random() * 5_000)}@example.test`;
  return { actor: ANONYMOUS, events: [{ action: 'sign_in_failed', entityType: 'user', entityId, changes: [] }] };
}

/** One notification opened, or all of them marked read at once. */
function notificationsRead(ctx: ScaleContext, w: World, at: Date): Request {
  const bulk = chance(ctx, 0.12);
  const n = bulk ? 2 + Math.floor(ctx.random() * 6) : 1;
  const changes = changesOf({ isRead: false, readAt: null }, { isRead: true, readAt: at });
  const events = Array.from({ length: n }, (): Event => ({ action: bulk ? 'bulk' : 'update', entityType: 'notification', entityId: newId(), changes }));
  return { actor: userActor(anyone(ctx, w)), events };
}

function article(ctx: ScaleContext, w: World): Request {
  const post = ctx.blog.posts.length ? pick(ctx, ctx.blog.posts) : undefined;
  if (!post) return signIn(ctx, w);
  const actor = userActor(pick(ctx, w.blog));
  const r = ctx.random();
  if (r < 0.3) {
    return { actor, events: [{ action: 'create', entityType: 'article', entityId: post.articleId, changes: changesOf(null, { title: 'Catatan pasar', status: 'OPEN' }), stateFrom: null, stateTo: 'OPEN' }] };
  }
  if (r < 0.7) {
    return { actor, events: [{ action: 'update', entityType: 'article', entityId: post.articleId, changes: changesOf({ subtitle: 'Ringkasan pasar' }, { subtitle: 'Ringkasan pasar minggu ini' }) }] };
  }
  const [from, to] = pick(ctx, [['OPEN', 'NEED_APPROVAL'], ['NEED_APPROVAL', 'PUBLISH'], ['PUBLISH', 'UNPUBLISH'], ['NEED_APPROVAL', 'SCHEDULED']] as const);
  return { actor, events: [{ action: 'status', entityType: 'article', entityId: post.articleId, changes: changesOf({ status: from }, { status: to }), stateFrom: from, stateTo: to }] };
}

/** The publishing job moving a scheduled post live. */
function scheduledPublish(ctx: ScaleContext, w: World): Request {
  const post = ctx.blog.posts.length ? pick(ctx, ctx.blog.posts) : undefined;
  if (!post) return signIn(ctx, w);
  return {
    actor: { type: 'system', userId: null, name: 'System', role: null, officeId: null, jobId: newId() },
    events: [{ action: 'status', entityType: 'article', entityId: post.articleId, changes: [{ field: 'status', before: 'SCHEDULED', after: 'PUBLISH' }], stateFrom: 'SCHEDULED', stateTo: 'PUBLISH' }],
  };
}

function moderation(ctx: ScaleContext, w: World): Request {
  const comment = ctx.blog.comments.length ? pick(ctx, ctx.blog.comments) : undefined;
  if (!comment) return signIn(ctx, w);
  const [from, to] = pick(ctx, COMMENT_MOVES);
  return {
    actor: userActor(pick(ctx, w.blog)),
    events: [{ action: 'status', entityType: 'article_comment', entityId: comment.commentId, changes: changesOf({ status: from }, { status: to }), stateFrom: from, stateTo: to }],
  };
}

/** Office management (or HQ) changing a colleague's record. */
function employeeUpdate(ctx: ScaleContext, w: World): Request {
  const subject = anyone(ctx, w);
  const actor = subject.officeId ? managerOf(ctx, w, subject.officeId) : pick(ctx, w.hq);
  const changes = chance(ctx, 0.5) ? changesOf({ roleStatus: 'UNPUBLISH' }, { roleStatus: 'PUBLISH' }) : changesOf({ allowSelfListing: false }, { allowSelfListing: true });
  return { actor: userActor(actor), events: [{ action: 'update', entityType: 'employee', entityId: subject.employeeId, officeId: subject.officeId, changes }] };
}

function profile(ctx: ScaleContext, w: World): Request {
  const a = anyone(ctx, w);
  const field = pick(ctx, PROFILE_FIELDS);
  const n = Math.floor(ctx.random() * 10_000);
  const value = (k: number) => (field === 'phone' ? `0812${String(k).padStart(8, '0')}` : field === 'city' ? pick(ctx, ['Bandung', 'Bekasi', 'Depok']) : `${a.name.split(' ')[0]}${k % 10}`);
  return { actor: userActor(a), events: [{ action: 'update', entityType: 'user', entityId: a.userId, changes: changesOf({ [field]: value(n) }, { [field]: value(n + 1) }) }] };
}

function password(ctx: ScaleContext, w: World): Request {
  const a = anyone(ctx, w);
  const secret: AuditChange = { field: 'password', secret: true };
  if (chance(ctx, 0.7)) return { actor: userActor(a), events: [{ action: 'password_change', entityType: 'user', entityId: a.userId, changes: [secret] }] };
  return { actor: signedOutActor(a), events: [{ action: 'password_reset', entityType: 'user', entityId: a.userId, changes: [secret] }] };
}

function device(ctx: ScaleContext, w: World): Request {
  const a = anyone(ctx, w);
  const row = { deviceId: hex(8), deviceType: pick(ctx, ['android', 'ios']), userId: a.userId };
  const isDelete = chance(ctx, 0.2);
  return {
    actor: userActor(a),
    events: [{ action: isDelete ? 'delete' : 'create', entityType: 'device', entityId: hex(32), changes: isDelete ? changesOf(row, null) : changesOf(null, row) }],
  };
}

function upload(ctx: ScaleContext, w: World): Request {
  const [purpose, contentType] = pick(ctx, FILE_PURPOSES);
  const actor = purpose === 'blogFeatureImage' ? pick(ctx, w.blog) : anyone(ctx, w);
  const after = { fileName: `foto-${Math.floor(ctx.random() * 10_000)}.${contentType === 'image/png' ? 'png' : 'jpg'}`, contentType, size: 50_000 + Math.floor(ctx.random() * 4_000_000), purpose };
  return { actor: userActor(actor), events: [{ action: 'create', entityType: 'file', entityId: randomBytes(16).toString('base64url'), changes: changesOf(null, after) }] };
}

function appConfig(ctx: ScaleContext, w: World): Request {
  const v = Math.floor(ctx.random() * 40);
  return {
    actor: userActor(pick(ctx, w.hq)),
    events: [
      {
        action: 'update',
        entityType: 'app_config',
        entityId: 'cms_latest_version',
        changes: changesOf({ value: { version: `2.${v}.0`, isForceUpdate: false } }, { value: { version: `2.${v + 1}.0`, isForceUpdate: chance(ctx, 0.1) } }),
      },
    ],
  };
}

function taxonomy(ctx: ScaleContext, w: World): Request {
  const isTag = chance(ctx, 0.6);
  const name = pick(ctx, ['KPR', 'Investasi', 'Tips Sewa', 'Pajak', 'Desain Interior']);
  return {
    actor: userActor(pick(ctx, w.blog)),
    events: [{ action: 'create', entityType: isTag ? 'article_tag' : 'article_category', entityId: newId(), changes: changesOf(null, { name, slug: name.toLowerCase().replace(/\s+/g, '-') }) }],
  };
}

/** The mix of requests, by share of the trail. */
const KINDS: readonly [(ctx: ScaleContext, w: World, at: Date) => Request, number][] = [
  [listingUpdate, 0.2],
  [signIn, 0.15],
  [listingStatus, 0.11],
  [notificationsRead, 0.08],
  [listingCreate, 0.06],
  [signOut, 0.06],
  [masking, 0.05],
  [share, 0.05],
  [signInFailed, 0.04],
  [article, 0.03],
  [moderation, 0.03],
  [employeeUpdate, 0.025],
  [profile, 0.02],
  [upload, 0.02],
  [listingPhotos, 0.015],
  [device, 0.015],
  [password, 0.01],
  [scheduledPublish, 0.005],
  [taxonomy, 0.002],
  [appConfig, 0.001],
];

function requestKind(ctx: ScaleContext) {
  let r = ctx.random() * KINDS.reduce((sum, [, share]) => sum + share, 0);
  for (const [kind, share] of KINDS) if ((r -= share) < 0) return kind;
  return KINDS[0]![0];
}

const auditRows = generator(auditEvents, function* (ctx) {
  const n = Math.round(EVENTS_PER_FACTOR * ctx.factor);
  const w = worldOf(ctx);
  if (!w.scaled.length || !w.scaledListings.length || !w.hq.length) return;
  const start = ctx.now.getTime() - SPAN_DAYS * DAY;
  const step = (SPAN_DAYS * DAY) / n;
  let written = 0;
  while (written < n) {
    // Oldest first, evenly spread with a jitter: seq follows occurredAt.
    const occurredAt = new Date(Math.min(ctx.now.getTime() - 1_000, start + (written + ctx.random()) * step));
    const { actor, events } = requestKind(ctx)(ctx, w, occurredAt);
    const requestId = uuid();
    const clientAddress = `10.${Math.floor(ctx.random() * 256)}.${Math.floor(ctx.random() * 256)}.${1 + Math.floor(ctx.random() * 254)}`;
    const userAgent = actor.type === 'system' ? null : pick(ctx, USER_AGENTS);
    for (const e of events.slice(0, n - written)) {
      written += 1;
      yield {
        auditEventId: newId(),
        occurredAt,
        requestId: actor.type === 'system' ? null : requestId,
        actorType: actor.type,
        actorUserId: actor.userId,
        actorName: actor.name,
        actorRole: actor.role,
        actorOfficeId: actor.officeId,
        jobId: actor.jobId,
        clientAddress: actor.type === 'system' ? null : clientAddress,
        userAgent,
        action: e.action,
        entityType: e.entityType,
        entityId: e.entityId,
        officeId: e.officeId ?? null,
        changes: e.changes,
        stateFrom: e.stateFrom ?? null,
        stateTo: e.stateTo ?? null,
      };
    }
  }
});

/**
 * Half a million rows: one JSON parameter per 2,000 rows, and the eight
 * secondary indexes built once after them. Drizzle's insert (a parameter per
 * value) wrote factor 0.1's 50,000 in 11.7 s, the JSON one in 6.6–9.9 s (a
 * loaded 2-core machine); of the database's part, inserting 50,000 rows into
 * the indexed table took 5.0–6.0 s, inserting them bare and building the
 * indexes after 2.5–2.6 s. Factor 1: 181 s with the indexes kept, 68 s so.
 */
export const AUDIT_GENERATORS = [{ ...auditRows, insert: jsonInsert(auditEvents), batchSize: 2_000, prepare: indexesBuiltAfter(auditEvents) }];
