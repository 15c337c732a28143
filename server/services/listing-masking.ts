/**
 * Masking (§2, §6, §7): an agent masks another agent's listing, then shares it
 * by LINK (a public page under an unguessable code) or PDF, under their own
 * name. The rules are the domain's (domain/masking.ts); this file applies them
 * to rows. Which listings an agent may reach is listingScope's answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type {
  CreatedMaskingHistory,
  CreateListingMaskingBody,
  CreateListingMaskingHistoryBody,
  ListingMasking,
  ListingMaskingHistory,
  MaskingHistoryQuery,
  SharedListing,
} from '../../domain/entities/listing-masking';
import { rangeEndOf, rangeStartOf } from '../../domain/entities/listing-masking';
import type { ListingStatus } from '../../domain/entities/listing';
import { DEFAULT_ZONE } from '../../domain/format';
import { PUBLISHED_CONTACT_LEVEL, visibleContact } from '../../domain/contact-visibility';
import { listingAgentEmail } from '../../domain/listing';
import {
  MASKING_REFUSAL_MESSAGES,
  maskingHistoryScope,
  maskRefusal,
  SHARED_LINK_REFUSAL_MESSAGES,
  sharedLinkRefusal,
  shareRefusal,
} from '../../domain/masking';
import type { Db, Executor } from '../db/client';
import {
  contentShares,
  employees,
  listingLookups,
  listingMaskingHistories,
  listingMaskings,
  listings,
  listingSharedVisits,
  listingVisitors,
  offices,
  users,
} from '../db/schema';
import { conflict, fieldError, forbidden, notFound, type DomainError } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { agentEmployeeIds } from '../../domain/listing-policy';
import { listingScope } from './listings';
import { countedPage, cursorFields, cursorOf, escapeLike, inOrderOf, type ListPage, type Order, orderBy, seek, type Window } from './lists';
import { newId } from './tokens';

type ListingRow = typeof listings.$inferSelect;

/** 16 random bytes: 128 bits, 22 base64url characters (LISTING_SHARED_CODE_PATTERN). */
export const newListingSharedCode = (): string => randomBytes(16).toString('base64url');

const LISTING_NOT_FOUND = 'Listing not found.';

/** The caller's own agent record named in a body; anyone else's is refused. */
function ownAgentRecord(caller: Caller, employeeId: string) {
  const record = caller.employees.find((e) => e.employeeId === employeeId && e.employeeRole.role === 'agent');
  if (!record || !agentEmployeeIds(caller).includes(employeeId)) throw forbidden('You can only mask and share as yourself.');
  return record;
}

/** A listing the caller may reach, or 404 (a listing outside one's scope does not exist for them). */
async function visibleListing(db: Executor, caller: Caller, listingId: string): Promise<ListingRow> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.listingId, listingId), listingScope(caller)));
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row;
}

async function isMaskedBy(db: Executor, listingId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(listingMaskings)
    .where(and(eq(listingMaskings.listingId, listingId), eq(listingMaskings.employeeId, employeeId)));
  return (row?.n ?? 0) > 0;
}

function refusal(reason: keyof typeof MASKING_REFUSAL_MESSAGES): DomainError {
  const message = MASKING_REFUSAL_MESSAGES[reason];
  if (reason === 'notAgent') return forbidden(message);
  if (reason === 'alreadyMasked') return conflict(message);
  return fieldError('listingId', message);
}

/**
 * A masking of the listing by this agent record, with its audit record; null
 * when it is masked already (a request that raced). The caller checked
 * maskRefusal; my lists' sharing masks this way too.
 */
export async function insertMasking(tx: Executor, listing: ListingRow, employeeId: string, now: Date): Promise<{ row: typeof listingMaskings.$inferSelect; record: AuditRecord } | null> {
  const [row] = await tx
    .insert(listingMaskings)
    .values({ listingMaskingId: newId(), listingId: listing.listingId, employeeId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  return { row, record: { action: 'create', entityType: 'listing_masking', entityId: row.listingMaskingId, officeId: listing.officeId, before: null, after: row, fields: ['listingId', 'employeeId'] } };
}

/**
 * A share (masking history) of the listing by this agent record under a new
 * code, with its audit records. A LINK share is also a copyLink share of the
 * listing (content-shared), counted on the listing. The caller checked
 * shareRefusal; my lists' sharing shares this way too.
 */
export async function insertShare(
  tx: Executor,
  listing: ListingRow,
  agent: { employeeId: string; officeId: string | null },
  userId: string,
  type: 'LINK' | 'PDF',
  now: Date,
): Promise<{ row: typeof listingMaskingHistories.$inferSelect; records: AuditRecord[] }> {
  const [row] = await tx
    .insert(listingMaskingHistories)
    .values({
      listingMaskingHistoryId: newId(),
      listingId: listing.listingId,
      employeeId: agent.employeeId,
      userId,
      officeId: agent.officeId,
      type,
      listingSharedCode: newListingSharedCode(),
      maskingDate: now,
      createdAt: now,
    })
    .returning();
  // The shared code is a secret of its own kind (whoever has it opens the page): the trail never keeps it.
  const records: AuditRecord[] = [
    {
      action: 'create',
      entityType: 'listing_share',
      entityId: row!.listingMaskingHistoryId,
      officeId: listing.officeId,
      before: null,
      after: row!,
      fields: ['listingId', 'employeeId', 'type', 'officeId'],
    },
  ];
  if (type === 'LINK') {
    const share = {
      contentShareId: newId(),
      contentType: 'listing',
      contentId: listing.listingId,
      channel: 'copyLink',
      refId1: listing.officeId,
      refId2: listing.employeeId,
      createdAt: now,
    };
    await tx.insert(contentShares).values(share);
    await tx.update(listings).set({ shareCount: sql`${listings.shareCount} + 1` }).where(eq(listings.listingId, listing.listingId));
    records.push(contentShareRecord(share, listing.officeId));
  }
  return { row: row!, records };
}

/** POST /listing-maskings. */
export async function maskListing(db: Db, caller: Caller, body: CreateListingMaskingBody, now: Date): Promise<ListingMasking> {
  ownAgentRecord(caller, body.employeeId);
  return db.transaction(async (tx) => {
    const listing = await visibleListing(tx, caller, body.listingId);
    const maskingCount = (await isMaskedBy(tx, listing.listingId, body.employeeId)) ? 1 : 0;
    const reason = maskRefusal(
      { subject: caller.subject, userId: caller.userId },
      { status: listing.status as ListingStatus, maskingCount, userId: listing.userId },
    );
    if (reason) throw refusal(reason);
    const masked = await insertMasking(tx, listing, body.employeeId, now);
    // A second request that raced this one: the same answer as asking twice.
    if (!masked) throw refusal('alreadyMasked');
    const { row } = masked;
    await recordAudit(tx, callerAudit(caller, now), masked.record);
    return { listingMaskingId: row.listingMaskingId, listingId: row.listingId, employeeId: row.employeeId, createdAt: row.createdAt.toISOString() };
  });
}

/**
 * POST /listing-masking-histories: a share of a listing the agent masked. A
 * LINK share is also a copyLink share of the listing (content-shared), counted
 * on the listing in the same transaction.
 */
export async function shareMaskedListing(db: Db, caller: Caller, body: CreateListingMaskingHistoryBody, now: Date): Promise<CreatedMaskingHistory> {
  const record = ownAgentRecord(caller, body.employeeId);
  return db.transaction(async (tx) => {
    const listing = await visibleListing(tx, caller, body.listingId);
    const maskingCount = (await isMaskedBy(tx, listing.listingId, body.employeeId)) ? 1 : 0;
    const reason = shareRefusal({ subject: caller.subject, userId: caller.userId }, { maskingCount });
    if (reason) throw refusal(reason);
    const { row, records } = await insertShare(tx, listing, { employeeId: body.employeeId, officeId: record.officeId }, caller.userId, body.type, now);
    await recordAudit(tx, callerAudit(caller, now), records);
    return { ...historyOf(row), listingSharedCode: row.listingSharedCode };
  });
}

/** A share of content (content-shared, or a LINK share's copyLink) as the trail records it. */
export function contentShareRecord(share: { contentShareId: string; contentType: string; contentId: string; channel: string }, officeId: string | null): AuditRecord {
  return {
    action: 'create',
    entityType: 'content_share',
    entityId: share.contentShareId,
    officeId,
    before: null,
    after: share,
    fields: ['contentType', 'contentId', 'channel'],
  };
}

function historyOf(row: typeof listingMaskingHistories.$inferSelect): ListingMaskingHistory {
  return {
    listingMaskingHistoryId: row.listingMaskingHistoryId,
    listingId: row.listingId,
    employeeId: row.employeeId,
    type: row.type,
    maskingDate: row.maskingDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------
// History list


function range(column: typeof listingMaskingHistories.createdAt | typeof listingMaskingHistories.maskingDate, from?: string, to?: string): SQL | undefined {
  return and(from ? gte(column, rangeStartOf(from)) : undefined, to ? lte(column, rangeEndOf(to)) : undefined);
}

/** §6: HQ every row, an agent their own, office management their offices'; filters narrow within that. */
function historyScope(caller: Caller): SQL | undefined {
  const scope = maskingHistoryScope({ roles: caller.roles, userId: caller.userId, officeIds: caller.officeIds });
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'user') return eq(listingMaskingHistories.userId, scope.userId);
  if (scope.kind === 'offices' && scope.officeIds.length) return inArray(listingMaskingHistories.officeId, scope.officeIds);
  return sql`false`;
}

const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

function historyFilters(caller: Caller, q: MaskingHistoryQuery): SQL | undefined {
  const search = q.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const h = listingMaskingHistories;
  return and(
    historyScope(caller),
    q.filterOfficeId ? eq(h.officeId, q.filterOfficeId) : undefined,
    q.filterUserId ? eq(h.userId, q.filterUserId) : undefined,
    some(q.filterStatusListing) ? inArray(listings.status, [...q.filterStatusListing]) : undefined,
    some(q.filterType) ? inArray(h.type, [...q.filterType]) : undefined,
    q.filterMaskingByAgent ? eq(h.employeeId, q.filterMaskingByAgent) : undefined,
    q.filterListingAgent ? eq(listings.employeeId, q.filterListingAgent) : undefined,
    range(h.createdAt, q.filterCreatedAtStartAt, q.filterCreatedAtEndAt),
    range(h.maskingDate, q.filterMaskingDateStartAt, q.filterMaskingDateEndAt),
    // The listing's title and code as kept on the history's row (listing_words, migration 0030).
    pattern ? ilike(h.listingWords, pattern) : undefined,
  );
}

function historyOrder(sort: MaskingHistoryQuery['sort']): Order {
  const [field, direction] = sort.split(':') as ['createdAt' | 'maskingDate', 'ASC' | 'DESC'];
  return { column: listingMaskingHistories[field], id: listingMaskingHistories.listingMaskingHistoryId, direction };
}

/** GET /listing-masking-histories. */
export async function listMaskingHistories(db: Executor, caller: Caller, q: MaskingHistoryQuery & Window): Promise<ListPage<ListingMaskingHistory>> {
  const where = historyFilters(caller, q);
  const order = historyOrder(q.sort);
  const include = new Set(q.includeData ?? []);
  const h = listingMaskingHistories;
  // The page's ids first, on the history (and the listing where its filters read it; an index on
  // the order serves it); then only those rows joined to their user, employee and office. One
  // five-table statement was planned anew on every request (1.7 ms of PostgreSQL's, more on PGlite's).
  // The listing is read only for its filters (its status, its agent): a search reads the history's own row.
  const listingFiltered = some(q.filterStatusListing) || !!q.filterListingAgent;
  const idsFrom = db.select({ id: h.listingMaskingHistoryId, ...cursorFields(order) }).from(h).$dynamic();
  const ids = await (listingFiltered ? idsFrom.innerJoin(listings, eq(listings.listingId, h.listingId)) : idsFrom)
    .where(and(where, seek(order, q.after)))
    .orderBy(...orderBy(order))
    .limit(q.limit)
    .offset(q.after ? 0 : q.offset);
  const joined = ids.length
    ? await db
        .select({
          history: h,
          // Only what a row shows of each: a whole listing carries its description and photos.
          listing: {
            listingId: listings.listingId,
            listingCode: listings.listingCode,
            title: listings.title,
            status: listings.status,
            sellOrRent: listings.sellOrRent,
            price: listings.price,
            defaultPriceFreq: listings.defaultPriceFreq,
            officeId: listings.officeId,
            employeeId: listings.employeeId,
            userId: listings.userId,
          },
          user: { userId: users.userId, name: users.name, nickName: users.nickName },
          employeeCode: employees.employeeCode,
          officeName: offices.officeName,
        })
        .from(h)
        .innerJoin(listings, eq(listings.listingId, h.listingId))
        .innerJoin(users, eq(users.userId, h.userId))
        .innerJoin(employees, eq(employees.employeeId, h.employeeId))
        .leftJoin(offices, eq(offices.officeId, h.officeId))
        .where(inArray(h.listingMaskingHistoryId, ids.map((r) => r.id)))
    : [];
  const rows = inOrderOf(ids.map((r) => r.id), joined, (r) => r.history.listingMaskingHistoryId);
  const results = rows.map((r): ListingMaskingHistory => {
    const item = historyOf(r.history);
    if (include.has('listing')) {
      const l = r.listing;
      item.listing = {
        listingId: l.listingId,
        listingCode: l.listingCode,
        title: l.title,
        status: l.status as ListingStatus,
        sellOrRent: l.sellOrRent as 'sell' | 'rent',
        price: l.price,
        defaultPriceFreq: l.defaultPriceFreq as 'daily' | 'monthly' | 'yearly' | null,
        officeId: l.officeId,
        employeeId: l.employeeId,
        userId: l.userId,
      };
    }
    if (include.has('user')) item.user = r.user;
    if (include.has('employee')) {
      item.employee = {
        employeeId: r.history.employeeId,
        employeeCode: r.employeeCode,
        officeId: r.history.officeId,
        office: r.officeName === null ? null : { officeName: r.officeName },
      };
    }
    return item;
  });
  const matchesFrom = db.select({ one: sql`1` }).from(h).$dynamic();
  const matches = (listingFiltered ? matchesFrom.innerJoin(listings, eq(listings.listingId, h.listingId)) : matchesFrom).where(where);
  return { ...(await countedPage(db, results, matches, q)), cursor: cursorOf(ids.at(-1)) };
}

// ---------------------------------------------------------------------------
// What a shared link and a PDF show

export interface ShareContext {
  listing: ListingRow;
  partName: string | null;
  propertyTypeName: string | null;
  certificateTypeName: string | null;
  agent: SharedListing['agent'];
}

const lookupNameOf = (lookupId: string | null): SQL<string | null> =>
  sql`(select ${listingLookups.name} from ${listingLookups} where ${listingLookups.lookupId} = ${lookupId})`;

/**
 * The names of the listing's lookups and the sharing agent's public contact
 * (their own, never the listing agent's), in one statement.
 */
async function shareContext(db: Executor, listing: ListingRow, sharingEmployeeId: string): Promise<ShareContext> {
  const [row] = await db
    .select({
      user: users,
      employee: employees,
      officeName: offices.officeName,
      partName: lookupNameOf(listing.listingPartId),
      propertyTypeName: lookupNameOf(listing.listingPropertyTypeId),
      certificateTypeName: lookupNameOf(listing.listingCertificateTypeId),
    })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .where(eq(employees.employeeId, sharingEmployeeId));
  if (!row) throw notFound('Agent not found.');
  const e = row.employee;
  const agent: SharedListing['agent'] = {
    name: row.user.name,
    nickName: row.user.nickName,
    phone: row.user.phone,
    // Anyone opens a shared page: it publishes the work contact, never a private or sign-in address.
    email: listingAgentEmail(visibleContact({ mainEmail: e.mainEmail, geniusEmail: e.geniusEmail, privateEmail: e.privateEmail }, PUBLISHED_CONTACT_LEVEL)),
    profilePic: row.user.profilePic,
    officeName: row.officeName ?? null,
  };
  return { listing, partName: row.partName, propertyTypeName: row.propertyTypeName, certificateTypeName: row.certificateTypeName, agent };
}

const named = (name: string | null) => (name === null ? null : { name });

/** Who opens a shared page, as the request tells: never stored, only hashed. */
export interface SharedVisitor {
  address: string;
  userAgent: string;
}

export interface SharedVisit {
  visitor: SharedVisitor;
  now: Date;
  sharedLinkDays: number;
}

/** Views count per visitor per day on the network's clock. */
const visitDay = (now: Date): string => DateTime.fromJSDate(now, { zone: DEFAULT_ZONE }).toISODate()!;

/**
 * SHA-256 of the day, the listing, the address and the user agent. The day is
 * inside so that one visitor's hashes differ from one day to the next: the
 * table cannot follow anyone across days, nor across listings.
 */
function visitorHash(day: string, listingId: string, visitor: SharedVisitor): string {
  return createHash('sha256').update(JSON.stringify([day, listingId, visitor.address, visitor.userAgent])).digest('hex');
}

/** At most this many old visits go per counted view: a prune never makes one visitor wait long. */
const PRUNE_BATCH = 500;

/**
 * Counting needs today's rows only; yesterday's are kept so an instance whose
 * clock lags a little past midnight does not count a visitor twice. SKIP
 * LOCKED: concurrent views never wait on each other's prune.
 */
async function pruneSharedVisits(tx: Executor, today: string): Promise<void> {
  const yesterday = DateTime.fromISO(today).minus({ days: 1 }).toISODate()!;
  await tx.execute(sql`
    delete from ${listingSharedVisits}
    where (listing_id, day, visitor_hash) in (
      select listing_id, day, visitor_hash from ${listingSharedVisits}
      where day < ${yesterday}::date
      limit ${PRUNE_BATCH}
      for update skip locked)`);
}

/**
 * A view of the listing (listing-visitors, and its viewCount) the first time
 * this visitor opens it today; the visit row and the counts are written
 * together or not at all.
 */
async function countSharedVisit(db: Db, listing: ListingRow, visit: SharedVisit): Promise<void> {
  const day = visitDay(visit.now);
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(listingSharedVisits)
      .values({ listingId: listing.listingId, day, visitorHash: visitorHash(day, listing.listingId, visit.visitor) })
      .onConflictDoNothing()
      .returning({ day: listingSharedVisits.day });
    if (!first) return;
    await tx.insert(listingVisitors).values({
      listingVisitorId: newId(),
      listingId: listing.listingId,
      officeId: listing.officeId,
      employeeId: listing.employeeId,
      createdAt: visit.now,
    });
    await tx.update(listings).set({ viewCount: sql`${listings.viewCount} + 1` }).where(eq(listings.listingId, listing.listingId));
    await pruneSharedVisits(tx, day);
  });
}

/**
 * GET /shared-listings/{code}: the public page of a LINK share, while its
 * listing is public and the link is younger than sharedLinkDays
 * (sharedLinkRefusal). A code never given out answers as a listing gone: the
 * visitor can do nothing else about either.
 */
export async function openSharedListing(db: Db, code: string, visit: SharedVisit): Promise<SharedListing> {
  const [share] = await db
    .select({ history: listingMaskingHistories, listing: listings })
    .from(listingMaskingHistories)
    .innerJoin(listings, eq(listings.listingId, listingMaskingHistories.listingId))
    .where(eq(listingMaskingHistories.listingSharedCode, code));
  if (!share) throw notFound(SHARED_LINK_REFUSAL_MESSAGES.unavailable);
  const reason = sharedLinkRefusal(share.listing.status as ListingStatus, share.history.createdAt, visit.now, visit.sharedLinkDays);
  if (reason) throw notFound(SHARED_LINK_REFUSAL_MESSAGES[reason]);
  const context = await shareContext(db, share.listing, share.history.employeeId);
  await countSharedVisit(db, share.listing, visit);
  const l = share.listing;
  return {
    listing: {
      listingCode: l.listingCode,
      title: l.title,
      description: l.description,
      status: l.status as ListingStatus,
      sellOrRent: l.sellOrRent as 'sell' | 'rent',
      listingType: l.listingType as 'secondary' | 'primary',
      buildingArea: l.buildingArea,
      landArea: l.landArea,
      buildingFace: l.buildingFace as SharedListing['listing']['buildingFace'],
      numberOfFloor: l.numberOfFloor,
      mainBedroom: l.mainBedroom,
      mainBathroom: l.mainBathroom,
      housekeepBedroom: l.housekeepBedroom,
      housekeepBathroom: l.housekeepBathroom,
      facilities: l.facilities,
      price: l.price,
      defaultPriceFreq: l.defaultPriceFreq as SharedListing['listing']['defaultPriceFreq'],
      additionalPriceFreq: l.additionalPriceFreq as SharedListing['listing']['additionalPriceFreq'],
      videoUrl: l.videoUrl,
      country: l.country,
      province: l.province,
      city: l.city,
      listingPart: named(context.partName),
      listingPropertyType: named(context.propertyTypeName),
      listingCertificateType: named(context.certificateTypeName),
      photos: l.photos.map((p) => ({ url: p.url })),
    },
    agent: context.agent,
    type: share.history.type,
    maskingDate: share.history.maskingDate.toISOString(),
  };
}

/**
 * What GET /pdf/listing/{id} renders: only for the agent named, who masked
 * the listing, with the listing's code as a check that the link is the one
 * the agent was shown.
 */
export async function pdfContext(db: Executor, caller: Caller, listingId: string, q: { listingCode: string; employeeId: string }): Promise<ShareContext> {
  ownAgentRecord(caller, q.employeeId);
  // The listing in the caller's scope and whether this agent masked it, in one statement.
  const [found] = await db
    .select({
      listing: listings,
      masked: sql<boolean>`exists (select 1 from ${listingMaskings} where ${listingMaskings.listingId} = ${listingId} and ${listingMaskings.employeeId} = ${q.employeeId})`,
    })
    .from(listings)
    .where(and(eq(listings.listingId, listingId), listingScope(caller)));
  if (!found) throw notFound(LISTING_NOT_FOUND);
  if (found.listing.listingCode !== q.listingCode) throw fieldError('listingCode', 'Listing code does not match the listing.');
  if (!found.masked) throw fieldError('listingId', MASKING_REFUSAL_MESSAGES.notMasked);
  return shareContext(db, found.listing, q.employeeId);
}
