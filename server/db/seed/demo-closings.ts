/**
 * Issue 18's demo closings: the demo's CLOSED listings each have their
 * closing (one a co-broke with another office's agent), with HQ's invoices;
 * and one closing was cancelled (its listing back on the market, its invoice
 * cancelled, its agent told by the cancel report). HQ finance has been paid
 * the oldest closing's invoices in full and half of the Bandung one's, so the
 * invoices stand in every status (and the offices have their invoice
 * reports); the offices paid their agents the same shares (agent receivables
 * in every status too). Written by the services' own writers, so the figures are the ones
 * a user would record.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { closingCode } from '../../../domain/closing';
import { computeClosingFees, type ClosingSideInput } from '../../../domain/closing-fees';
import { DEFAULT_ZONE } from '../../../domain/format';
import { BASIS } from '../../../domain/money';
import type { Tx } from '../client';
import { agentBillings, closingHistories, closings, employees, invoices, listings, offices, users } from '../schema';
import { activeAgents, memberFeesOn, writeClosing } from '../../services/closings';
import { writePayout } from '../../services/agent-billings';
import { writePayment } from '../../services/invoices';
import { insertNotification } from '../../services/push';
import { newId } from '../../services/tokens';

const NO_ORIGIN = { requestId: null, clientAddress: null, userAgent: null };

interface DemoClosing {
  title: string;
  daysAgo: number;
  buyerName: string;
  /** A co-broke: the selling side's agent (by email) and its share of the commission. */
  sellingAgent?: { email: string; sharePercent: number };
  /** Cancelled this many days after it was recorded, with this reason. */
  cancelled?: { afterDays: number; reason: string };
  /** HQ finance received this share of each of its invoices, this many days after it was recorded. */
  paid?: { afterDays: number; percent: number };
}

const DEMO_CLOSINGS: readonly DemoClosing[] = [
  { title: 'Rumah Hook di Bintaro Sektor 9', daysAgo: 40, buyerName: 'Hendra Gunawan', paid: { afterDays: 10, percent: 100 } },
  { title: 'Apartemen 3BR Pantai Indah Kapuk', daysAgo: 25, buyerName: 'Liem Swie King', sellingAgent: { email: 'umar.hakim@demo.test', sharePercent: 50 } },
  { title: 'Rumah Mewah di Setiabudi Regency', daysAgo: 12, buyerName: 'Dewi Lestari', paid: { afterDays: 5, percent: 50 } },
  { title: 'Rumah Keluarga di Malang Kota', daysAgo: 5, buyerName: 'Agus Salim' },
  { title: 'Rumah Minimalis di Cilandak', daysAgo: 18, buyerName: 'Rina Marlina', cancelled: { afterDays: 3, reason: "The buyer's mortgage was refused." } },
];

const DAY = 86_400_000;
const OFFICE_SHARE_PERCENT = 40;

export async function seedClosings(tx: Tx, now: Date): Promise<void> {
  const [admin] = await tx.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [finance] = await tx.select({ userId: users.userId, name: users.nickName }).from(users).where(eq(users.email, 'admin_finance_staff@demo.test'));
  for (const demo of DEMO_CLOSINGS) {
    const [listing] = await tx.select().from(listings).where(eq(listings.title, demo.title));
    if (!listing) continue;
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    const closingDate = DateTime.fromJSDate(at, { zone: DEFAULT_ZONE }).toISODate()!;
    const selling = demo.sellingAgent
      ? (
          await tx
            .select({ employeeId: employees.employeeId, officeId: employees.officeId })
            .from(employees)
            .innerJoin(users, eq(users.userId, employees.userId))
            .where(and(eq(users.email, demo.sellingAgent.email), eq(employees.role, 'agent')))
        )[0]
      : undefined;
    const agentIds = [listing.employeeId, ...(selling ? [selling.employeeId] : [])];
    const agents = await activeAgents(tx, agentIds);
    const fees = await memberFeesOn(tx, agentIds, closingDate);
    const officeIds = [listing.officeId, ...(selling?.officeId ? [selling.officeId] : [])];
    const pkp = new Map((await tx.select({ officeId: offices.officeId, isOfficePkp: offices.isOfficePkp }).from(offices).where(inArray(offices.officeId, officeIds))).map((o) => [o.officeId, o.isOfficePkp]));
    const sellingBp = demo.sellingAgent ? demo.sellingAgent.sharePercent * 100 : 0;
    const side = (s: 'listing' | 'selling', officeId: string, employeeId: string, shareBp: number): ClosingSideInput => ({
      side: s,
      officeId,
      isOfficePkp: pkp.get(officeId) ?? false,
      shareBp,
      officeShareBp: OFFICE_SHARE_PERCENT * 100,
      agents: [{ employeeId, shareBp: BASIS, memberFeeBp: fees.get(employeeId) ?? 0 }],
    });
    const input = {
      finalPrice: listing.price,
      commissionBp: listing.sellOrRent === 'rent' ? 500 : 250,
      sides: [side('listing', listing.officeId, listing.employeeId, BASIS - sellingBp), ...(selling?.officeId ? [side('selling', selling.officeId, selling.employeeId, sellingBp)] : [])],
    };
    const { closingId } = await writeClosing(tx, {
      listing: { ...listing, status: 'PUBLISH' },
      input,
      fees: computeClosingFees(input),
      userIds: new Map([...agents.values()].map((a) => [a.employeeId, a.userId])),
      details: { closingDate, finalPrice: listing.price, buyerName: demo.buyerName, buyerPhone: '0812-0000-1234', buyerEmail: null, note: null },
      actor: { userId: admin?.userId ?? null, name: 'Andi' },
      now: at,
    });
    if (demo.paid && finance) {
      const paidAt = new Date(at.getTime() + demo.paid.afterDays * DAY);
      const paidOn = DateTime.fromJSDate(paidAt, { zone: DEFAULT_ZONE }).toISODate()!;
      const actor = { actor: { type: 'user' as const, userId: finance.userId, name: finance.name ?? 'HQ Finance', role: 'admin_finance_staff' as const, officeId: null, jobId: null }, origin: NO_ORIGIN, now: paidAt };
      for (const invoice of await tx.select({ invoiceId: invoices.invoiceId, total: invoices.total }).from(invoices).where(eq(invoices.closingId, closingId))) {
        const amount = demo.paid.percent === 100 ? invoice.total : Math.floor((invoice.total * demo.paid.percent) / 100);
        const body = { amount, paidOn, method: 'transfer' as const, reference: `TRX-DEMO-${invoice.invoiceId.slice(0, 6).toUpperCase()}` };
        await writePayment(tx, { invoiceId: invoice.invoiceId, body, actor, recordedByUserId: finance.userId, now: paidAt });
      }
      // The office pays its agents the same share of what they are owed.
      for (const row of await tx.select().from(agentBillings).where(eq(agentBillings.closingId, closingId))) {
        const amount = demo.paid.percent === 100 ? row.amount : Math.floor((row.amount * demo.paid.percent) / 100);
        const body = { amount, paidOn, method: 'transfer' as const, reference: `PAYOUT-DEMO-${row.agentBillingId.slice(0, 6).toUpperCase()}` };
        await writePayout(tx, { row, body, actor, recordedByUserId: finance.userId, now: paidAt });
      }
    }
    if (!demo.cancelled) continue;
    const cancelledAt = new Date(at.getTime() + demo.cancelled.afterDays * DAY);
    const [row] = await tx
      .update(closings)
      .set({ status: 'CANCELLED', cancelReason: demo.cancelled.reason, cancelledAt, cancelledByUserId: admin?.userId ?? null, updatedAt: cancelledAt })
      .where(eq(closings.closingId, closingId))
      .returning({ closingNumber: closings.closingNumber });
    await tx.update(listings).set({ status: 'PUBLISH', updatedAt: cancelledAt }).where(eq(listings.listingId, listing.listingId));
    await tx.update(invoices).set({ status: 'cancelled', cancelledAt, updatedAt: cancelledAt }).where(eq(invoices.closingId, closingId));
    await tx.update(agentBillings).set({ status: 'cancelled', cancelledAt, updatedAt: cancelledAt }).where(eq(agentBillings.closingId, closingId));
    await tx.insert(closingHistories).values({
      closingHistoryId: newId(),
      closingId,
      officeId: listing.officeId,
      action: 'cancel',
      before: { status: 'ACTIVE' },
      after: { status: 'CANCELLED', cancelReason: demo.cancelled.reason, listingStatus: 'PUBLISH' },
      changedByUserId: admin?.userId ?? null,
      changedByName: 'Andi',
      createdAt: cancelledAt,
    });
    await insertNotification(
      tx,
      { receiverUserId: listing.userId, title: 'Closing cancelled', message: `Closing ${closingCode(row!.closingNumber)} of ${listing.title} was cancelled. Reason: ${demo.cancelled.reason}`, feature: 'cancel-report', externalId: closingId },
      cancelledAt,
    );
  }
}
