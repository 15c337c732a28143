/**
 * Closings (issue 18): record one (the listing becomes CLOSED, the figures of
 * domain/closing-fees.ts are kept per side and agent, HQ's invoices are raised
 * for each side's office, numbered without gaps), read them in the caller's
 * scope, cancel one with a reason (the listing returns to its status before,
 * the invoices are cancelled, the agents get the 'cancel report'), and every
 * change kept as a closing history. Each write is one transaction with its
 * audit event.
 */
import { DateTime } from 'luxon';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CLOSABLE_LISTING_STATUSES,
  closingCancelRefusal,
  closingCode,
  closingEditRefusal,
  closingRecordRefusal,
  closingScope,
  CLOSING_MESSAGES as M,
  monthLabel,
  monthsBetween,
  summaryRange,
  todayInJakarta,
  type CancelClosingBody,
  type Closing,
  type ClosingHistoriesQuery,
  type ClosingHistory,
  type ClosingSummary as ClosingSummaryAnswer,
  type ClosingSummaryQuery,
  type ClosingSummaryRow,
  type ClosingsQuery,
  type CreateClosingBody,
  type UpdateClosingBody,
} from '../../domain/closing';
import { computeClosingFees, DEFAULT_FEE_RATES, memberFeeInForce, type ClosingFeeInput, type FeeRates, type ClosingFees, type ClosingSideFees, type ClosingSideInput } from '../../domain/closing-fees';
import { isHqUser } from '../../domain/roles';
import { BASIS, bpToPercent, percentToBp } from '../../domain/money';
import { DEFAULT_ZONE, formatDate, formatPrice } from '../../domain/format';
import { INVOICE_MESSAGES, INVOICE_OFFICE_ROLES } from '../../domain/invoice';
import type { Db, Executor, Tx } from '../db/client';
import { plannedPerCallWhenLarge } from '../db/planned-per-call';
import {
  agentBillings,
  closingAgents,
  closingHistories,
  closingMonthSums,
  closingParties,
  closings,
  employees,
  invoiceCounters,
  invoiceLines,
  invoices,
  listings,
  offices,
  teamsMemberFeeItems,
  teamsMemberFees,
  users,
} from '../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { currentFeeRates } from './member-fees';
import { insertNotification } from './push';
import { newId } from './tokens';

/** An invoice is due this many days after it is issued. */
export const INVOICE_DUE_DAYS = 30;

type ClosingRow = typeof closings.$inferSelect;

export function closingScopeSql(caller: Caller): SQL | undefined {
  const scope = closingScope(caller);
  if (scope.kind === 'all') return undefined;
  const inOffice = scope.officeIds.length
    ? sql`exists (select 1 from ${closingParties} p where p.closing_id = ${closings.closingId} and p.office_id in ${scope.officeIds})`
    : undefined;
  const asAgent = scope.employeeIds.length
    ? sql`exists (select 1 from ${closingAgents} a where a.closing_id = ${closings.closingId} and a.employee_id in ${scope.employeeIds})`
    : undefined;
  return or(inOffice, asAgent) ?? sql`false`;
}

/** The caller's route must match who they are (§7's /office prefix): HQ unprefixed, everyone else under office/. */
function assertPrefix(caller: Caller, viaOffice: boolean): void {
  if (viaOffice === isHqUser(caller.roles)) throw forbidden(viaOffice ? 'HQ uses the routes without the office/ prefix.' : 'Use the office/ routes.');
}

const nameOf = (u: { nickName: string | null; firstName: string | null; lastName: string | null; email: string }) =>
  u.nickName ?? ([u.firstName, u.lastName].filter(Boolean).join(' ') || u.email);

// ---------------------------------------------------------------------------
// Reading

/** What a closing shows beside its own row: its listing, its office, its agents' names (largest share first). */
interface ClosingContext {
  listingCode: string;
  title: string;
  officeName: string;
  agentNames: string[];
}

type PartyRow = { party: typeof closingParties.$inferSelect; officeName: string };
type AgentRow = { agent: typeof closingAgents.$inferSelect; nickName: string | null; firstName: string | null; lastName: string | null; email: string };

function closingOf(r: ClosingRow, c: ClosingContext, detail?: { parties: PartyRow[]; agents: AgentRow[] }): Closing {
  return {
    closingId: r.closingId,
    closingCode: closingCode(r.closingNumber),
    listingId: r.listingId,
    listing: { listingCode: c.listingCode, title: c.title },
    officeId: r.officeId,
    officeName: c.officeName,
    sellOrRent: r.sellOrRent,
    finalPrice: r.finalPrice,
    commissionPercent: bpToPercent(r.commissionBp),
    commission: r.commission,
    owedToHq: r.owedToHq,
    closingDate: r.closingDate,
    buyerName: r.buyerName,
    buyerPhone: r.buyerPhone,
    buyerEmail: r.buyerEmail,
    note: r.note,
    status: r.status,
    cancelReason: r.cancelReason,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    agentNames: c.agentNames,
    createdAt: r.createdAt.toISOString(),
    ...(detail && {
      parties: detail.parties.map(({ party: p, officeName: name }) => ({
        closingPartyId: p.closingPartyId,
        side: p.side,
        officeId: p.officeId,
        officeName: name,
        isOfficePkp: p.isOfficePkp,
        sharePercent: bpToPercent(p.shareBp),
        officeSharePercent: bpToPercent(p.officeShareBp),
        commission: p.commission,
        royalty: p.royalty,
        ssdf: p.ssdf,
        net: p.net,
        officeKeep: p.officeKeep,
        officeIncome: p.officeIncome,
        owedToHq: p.owedToHq,
        agentDevelopmentFeeCode: p.agentDevelopmentFeeCode,
        agents: detail.agents
          .filter((a) => a.agent.closingPartyId === p.closingPartyId)
          .map((a) => ({
            closingAgentId: a.agent.closingAgentId,
            employeeId: a.agent.employeeId,
            name: nameOf(a),
            sharePercent: bpToPercent(a.agent.shareBp),
            memberFeePercent: bpToPercent(a.agent.memberFeeBp),
            gross: a.agent.gross,
            memberFee: a.agent.memberFee,
            agentDevelopmentFee: a.agent.agentDevelopmentFee,
            take: a.agent.take,
          })),
      })),
    }),
  };
}

/** The agents' names of a closing, largest share first, as `nameOf` words them: in the page's own statement. */
const AGENT_NAMES = sql<string[]>`array(select coalesce(u.nick_name, nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email) from ${closingAgents} a join ${users} u on u.user_id = a.user_id where a.closing_id = ${closings.closingId} order by a.share_bp desc, a.closing_agent_id)`;

/** Closings with their listing, office and agents' names, in one statement. */
const closingsWithContext = (db: Executor) =>
  db
    .select({ c: closings, listingCode: listings.listingCode, title: listings.title, officeName: offices.officeName, agentNames: AGENT_NAMES })
    .from(closings)
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .innerJoin(offices, eq(offices.officeId, closings.officeId));

/** Closings with their sides and their agents (the detail's figures): two statements for any number of closings. */
async function closingDetails(db: Executor, rows: readonly ({ c: ClosingRow } & ClosingContext)[]): Promise<Closing[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.c.closingId);
  const parties = await db
    .select({ party: closingParties, officeName: offices.officeName })
    .from(closingParties)
    .innerJoin(offices, eq(offices.officeId, closingParties.officeId))
    .where(inArray(closingParties.closingId, ids))
    .orderBy(asc(closingParties.side));
  const agents = await db
    .select({ agent: closingAgents, nickName: users.nickName, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(closingAgents)
    .innerJoin(users, eq(users.userId, closingAgents.userId))
    .where(inArray(closingAgents.closingId, ids))
    .orderBy(desc(closingAgents.shareBp), asc(closingAgents.closingAgentId));
  return rows.map((r) =>
    closingOf(r.c, r, { parties: parties.filter((p) => p.party.closingId === r.c.closingId), agents: agents.filter((a) => a.agent.closingId === r.c.closingId) }),
  );
}

const SORT_COLUMNS = {
  closingDate: closings.closingDate,
  createdAt: closings.createdAt,
  finalPrice: closings.finalPrice,
  commission: closings.commission,
} as const;

export async function listClosings(db: Executor, caller: Caller, q: ClosingsQuery & Window): Promise<ListPage<Closing>> {
  const search = q.search?.trim();
  const code = search && /^cls-?0*(\d+)$/i.exec(search)?.[1];
  const where = and(
    closingScopeSql(caller),
    q.filterStatus ? eq(closings.status, q.filterStatus) : undefined,
    q.filterSellOrRent ? eq(closings.sellOrRent, q.filterSellOrRent) : undefined,
    q.filterOfficeId ? sql`exists (select 1 from ${closingParties} p where p.closing_id = ${closings.closingId} and p.office_id = ${q.filterOfficeId})` : undefined,
    q.filterClosingDateStartAt ? gte(closings.closingDate, q.filterClosingDateStartAt) : undefined,
    q.filterClosingDateEndAt ? lte(closings.closingDate, q.filterClosingDateEndAt) : undefined,
    // The listing's title and code are read on the closing's own row (listing_words, kept by triggers):
    // matched on the joined listing, the capped count probed a listing for each closing it passed
    // (742 probes for 'rumah' at scale factor 1, 5.4 ms, twice the page).
    search
      ? or(
          ilike(closings.buyerName, `%${escapeLike(search)}%`),
          code ? eq(closings.closingNumber, Number(code)) : undefined,
          ilike(closings.listingWords, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
  const [key = 'closingDate', direction = 'DESC'] = (q.sort ?? 'closingDate:DESC').split(':') as [keyof typeof SORT_COLUMNS, 'ASC' | 'DESC'];
  const column = SORT_COLUMNS[key];
  const rows = await closingsWithContext(db)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(closings.closingId)] : [desc(column), desc(closings.closingId)]))
    .limit(q.limit)
    .offset(q.offset);
  // A page is its own statement and the count's; the sides only when asked for (includeData=parties).
  const results = q.includeData === 'parties' ? await closingDetails(db, rows) : rows.map((r) => closingOf(r.c, r));
  return countedPage(db, results, db.select({ one: sql`1` }).from(closings).where(where), q);
}

export async function getClosing(db: Executor, caller: Caller, closingId: string): Promise<Closing> {
  const [row] = await closingsWithContext(db).where(and(eq(closings.closingId, closingId), closingScopeSql(caller)));
  if (!row) throw notFound(M.notFound);
  return (await closingDetails(db, [row]))[0]!;
}

// ---------------------------------------------------------------------------
// Recording

interface AgentRecord {
  employeeId: string;
  userId: string;
  officeId: string | null;
  name: string;
}

export async function activeAgents(tx: Executor, employeeIds: string[]): Promise<Map<string, AgentRecord>> {
  const rows = await tx
    .select({ employeeId: employees.employeeId, userId: employees.userId, officeId: employees.officeId, nickName: users.nickName, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(inArray(employees.employeeId, employeeIds), eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED')));
  return new Map(rows.map((r) => [r.employeeId, { employeeId: r.employeeId, userId: r.userId, officeId: r.officeId, name: nameOf(r) }]));
}

export async function memberFeesOn(tx: Executor, employeeIds: string[], date: string): Promise<Map<string, number>> {
  const items = await tx
    .select({ employeeId: teamsMemberFees.employeeId, item: teamsMemberFeeItems })
    .from(teamsMemberFeeItems)
    .innerJoin(teamsMemberFees, eq(teamsMemberFees.teamsMemberFeeId, teamsMemberFeeItems.teamsMemberFeeId))
    .where(inArray(teamsMemberFees.employeeId, employeeIds));
  return new Map(employeeIds.map((employeeId) => [employeeId, memberFeeInForce(items.filter((i) => i.employeeId === employeeId).map((i) => i.item), date)]));
}

/** The next invoice number of an office and year, taken in the caller's transaction: a rollback returns it. */
async function nextInvoiceSequence(tx: Executor, officeId: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ officeId, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.officeId, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export const invoiceNumberOf = (officeCode: string, year: number, sequence: number) => `INV/${officeCode}/${year}/${String(sequence).padStart(4, '0')}`;

/** The closing's invoices, one per side that owes HQ, each line with the rate it was computed with. */
async function raiseInvoices(tx: Tx, closingId: string, fees: ClosingFees, rates: FeeRates, partyIds: string[], now: Date): Promise<string[]> {
  const issuedOn = todayInJakarta(now);
  const dueOn = DateTime.fromISO(issuedOn, { zone: DEFAULT_ZONE }).plus({ days: INVOICE_DUE_DAYS }).toISODate()!;
  const year = Number(issuedOn.slice(0, 4));
  const ids: string[] = [];
  for (const [i, side] of fees.sides.entries()) {
    if (side.owedToHq === 0) continue;
    const [office] = await tx.select({ officeCode: offices.officeCode, tempOfficeCode: offices.tempOfficeCode }).from(offices).where(eq(offices.officeId, side.officeId));
    const sequence = await nextInvoiceSequence(tx, side.officeId, year);
    const invoiceId = newId();
    ids.push(invoiceId);
    await tx.insert(invoices).values({
      invoiceId,
      invoiceNumber: invoiceNumberOf(office?.officeCode ?? office?.tempOfficeCode ?? 'OFFICE', year, sequence),
      officeId: side.officeId,
      year,
      sequence,
      closingId,
      closingPartyId: partyIds[i]!,
      status: 'unpaid',
      issuedOn,
      dueOn,
      total: side.owedToHq,
      createdAt: now,
      updatedAt: now,
    });
    // The office's invoice roles are told (the 'invoice' notification opens /invoice/{invoiceId}).
    const receivers = await tx
      .selectDistinct({ userId: employees.userId })
      .from(employees)
      .where(and(eq(employees.officeId, side.officeId), eq(employees.status, 'ACTIVE'), inArray(employees.role, [...INVOICE_OFFICE_ROLES])));
    const number = invoiceNumberOf(office?.officeCode ?? office?.tempOfficeCode ?? 'OFFICE', year, sequence);
    for (const { userId } of receivers) {
      await insertNotification(tx, { receiverUserId: userId, title: INVOICE_MESSAGES.issuedTitle, message: INVOICE_MESSAGES.issued(number, formatPrice(side.owedToHq), formatDate(dueOn)), feature: 'invoice', externalId: invoiceId }, now);
    }
    const adf = side.agents.reduce((a, v) => a + v.agentDevelopmentFee, 0);
    await tx.insert(invoiceLines).values([
      { invoiceLineId: newId(), invoiceId, position: 1, feeCode: 'royalty', description: 'Royalty', base: side.commission, rateBp: rates.royalty, amount: side.royalty },
      { invoiceLineId: newId(), invoiceId, position: 2, feeCode: 'ssdf', description: 'SSDF', base: side.commission, rateBp: rates.ssdf, amount: side.ssdf },
      {
        invoiceLineId: newId(),
        invoiceId,
        position: 3,
        feeCode: side.agentDevelopmentFeeCode,
        description: side.agentDevelopmentFeeCode === 'agent_development_fee_pkp' ? 'Agent development fee (PKP)' : 'Agent development fee',
        base: side.agents.reduce((a, v) => a + v.gross, 0),
        rateBp: rates[side.agentDevelopmentFeeCode],
        amount: adf,
      },
    ]);
  }
  return ids;
}

/** A side's row: what it was computed from and what it came to. */
export const closingPartyRow = (closingId: string, closingPartyId: string, input: ClosingSideInput, side: ClosingSideFees): typeof closingParties.$inferInsert => ({
  closingPartyId,
  closingId,
  side: side.side,
  officeId: side.officeId,
  isOfficePkp: input.isOfficePkp,
  shareBp: input.shareBp,
  officeShareBp: input.officeShareBp,
  commission: side.commission,
  royalty: side.royalty,
  ssdf: side.ssdf,
  net: side.net,
  officeKeep: side.officeKeep,
  officeIncome: side.officeIncome,
  owedToHq: side.owedToHq,
  agentDevelopmentFeeCode: side.agentDevelopmentFeeCode,
});

/** What a closing is written from: the listing, the computed figures and the form's details. */
export interface ClosingWrite {
  listing: { listingId: string; officeId: string; status: string; sellOrRent: string };
  input: ClosingFeeInput;
  fees: ClosingFees;
  /** Each agent's user. */
  userIds: ReadonlyMap<string, string>;
  details: { closingDate: string; finalPrice: number; buyerName: string; buyerPhone: string | null; buyerEmail: string | null; note: string | null };
  actor: { userId: string | null; name: string };
  now: Date;
}

/**
 * Write a computed closing in the caller's transaction: the closing, its
 * sides and agents, the listing CLOSED, HQ's invoices and the 'create'
 * history. The service (after its checks) and the demo seed both write
 * closings this way.
 */
export async function writeClosing(tx: Tx, w: ClosingWrite): Promise<{ closingId: string; invoiceIds: string[]; after: Record<string, unknown> }> {
  const { listing, input, fees, details, now } = w;
  const id = newId();
  const owedToHq = fees.sides.reduce((a, s) => a + s.owedToHq, 0);
  await tx.insert(closings).values({
    closingId: id,
    listingId: listing.listingId,
    officeId: listing.officeId,
    previousListingStatus: listing.status,
    sellOrRent: listing.sellOrRent === 'rent' ? 'rent' : 'sell',
    finalPrice: details.finalPrice,
    commissionBp: input.commissionBp,
    commission: fees.commission,
    owedToHq,
    closingDate: details.closingDate,
    buyerName: details.buyerName,
    buyerPhone: details.buyerPhone,
    buyerEmail: details.buyerEmail,
    note: details.note,
    createdByUserId: w.actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  const partyIds = fees.sides.map(() => newId());
  await tx.insert(closingParties).values(fees.sides.map((s, i) => closingPartyRow(id, partyIds[i]!, input.sides[i]!, s)));
  const agentRows = fees.sides.flatMap((s, i) =>
    s.agents.map((a, j) => ({
      closingAgentId: newId(),
      closingId: id,
      closingPartyId: partyIds[i]!,
      employeeId: a.employeeId,
      userId: w.userIds.get(a.employeeId)!,
      shareBp: input.sides[i]!.agents[j]!.shareBp,
      memberFeeBp: input.sides[i]!.agents[j]!.memberFeeBp,
      gross: a.gross,
      memberFee: a.memberFee,
      agentDevelopmentFee: a.agentDevelopmentFee,
      take: a.take,
      officeId: input.sides[i]!.officeId,
    })),
  );
  await tx.insert(closingAgents).values(agentRows.map(({ officeId: _officeId, ...row }) => row));
  // What each agent's office owes them (/agent-receivable).
  await tx.insert(agentBillings).values(
    agentRows.map((a) => ({
      agentBillingId: newId(),
      closingAgentId: a.closingAgentId,
      closingId: id,
      officeId: a.officeId,
      employeeId: a.employeeId,
      userId: a.userId,
      closingDate: details.closingDate,
      gross: a.gross,
      memberFee: a.memberFee,
      agentDevelopmentFee: a.agentDevelopmentFee,
      amount: a.take,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.update(listings).set({ status: 'CLOSED', updatedAt: now }).where(eq(listings.listingId, listing.listingId));
  // Each agent of the closing who did not record it is told, with their share (the 'closing' notification opens /closing/{closingId}).
  const [{ closingNumber = 0, title = '' } = {}] = await tx
    .select({ closingNumber: closings.closingNumber, title: listings.title })
    .from(closings)
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .where(eq(closings.closingId, id));
  for (const a of agentRows.filter((r) => r.userId !== w.actor.userId)) {
    await insertNotification(tx, { receiverUserId: a.userId, title: M.recordedTitle, message: M.recordedReport(closingCode(closingNumber), title, formatPrice(a.take)), feature: 'closing', externalId: id }, now);
  }
  const invoiceIds = await raiseInvoices(tx, id, fees, input.rates ?? DEFAULT_FEE_RATES, partyIds, now);
  const after = { listingId: listing.listingId, closingDate: details.closingDate, finalPrice: details.finalPrice, commissionPercent: bpToPercent(input.commissionBp), commission: fees.commission, owedToHq, buyerName: details.buyerName };
  await tx.insert(closingHistories).values({
    closingHistoryId: newId(),
    closingId: id,
    officeId: listing.officeId,
    action: 'create',
    before: null,
    after,
    changedByUserId: w.actor.userId,
    changedByName: w.actor.name,
    createdAt: now,
  });
  return { closingId: id, invoiceIds, after };
}

export async function createClosing(db: Db, caller: Caller, body: CreateClosingBody, viaOffice: boolean, now: Date): Promise<Closing> {
  assertPrefix(caller, viaOffice);
  if (body.closingDate > todayInJakarta(now)) throw fieldError('closingDate', M.futureDate);
  const closingId = await db.transaction(async (tx) => {
    const [listing] = await tx.select().from(listings).where(eq(listings.listingId, body.listingId)).for('update');
    if (!listing) throw fieldError('listingId', 'Listing not found.');
    const refusal = closingRecordRefusal(caller, listing);
    if (refusal) throw fieldError('listingId', refusal);
    if (!(CLOSABLE_LISTING_STATUSES as readonly string[]).includes(listing.status)) throw fieldError('listingId', M.notClosable);
    const [open] = await tx.select({ closingId: closings.closingId }).from(closings).where(and(eq(closings.listingId, listing.listingId), eq(closings.status, 'ACTIVE')));
    if (open) throw conflict(M.alreadyClosed, 'listingId');

    const officeIds = [listing.officeId, ...(body.sellingSide ? [body.sellingSide.officeId] : [])];
    if (body.sellingSide && body.sellingSide.officeId === listing.officeId) throw fieldError('sellingSide.officeId', M.sameOffice);
    const officeRows = await tx
      .select({ officeId: offices.officeId, isOfficePkp: offices.isOfficePkp })
      .from(offices)
      .where(and(inArray(offices.officeId, officeIds), eq(offices.approvalStatus, 'APPROVED')));
    const pkp = new Map(officeRows.map((o) => [o.officeId, o.isOfficePkp]));
    if (body.sellingSide && !pkp.has(body.sellingSide.officeId)) throw fieldError('sellingSide.officeId', 'Office not found.');

    const agentIds = [...body.listingSide.agents, ...(body.sellingSide?.agents ?? [])].map((a) => a.employeeId);
    const agents = await activeAgents(tx, agentIds);
    const checkSide = (field: string, officeId: string, list: { employeeId: string }[]) => {
      if (list.some((a) => agents.get(a.employeeId)?.officeId !== officeId)) throw fieldError(field, M.agentNotInOffice);
    };
    checkSide('listingSide.agents', listing.officeId, body.listingSide.agents);
    if (body.sellingSide) checkSide('sellingSide.agents', body.sellingSide.officeId, body.sellingSide.agents);
    const memberFees = await memberFeesOn(tx, agentIds, body.closingDate);

    const sellingShareBp = body.sellingSide ? percentToBp(body.sellingSide.sharePercent) : 0;
    const sides = [
      { side: 'listing' as const, officeId: listing.officeId, shareBp: BASIS - sellingShareBp, officeSharePercent: body.listingSide.officeSharePercent, agents: body.listingSide.agents },
      ...(body.sellingSide ? [{ side: 'selling' as const, officeId: body.sellingSide.officeId, shareBp: sellingShareBp, officeSharePercent: body.sellingSide.officeSharePercent, agents: body.sellingSide.agents }] : []),
    ];
    const input = {
      finalPrice: body.finalPrice,
      commissionBp: percentToBp(body.commissionPercent),
      // The fee master's rates in force now (issue 19); the invoices keep each line's rate.
      rates: await currentFeeRates(tx),
      sides: sides.map((s) => ({
        side: s.side,
        officeId: s.officeId,
        isOfficePkp: pkp.get(s.officeId) ?? false,
        shareBp: s.shareBp,
        officeShareBp: percentToBp(s.officeSharePercent),
        agents: s.agents.map((a) => ({ employeeId: a.employeeId, shareBp: percentToBp(a.sharePercent), memberFeeBp: memberFees.get(a.employeeId) ?? 0 })),
      })),
    };
    const fees = computeClosingFees(input);

    const written = await writeClosing(tx, {
      listing,
      input,
      fees,
      userIds: new Map([...agents.values()].map((a) => [a.employeeId, a.userId])),
      details: { closingDate: body.closingDate, finalPrice: body.finalPrice, buyerName: body.buyerName, buyerPhone: body.buyerPhone, buyerEmail: body.buyerEmail, note: body.note },
      actor: { userId: caller.userId, name: caller.name },
      now,
    });
    const id = written.closingId;
    const after = written.after;
    const invoiceIds = written.invoiceIds;
    await recordAudit(tx, callerAudit(caller, now), [
      { action: 'create', entityType: 'closing', entityId: id, officeId: listing.officeId, before: null, after: { ...after, invoiceIds } },
      { action: 'status', entityType: 'listing', entityId: listing.listingId, officeId: listing.officeId, before: { status: listing.status }, after: { status: 'CLOSED' }, stateFrom: listing.status, stateTo: 'CLOSED' },
    ]);
    return id;
  });
  return getClosing(db, caller, closingId);
}

export async function cancelClosing(db: Db, caller: Caller, closingId: string, body: CancelClosingBody, viaOffice: boolean, now: Date): Promise<Closing> {
  assertPrefix(caller, viaOffice);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(closings).where(and(eq(closings.closingId, closingId), closingScopeSql(caller))).for('update');
    if (!row) throw notFound(M.notFound);
    const refusal = closingCancelRefusal(caller, row);
    if (refusal === M.alreadyCancelled) throw conflict(refusal);
    if (refusal) throw forbidden(refusal);
    await tx.update(closings).set({ status: 'CANCELLED', cancelReason: body.reason, cancelledAt: now, cancelledByUserId: caller.userId, updatedAt: now }).where(eq(closings.closingId, closingId));
    const [listing] = await tx.select({ status: listings.status, title: listings.title }).from(listings).where(eq(listings.listingId, row.listingId)).for('update');
    if (listing?.status === 'CLOSED') await tx.update(listings).set({ status: row.previousListingStatus, updatedAt: now }).where(eq(listings.listingId, row.listingId));
    const cancelled = await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(invoices.closingId, closingId), inArray(invoices.status, ['unpaid', 'partially_paid', 'paid'])))
      .returning({ invoiceId: invoices.invoiceId });
    await tx.update(agentBillings).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(and(eq(agentBillings.closingId, closingId), ne(agentBillings.status, 'cancelled')));
    await tx.insert(closingHistories).values({
      closingHistoryId: newId(),
      closingId,
      officeId: row.officeId,
      action: 'cancel',
      before: { status: 'ACTIVE' },
      after: { status: 'CANCELLED', cancelReason: body.reason, listingStatus: row.previousListingStatus },
      changedByUserId: caller.userId,
      changedByName: caller.name,
      createdAt: now,
    });
    // The 'cancel report' reaches every agent of the closing.
    const agentUsers = await tx.selectDistinct({ userId: closingAgents.userId }).from(closingAgents).where(eq(closingAgents.closingId, closingId));
    for (const { userId } of agentUsers) {
      await insertNotification(
        tx,
        { receiverUserId: userId, title: 'Closing cancelled', message: `${M.cancelReport(closingCode(row.closingNumber), listing?.title ?? '')} Reason: ${body.reason}`, feature: 'cancel-report', externalId: closingId },
        now,
      );
    }
    await recordAudit(tx, callerAudit(caller, now), [
      { action: 'status', entityType: 'closing', entityId: closingId, officeId: row.officeId, before: { status: 'ACTIVE' }, after: { status: 'CANCELLED', cancelReason: body.reason, cancelledInvoices: cancelled.length }, stateFrom: 'ACTIVE', stateTo: 'CANCELLED' },
      ...(listing?.status === 'CLOSED'
        ? [{ action: 'status' as const, entityType: 'listing' as const, entityId: row.listingId, officeId: row.officeId, before: { status: 'CLOSED' }, after: { status: row.previousListingStatus }, stateFrom: 'CLOSED', stateTo: row.previousListingStatus }]
        : []),
    ]);
  });
  return getClosing(db, caller, closingId);
}

// ---------------------------------------------------------------------------
// Editing and the history

/**
 * PATCH: the buyer's details and the note, by HQ or the listing office's
 * finance while the closing stands. Only what changed is kept, as one
 * 'update' history row (before and after) and one audit event; a PATCH that
 * changes nothing writes nothing.
 */
export async function updateClosing(db: Db, caller: Caller, closingId: string, body: UpdateClosingBody, viaOffice: boolean, now: Date): Promise<Closing> {
  assertPrefix(caller, viaOffice);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(closings).where(and(eq(closings.closingId, closingId), closingScopeSql(caller))).for('update');
    if (!row) throw notFound(M.notFound);
    const refusal = closingEditRefusal(caller, row);
    if (refusal === M.cancelledIsFinal) throw conflict(refusal);
    if (refusal) throw forbidden(refusal);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['buyerName', 'buyerPhone', 'buyerEmail', 'note'] as const) {
      const next = body[key];
      if (next === undefined || next === row[key]) continue;
      before[key] = row[key];
      after[key] = next;
    }
    if (!Object.keys(after).length) return;
    await tx
      .update(closings)
      .set({ ...after, updatedAt: now })
      .where(eq(closings.closingId, closingId));
    await tx.insert(closingHistories).values({ closingHistoryId: newId(), closingId, officeId: row.officeId, action: 'update', before, after, changedByUserId: caller.userId, changedByName: caller.name, createdAt: now });
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'closing', entityId: closingId, officeId: row.officeId, before, after });
  });
  return getClosing(db, caller, closingId);
}

type HistoryRow = typeof closingHistories.$inferSelect;

async function toHistories(db: Executor, rows: HistoryRow[]): Promise<ClosingHistory[]> {
  if (!rows.length) return [];
  const context = await db
    .select({ closingId: closings.closingId, closingNumber: closings.closingNumber, title: listings.title })
    .from(closings)
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .where(inArray(closings.closingId, [...new Set(rows.map((r) => r.closingId))]));
  const of = new Map(context.map((c) => [c.closingId, c]));
  return rows.map((r) => ({
    closingHistoryId: r.closingHistoryId,
    closingId: r.closingId,
    closingCode: of.has(r.closingId) ? closingCode(of.get(r.closingId)!.closingNumber) : '-',
    listingTitle: of.get(r.closingId)?.title ?? '-',
    officeId: r.officeId,
    action: r.action,
    changedByName: r.changedByName,
    createdAt: r.createdAt.toISOString(),
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
  }));
}

/** The scope of a history row is its closing's: the same rows the caller's closings list shows. */
const historyScopeSql = (caller: Caller): SQL | undefined => {
  const scope = closingScopeSql(caller);
  return scope && sql`exists (select 1 from ${closings} where ${closings.closingId} = ${closingHistories.closingId} and ${scope})`;
};

/** /closing/history: every change of the caller's closings, newest first; searched by closing code (CLS-000123). */
export async function listClosingHistories(db: Executor, caller: Caller, q: ClosingHistoriesQuery & Window): Promise<ListPage<ClosingHistory>> {
  const search = q.search?.trim();
  const number = search?.match(/^(?:CLS-?)?0*(\d{1,12})$/i)?.[1];
  const where = and(
    historyScopeSql(caller),
    q.filterClosingId ? eq(closingHistories.closingId, q.filterClosingId) : undefined,
    q.filterAction ? eq(closingHistories.action, q.filterAction) : undefined,
    q.filterCreatedAtStartAt ? gte(closingHistories.createdAt, new Date(q.filterCreatedAtStartAt)) : undefined,
    q.filterCreatedAtEndAt ? lte(closingHistories.createdAt, new Date(q.filterCreatedAtEndAt)) : undefined,
    search ? (number ? inArray(closingHistories.closingId, db.select({ closingId: closings.closingId }).from(closings).where(eq(closings.closingNumber, Number(number)))) : sql`false`) : undefined,
  );
  const rows = await db
    .select()
    .from(closingHistories)
    .where(where)
    .orderBy(desc(closingHistories.createdAt), desc(closingHistories.closingHistoryId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, await toHistories(db, rows), db.select({ one: sql`1` }).from(closingHistories).where(where), q);
}

export async function getClosingHistory(db: Executor, caller: Caller, closingHistoryId: string): Promise<ClosingHistory> {
  const [row] = await db.select().from(closingHistories).where(and(eq(closingHistories.closingHistoryId, closingHistoryId), historyScopeSql(caller)));
  if (!row) throw notFound(M.historyNotFound);
  return (await toHistories(db, [row]))[0]!;
}

// ---------------------------------------------------------------------------
// /closing/summary

type Sums = { key: string; label?: string; count: unknown; finalPrice: unknown; commission: unknown };
const n = (v: unknown) => Number(v ?? 0);
const sortedByCommission = (rows: ClosingSummaryRow[]) => rows.sort((a, b) => b.commission - a.commission || a.label.localeCompare(b.label));

/** The closings of `where` summed per listing office, with the office's name. */
async function officeSums(db: Executor, where: SQL | undefined): Promise<ClosingSummaryRow[]> {
  const found = await db
    .select({ key: closings.officeId, label: offices.officeName, count: sql`count(*)`, finalPrice: sql`sum(${closings.finalPrice})`, commission: sql`sum(${closings.commission})` })
    .from(closings)
    .innerJoin(offices, eq(offices.officeId, closings.officeId))
    .where(where)
    .groupBy(closings.officeId, offices.officeName);
  return found.map((r) => ({ key: r.key, label: r.label, count: n(r.count), finalPrice: n(r.finalPrice), commission: n(r.commission) }));
}

/** The closings of `where` summed per closing month ('YYYY-MM'). */
async function monthSums(db: Executor, where: SQL | undefined): Promise<Sums[]> {
  // Grouped by the month's first day and worded once per month: to_char on each of a year's closings was a third of the statement.
  const month = sql`date_trunc('month', ${closings.closingDate}::timestamp)`;
  return db
    .select({ key: sql<string>`to_char(${month}, 'YYYY-MM')`, count: sql`count(*)`, finalPrice: sql`sum(${closings.finalPrice})`, commission: sql`sum(${closings.commission})` })
    .from(closings)
    .where(where)
    .groupBy(month);
}

/** Every month of the range, oldest first, with its sums (a month without closings as zero). */
function byMonthOf(start: string, end: string, found: Sums[]): ClosingSummaryRow[] {
  const byMonth = new Map<string, { count: number; finalPrice: number; commission: number }>();
  for (const r of found) {
    const seen = byMonth.get(r.key) ?? { count: 0, finalPrice: 0, commission: 0 };
    byMonth.set(r.key, { count: seen.count + n(r.count), finalPrice: seen.finalPrice + n(r.finalPrice), commission: seen.commission + n(r.commission) });
  }
  return monthsBetween(start, end).map((key) => ({ key, label: monthLabel(key), count: 0, finalPrice: 0, commission: 0, ...byMonth.get(key) }));
}

/**
 * HQ's summary by month or by office: the whole months of the range from
 * closing_month_sums (kept by the closings' triggers, migration 0028), the
 * days of a month the range only partly covers from the closings themselves.
 * The same figures as summing the closings, a few hundred rows read instead
 * of a year's closings.
 */
async function hqSummary(db: Executor, groupBy: 'month' | 'office', start: string, end: string): Promise<ClosingSummaryRow[]> {
  const { whole, partial } = splitByWholeMonths(start, end);
  const inForce = (from: string, to: string) => and(eq(closings.status, 'ACTIVE'), gte(closings.closingDate, from), lte(closings.closingDate, to));
  const fromSums = whole
    ? and(gte(closingMonthSums.month, whole.first), lte(closingMonthSums.month, whole.last))
    : undefined;
  if (groupBy === 'month') {
    const summed = whole
      ? await db
          .select({ key: sql<string>`to_char(${closingMonthSums.month}, 'YYYY-MM')`, count: sql`sum(${closingMonthSums.closings})`, finalPrice: sql`sum(${closingMonthSums.finalPrice})`, commission: sql`sum(${closingMonthSums.commission})` })
          .from(closingMonthSums)
          .where(fromSums)
          .groupBy(closingMonthSums.month)
      : [];
    const edges = await Promise.all(partial.map((range) => monthSums(db, inForce(range.start, range.end))));
    return byMonthOf(start, end, [...summed, ...edges.flat()]);
  }
  const summed: ClosingSummaryRow[] = whole
    ? (
        await db
          .select({ key: closingMonthSums.officeId, label: offices.officeName, count: sql`sum(${closingMonthSums.closings})`, finalPrice: sql`sum(${closingMonthSums.finalPrice})`, commission: sql`sum(${closingMonthSums.commission})` })
          .from(closingMonthSums)
          .innerJoin(offices, eq(offices.officeId, closingMonthSums.officeId))
          .where(fromSums)
          .groupBy(closingMonthSums.officeId, offices.officeName)
      ).map((r) => ({ key: r.key, label: r.label, count: n(r.count), finalPrice: n(r.finalPrice), commission: n(r.commission) }))
    : [];
  const edges = await Promise.all(partial.map((range) => officeSums(db, inForce(range.start, range.end))));
  const byOffice = new Map<string, ClosingSummaryRow>();
  for (const r of [...summed, ...edges.flat()]) {
    const seen = byOffice.get(r.key);
    byOffice.set(r.key, seen ? { ...seen, count: seen.count + r.count, finalPrice: seen.finalPrice + r.finalPrice, commission: seen.commission + r.commission } : r);
  }
  // A month whose closings were all cancelled keeps a row of zeros: an office shows only with closings in force.
  return sortedByCommission([...byOffice.values()].filter((r) => r.count > 0));
}

/**
 * A date range ('YYYY-MM-DD', both ends included) as the first days of the
 * whole months it covers, and the days before and after them that make only
 * part of a month: 2026-01-15..2026-04-30 is whole February to April and
 * partial 2026-01-15..2026-01-31.
 */
export function splitByWholeMonths(start: string, end: string): { whole: { first: string; last: string } | null; partial: { start: string; end: string }[] } {
  const from = DateTime.fromISO(start);
  const to = DateTime.fromISO(end);
  if (to < from) return { whole: null, partial: [] };
  const firstWhole = from.day === 1 ? from : from.plus({ months: 1 }).startOf('month');
  const lastWhole = to.hasSame(to.endOf('month'), 'day') ? to.startOf('month') : to.startOf('month').minus({ months: 1 });
  const iso = (d: DateTime) => d.toISODate()!;
  if (firstWhole > lastWhole) return { whole: null, partial: [{ start, end }] };
  const partial: { start: string; end: string }[] = [];
  if (firstWhole > from) partial.push({ start, end: iso(firstWhole.minus({ days: 1 })) });
  if (lastWhole.endOf('month') < to.startOf('day')) partial.push({ start: iso(lastWhole.plus({ months: 1 })), end });
  return { whole: { first: iso(firstWhole), last: iso(lastWhole) }, partial };
}

/**
 * Totals of the caller's closings in force whose closing date is in the
 * range: by month (every month of the range, empty ones as zero), by listing
 * office, or by agent (their own gross share; a co-broke once per agent).
 * Aggregated by PostgreSQL over the closing-date index; bigint sums come back
 * as text and are read as whole rupiah.
 */
export async function closingSummary(db: Executor, caller: Caller, q: ClosingSummaryQuery, now: Date): Promise<ClosingSummaryAnswer> {
  const { start, end } = summaryRange(q, now);
  // Planned per call on a large table: whether to start from the scope's closings or from the date range depends on both.
  const where = and(await plannedPerCallWhenLarge(db, closings), closingScopeSql(caller), eq(closings.status, 'ACTIVE'), gte(closings.closingDate, start), lte(closings.closingDate, end));
  let rows: ClosingSummaryRow[];
  if (q.groupBy === 'agent') {
    const found = await db
      .select({ key: closingAgents.employeeId, nickName: users.nickName, firstName: users.firstName, lastName: users.lastName, email: users.email, count: sql`count(*)`, finalPrice: sql`sum(${closings.finalPrice})`, commission: sql`sum(${closingAgents.gross})` })
      .from(closings)
      .innerJoin(closingAgents, eq(closingAgents.closingId, closings.closingId))
      .innerJoin(users, eq(users.userId, closingAgents.userId))
      .where(where)
      .groupBy(closingAgents.employeeId, users.nickName, users.firstName, users.lastName, users.email);
    rows = sortedByCommission(found.map((r) => ({ key: r.key, label: nameOf(r), count: n(r.count), finalPrice: n(r.finalPrice), commission: n(r.commission) })));
  } else if (closingScope(caller).kind === 'all') {
    rows = await hqSummary(db, q.groupBy, start, end);
  } else if (q.groupBy === 'office') {
    rows = sortedByCommission(await officeSums(db, where));
  } else {
    rows = byMonthOf(start, end, await monthSums(db, where));
  }
  // By month or office each closing is in one row, so the whole is their sum; by agent a co-broke
  // is in two rows but is one closing, so the whole is read on its own.
  const total =
    q.groupBy === 'agent'
      ? await db
          .select({ count: sql`count(*)`, finalPrice: sql`coalesce(sum(${closings.finalPrice}), 0)`, commission: sql`coalesce(sum(${closings.commission}), 0)` })
          .from(closings)
          .where(where)
          .then(([whole]) => ({ count: n(whole?.count), finalPrice: n(whole?.finalPrice), commission: n(whole?.commission) }))
      : rows.reduce((sum, r) => ({ count: sum.count + r.count, finalPrice: sum.finalPrice + r.finalPrice, commission: sum.commission + r.commission }), { count: 0, finalPrice: 0, commission: 0 });
  return { groupBy: q.groupBy, start, end, rows, total };
}
