/**
 * Issue 18's demo office billings, charged by the queue's own charging code:
 * a monthly franchise fee of the Jakarta office running for five months (its
 * next date queued), a one-time opening kit of the Bandung office (ended), and
 * a quarterly marketing pool of the Surabaya office that HQ stopped.
 */
import { DateTime } from 'luxon';
import { asc, eq } from 'drizzle-orm';
import { todayInJakarta } from '../../../domain/closing';
import { DEFAULT_ZONE } from '../../../domain/format';
import type { BillingFrequency } from '../../../domain/office-billing';
import type { Tx } from '../client';
import { officeBillingCharges, officeBillings, offices, users } from '../schema';
import { chargeDue, writeChargePayment } from '../../services/office-billings';
import { newId } from '../../services/tokens';

interface DemoBilling {
  officeName: string;
  description: string;
  amount: number;
  frequency: BillingFrequency;
  monthsAgo: number;
  stopped?: boolean;
  /** How the office paid its charges, oldest first: 'all', 'half' or nothing (the rest unpaid). */
  paid?: readonly ('all' | 'half')[];
}

const DEMO_BILLINGS: readonly DemoBilling[] = [
  { officeName: 'Genius Jakarta Selatan', description: 'Monthly franchise fee', amount: 2_500_000, frequency: 'monthly', monthsAgo: 4, paid: ['all', 'all', 'half'] },
  { officeName: 'Genius Bandung', description: 'Opening kit', amount: 15_000_000, frequency: 'one_time', monthsAgo: 2, paid: ['all'] },
  { officeName: 'Genius Surabaya', description: 'Marketing pool', amount: 6_000_000, frequency: 'quarterly', monthsAgo: 7, stopped: true },
];

export async function seedOfficeBillings(tx: Tx, now: Date): Promise<void> {
  const [finance] = await tx.select({ userId: users.userId, name: users.nickName }).from(users).where(eq(users.email, 'admin_finance_staff@demo.test'));
  const today = todayInJakarta(now);
  for (const demo of DEMO_BILLINGS) {
    const [office] = await tx.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, demo.officeName));
    if (!office) continue;
    const startOn = DateTime.fromISO(today, { zone: DEFAULT_ZONE }).minus({ months: demo.monthsAgo }).toISODate()!;
    const [row] = await tx
      .insert(officeBillings)
      .values({ officeBillingId: newId(), officeId: office.officeId, description: demo.description, amount: demo.amount, frequency: demo.frequency, startOn, nextChargeOn: startOn, createdByUserId: finance?.userId ?? null, createdAt: new Date(now.getTime() - demo.monthsAgo * 30 * 86_400_000), updatedAt: now })
      .returning();
    // Charged on the seed's behalf of HQ finance, who set the billings up (the queue would write 'System' with its job).
    const actor = { type: 'user' as const, userId: finance?.userId ?? null, name: finance?.name ?? 'HQ Finance', role: 'admin_finance_staff' as const, officeId: null, jobId: null };
    const audit = { actor, origin: { requestId: null, clientAddress: null, userAgent: null }, now };
    await chargeDue(tx, row!, today, audit, null);
    // The office paid its first charges by transfer, a week after each.
    const charges = await tx.select().from(officeBillingCharges).where(eq(officeBillingCharges.officeBillingId, row!.officeBillingId)).orderBy(asc(officeBillingCharges.chargeOn));
    for (const [i, how] of (demo.paid ?? []).entries()) {
      const charge = charges[i];
      if (!charge) break;
      const paidOn = DateTime.fromISO(charge.chargeOn, { zone: DEFAULT_ZONE }).plus({ days: 7 }).toISODate()!;
      const amount = how === 'all' ? charge.amount : Math.floor(charge.amount / 2);
      const body = { amount, paidOn: paidOn < today ? paidOn : today, method: 'transfer' as const, reference: `BILL-DEMO-${i + 1}` };
      await writeChargePayment(tx, { officeBillingId: row!.officeBillingId, officeBillingChargeId: charge.officeBillingChargeId, body, audit, recordedByUserId: finance?.userId ?? null, now });
    }
    if (demo.stopped) await tx.update(officeBillings).set({ status: 'STOPPED', nextChargeOn: null }).where(eq(officeBillings.officeBillingId, row!.officeBillingId));
  }
}
