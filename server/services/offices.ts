/** The office search (§7 GET offices): HQ searches every office, everyone else their own. */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import type { OfficeListItem, OfficesQuery } from '../../domain/entities/office';
import type { Executor } from '../db/client';
import { offices } from '../db/schema';
import type { Caller } from './caller';
import { escapeLike } from './listings';
import { countedPage, type Window } from './lists';

function officeScope(caller: Caller): SQL | undefined {
  if (caller.isHq) return undefined;
  return caller.officeIds.length ? inArray(offices.officeId, caller.officeIds) : sql`false`;
}

export async function searchOffices(db: Executor, caller: Caller, q: OfficesQuery & Window): Promise<ListPayload<OfficeListItem>> {
  const text = q.search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const where = and(
    officeScope(caller),
    q.filterApprovalStatus ? eq(offices.approvalStatus, q.filterApprovalStatus) : undefined,
    q.filterOfficeId ? eq(offices.officeId, q.filterOfficeId) : undefined,
    pattern ? or(ilike(offices.officeName, pattern), ilike(offices.officeCode, pattern)) : undefined,
  );
  const rows = await db
    .select({ officeId: offices.officeId, officeName: offices.officeName, officeCode: offices.officeCode })
    .from(offices)
    .where(where)
    .orderBy(asc(offices.officeName), asc(offices.officeId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows, db.select({ one: sql`1` }).from(offices).where(where), q);
}
