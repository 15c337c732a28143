/**
 * Transfers between offices in every status (/transfer-staff): one done (Vina
 * came to Bandung from Jakarta Selatan a month ago), one waiting for its time
 * (Bayu moves from Surabaya to Jakarta Selatan in a week: its job is in the
 * queue), one canceled.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { employees, offices, transferEmployees, users } from '../schema';
import { enqueueJob } from '../../services/jobs';
import { TRANSFER_EMPLOYEE_JOB } from '../../services/staff-transfers';
import { newId } from '../../services/tokens';

const DAY = 86_400_000;

async function employeeOf(tx: Executor, email: string) {
  const [row] = await tx
    .select({ employeeId: employees.employeeId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, email));
  return row!;
}

export async function seedStaffTransfers(tx: Executor, adminUserId: string, now: Date): Promise<void> {
  const office = Object.fromEntries((await tx.select().from(offices)).map((o) => [o.officeCode, o.officeId])) as Record<string, string>;
  const vina = await employeeOf(tx, 'vina.melati@demo.test');
  const bayu = await employeeOf(tx, 'bayu.firmansyah@demo.test');
  const wahyu = await employeeOf(tx, 'wahyu.hidayat@demo.test');
  const inAWeek = new Date(now.getTime() + 7 * DAY);
  const waitingId = newId();
  await tx.insert(transferEmployees).values([
    {
      transferEmployeeId: newId(),
      employeeId: vina.employeeId,
      fromOfficeId: office['GNS-JKS']!,
      toOfficeId: vina.officeId!,
      timing: 'SCHEDULED',
      scheduledAt: new Date(now.getTime() - 30 * DAY),
      status: 'TRANSFERED',
      transferedAt: new Date(now.getTime() - 30 * DAY),
      createdByUserId: adminUserId,
      createdAt: new Date(now.getTime() - 35 * DAY),
    },
    {
      transferEmployeeId: waitingId,
      employeeId: bayu.employeeId,
      fromOfficeId: bayu.officeId,
      toOfficeId: office['GNS-JKS']!,
      timing: 'SCHEDULED',
      scheduledAt: inAWeek,
      status: 'WAITING',
      createdByUserId: adminUserId,
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      transferEmployeeId: newId(),
      employeeId: wahyu.employeeId,
      fromOfficeId: wahyu.officeId,
      toOfficeId: office['GNS-SBY']!,
      timing: 'SCHEDULED',
      scheduledAt: new Date(now.getTime() - 10 * DAY),
      status: 'CANCELED',
      createdByUserId: adminUserId,
      createdAt: new Date(now.getTime() - 14 * DAY),
    },
  ]);
  await enqueueJob(tx, { name: TRANSFER_EMPLOYEE_JOB, key: `${TRANSFER_EMPLOYEE_JOB}:${waitingId}`, payload: { transferEmployeeId: waitingId }, runAt: inAWeek });
}
