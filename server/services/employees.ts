/**
 * Employee records as the domain's Employee, and the lists of them a caller may
 * see: HQ users see everyone, other users their own records and those of the
 * offices they work in. Of each record's contact, only what
 * domain/contact-visibility.ts lets this caller see.
 */
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contactLevel, contactViewer, visibleContact } from '../../domain/contact-visibility';
import type { Employee, EmployeesQuery, Birthday } from '../../domain/entities/employee';
import { CALLER_USER_ID } from '../../domain/session';
import type { ListPayload } from '../../domain/entities/common';
import type { Db } from '../db/client';
import { plannedPerCallWhenLarge } from '../db/planned-per-call';
import { birthMonthDay, employees, groupMembers, offices, users } from '../db/schema';
import type { Caller } from './caller';
import { monthDay, monthDayNumber, weekDates } from './calendar';
import { toEmployee } from './employee-record';
import { countedPage, escapeLike, orderBy, page, sortOrder, type Window } from './lists';

export { toEmployee };

/** The records that make a session, in SQL: the same rule as domain/session.ts activeEmployees. */
export const isActiveEmployee = and(
  eq(employees.status, 'ACTIVE'),
  inArray(employees.roleStatus, ['PUBLISH', 'UNPUBLISH']),
  eq(employees.approvalStatus, 'APPROVED'),
);

/** Which employee records this caller may see at all. */
export function visibleTo(caller: Caller): SQL | undefined {
  if (caller.isHq) return undefined;
  const own = eq(employees.userId, caller.userId);
  return caller.officeIds.length ? or(own, inArray(employees.officeId, caller.officeIds)) : own;
}

const SORTABLE = {
  createdAt: employees.createdAt,
  updatedAt: employees.updatedAt,
  name: users.name,
  employeeCode: employees.employeeCode,
  role: employees.role,
} as const;

// The tie-breaker runs the same way as the sort (sortOrder), so an index on
// (column, employee_id) read forwards or backwards gives the whole order: a
// mixed direction left the planner a choice between an incremental sort and
// sorting the whole table, which it made differently run to run.
const listOrder = (sort: string | undefined) => orderBy(sortOrder(sort, SORTABLE, employees.employeeId, 'createdAt:DESC'));

const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

function filters(caller: Caller, q: EmployeesQuery): SQL | undefined {
  const search = q.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    visibleTo(caller),
    q.filterUserId ? eq(employees.userId, q.filterUserId === CALLER_USER_ID ? caller.userId : q.filterUserId) : undefined,
    q.filterOfficeId
      ? q.includeNullOffice
        ? or(eq(employees.officeId, q.filterOfficeId), isNull(employees.officeId))
        : eq(employees.officeId, q.filterOfficeId)
      : undefined,
    some(q.filterStatus) ? inArray(employees.status, [...q.filterStatus]) : undefined,
    some(q.filterRole) ? inArray(employees.role, [...q.filterRole]) : undefined,
    some(q.filterRoleStatus) ? inArray(employees.roleStatus, [...q.filterRoleStatus]) : undefined,
    some(q.filterRoleApprovalStatus) ? inArray(employees.approvalStatus, [...q.filterRoleApprovalStatus]) : undefined,
    q.filterSlug ? eq(employees.slug, q.filterSlug) : undefined,
    q.filterSlugAuthor ? eq(employees.slugAuthor, q.filterSlugAuthor) : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.nickName, pattern),
          ilike(users.email, pattern),
          ilike(employees.employeeCode, pattern),
        )
      : undefined,
  );
}

export async function listEmployees(db: Db, caller: Caller, q: EmployeesQuery & Window): Promise<ListPayload<Employee>> {
  const where = filters(caller, q);
  const order = listOrder(q.sort);
  const include = new Set(q.includeData ?? []);
  const perCall = (q.filterOfficeId || !caller.isHq) && !q.search?.trim() ? await plannedPerCallWhenLarge(db, employees) : undefined;

  // Only the user's and office's columns a row shows (not whole rows: a user's is wide).
  const rows = await db
    .select({
      employee: employees,
      user: { name: users.name, nickName: users.nickName, email: users.email },
      office: { officeId: offices.officeId, officeName: offices.officeName, officeCode: offices.officeCode, tempOfficeCode: offices.tempOfficeCode },
    })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    // Scoped to offices and not searching, the page of a large table is planned with the call's own
    // offices: a generic plan, made for an average office, read one office's 25 people at scale factor 1
    // in 4.0 ms instead of 2.4 (PGlite). With a search, planning the text match each call cost more than
    // it saved (the agent picker, 4.3 -> 5.6 ms); the count keeps its generic plan, which served it better
    // (0.5 ms against 1.0).
    .where(and(perCall, where))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);

  const groupsByEmployee = new Map<string, { groupId: string }[]>();
  if (include.has('groupMembers') && rows.length) {
    const members = await db
      .select({ employeeId: groupMembers.employeeId, groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(and(inArray(groupMembers.employeeId, rows.map((r) => r.employee.employeeId)), eq(groupMembers.status, 'active')));
    for (const m of members) {
      const list = groupsByEmployee.get(m.employeeId) ?? [];
      list.push({ groupId: m.groupId });
      groupsByEmployee.set(m.employeeId, list);
    }
  }

  const viewer = contactViewer(caller);
  const results = rows.map(({ employee: row, user, office }) => {
    const e: Employee = visibleContact(toEmployee(row), contactLevel(viewer, row));
    if (include.has('office')) {
      e.office = office
        ? { officeId: office.officeId, officeName: office.officeName, officeCode: office.officeCode, tempOfficeCode: office.tempOfficeCode }
        : null;
    }
    if (include.has('currentPositionItem')) e.currentPositionItem = row.currentPosition ? { name: row.currentPosition } : null;
    if (include.has('groupMembers')) e.groupMembers = groupsByEmployee.get(row.employeeId) ?? [];
    if (include.has('starAgentPhoto')) e.starAgentPhoto = row.starAgentPhotoUrl ? { fileUrl: row.starAgentPhotoUrl } : null;
    if (include.has('user')) e.user = { name: user.name, nickName: user.nickName, email: user.email };
    return e;
  });
  const matches = db.select({ one: sql`1` }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(where);
  return countedPage(db, results, matches, q);
}

/** Colleagues (as far as the caller may see) with an active record whose birthday falls in this week, by day. */
export async function birthdaysThisWeek(db: Db, caller: Caller, now: Date): Promise<ListPayload<Birthday>> {
  const days = weekDates(now).map(monthDay);
  const rows = await db
    .select({
      userId: users.userId,
      name: users.name,
      nickName: users.nickName,
      birthDate: users.birthDate,
      profilePic: users.profilePic,
      officeName: offices.officeName,
    })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .where(
      and(
        isActiveEmployee,
        eq(users.status, 'active'),
        visibleTo(caller),
        inArray(birthMonthDay, days.map(monthDayNumber)),
      ),
    );
  const byUser = new Map<string, Birthday>();
  for (const r of rows) {
    if (!r.birthDate) continue;
    const seen = byUser.get(r.userId);
    if (seen && seen.officeName) continue;
    byUser.set(r.userId, { ...r, birthDate: r.birthDate });
  }
  const position = (b: Birthday) => days.indexOf(monthDay(b.birthDate));
  const results = [...byUser.values()].sort((a, b) => position(a) - position(b) || a.name.localeCompare(b.name));
  return page(results, results.length, Math.max(results.length, 1), 0);
}
