/**
 * Clients (issue 19): an agent's own buyers and tenants. Reading is scoped by
 * clientScope (domain/client.ts): an agent their own, the Super Admin every
 * agent's; a client outside the scope answers as not found. Writes are the
 * owner's only. Sharing a listing with a client masks it where it must be and
 * shares it by LINK with masking's own writers (listing-masking.ts), and
 * records the link on the client, all in one transaction.
 *
 * The trail keeps client events without an office: office management reads
 * their offices' events, and an agent's clients are the agent's, not the
 * office's (the Super Admin and HQ-manager-plus read them).
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CLIENT_MESSAGES as M,
  CLIENT_SHARE_REFUSAL_MESSAGES,
  clientScope,
  clientShareRefusal,
  type Client,
  type ClientNote,
  type ClientShare,
  type ClientsQuery,
  type ClientStatus,
  type CreateClientBody,
  type CreateClientNoteBody,
  type CreateClientShareBody,
  type UpdateClientBody,
} from '../../domain/client';
import type { ListingStatus } from '../../domain/entities/listing';
import { agentEmployeeIds } from '../../domain/listing-policy';
import { sharedLinkRefusal } from '../../domain/masking';
import { MESSAGES } from '../../domain/messages';
import { needsMasking } from '../../domain/my-list';
import type { Db, Executor } from '../db/client';
import { clientNotes, clients, clientShares, listingMaskingHistories, listingMaskings, listings, users } from '../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditContext, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { insertMasking, insertShare } from './listing-masking';
import { listingScope, listingSummaryOf } from './listings';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

type ClientRow = typeof clients.$inferSelect;

/** The caller's clients as SQL: their own, every one (Super Admin), or none. */
function scopeOf(caller: Pick<Caller, 'subject' | 'userId'>): SQL {
  const scope = clientScope(caller);
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'owner') return eq(clients.ownerUserId, scope.userId);
  return sql`false`;
}

const ownerName = sql<string | null>`coalesce(${users.nickName}, ${users.name})`;
const shareCount = sql<number>`(select count(*)::int from ${clientShares} where ${clientShares.clientId} = ${clients.clientId})`;

function toClient(row: ClientRow, extra: { ownerName: string | null; shareCount: number }, detail?: { notes: ClientNote[]; shares: ClientShare[] }): Client {
  return {
    clientId: row.clientId,
    ownerUserId: row.ownerUserId,
    ownerName: extra.ownerName,
    name: row.name,
    phones: row.phones,
    email: row.email,
    needs: row.needs,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    preferredAreas: row.preferredAreas,
    status: row.status,
    shareCount: extra.shareCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...detail,
  };
}

const SORT_COLUMNS = { updatedAt: clients.updatedAt, name: clients.name, createdAt: clients.createdAt } as const;

/** A search of digits (spaces and dashes dropped) is a phone too: phones @> '{digits}' (the GIN index). */
function searchOf(text: string | undefined): SQL | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/[\s-]/g, '');
  return or(ilike(clients.name, pattern), ilike(clients.email, pattern), /^\d{6,}$/.test(digits) ? sql`${clients.phones} @> array[${digits}]::text[]` : undefined);
}

/** GET clients: the caller's clients (every agent's for the Super Admin), searched by name, email or phone, filtered by status and needs. */
export async function listClients(db: Executor, caller: Caller, q: ClientsQuery & Window): Promise<ListPage<Client>> {
  const where = and(scopeOf(caller), q.filterStatus ? eq(clients.status, q.filterStatus) : undefined, q.filterNeeds ? eq(clients.needs, q.filterNeeds) : undefined, searchOf(q.search));
  const [key = 'updatedAt', direction = 'DESC'] = (q.sort ?? 'updatedAt:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await db
    .select({ client: clients, ownerName, shareCount })
    .from(clients)
    .leftJoin(users, eq(users.userId, clients.ownerUserId))
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(clients.clientId)] : [desc(column), desc(clients.clientId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map((r) => toClient(r.client, r)), db.select({ one: sql`1` }).from(clients).where(where), q);
}

/** A client in the caller's read scope, or 404: one outside it does not exist for them. */
async function visibleClient(db: Executor, caller: Caller, clientId: string): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(and(eq(clients.clientId, clientId), scopeOf(caller)));
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The caller's own client, locked for a write, or 404 (the Super Admin's read scope writes nothing). */
async function ownClient(tx: Executor, caller: Caller, clientId: string): Promise<ClientRow> {
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.clientId, clientId), eq(clients.ownerUserId, caller.userId)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

async function notesOf(db: Executor, clientId: string): Promise<ClientNote[]> {
  const rows = await db
    .select({ note: clientNotes, authorName: sql<string | null>`coalesce(${users.nickName}, ${users.name})` })
    .from(clientNotes)
    .leftJoin(users, eq(users.userId, clientNotes.authorUserId))
    .where(eq(clientNotes.clientId, clientId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.clientNoteId));
  return rows.map((r) => ({ clientNoteId: r.note.clientNoteId, body: r.note.body, authorName: r.authorName, createdAt: r.note.createdAt.toISOString() }));
}

/**
 * The client's shares, newest first: each listing's summary while the caller
 * still sees it, the masked link with why it no longer answers, and whether
 * the sharing agent masked it (the masked PDF is theirs then).
 */
async function sharesOf(db: Executor, caller: Caller, clientId: string, now: Date, sharedLinkDays: number): Promise<ClientShare[]> {
  const scope = listingScope(caller);
  const rows = await db
    .select({
      share: clientShares,
      history: listingMaskingHistories,
      listing: listings,
      isVisible: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`true`,
      isMasked: sql<boolean>`exists (select 1 from ${listingMaskings} where ${listingMaskings.listingId} = ${clientShares.listingId} and ${listingMaskings.employeeId} = ${listingMaskingHistories.employeeId})`,
    })
    .from(clientShares)
    .innerJoin(listingMaskingHistories, eq(listingMaskingHistories.listingMaskingHistoryId, clientShares.listingMaskingHistoryId))
    .innerJoin(listings, eq(listings.listingId, clientShares.listingId))
    .where(eq(clientShares.clientId, clientId))
    .orderBy(desc(clientShares.createdAt), desc(clientShares.clientShareId));
  return rows.map((r) => {
    const l = r.listing;
    return {
      clientShareId: r.share.clientShareId,
      listingId: r.share.listingId,
      listing: r.isVisible
        ? listingSummaryOf(l)
        : null,
      listingSharedCode: r.history.listingSharedCode,
      refusal: sharedLinkRefusal(l.status as ListingStatus, r.history.createdAt, now, sharedLinkDays),
      employeeId: r.history.employeeId,
      // The PDF is the sharing agent's own, of a listing they masked: only they download it.
      isPdfAvailable: r.isMasked && r.isVisible && r.history.userId === caller.userId,
      createdAt: r.share.createdAt.toISOString(),
    };
  });
}

/** GET clients/{clientId}: the client with their notes and the listings shared with them. */
export async function getClient(db: Executor, caller: Caller, clientId: string, now: Date, sharedLinkDays: number): Promise<Client> {
  const row = await visibleClient(db, caller, clientId);
  const [extra] = await db
    .select({ ownerName, shareCount })
    .from(clients)
    .leftJoin(users, eq(users.userId, clients.ownerUserId))
    .where(eq(clients.clientId, clientId));
  return toClient(row, extra!, { notes: await notesOf(db, clientId), shares: await sharesOf(db, caller, clientId, now, sharedLinkDays) });
}

const audited = (c: Pick<ClientRow, 'name' | 'phones' | 'email' | 'needs' | 'budgetMin' | 'budgetMax' | 'preferredAreas' | 'status'>) => ({
  name: c.name,
  phones: c.phones.join(', '),
  email: c.email,
  needs: c.needs,
  budgetMin: c.budgetMin,
  budgetMax: c.budgetMax,
  preferredAreas: c.preferredAreas.join(', '),
  status: c.status,
});

/** A client written in the caller's transaction, with its audit event: the route and the demo seed both add clients this way. */
export async function insertClient(tx: Executor, audit: AuditContext, ownerUserId: string, body: CreateClientBody): Promise<string> {
  const clientId = newId();
  const row = { clientId, ownerUserId, ...body, createdAt: audit.now, updatedAt: audit.now };
  await tx.insert(clients).values(row);
  await recordAudit(tx, audit, { action: 'create', entityType: 'client', entityId: clientId, before: null, after: audited(row) });
  return clientId;
}

/** POST clients: the caller's new client. */
export async function createClient(db: Db, caller: Caller, body: CreateClientBody, now: Date, sharedLinkDays: number): Promise<Client> {
  const clientId = await db.transaction((tx) => insertClient(tx, callerAudit(caller, now), caller.userId, body));
  return getClient(db, caller, clientId, now, sharedLinkDays);
}

/** PATCH clients/{clientId}: the budget's order holds against the stored other end too. */
export async function updateClient(db: Db, caller: Caller, clientId: string, body: UpdateClientBody, now: Date, sharedLinkDays: number): Promise<Client> {
  await db.transaction(async (tx) => {
    const row = await ownClient(tx, caller, clientId);
    const next = { ...row, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as ClientRow;
    if (next.budgetMin !== null && next.budgetMax !== null && next.budgetMax < next.budgetMin) throw fieldError('budgetMax', M.budgetOrder);
    await tx
      .update(clients)
      .set({ ...body, updatedAt: now })
      .where(eq(clients.clientId, clientId));
    const before = audited(row);
    const after = audited(next);
    await recordAudit(tx, callerAudit(caller, now), {
      action: row.status === next.status ? 'update' : 'status',
      entityType: 'client',
      entityId: clientId,
      before,
      after,
      ...(row.status !== next.status && { stateFrom: row.status, stateTo: next.status }),
    });
  });
  return getClient(db, caller, clientId, now, sharedLinkDays);
}

/** DELETE clients/{clientId}: the client, notes and share records go; the masked links already sent live on as masking's own. */
export async function deleteClient(db: Db, caller: Caller, clientId: string, now: Date): Promise<Client> {
  return db.transaction(async (tx) => {
    const row = await ownClient(tx, caller, clientId);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(clientShares).where(eq(clientShares.clientId, clientId));
    await tx.delete(clients).where(eq(clients.clientId, clientId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'client', entityId: clientId, before: audited(row), after: null });
    return toClient(row, { ownerName: caller.name, shareCount: count?.n ?? 0 });
  });
}

/** A note written in the caller's transaction: the route and the demo seed both write notes this way. */
export async function insertClientNote(tx: Executor, audit: AuditContext, clientId: string, authorUserId: string, body: CreateClientNoteBody): Promise<void> {
  const clientNoteId = newId();
  await tx.insert(clientNotes).values({ clientNoteId, clientId, authorUserId, body: body.note, createdAt: audit.now });
  await tx.update(clients).set({ updatedAt: audit.now }).where(eq(clients.clientId, clientId));
  await recordAudit(tx, audit, { action: 'create', entityType: 'client_note', entityId: clientNoteId, before: null, after: { clientId, note: body.note } });
}

/** POST clients/{clientId}/notes. */
export async function addClientNote(db: Db, caller: Caller, clientId: string, body: CreateClientNoteBody, now: Date, sharedLinkDays: number): Promise<Client> {
  await db.transaction(async (tx) => {
    await ownClient(tx, caller, clientId);
    await insertClientNote(tx, callerAudit(caller, now), clientId, caller.userId, body);
  });
  return getClient(db, caller, clientId, now, sharedLinkDays);
}

/** The caller's agent record that shares (an owner-and-agent shares as the agent, as masking does). */
function sharerOf(caller: Caller): { userId: string; employeeId: string; officeId: string | null } | null {
  const ids = agentEmployeeIds(caller);
  const record = caller.employees.find((e) => e.employeeRole.role === 'agent' && ids.includes(e.employeeId));
  return record ? { userId: caller.userId, employeeId: record.employeeId, officeId: record.officeId } : null;
}

/**
 * The share in the caller's transaction, on the locked client: the listing in
 * the caller's listing scope (else 400 at listingId), the refusal rules, then
 * masking's writers (masked first when it is another agent's not yet masked),
 * and the client's share record. The route and the demo seed share this way.
 */
export async function shareWithClientIn(tx: Executor, caller: Caller, clientId: string, body: CreateClientShareBody, now: Date, sharedLinkDays: number): Promise<void> {
  const sharer = sharerOf(caller);
  if (!sharer) throw forbidden(MESSAGES.onlyAgent);
  const client = await ownClient(tx, caller, clientId);
  const [found] = await tx
    .select({
      listing: listings,
      // The id as a value: a one-table select names its columns bare, which inside this subquery would be listing_maskings' own.
      isMaskedByMe: sql<boolean>`exists (select 1 from ${listingMaskings} where ${listingMaskings.listingId} = ${body.listingId} and ${listingMaskings.employeeId} = ${sharer.employeeId})`,
    })
    .from(listings)
    .where(and(eq(listings.listingId, body.listingId), listingScope(caller)));
  if (!found) throw fieldError('listingId', M.listingNotFound);
  const { listing } = found;
  const live = await tx
    .select({ createdAt: listingMaskingHistories.createdAt })
    .from(clientShares)
    .innerJoin(listingMaskingHistories, eq(listingMaskingHistories.listingMaskingHistoryId, clientShares.listingMaskingHistoryId))
    .where(and(eq(clientShares.clientId, clientId), eq(clientShares.listingId, listing.listingId)));
  const hasLiveLink = live.some((s) => !sharedLinkRefusal(listing.status as ListingStatus, s.createdAt, now, sharedLinkDays));
  const refusal = clientShareRefusal(caller.subject, { status: client.status as ClientStatus }, { status: listing.status as ListingStatus }, hasLiveLink);
  if (refusal === 'notAgent') throw forbidden(CLIENT_SHARE_REFUSAL_MESSAGES.notAgent);
  if (refusal === 'notActive') throw conflict(CLIENT_SHARE_REFUSAL_MESSAGES.notActive);
  if (refusal === 'alreadyShared') throw conflict(CLIENT_SHARE_REFUSAL_MESSAGES.alreadyShared, 'listingId');
  if (refusal) throw fieldError('listingId', CLIENT_SHARE_REFUSAL_MESSAGES[refusal]);

  const records: AuditRecord[] = [];
  if (needsMasking({ status: listing.status as ListingStatus, isOwn: listing.userId === caller.userId, isMaskedByMe: found.isMaskedByMe })) {
    const masked = await insertMasking(tx, listing, sharer.employeeId, now);
    if (masked) records.push(masked.record);
  }
  const share = await insertShare(tx, listing, sharer, caller.userId, 'LINK', now);
  records.push(...share.records);
  const clientShareId = newId();
  await tx.insert(clientShares).values({ clientShareId, clientId, listingId: listing.listingId, listingMaskingHistoryId: share.row.listingMaskingHistoryId, createdAt: now });
  await tx.update(clients).set({ updatedAt: now }).where(eq(clients.clientId, clientId));
  // The code is a secret (whoever has it opens the page): the trail keeps which listing went to whom, never the code.
  records.push({ action: 'create', entityType: 'client_share', entityId: clientShareId, before: null, after: { clientId, listingId: listing.listingId, listingMaskingHistoryId: share.row.listingMaskingHistoryId } });
  await recordAudit(tx, callerAudit(caller, now), records);
}

/** POST clients/{clientId}/shares. */
export async function shareWithClient(db: Db, caller: Caller, clientId: string, body: CreateClientShareBody, now: Date, sharedLinkDays: number): Promise<Client> {
  await db.transaction((tx) => shareWithClientIn(tx, caller, clientId, body, now, sharedLinkDays));
  return getClient(db, caller, clientId, now, sharedLinkDays);
}
