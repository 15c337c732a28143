/**
 * Listings as the domain's Listing, and who sees which. HQ sees every
 * listing. Everyone else sees the listings of the offices they work in, and
 * an agent also sees every office's listings in a masking status (PUBLISH,
 * UNPUBLISH, EXPIRED, CLOSED): masking shares another office's listing under
 * one's own name, so the Data Masking list and its detail must reach them.
 * A listing outside that scope does not exist for the caller (404).
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, exists, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { contactLevel, contactViewer, visibleContact, type ContactViewer } from '../../domain/contact-visibility';
import type {
  ListingSummary,
  BulkUpdateWatermarkBody,
  CreateListingBody,
  HasPortalQuery,
  INCLUDE_LISTING_DATA,
  Listing,
  ListingPhoto,
  ListingStatus,
  ListingsQuery,
  UpdateListingBody,
} from '../../domain/entities/listing';
import { DEFAULT_LISTING_SORT } from '../../domain/entities/listing';
import { agentEmployeeIds, canEditListing, listingAgentChoice, listingScope as policyListingScope, NOT_YOUR_LISTING, NOT_YOUR_OFFICE_AGENT } from '../../domain/listing-policy';
import type { DataMaskingListItem, ListingListItem, NotWatermarkListItem } from '../../domain/lists/listings';
import { listingActor, listingMoveRefusal } from '../../domain/listing';
import { allStatusCounts, type ListingStatusCount } from '../../domain/dashboard';
import { MESSAGES } from '../../domain/messages';
import { LIMITS, stripHtml } from '../../domain/validation';
import { applyWatermarkUpdate, countUnflagged, WATERMARK_FLAG_LABELS, WATERMARK_REFUSALS, watermarkFlag } from '../../domain/watermark';
import type { Db, Executor } from '../db/client';
import {
  employees,
  listingLookups,
  listingMaskingHistories,
  listingMaskings,
  listingRenewHistories,
  listings,
  listingStatusTallies,
  listingTransferHistories,
  offices,
  portalListings,
  portals,
  users,
  type StoredPhoto,
} from '../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../errors';
import type { Caller } from './caller';
import { isActiveEmployee } from './employees';
import { existingFileKeys, fileKeyOfUrl } from './files';
import { cleanHtml } from './html';
import { countedPage, countOrder, type Cursor, cursorFields, cursorOf, escapeLike, inOrderOf, type ListPage, type Order, orderBy, seek, sortOrder, type Window } from './lists';
import { callerAudit, recordAudit } from './audit';
import { newId } from './tokens';
import { OFFICE_MESSAGES, type DuplicateKey } from '../../domain/office-policy';

export type ListingInclude = (typeof INCLUDE_LISTING_DATA)[number];
type ListingRow = typeof listings.$inferSelect;

const part = alias(listingLookups, 'listing_part');
const propertyType = alias(listingLookups, 'listing_property_type');
const certificateType = alias(listingLookups, 'listing_certificate_type');

/** Which listings this caller may see at all (domain/listing-policy.ts), as SQL. */
export function listingScope(caller: Caller): SQL | undefined {
  const scope = policyListingScope(caller);
  if (scope.kind === 'all') return undefined;
  const ownOffices = scope.officeIds.length ? inArray(listings.officeId, [...scope.officeIds]) : undefined;
  const anyOffice = scope.anyOfficeStatuses.length ? inArray(listings.status, [...scope.anyOfficeStatuses]) : undefined;
  return or(ownOffices, anyOffice) ?? sql`false`;
}

/** title, listing code or city containing the words, any case. */
function searchListings(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(listings.title, pattern), ilike(listings.listingCode, pattern), ilike(listings.city, pattern));
}

const SORTABLE = {
  updatedAt: listings.updatedAt,
  createdAt: listings.createdAt,
  price: listings.price,
  title: listings.title,
  listingCode: listings.listingCode,
  viewCount: listings.viewCount,
  shareCount: listings.shareCount,
} as const;

// The tie-breaker runs the same way (sortOrder), so an index on (column, listingId) serves the whole order.
const listOrder = (sort: string): Order => sortOrder(sort, SORTABLE, listings.listingId, DEFAULT_LISTING_SORT);

const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

function listFilters(caller: Caller, q: ListingsQuery): SQL | undefined {
  return and(
    listingScope(caller),
    searchListings(q.search),
    some(q.filterStatus) ? inArray(listings.status, [...q.filterStatus]) : undefined,
    some(q.filterOfficeId) ? inArray(listings.officeId, [...q.filterOfficeId]) : undefined,
    q.filterCity?.trim() ? ilike(listings.city, escapeLike(q.filterCity.trim())) : undefined,
    q.filterSellOrRent ? eq(listings.sellOrRent, q.filterSellOrRent) : undefined,
    q.excludeUserId ? ne(listings.userId, q.excludeUserId) : undefined,
  );
}

// ---------------------------------------------------------------------------
// Reading rows with what every listing carries (names of its lookups, agent, office)

const joinedColumns = {
  listing: listings,
  partName: part.name,
  propertyTypeName: propertyType.name,
  certificateTypeName: certificateType.name,
  nickName: users.nickName,
  phone: users.phone,
  officeName: offices.officeName,
  mainEmail: employees.mainEmail,
  geniusEmail: employees.geniusEmail,
  privateEmail: employees.privateEmail,
  agentOfficeId: employees.officeId,
};

function selectJoined(db: Executor) {
  return db
    .select(joinedColumns)
    .from(listings)
    .innerJoin(users, eq(users.userId, listings.userId))
    .innerJoin(offices, eq(offices.officeId, listings.officeId))
    .innerJoin(employees, eq(employees.employeeId, listings.employeeId))
    .leftJoin(part, eq(part.lookupId, listings.listingPartId))
    .leftJoin(propertyType, eq(propertyType.lookupId, listings.listingPropertyTypeId))
    .leftJoin(certificateType, eq(certificateType.lookupId, listings.listingCertificateTypeId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectJoined>['execute']>>[number];

const named = (name: string | null) => (name === null ? null : { name });

const toPhoto = (p: StoredPhoto): ListingPhoto => ({
  key: p.key,
  url: p.url,
  ...(p.isWatermark !== undefined && { isWatermark: p.isWatermark }),
  ...(p.createdAt !== undefined && { createdAt: p.createdAt }),
});

function toListing(r: JoinedRow, include: ReadonlySet<ListingInclude>, viewer: ContactViewer): Listing {
  const l = r.listing;
  const listing: Listing = {
    listingId: l.listingId,
    listingCode: l.listingCode,
    title: l.title,
    description: l.description,
    status: l.status as Listing['status'],
    sellOrRent: l.sellOrRent as Listing['sellOrRent'],
    listingType: l.listingType as Listing['listingType'],
    listingPartId: l.listingPartId,
    listingPart: named(r.partName),
    listingPropertyTypeId: l.listingPropertyTypeId,
    listingPropertyType: named(r.propertyTypeName),
    listingCertificateTypeId: l.listingCertificateTypeId,
    listingCertificateType: named(r.certificateTypeName),
    buildingArea: l.buildingArea,
    landArea: l.landArea,
    buildingFace: l.buildingFace as Listing['buildingFace'],
    numberOfFloor: l.numberOfFloor,
    mainBedroom: l.mainBedroom,
    mainBathroom: l.mainBathroom,
    housekeepBedroom: l.housekeepBedroom,
    housekeepBathroom: l.housekeepBathroom,
    facilities: l.facilities,
    price: l.price,
    defaultPriceFreq: l.defaultPriceFreq as Listing['defaultPriceFreq'],
    additionalPriceFreq: l.additionalPriceFreq as Listing['additionalPriceFreq'],
    pdfOrientation: l.pdfOrientation as Listing['pdfOrientation'],
    videoUrl: l.videoUrl,
    photos: l.photos.map(toPhoto),
    country: l.country,
    province: l.province,
    city: l.city,
    userId: l.userId,
    viewCount: l.viewCount,
    shareCount: l.shareCount,
    maskingCount: 0,
    copyListingMaskingCount: 0,
    pdfListingMaskingCount: 0,
    officeId: l.officeId,
    employeeId: l.employeeId,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
  if (include.has('user')) listing.user = { nickName: r.nickName };
  if (include.has('office')) listing.office = { officeName: r.officeName };
  if (include.has('profile')) {
    const profile = { firstPhoneNumber: r.phone, mainEmail: r.mainEmail, geniusEmail: r.geniusEmail, privateEmail: r.privateEmail };
    listing.profile = visibleContact(profile, contactLevel(viewer, { userId: l.userId, officeId: r.agentOfficeId }));
  }
  // Closings arrive with a later issue: no listing has one yet.
  if (include.has('closingId')) listing.closingId = null;
  return listing;
}

const groupBy = <T>(rows: T[], key: (row: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** Renew and transfer histories and portal listings of these listings, as includeData asks. */
async function attachRelations(db: Executor, results: Listing[], include: ReadonlySet<ListingInclude>): Promise<void> {
  const ids = results.map((l) => l.listingId);
  if (!ids.length) return;
  if (include.has('listingRenewHistory')) {
    const rows = await db.select().from(listingRenewHistories).where(inArray(listingRenewHistories.listingId, ids)).orderBy(desc(listingRenewHistories.createdAt));
    const byListing = groupBy(rows, (r) => r.listingId);
    for (const l of results) {
      l.listingRenewHistory = (byListing.get(l.listingId) ?? []).map((r) => ({
        listingRenewHistoryId: r.listingRenewHistoryId,
        previousExpiredAt: r.previousExpiredAt?.toISOString() ?? null,
        expiredAt: r.expiredAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    }
  }
  if (include.has('listingTransferHistory')) {
    const rows = await db.select().from(listingTransferHistories).where(inArray(listingTransferHistories.listingId, ids)).orderBy(desc(listingTransferHistories.createdAt));
    const byListing = groupBy(rows, (r) => r.listingId);
    for (const l of results) {
      l.listingTransferHistory = (byListing.get(l.listingId) ?? []).map((r) => ({
        listingTransferHistoryId: r.listingTransferHistoryId,
        fromEmployeeId: r.fromEmployeeId,
        toEmployeeId: r.toEmployeeId,
        createdAt: r.createdAt.toISOString(),
      }));
    }
  }
  if (include.has('portalListing')) {
    const rows = await db
      .select({ portalListingId: portalListings.portalListingId, listingId: portalListings.listingId, syncStatus: portalListings.syncStatus, portalId: portals.portalId, portalName: portals.portalName, position: portals.position })
      .from(portalListings)
      .innerJoin(portals, eq(portals.portalId, portalListings.portalId))
      .where(inArray(portalListings.listingId, ids))
      .orderBy(asc(portals.position), asc(portalListings.createdAt));
    const byListing = groupBy(rows, (r) => r.listingId);
    for (const l of results) {
      l.portalListing = (byListing.get(l.listingId) ?? []).map((r) => ({
        portalListingId: r.portalListingId,
        syncStatus: r.syncStatus,
        portalAgent: { portal: { portalId: r.portalId, portalName: r.portalName, position: r.position } },
      }));
    }
  }
}

/** What the caller's masking counts are written on: a whole listing or a Data Masking row. */
type MaskingCounted = Pick<Listing, 'listingId' | 'maskingCount' | 'copyListingMaskingCount' | 'pdfListingMaskingCount'>;

/** maskingCount, copyListingMaskingCount and pdfListingMaskingCount of the calling agent (0 for anyone else). */
async function attachCallerMaskingCounts(db: Executor, caller: Caller, results: MaskingCounted[]): Promise<void> {
  const mine = agentEmployeeIds(caller);
  const ids = results.map((l) => l.listingId);
  if (!mine.length || !ids.length) return;
  // One statement: the agent's masking of each listing (at most one) beside their shares by type.
  const counts = await unionAll(
    db
      .select({ listingId: listingMaskings.listingId, type: sql<string>`'MASKED'`.as('type'), n: sql<number>`1`.as('n') })
      .from(listingMaskings)
      .where(and(inArray(listingMaskings.listingId, ids), inArray(listingMaskings.employeeId, mine))),
    db
      .select({ listingId: listingMaskingHistories.listingId, type: listingMaskingHistories.type, n: sql<number>`count(*)::int`.as('n') })
      .from(listingMaskingHistories)
      .where(and(inArray(listingMaskingHistories.listingId, ids), inArray(listingMaskingHistories.employeeId, mine)))
      .groupBy(listingMaskingHistories.listingId, listingMaskingHistories.type),
  );
  const countOf = (listingId: string, type: string) => Number(counts.find((c) => c.listingId === listingId && c.type === type)?.n ?? 0);
  for (const l of results) {
    l.maskingCount = countOf(l.listingId, 'MASKED') ? 1 : 0;
    l.copyListingMaskingCount = countOf(l.listingId, 'LINK');
    l.pdfListingMaskingCount = countOf(l.listingId, 'PDF');
  }
}

/**
 * One page of listings with their joins: the page's ids are chosen on the
 * listings table alone (its indexes serve the order), and only those 25 or so
 * rows are joined, whatever the number of matches. An export's chunk starts
 * after the previous chunk's last row (keyset), not at an offset.
 */
async function pageOf(db: Executor, where: SQL | undefined, order: Order, w: Window): Promise<{ rows: JoinedRow[]; cursor?: Cursor }> {
  const ids = await db
    .select({ listingId: listings.listingId, ...cursorFields(order) })
    .from(listings)
    .where(and(where, seek(order, w.after)))
    .orderBy(...orderBy(order))
    .limit(w.limit)
    .offset(w.after ? 0 : w.offset);
  if (!ids.length) return { rows: [] };
  const rows = await selectJoined(db).where(inArray(listings.listingId, ids.map((r) => r.listingId)));
  return { rows: inOrderOf(ids.map((r) => r.listingId), rows, (r) => r.listing.listingId), cursor: cursorOf(ids.at(-1)) };
}

/** The listings a list's filters match, for its count: a search's in the page's order (countOrder). */
const matching = (db: Executor, where: SQL | undefined, q: { search?: string }, order: Order) =>
  db.select({ one: sql`1` }).from(listings).where(where).orderBy(...countOrder(q, order));

async function toListings(db: Executor, caller: Caller, rows: JoinedRow[], include: ReadonlySet<ListingInclude>): Promise<Listing[]> {
  const viewer = contactViewer(caller);
  const results = rows.map((r) => toListing(r, include, viewer));
  await attachRelations(db, results, include);
  await attachCallerMaskingCounts(db, caller, results);
  return results;
}

// ---------------------------------------------------------------------------
// The reads of the routes

export async function listListings(db: Executor, caller: Caller, q: ListingsQuery & Window): Promise<ListPage<Listing>> {
  const where = listFilters(caller, q);
  const order = listOrder(q.sort);
  const { rows, cursor } = await pageOf(db, where, order, q);
  return { ...(await countedPage(db, await toListings(db, caller, rows, new Set(q.includeData ?? [])), matching(db, where, q, order), q)), cursor };
}

/**
 * How many listings the caller sees in each status (the dashboard's listings,
 * issue 19), in the list's own scope: the scope is by office and status, so
 * the per-office tallies the listings' triggers keep answer it exactly
 * without reading the listings.
 */
export async function listingStatusCounts(db: Executor, caller: Caller): Promise<ListingStatusCount[]> {
  const rows = await db
    .select({ status: listingStatusTallies.status, count: sql<number>`coalesce(sum(${listingStatusTallies.listings}), 0)::int` })
    .from(listingStatusTallies)
    .where(tallyScope(caller))
    .groupBy(listingStatusTallies.status);
  return allStatusCounts(rows);
}

/** listingScope on the tallies' columns. */
function tallyScope(caller: Caller): SQL | undefined {
  const scope = policyListingScope(caller);
  if (scope.kind === 'all') return undefined;
  const ownOffices = scope.officeIds.length ? inArray(listingStatusTallies.officeId, [...scope.officeIds]) : undefined;
  const anyOffice = scope.anyOfficeStatuses.length ? inArray(listingStatusTallies.status, [...scope.anyOfficeStatuses]) : undefined;
  return or(ownOffices, anyOffice) ?? sql`false`;
}

/**
 * One page of a screen's listing rows in one statement: the given columns of
 * the listings `where` matches, with their office's and agent's names and the
 * cursor of this order, from the window's offset or after its cursor.
 */
function rowsPage<Columns extends Record<string, PgColumn>>(db: Executor, columns: Columns, where: SQL | undefined, order: Order, w: Window) {
  return db
    .select({ ...columns, officeName: offices.officeName, nickName: users.nickName, ...cursorFields(order) })
    .from(listings)
    .innerJoin(users, eq(users.userId, listings.userId))
    .innerJoin(offices, eq(offices.officeId, listings.officeId))
    .where(and(where, seek(order, w.after)))
    .orderBy(...orderBy(order))
    .limit(w.limit)
    .offset(w.after ? 0 : w.offset);
}

/**
 * Listings as their list rows (listingListItem: what LISTING_COLUMNS show and
 * what the row needs: its id, price frequency, type, office and agent), in
 * one statement with the same filters, scoping and order as listListings. A
 * full listing is some 40 columns with its description, photos, lookup names
 * and masking counts; a row is a third of the work per request (docs/bench.md).
 * The office and agent names come as includeData asks, as on a whole listing.
 */
async function selectRows(db: Executor, caller: Caller, q: ListingsQuery & Window): Promise<{ results: (ListingListItem & Pick<Listing, 'userId'>)[]; cursor?: Cursor }> {
  const order = listOrder(q.sort);
  const include = new Set(q.includeData ?? []);
  const rows = await rowsPage(
    db,
    {
      listingId: listings.listingId,
      listingCode: listings.listingCode,
      title: listings.title,
      price: listings.price,
      defaultPriceFreq: listings.defaultPriceFreq,
      sellOrRent: listings.sellOrRent,
      status: listings.status,
      listingType: listings.listingType,
      officeId: listings.officeId,
      employeeId: listings.employeeId,
      userId: listings.userId,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
    },
    listFilters(caller, q),
    order,
    q,
  );
  const results = rows.map(
    (r): ListingListItem & Pick<Listing, 'userId'> => ({
      listingId: r.listingId,
      listingCode: r.listingCode,
      title: r.title,
      price: r.price,
      defaultPriceFreq: r.defaultPriceFreq as Listing['defaultPriceFreq'],
      sellOrRent: r.sellOrRent as Listing['sellOrRent'],
      status: r.status as Listing['status'],
      listingType: r.listingType as Listing['listingType'],
      officeId: r.officeId,
      employeeId: r.employeeId,
      userId: r.userId,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      ...(include.has('office') && { office: { officeName: r.officeName } }),
      ...(include.has('user') && { user: { nickName: r.nickName } }),
    }),
  );
  return { results, cursor: cursorOf(rows.at(-1)) };
}

/**
 * GET listings?view=row: one page of list rows, counted as listListings
 * counts; also each chunk of a /listing export (uncounted, the list route
 * adding the office and agent names its columns show): a third of what whole
 * listings would read.
 */
export async function listListingRows(db: Executor, caller: Caller, q: ListingsQuery & Window): Promise<ListPage<ListingListItem>> {
  const { results, cursor } = await selectRows(db, caller, q);
  return { ...(await countedPage(db, results, matching(db, listFilters(caller, q), q, listOrder(q.sort)), q)), cursor };
}

/**
 * GET listings?view=masking: the Data Masking tab's rows, the list rows with
 * their owner and the caller's masking counts, counted as listListings counts
 * (two statements and the count, where whole listings take four and read
 * each listing's description, photos and lookups).
 */
export async function listDataMaskingRows(db: Executor, caller: Caller, q: ListingsQuery & Window): Promise<ListPage<DataMaskingListItem>> {
  const { results: rows, cursor } = await selectRows(db, caller, q);
  const results = rows.map((r): DataMaskingListItem => ({ ...r, maskingCount: 0, copyListingMaskingCount: 0, pdfListingMaskingCount: 0 }));
  await attachCallerMaskingCounts(db, caller, results);
  return { ...(await countedPage(db, results, matching(db, listFilters(caller, q), q, listOrder(q.sort)), q)), cursor };
}

/** One listing the caller may see, or 404 (never 403: ids of listings out of reach do not leak). */
export async function getListing(db: Executor, caller: Caller, listingId: string, include: readonly ListingInclude[] = []): Promise<Listing> {
  const [row] = await selectJoined(db).where(and(eq(listings.listingId, listingId), listingScope(caller)));
  if (!row) throw notFound('Listing not found.');
  const [listing] = await toListings(db, caller, [row], new Set(include));
  return listing!;
}

/** /listing-not-watermark's order: the newest listing first. */
const NOT_WATERMARK_ORDER: Order = { column: listings.createdAt, id: listings.listingId, direction: 'DESC' };

/** Photos without a flag (absent: Unidentified) are counted on the row: the list is read by its index. */
export async function listNotWatermarked(
  db: Executor,
  caller: Caller,
  q: Window & { search?: string },
): Promise<ListPage<Listing & { unflaggedPhotoCount: number }>> {
  const where = and(gt(listings.unflaggedPhotoCount, 0), searchListings(q.search));
  const { rows, cursor } = await pageOf(db, where, NOT_WATERMARK_ORDER, q);
  const results = await toListings(db, caller, rows, new Set<ListingInclude>(['user', 'office']));
  const counts = new Map(rows.map((r) => [r.listing.listingId, r.listing.unflaggedPhotoCount]));
  const withCounts = results.map((l) => ({ ...l, unflaggedPhotoCount: counts.get(l.listingId) ?? 0 }));
  return { ...(await countedPage(db, withCounts, matching(db, where, q, NOT_WATERMARK_ORDER), q)), cursor };
}

/**
 * GET listings/not-watermark?view=row: the screen's rows (its columns, the
 * photos its modal flags) in one statement, the same filter, order and count
 * as listNotWatermarked; no description, lookups or masking counts.
 */
export async function listNotWatermarkRows(db: Executor, q: Window & { search?: string }): Promise<ListPage<NotWatermarkListItem>> {
  const where = and(gt(listings.unflaggedPhotoCount, 0), searchListings(q.search));
  const order = NOT_WATERMARK_ORDER;
  const rows = await rowsPage(
    db,
    {
      listingId: listings.listingId,
      listingCode: listings.listingCode,
      title: listings.title,
      sellOrRent: listings.sellOrRent,
      status: listings.status,
      createdAt: listings.createdAt,
      photos: listings.photos,
      unflaggedPhotoCount: listings.unflaggedPhotoCount,
    },
    where,
    order,
    q,
  );
  const results = rows.map(
    (r): NotWatermarkListItem => ({
      listingId: r.listingId,
      listingCode: r.listingCode,
      title: r.title,
      sellOrRent: r.sellOrRent as Listing['sellOrRent'],
      status: r.status as Listing['status'],
      createdAt: r.createdAt.toISOString(),
      photos: r.photos.map(toPhoto),
      unflaggedPhotoCount: r.unflaggedPhotoCount,
      office: { officeName: r.officeName },
      user: { nickName: r.nickName },
    }),
  );
  return { ...(await countedPage(db, results, matching(db, where, q, order), q)), cursor: cursorOf(rows.at(-1)) };
}

/** Listings on at least one portal (of filterPortalId, when given), each with its portal listings. */
export async function listHasPortal(db: Executor, caller: Caller, q: HasPortalQuery & Window): Promise<ListPage<Listing>> {
  const onPortal = db
    .select({ one: sql`1` })
    .from(portalListings)
    .where(and(eq(portalListings.listingId, listings.listingId), q.filterPortalId ? eq(portalListings.portalId, q.filterPortalId) : undefined));
  const where = and(
    exists(onPortal),
    searchListings(q.search),
    q.filterOfficeId ? eq(listings.officeId, q.filterOfficeId) : undefined,
    q.filterEmployeeId ? eq(listings.employeeId, q.filterEmployeeId) : undefined,
  );
  const order: Order = { column: listings.updatedAt, id: listings.listingId, direction: 'DESC' };
  const { rows, cursor } = await pageOf(db, where, order, q);
  const results = await toListings(db, caller, rows, new Set<ListingInclude>(['user', 'office', 'portalListing']));
  return { ...(await countedPage(db, results, matching(db, where, q, order), q)), cursor };
}

/** The stored row, locked for the rest of the transaction, if the caller may see it. */
export async function lockListing(tx: Executor, caller: Caller, listingId: string): Promise<ListingRow> {
  const [row] = await tx.select().from(listings).where(and(eq(listings.listingId, listingId), listingScope(caller))).for('update');
  if (!row) throw notFound('Listing not found.');
  return row;
}

// ---------------------------------------------------------------------------
// Writes: create, edit, watermark flags

const FIELD_LABELS = { listingPartId: 'Listing part', listingPropertyTypeId: 'Property type', listingCertificateTypeId: 'Certificate type' } as const;
const LOOKUP_KINDS = { listingPartId: 'part', listingPropertyTypeId: 'propertyType', listingCertificateTypeId: 'certificateType' } as const;
type LookupField = keyof typeof LOOKUP_KINDS;

/** Each chosen part, property type and certificate type is one of the options of its select. */
async function checkLookups(db: Executor, body: Partial<Record<LookupField, string | null>>): Promise<void> {
  const chosen = (Object.keys(LOOKUP_KINDS) as LookupField[]).filter((f) => body[f]);
  if (!chosen.length) return;
  const rows = await db.select().from(listingLookups).where(inArray(listingLookups.lookupId, chosen.map((f) => body[f]!)));
  for (const field of chosen) {
    if (!rows.some((r) => r.lookupId === body[field] && r.kind === LOOKUP_KINDS[field])) {
      throw fieldError(field, `${FIELD_LABELS[field]} is not one of the options.`);
    }
  }
}

export const PHOTOS_NOT_OURS = 'Photos must be images uploaded to this server.';

/** Every photo is a file this server stores and serves (`/api/files/<key>`). */
async function checkPhotos(db: Executor, photos: readonly { key: string; url: string }[]): Promise<void> {
  const keys = photos.map((p) => fileKeyOfUrl(p.url));
  if (keys.some((k) => k === null)) throw fieldError('photos', PHOTOS_NOT_OURS);
  const stored = await existingFileKeys(db, keys as string[]);
  if (keys.some((k) => !stored.has(k!))) throw fieldError('photos', PHOTOS_NOT_OURS);
}

/** Sanitized HTML that still holds at least 20 characters of text (§5). */
function cleanDescription(html: string): string {
  const clean = cleanHtml(html);
  const length = stripHtml(clean).length;
  if (length === 0) throw fieldError('description', MESSAGES.required('Description'));
  if (length < LIMITS.descriptionMin) throw fieldError('description', MESSAGES.descriptionMin);
  return clean;
}

export const unflaggedCount = (photos: readonly StoredPhoto[]): number => countUnflagged({ photos });

/** The form's photos, keeping the flag of every photo that was already there (the editor never sets flags). */
function mergePhotos(incoming: readonly { key: string; url: string }[], existing: readonly StoredPhoto[]): StoredPhoto[] {
  const byKey = new Map(existing.map((p) => [p.key, p]));
  return incoming.map(({ key, url }) => {
    const old = byKey.get(key);
    return old ? { ...old, key, url } : { key, url };
  });
}

interface ListingAgent {
  employeeId: string;
  userId: string;
  officeId: string;
}

/** The listing agent of a new listing, as listingAgentChoice decides; a named agent is looked up in the offices it allows. */
async function resolveListingAgent(db: Executor, caller: Caller, employeeId: string | undefined): Promise<ListingAgent> {
  const choice = listingAgentChoice(caller, employeeId);
  if (choice.kind === 'refused') throw fieldError(choice.field, choice.message);
  if (choice.kind === 'self') return { employeeId: choice.employeeId, userId: choice.userId, officeId: choice.officeId };
  const [agent] = await db
    .select({ employeeId: employees.employeeId, userId: employees.userId, officeId: employees.officeId })
    .from(employees)
    .where(and(eq(employees.employeeId, choice.employeeId), eq(employees.role, 'agent'), isActiveEmployee, inArray(employees.officeId, [...choice.officeIds])));
  if (!agent?.officeId) throw fieldError('employeeId', NOT_YOUR_OFFICE_AGENT);
  return { employeeId: agent.employeeId, userId: agent.userId, officeId: agent.officeId };
}

/** A listing code nobody has: 'LST-' and six digits, drawn again on the rare collision. */
async function insertWithCode(db: Executor, values: Omit<typeof listings.$inferInsert, 'listingCode'>): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const listingCode = `LST-${randomInt(100_000, 1_000_000)}`;
    const inserted = await db
      .insert(listings)
      .values({ ...values, listingCode })
      .onConflictDoNothing({ target: listings.listingCode })
      .returning({ listingId: listings.listingId });
    if (inserted.length) return;
  }
  throw conflict('No free listing code was found. Please try again.');
}

const RESPONSE_INCLUDE: ListingInclude[] = ['user', 'office'];

/** What a listing's History shows changing: what its form and its flows change, not its counters or timestamps. */
const AUDITED_LISTING_FIELDS = [
  'title',
  'description',
  'status',
  'sellOrRent',
  'listingType',
  'listingPartId',
  'listingPropertyTypeId',
  'listingCertificateTypeId',
  'buildingArea',
  'landArea',
  'buildingFace',
  'numberOfFloor',
  'mainBedroom',
  'mainBathroom',
  'housekeepBedroom',
  'housekeepBathroom',
  'facilities',
  'price',
  'defaultPriceFreq',
  'additionalPriceFreq',
  'pdfOrientation',
  'videoUrl',
  'photos',
  'country',
  'province',
  'city',
  'employeeId',
  'officeId',
] as const;

export async function createListing(db: Executor, caller: Caller, body: CreateListingBody, now: Date): Promise<Listing> {
  const agent = await resolveListingAgent(db, caller, body.employeeId);
  // A new listing is a draft moved at once: an agent's may go to approval, never straight on the market.
  const refusal = body.status && listingMoveRefusal(listingActor(caller, agent), 'OPEN', body.status);
  if (refusal) throw fieldError('status', refusal);
  await checkLookups(db, body);
  await checkPhotos(db, body.photos);
  const { employeeId: _named, photos, description, status, ...fields } = body;
  const listingId = newId();
  const values = {
    ...fields,
    listingId,
    description: cleanDescription(description),
    status: status ?? 'OPEN',
    photos: photos.map(({ key, url }) => ({ key, url })),
    unflaggedPhotoCount: photos.length,
    ...agent,
    createdByUserId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await assertNotDuplicateListing(tx, agent.officeId, values);
    await insertWithCode(tx, values);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'listing',
      entityId: listingId,
      officeId: agent.officeId,
      before: null,
      after: values,
      fields: AUDITED_LISTING_FIELDS,
      stateFrom: null,
      stateTo: values.status,
    });
  });
  return getListing(db, caller, listingId, RESPONSE_INCLUDE);
}

export async function updateListing(db: Db, caller: Caller, listingId: string, body: UpdateListingBody, now: Date): Promise<Listing> {
  await db.transaction(async (tx) => {
    const row = await lockListing(tx, caller, listingId);
    const actor = listingActor(caller, row);
    if (!actor || !canEditListing(caller, row)) throw forbidden(NOT_YOUR_LISTING);
    const refusal = body.status && listingMoveRefusal(actor, row.status as ListingStatus, body.status);
    if (refusal) throw fieldError('status', refusal);
    const { employeeId, photos, description, ...fields } = body;
    if (employeeId !== undefined && employeeId !== row.employeeId) {
      throw fieldError('employeeId', 'The listing agent cannot be changed by editing the listing.');
    }
    const sellOrRent = fields.sellOrRent ?? row.sellOrRent;
    const defaultPriceFreq = fields.defaultPriceFreq === undefined ? row.defaultPriceFreq : fields.defaultPriceFreq;
    if (sellOrRent === 'rent' && !defaultPriceFreq) throw fieldError('defaultPriceFreq', MESSAGES.required('Price frequency'));
    await checkLookups(tx, fields);
    if (photos) await checkPhotos(tx, photos);
    const merged = photos ? mergePhotos(photos, row.photos) : undefined;
    const [after] = await tx
      .update(listings)
      .set({
        ...fields,
        ...(description !== undefined && { description: cleanDescription(description) }),
        ...(merged && { photos: merged, unflaggedPhotoCount: unflaggedCount(merged) }),
        // Only a primary listing belongs to a project: switched to secondary, it leaves its project.
        ...(fields.listingType !== undefined && fields.listingType !== 'primary' && { primaryProjectId: null }),
        updatedAt: now,
      })
      .where(eq(listings.listingId, listingId))
      .returning();
    const moved = row.status !== after!.status;
    await recordAudit(tx, callerAudit(caller, now), {
      action: moved ? 'status' : 'update',
      entityType: 'listing',
      entityId: listingId,
      officeId: row.officeId,
      before: row,
      after: after!,
      fields: AUDITED_LISTING_FIELDS,
      ...(moved && { stateFrom: row.status, stateTo: after!.status }),
    });
  });
  return getListing(db, caller, listingId, RESPONSE_INCLUDE);
}

/** Why a watermark move was refused, in words an admin understands. */
function watermarkRefusal(photos: readonly StoredPhoto[], refused: { reason: 'unknownKeys' | 'forbidden'; keys: string[] }): string {
  if (refused.reason === 'unknownKeys') return WATERMARK_REFUSALS.unknownKeys;
  const byGenius = photos.filter((p) => refused.keys.includes(p.key) && watermarkFlag(p) === 'byGenius');
  return byGenius.length ? `${WATERMARK_FLAG_LABELS.byGenius} cannot be changed.` : WATERMARK_REFUSALS.forbidden;
}

/** bulk-update-status-watermark: all the keys move as §4 allows, or nothing changes. */
export async function updateWatermarks(db: Db, caller: Caller, listingId: string, body: BulkUpdateWatermarkBody, now: Date): Promise<Listing> {
  await db.transaction(async (tx) => {
    const row = await lockListing(tx, caller, listingId);
    const result = applyWatermarkUpdate(row.photos.map(toPhoto), body.keys, body.isWatermark);
    if (!result.ok) throw fieldError('keys', watermarkRefusal(row.photos, result));
    const photos: StoredPhoto[] = result.photos;
    await tx.update(listings).set({ photos, unflaggedPhotoCount: unflaggedCount(photos), updatedAt: now }).where(eq(listings.listingId, listingId));
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'bulk',
      entityType: 'listing',
      entityId: listingId,
      officeId: row.officeId,
      before: { photos: row.photos },
      after: { photos },
    });
  });
  return getListing(db, caller, listingId, RESPONSE_INCLUDE);
}

/** Refuses a new listing that duplicates one of its office's when the office denies similar listings. */
export async function assertNotDuplicateListing(tx: Executor, officeId: string, key: DuplicateKey): Promise<void> {
  const [office] = await tx.select({ deny: offices.denyDuplicateListing }).from(offices).where(eq(offices.officeId, officeId));
  if (!office?.deny) return;
  const [same] = await tx
    .select({ listingId: listings.listingId })
    .from(listings)
    .where(
      and(
        eq(listings.officeId, officeId),
        ilike(listings.title, escapeLike(key.title.trim())),
        eq(listings.sellOrRent, key.sellOrRent),
        key.listingPropertyTypeId ? eq(listings.listingPropertyTypeId, key.listingPropertyTypeId) : sql`${listings.listingPropertyTypeId} is null`,
        key.city ? eq(listings.city, key.city) : sql`${listings.city} is null`,
        eq(listings.price, key.price),
      ),
    )
    .limit(1);
  if (same) throw fieldError('title', OFFICE_MESSAGES.duplicateListing);
}

/** A listing row as a pick list shows it (a my list's item, a client's shared listing). */
export function listingSummaryOf(l: ListingRow): ListingSummary {
  return {
    listingCode: l.listingCode,
    title: l.title,
    status: l.status as ListingStatus,
    sellOrRent: l.sellOrRent as 'sell' | 'rent',
    price: l.price,
    defaultPriceFreq: l.defaultPriceFreq as 'daily' | 'monthly' | 'yearly' | null,
    city: l.city,
  };
}
