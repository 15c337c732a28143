/**
 * Failed sign-ins counted in the database, per email and per client address,
 * so every server instance sees the same count. Over the limit the sign-in is
 * refused before the password is even checked.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginAttempts } from '../db/schema';
import { newId } from './tokens';

export interface SignInLimits {
  windowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowMs: 15 * 60_000, maxFailuresPerEmail: 5, maxFailuresPerIp: 30 };

export async function isThrottled(db: Executor, email: string, ip: string, now: Date, limits: SignInLimits): Promise<boolean> {
  const since = new Date(now.getTime() - limits.windowMs);
  const failures = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
      .then(([row]) => row?.n ?? 0);
  const [byEmail, byIp] = [await failures(eq(loginAttempts.email, email)), await failures(eq(loginAttempts.ip, ip))];
  return byEmail >= limits.maxFailuresPerEmail || byIp >= limits.maxFailuresPerIp;
}

export async function recordFailure(db: Executor, email: string, ip: string, now: Date, limits: SignInLimits): Promise<void> {
  await db.insert(loginAttempts).values({ attemptId: newId(), email, ip, succeeded: false, createdAt: now });
  // Keep the table small: nothing older than a few windows matters.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 4 * limits.windowMs)));
}

/** A successful sign-in (or a password reset) forgives the email's failures. */
export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
}
