/** Users of §7: reading them, the caller's own record, profile and admin edits, the email-in-use check. */
import { and, eq, ne } from 'drizzle-orm';
import { can } from '../../domain/access';
import type { PatchUserBody, User } from '../../domain/entities/user';
import { MESSAGES } from '../../domain/messages';
import type { Db, Executor } from '../db/client';
import { employees, users } from '../db/schema';
import { conflict, fieldError, forbidden, notFound, unauthenticated } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import type { Mailer } from './mail';
import { sendEmailVerification } from './one-time-links';
import { revokeUserSessions } from './sessions';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    province: row.province,
    city: row.city,
    postalCode: row.postalCode,
    status: row.status,
    userType: row.userType,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    nickName: row.nickName,
    birthDate: row.birthDate,
    profilePic: row.profilePic,
    emailVerifiedAt: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

export async function findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

/** Does the user have an employee record still ACTIVE (domain/session.ts hasActiveEmployeeRecord, in SQL)? */
export async function hasActiveEmployeeRecordOf(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.status, 'ACTIVE')))
    .limit(1);
  return !!row;
}

/** The caller's own record; a session whose user is gone is no session. */
export async function ownUser(db: Executor, userId: string): Promise<User> {
  const row = await findUser(db, userId);
  if (!row) throw unauthenticated();
  return toUser(row);
}

export async function isEmailUsed(db: Executor, email: string): Promise<boolean> {
  return !!(await findUserByEmail(db, email));
}

/** What a user edit needs of the app: a changed address gets its verification mail. */
export interface UserEditContext {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** Origin of the SPA, for the link in the mail. */
  publicUrl: string;
}

/** The profile fields an edit can change, as the audit trail compares them (never the password's hash). */
export const AUDITED_USER_FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'province',
  'city',
  'postalCode',
  'status',
  'userType',
  'firstName',
  'middleName',
  'lastName',
  'nickName',
  'birthDate',
  'profilePic',
  'emailVerifiedAt',
] as const satisfies readonly (keyof UserRow)[];

/** Fields only a super admin may change, even on their own record. */
const ADMIN_ONLY_FIELDS = ['email', 'status', 'userType'] as const;

const emailTaken = () => conflict(MESSAGES.emailUsed, 'email');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** '' from an optional text input means "clear it". */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

function changes(body: PatchUserBody) {
  // userId is the toggle's echo of the path (§7 'sends userId, status'), never a change.
  const { firstName, middleName, lastName, email, userId: _userId, ...rest } = body;
  return {
    ...rest,
    ...(firstName !== undefined && { firstName: blankToNull(firstName) }),
    ...(middleName !== undefined && { middleName: blankToNull(middleName) }),
    ...(lastName !== undefined && { lastName: blankToNull(lastName) }),
    ...(email !== undefined && { email: normalizeEmail(email) }),
  };
}

/**
 * A user's own edit, or a super admin's of anyone: a new address is unverified
 * until its link is used (the mail waits in the outbox: `hasMail`), and an
 * account made inactive loses its sessions.
 */
export async function updateUser(
  context: UserEditContext,
  caller: Caller,
  userId: string,
  body: PatchUserBody,
): Promise<{ user: User; hasMail: boolean }> {
  const { db } = context;
  const isSuperAdmin = can(caller.subject, 'superAdmin');
  if (!isSuperAdmin && userId !== caller.userId) throw forbidden();

  if (body.userId !== undefined && body.userId !== userId) throw fieldError('userId', 'userId must be the user of the path.');
  const existing = await findUser(db, userId);
  if (!existing) throw notFound('User not found.');
  const next = changes(body);
  if (!isSuperAdmin) {
    for (const field of ADMIN_ONLY_FIELDS) {
      if (next[field] !== undefined && next[field] !== existing[field]) {
        const message = `Only an administrator can change the ${field === 'userType' ? 'user type' : field}.`;
        throw forbidden(message, { [field]: message });
      }
    }
  }
  const isEmailChange = next.email !== undefined && next.email !== existing.email;
  if (isEmailChange && next.email) {
    const [other] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.email, next.email), ne(users.userId, userId)))
      .limit(1);
    if (other) throw emailTaken();
  }

  const now = context.now();
  try {
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
      if (!before) throw notFound('User not found.');
      const [row] = await tx
        .update(users)
        .set({ ...next, ...(isEmailChange && { emailVerifiedAt: null }), updatedAt: now })
        .where(eq(users.userId, userId))
        .returning();
      if (!row) throw notFound('User not found.');
      if (isEmailChange) {
        await sendEmailVerification(tx, context.mailer, { userId, email: row.email, name: row.nickName || row.name, now, publicUrl: context.publicUrl });
      }
      if (row.status !== 'active' && existing.status === 'active') await revokeUserSessions(tx, userId, now);
      await recordAudit(tx, callerAudit(caller, now), {
        action: 'update',
        entityType: 'user',
        entityId: userId,
        before,
        after: row,
        fields: AUDITED_USER_FIELDS,
      });
      return row;
    });
    return { user: toUser(updated), hasMail: isEmailChange };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
