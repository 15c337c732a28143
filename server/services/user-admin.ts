/**
 * The Super Admin's users and public users (/users, /user-has-{product}-emails,
 * /public-users): the lists, a user's detail, adding a user and setting their
 * password. Editing and the public-user status toggle are updateUser's
 * (server/services/users.ts): an account made inactive loses its sessions there.
 */
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { changesOf, type AuditChange } from '../../domain/audit';
import type { ListPayload } from '../../domain/entities/common';
import { PRODUCT, type Employee } from '../../domain/entities/employee';
import {
  nameOfParts,
  USER_ADMIN_MESSAGES,
  type CreateUserBody,
  type CustomersQuery,
  type PublicUser,
  type SetUserPasswordBody,
  type UserDetail,
  type UserListItem,
  type UsersQuery,
} from '../../domain/entities/user-admin';
import type { User } from '../../domain/entities/user';
import { MESSAGES } from '../../domain/messages';
import { rankRoles } from '../../domain/roles';
import type { Db, Executor } from '../db/client';
import { employees, offices, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { toEmployee } from './employee-record';
import { countedPage, escapeLike, orderBy, sortOrder, type Window } from './lists';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { newId } from './tokens';
import { AUDITED_USER_FIELDS, findUser, findUserByEmail, normalizeEmail, toUser } from './users';

const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

/** Records that no longer place a person anywhere: their roles are not shown on /users. */
const ENDED_EMPLOYEE_STATUSES = ['TERMINATED', 'TRANSFERED'] as const;

function searchOf(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** The user has one employee record matching every record filter asked (role, office, approval, product mailbox). */
function recordFilter(q: UsersQuery): SQL | undefined {
  const conditions = [
    some(q.filterRole) ? inArray(employees.role, [...q.filterRole]) : undefined,
    q.filterOfficeId ? eq(employees.officeId, q.filterOfficeId) : undefined,
    some(q.filterRoleApprovalStatus) ? inArray(employees.approvalStatus, [...q.filterRoleApprovalStatus]) : undefined,
    q.filterHasProductEmail === true ? eq(employees.mainEmail, PRODUCT) : undefined,
  ].filter((c): c is SQL => !!c);
  if (!conditions.length) return undefined;
  return exists(sql`(select 1 from ${employees} where ${employees.userId} = ${users.userId} and ${and(...conditions)})`);
}

const SORTABLE = { createdAt: users.createdAt, name: users.name } as const;

const orderOf = (sort: string | undefined): SQL[] => orderBy(sortOrder(sort, SORTABLE, users.userId, 'createdAt:DESC'));

/** Each user's current records (ended ones left out), with their office names. */
async function recordsOf(db: Executor, userIds: readonly string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: employees.userId, role: employees.role, status: employees.status, mainEmail: employees.mainEmail, geniusEmail: employees.geniusEmail, officeName: offices.officeName })
    .from(employees)
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .where(inArray(employees.userId, [...userIds]));
}

export async function listUsers(db: Db, q: UsersQuery & Window): Promise<ListPayload<UserListItem>> {
  const where = and(
    eq(users.userType, 'employee'),
    some(q.filterStatus) ? inArray(users.status, [...q.filterStatus]) : undefined,
    searchOf(q.search),
    recordFilter(q),
  );
  const rows = await db
    .select({ userId: users.userId, name: users.name, email: users.email, phone: users.phone, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(...orderOf(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const records = await recordsOf(db, rows.map((r) => r.userId));
  const results = rows.map((row): UserListItem => {
    const own = records.filter((r) => r.userId === row.userId);
    const current = own.filter((r) => !(ENDED_EMPLOYEE_STATUSES as readonly string[]).includes(r.status));
    const roles = rankRoles(current.map((r) => r.role));
    const byRank = [...current].sort((a, b) => roles.indexOf(a.role) - roles.indexOf(b.role));
    const product = own.find((r) => r.mainEmail === PRODUCT && r.geniusEmail);
    return {
      ...row,
      roles,
      officeNames: [...new Set(byRank.flatMap((r) => (r.officeName ? [r.officeName] : [])))],
      productEmail: product?.geniusEmail ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return countedPage(db, results, db.select({ one: sql`1` }).from(users).where(where), q);
}

export async function getUserDetail(db: Db, userId: string): Promise<UserDetail> {
  const row = await findUser(db, userId);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  const records = await db
    .select({ employee: employees, office: offices })
    .from(employees)
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .where(eq(employees.userId, userId))
    .orderBy(asc(employees.createdAt), asc(employees.employeeId));
  const ranked = rankRoles(records.map((r) => r.employee.role));
  const list = records
    .map(({ employee, office }): Employee => ({
      ...toEmployee(employee),
      office: office ? { officeId: office.officeId, officeName: office.officeName, officeCode: office.officeCode, tempOfficeCode: office.tempOfficeCode } : null,
    }))
    .sort((a, b) => ranked.indexOf(a.employeeRole.role) - ranked.indexOf(b.employeeRole.role));
  return { ...toUser(row), isBlocked: row.isBlocked, employees: list };
}

export async function listCustomers(db: Db, q: CustomersQuery & Window): Promise<ListPayload<PublicUser>> {
  const where = and(
    eq(users.userType, 'customer'),
    some(q.filterStatus) ? inArray(users.status, [...q.filterStatus]) : undefined,
    q.filterIsBlocked === undefined ? undefined : eq(users.isBlocked, q.filterIsBlocked),
    searchOf(q.search),
  );
  const rows = await db
    .select({ userId: users.userId, name: users.name, email: users.email, status: users.status, isBlocked: users.isBlocked, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.userId))
    .limit(q.limit)
    .offset(q.offset);
  const results = rows.map(({ isBlocked, createdAt, ...r }): PublicUser => ({ ...r, authInfo: { isBlocked }, createdAt: createdAt.toISOString() }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(users).where(where), q);
}

const PASSWORD_SET: AuditChange = { field: 'password', secret: true };

const emailTaken = () => conflict(MESSAGES.emailUsed, 'email');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Add a user (POST users): the address is refused at its field when taken; the password is hashed, never audited. */
export async function createUser(db: Db, caller: Caller, body: CreateUserBody, now: Date): Promise<User> {
  const newUserId = newId();
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const firstName = body.firstName.trim();
  const values = {
    userId: newUserId,
    name: nameOfParts({ firstName, middleName: body.middleName, lastName: body.lastName }),
    email,
    passwordHash,
    phone: body.phone?.trim() || null,
    gender: body.gender ?? 'male',
    status: body.status ?? 'inactive',
    userType: body.userType ?? 'employee',
    firstName,
    middleName: body.middleName?.trim() || null,
    lastName: body.lastName?.trim() || null,
    nickName: body.nickName?.trim() || null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(users).values(values).returning();
      // One event: the fields as set, and that a password was set (never its value or hash).
      const changes = [...changesOf(null, inserted!, { fields: AUDITED_USER_FIELDS }), PASSWORD_SET];
      await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'user', entityId: newUserId, changes });
      return inserted!;
    });
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The Super Admin sets a user's password: every session of that user ends. */
export async function setUserPassword(db: Db, caller: Caller, userId: string, body: SetUserPasswordBody, now: Date): Promise<void> {
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.userId, userId)).returning({ userId: users.userId });
    if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
    await revokeUserSessions(tx, userId, now);
    await recordAudit(tx, callerAudit(caller, now), { action: 'password_change', entityType: 'user', entityId: userId, changes: [PASSWORD_SET] });
  });
}
