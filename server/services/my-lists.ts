/**
 * My lists (issue 18): a user's own lists of listings. A list is its owner's
 * only: anyone else's answers as not found. Its listings are those the owner
 * may see (listingScope, the /listing list's scope) when they are put on it;
 * one that leaves the owner's scope later stays, shown without its details.
 * Sharing (agents only) masks and shares each listing by LINK with masking's
 * own writers (listing-masking.ts), all in one transaction, and gives the
 * list its public page's code.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ListingStatus } from '../../domain/entities/listing';
import { agentEmployeeIds } from '../../domain/listing-policy';
import { sharedLinkRefusal, SHARED_LINK_REFUSAL_MESSAGES } from '../../domain/masking';
import { MESSAGES } from '../../domain/messages';
import {
  listingField,
  LISTING_SHARE_REFUSAL_MESSAGES,
  MY_LIST_MESSAGES as M,
  myListShareRefusals,
  needsMasking,
  sharedListExpired,
  type CreateMyListBody,
  type MyList,
  type MyListItem,
  type MyListsQuery,
  type ShareableListing,
  type SharedList,
  type UpdateMyListBody,
} from '../../domain/my-list';
import type { Db, Executor } from '../db/client';
import { listingMaskingHistories, listingMaskings, listings, myListItems, myLists } from '../db/schema';
import { forbidden, invalid, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditContext, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { insertMasking, insertShare, newListingSharedCode } from './listing-masking';
import { listingScope, listingSummaryOf } from './listings';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

type ListRow = typeof myLists.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/** Who shares: the caller's agent record (an owner-and-agent shares as the agent, as masking does). */
interface Sharer {
  userId: string;
  employeeId: string;
  officeId: string | null;
}

function sharerOf(caller: Caller): Sharer | null {
  const ids = agentEmployeeIds(caller);
  const record = caller.employees.find((e) => e.employeeRole.role === 'agent' && ids.includes(e.employeeId));
  return record ? { userId: caller.userId, employeeId: record.employeeId, officeId: record.officeId } : null;
}

const listingCount = sql<number>`(select count(*)::int from ${myListItems} where ${myListItems.myListId} = ${myLists.myListId})`;

function toList(row: ListRow, count: number, items?: MyListItem[]): MyList {
  return {
    myListId: row.myListId,
    name: row.name,
    clientName: row.clientName,
    note: row.note,
    listingCount: count,
    sharedCode: row.sharedCode,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(items && { items }),
  };
}

const SORT_COLUMNS = { updatedAt: myLists.updatedAt, name: myLists.name } as const;

/** GET my-lists: the caller's own lists, searched by name. */
export async function listMyLists(db: Executor, caller: Caller, q: MyListsQuery & Window): Promise<ListPage<MyList>> {
  const search = q.search?.trim();
  const where: SQL | undefined = and(eq(myLists.ownerUserId, caller.userId), search ? ilike(myLists.name, `%${escapeLike(search)}%`) : undefined);
  const [key = 'updatedAt', direction = 'DESC'] = (q.sort ?? 'updatedAt:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await db
    .select({ list: myLists, count: listingCount })
    .from(myLists)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(myLists.myListId)] : [desc(column), desc(myLists.myListId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map((r) => toList(r.list, r.count)), db.select({ one: sql`1` }).from(myLists).where(where), q);
}

/** The caller's own list (locked for a write), or 404: another's list does not exist for them. */
async function ownList(db: Executor, caller: Caller, myListId: string, lock = false): Promise<ListRow> {
  const query = db.select().from(myLists).where(and(eq(myLists.myListId, myListId), eq(myLists.ownerUserId, caller.userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

interface ItemRow {
  item: typeof myListItems.$inferSelect;
  listing: ListingRow;
  isVisible: boolean;
  isMaskedByMe: boolean;
  /** When the item's masked link was made (null: not shared, or its share is gone). */
  sharedOn: Date | null;
}

/** A list's listings in order, each with whether the caller still sees it and whether their agent record masked it. */
async function itemRows(db: Executor, caller: Caller, myListId: string, employeeId: string | null): Promise<ItemRow[]> {
  const scope = listingScope(caller);
  return db
    .select({
      item: myListItems,
      listing: listings,
      isVisible: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`true`,
      isMaskedByMe: employeeId
        ? sql<boolean>`exists (select 1 from ${listingMaskings} where ${listingMaskings.listingId} = ${myListItems.listingId} and ${listingMaskings.employeeId} = ${employeeId})`
        : sql<boolean>`false`,
      sharedOn: listingMaskingHistories.createdAt,
    })
    .from(myListItems)
    .innerJoin(listings, eq(listings.listingId, myListItems.listingId))
    .leftJoin(listingMaskingHistories, eq(listingMaskingHistories.listingSharedCode, myListItems.listingSharedCode))
    .where(eq(myListItems.myListId, myListId))
    .orderBy(asc(myListItems.position));
}

function shareableOf(r: ItemRow, userId: string): ShareableListing | null {
  return r.isVisible ? { status: r.listing.status as ListingStatus, isOwn: r.listing.userId === userId, isMaskedByMe: r.isMaskedByMe } : null;
}

function toItem(r: ItemRow, userId: string, now: Date, sharedLinkDays: number): MyListItem {
  const l = r.listing;
  const code = r.item.listingSharedCode;
  return {
    listingId: r.item.listingId,
    position: r.item.position,
    // Out of the owner's scope now: nothing of the listing but that it is on the list.
    listing: r.isVisible
      ? {
          ...listingSummaryOf(l),
          isOwn: l.userId === userId,
          isMaskedByMe: r.isMaskedByMe,
        }
      : null,
    sharedLink: code && r.sharedOn ? { listingSharedCode: code, refusal: sharedLinkRefusal(l.status as ListingStatus, r.sharedOn, now, sharedLinkDays) } : null,
  };
}

/** GET my-lists/{myListId}: the caller's list with its listings and their masked links. */
export async function getMyList(db: Executor, caller: Caller, myListId: string, now: Date, sharedLinkDays: number): Promise<MyList> {
  const row = await ownList(db, caller, myListId);
  const rows = await itemRows(db, caller, myListId, sharerOf(caller)?.employeeId ?? null);
  return toList(row, rows.length, rows.map((r) => toItem(r, caller.userId, now, sharedLinkDays)));
}

/** The ids among `ids` the caller may see, in one statement. */
async function visibleIds(db: Executor, caller: Caller, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ listingId: listings.listingId })
    .from(listings)
    .where(and(inArray(listings.listingId, [...ids]), listingScope(caller)));
  return new Set(rows.map((r) => r.listingId));
}

/** Refuses, at each one's position, the listings the caller may not put on a list (those already on it stay). */
async function assertListable(db: Executor, caller: Caller, ids: readonly string[], alreadyOn: ReadonlySet<string>): Promise<void> {
  const added = ids.filter((listingId) => !alreadyOn.has(listingId));
  const visible = await visibleIds(db, caller, added);
  const fields: Record<string, string> = {};
  ids.forEach((listingId, index) => {
    if (!alreadyOn.has(listingId) && !visible.has(listingId)) fields[listingField(index)] = M.listingNotFound;
  });
  if (Object.keys(fields).length) throw invalid(M.listingNotFound, fields);
}

const auditedFields = (b: { name: string; clientName: string | null; note: string | null }, listingIds: readonly string[]) => ({
  name: b.name,
  clientName: b.clientName,
  note: b.note,
  listingIds: listingIds.join(','),
});

/** POST my-lists. */
export async function createMyList(db: Db, caller: Caller, body: CreateMyListBody, now: Date, sharedLinkDays: number): Promise<MyList> {
  const myListId = newId();
  await db.transaction(async (tx) => {
    await assertListable(tx, caller, body.listingIds, new Set());
    await tx.insert(myLists).values({ myListId, ownerUserId: caller.userId, name: body.name, clientName: body.clientName, note: body.note, createdAt: now, updatedAt: now });
    await tx.insert(myListItems).values(body.listingIds.map((listingId, position) => ({ myListId, listingId, position })));
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'my_list', entityId: myListId, before: null, after: auditedFields(body, body.listingIds) });
  });
  return getMyList(db, caller, myListId, now, sharedLinkDays);
}

/** PATCH my-lists/{myListId}: a listing that stays keeps its masked link; a new one has none until the list is shared again. */
export async function updateMyList(db: Db, caller: Caller, myListId: string, body: UpdateMyListBody, now: Date, sharedLinkDays: number): Promise<MyList> {
  await db.transaction(async (tx) => {
    const row = await ownList(tx, caller, myListId, true);
    const items = await tx.select().from(myListItems).where(eq(myListItems.myListId, myListId)).orderBy(asc(myListItems.position));
    const beforeIds = items.map((i) => i.listingId);
    const listingIds = body.listingIds ?? beforeIds;
    if (body.listingIds) {
      await assertListable(tx, caller, body.listingIds, new Set(beforeIds));
      const codes = new Map(items.map((i) => [i.listingId, i.listingSharedCode]));
      await tx.delete(myListItems).where(eq(myListItems.myListId, myListId));
      await tx.insert(myListItems).values(body.listingIds.map((listingId, position) => ({ myListId, listingId, position, listingSharedCode: codes.get(listingId) ?? null })));
    }
    const next = { name: body.name ?? row.name, clientName: body.clientName === undefined ? row.clientName : body.clientName, note: body.note === undefined ? row.note : body.note };
    await tx.update(myLists).set({ ...next, updatedAt: now }).where(eq(myLists.myListId, myListId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'my_list', entityId: myListId, before: auditedFields(row, beforeIds), after: auditedFields(next, listingIds) });
  });
  return getMyList(db, caller, myListId, now, sharedLinkDays);
}

/** DELETE my-lists/{myListId}: the list and its public page go; the masked links already given out live on as masking's own shares. */
export async function deleteMyList(db: Db, caller: Caller, myListId: string, now: Date): Promise<MyList> {
  return db.transaction(async (tx) => {
    const row = await ownList(tx, caller, myListId, true);
    const ids = (await tx.select({ listingId: myListItems.listingId }).from(myListItems).where(eq(myListItems.myListId, myListId)).orderBy(asc(myListItems.position))).map((i) => i.listingId);
    await tx.delete(myLists).where(eq(myLists.myListId, myListId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'my_list', entityId: myListId, before: auditedFields(row, ids), after: null });
    return toList(row, ids.length);
  });
}

/**
 * The share's writes, on the locked list: each listing whose masked link is
 * missing or past its age gets a new LINK share (masked first when it is
 * another agent's not yet masked); a live link is kept. The list keeps its
 * public code once it has one, and its share date is renewed. The rules were
 * checked (myListShareRefusals).
 */
async function writeListShare(tx: Executor, audit: AuditContext, sharer: Sharer, list: ListRow, rows: readonly ItemRow[], sharedLinkDays: number): Promise<void> {
  const { now } = audit;
  const records: AuditRecord[] = [];
  let made = 0;
  for (const r of rows) {
    const isLive = r.item.listingSharedCode && r.sharedOn && !sharedListExpired(r.sharedOn, now, sharedLinkDays);
    if (isLive) continue;
    const shareable = { status: r.listing.status as ListingStatus, isOwn: r.listing.userId === sharer.userId, isMaskedByMe: r.isMaskedByMe };
    if (needsMasking(shareable)) {
      const masked = await insertMasking(tx, r.listing, sharer.employeeId, now);
      if (masked) records.push(masked.record);
    }
    const share = await insertShare(tx, r.listing, sharer, sharer.userId, 'LINK', now);
    records.push(...share.records);
    await tx
      .update(myListItems)
      .set({ listingSharedCode: share.row.listingSharedCode })
      .where(and(eq(myListItems.myListId, list.myListId), eq(myListItems.listingId, r.item.listingId)));
    made++;
  }
  await tx
    .update(myLists)
    .set({ sharedCode: list.sharedCode ?? newListingSharedCode(), sharedAt: now })
    .where(eq(myLists.myListId, list.myListId));
  // The codes are secrets (whoever has one opens the page): the trail keeps when, and how many links were made.
  records.push({ action: 'update', entityType: 'my_list', entityId: list.myListId, before: { sharedAt: list.sharedAt?.toISOString() ?? null }, after: { sharedAt: now.toISOString(), linksMade: made } });
  await recordAudit(tx, audit, records);
}

/**
 * The share in the caller's transaction: all of it or nothing, each refused
 * listing at its position. The demo seed shares its lists this way too.
 */
export async function shareListIn(tx: Executor, caller: Caller, myListId: string, now: Date, sharedLinkDays: number): Promise<void> {
  const sharer = sharerOf(caller);
  if (!sharer) throw forbidden(MESSAGES.onlyAgent);
  const list = await ownList(tx, caller, myListId, true);
  const rows = await itemRows(tx, caller, myListId, sharer.employeeId);
  const refusals = myListShareRefusals(caller.subject, rows.map((r) => shareableOf(r, caller.userId)));
  if (refusals.length) {
    const fields = Object.fromEntries(refusals.map((f) => [listingField(f.index), LISTING_SHARE_REFUSAL_MESSAGES[f.reason]]));
    throw invalid(LISTING_SHARE_REFUSAL_MESSAGES[refusals[0]!.reason], fields);
  }
  await writeListShare(tx, callerAudit(caller, now), sharer, list, rows, sharedLinkDays);
}

/** POST my-lists/{myListId}/share. */
export async function shareMyList(db: Db, caller: Caller, myListId: string, now: Date, sharedLinkDays: number): Promise<MyList> {
  await db.transaction((tx) => shareListIn(tx, caller, myListId, now, sharedLinkDays));
  return getMyList(db, caller, myListId, now, sharedLinkDays);
}

/**
 * GET shared-lists/{sharedCode}: the public page, while the list is shared
 * and its share younger than sharedLinkDays. Each listing shows what its
 * masked page shows of it (title, price, city) with that page's link while the
 * link answers (sharedLinkRefusal); once it does not, only that it is gone.
 * A listing added after the share has no link yet and is not shown.
 */
export async function openSharedList(db: Executor, sharedCode: string, now: Date, sharedLinkDays: number): Promise<SharedList> {
  const [list] = await db.select().from(myLists).where(eq(myLists.sharedCode, sharedCode));
  if (!list?.sharedAt) throw notFound(M.sharedListUnavailable);
  if (sharedListExpired(list.sharedAt, now, sharedLinkDays)) throw notFound(M.sharedListExpired);
  const rows = await db
    .select({ item: myListItems, sharedOn: listingMaskingHistories.createdAt, listing: { title: listings.title, status: listings.status, sellOrRent: listings.sellOrRent, price: listings.price, defaultPriceFreq: listings.defaultPriceFreq, city: listings.city } })
    .from(myListItems)
    .innerJoin(listingMaskingHistories, eq(listingMaskingHistories.listingSharedCode, myListItems.listingSharedCode))
    .innerJoin(listings, eq(listings.listingId, myListItems.listingId))
    .where(and(eq(myListItems.myListId, list.myListId), isNotNull(myListItems.listingSharedCode)))
    .orderBy(asc(myListItems.position));
  return {
    name: list.name,
    sharedAt: list.sharedAt.toISOString(),
    items: rows.map((r) => {
      const refusal = sharedLinkRefusal(r.listing.status as ListingStatus, r.sharedOn, now, sharedLinkDays);
      if (refusal) return { isAvailable: false as const, position: r.item.position, message: SHARED_LINK_REFUSAL_MESSAGES[refusal] };
      return {
        isAvailable: true as const,
        position: r.item.position,
        title: r.listing.title,
        sellOrRent: r.listing.sellOrRent as 'sell' | 'rent',
        price: r.listing.price,
        defaultPriceFreq: r.listing.defaultPriceFreq as 'daily' | 'monthly' | 'yearly' | null,
        city: r.listing.city,
        listingSharedCode: r.item.listingSharedCode!,
      };
    }),
  };
}
