/**
 * Transfers of staff between offices at scale (issue 16 /transfer-staff): for
 * one active agent in fifty, a past transfer into their office from another
 * (most done, some canceled). None waits: a waiting transfer is a job of the
 * queue, which the scale data does not fake.
 */
import { transferEmployees } from '../schema';
import { newId } from '../../services/tokens';
import { chance, daysAgo, generator, pick, type ScaleGenerator } from './scale-kit';

export const STAFF_TRANSFER_GENERATORS: ScaleGenerator[] = [
  generator(transferEmployees, function* (ctx) {
    const officeIds = ctx.offices.map((o) => o.officeId);
    if (officeIds.length < 2) return;
    for (const p of ctx.people) {
      if (p.role !== 'agent' || !p.isActive || !p.officeId || !chance(ctx, 0.02)) continue;
      const from = pick(ctx, officeIds.filter((id) => id !== p.officeId));
      const at = daysAgo(ctx, 700, 2);
      const isDone = chance(ctx, 0.8);
      yield {
        transferEmployeeId: newId(),
        employeeId: p.employeeId,
        fromOfficeId: isDone ? from : p.officeId,
        toOfficeId: isDone ? p.officeId : from,
        timing: 'SCHEDULED' as const,
        scheduledAt: at,
        status: isDone ? ('TRANSFERED' as const) : ('CANCELED' as const),
        transferedAt: isDone ? at : null,
        createdByUserId: pick(ctx, ctx.demoUserIds),
        createdAt: new Date(at.getTime() - 3 * 86_400_000),
      };
    }
  }),
];
