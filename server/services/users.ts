import { and, eq } from 'drizzle-orm';
import type { User } from '../../domain/entities/user';
import type { Executor } from '../db/client';
import { employees, users } from '../db/schema';

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
