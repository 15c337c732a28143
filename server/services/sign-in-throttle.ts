/**
 * Password guessing, limited in the database so every server instance sees the
 * same counts (OWASP's authentication cheat sheet):
 *
 * - per account AND client address: a few failures, then that address is
 *   refused for that account until the window passes;
 * - per client address: many failures over any accounts, then that address
 *   is refused (credential stuffing from one place);
 * - per account from every address: never a refusal, only a growing delay, so
 *   nobody can lock the owner out by failing on purpose from elsewhere.
 *
 * Counting and deciding happen in one short transaction that holds advisory
 * locks on the account and the address, and the attempt is recorded as a
 * failure BEFORE the password is compared: parallel requests queue on the
 * locks and each sees the attempts before it, so no more than the limit are
 * ever checked. A correct password turns its attempt into a success.
 * The refusal is the same whether or not the account exists.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { loginAttempts } from '../db/schema';
import { newId } from './tokens';

export interface SignInLimits {
  windowMs: number;
  /** Failures on one account from one address before that address is refused for it. */
  maxFailuresPerAccountAndIp: number;
  /** Failures from one address over all accounts before that address is refused. */
  maxFailuresPerIp: number;
  /** Failures on one account from all addresses after which each attempt on it waits. */
  slowAccountAfter: number;
  /** The first wait; it doubles with each further failure, up to the maximum. */
  slowdownBaseMs: number;
  slowdownMaxMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccountAndIp: 5,
  maxFailuresPerIp: 30,
  slowAccountAfter: 5,
  slowdownBaseMs: 500,
  slowdownMaxMs: 8_000,
};

export type AttemptDecision =
  | { allowed: true; attemptId: string; delayMs: number }
  | { allowed: false; retryAfterSeconds: number };

/** The wait before checking a password on an account that has failed `failures` times in the window. */
export function slowdownMs(failures: number, limits: SignInLimits): number {
  if (failures < limits.slowAccountAfter) return 0;
  const doublings = Math.min(failures - limits.slowAccountAfter, 30);
  return Math.min(limits.slowdownBaseMs * 2 ** doublings, limits.slowdownMaxMs);
}

const lockKey = (key: string) => sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

async function failuresSince(tx: Executor, where: ReturnType<typeof and>, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Count, decide and, when allowed, record the attempt as a failure, all under
 * the account's and the address's locks (always taken in that order, so two
 * attempts never wait on each other in a circle).
 */
export async function reserveAttempt(db: Db, email: string, ip: string, now: Date, limits: SignInLimits): Promise<AttemptDecision> {
  const since = new Date(now.getTime() - limits.windowMs);
  const retryAfter = (oldest: Date | null) =>
    Math.max(1, Math.ceil(((oldest ?? now).getTime() + limits.windowMs - now.getTime()) / 1000));
  return db.transaction(async (tx) => {
    await tx.execute(lockKey(`sign-in:account:${email}`));
    await tx.execute(lockKey(`sign-in:ip:${ip}`));
    const pair = await failuresSince(tx, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), since);
    if (pair.n >= limits.maxFailuresPerAccountAndIp) return { allowed: false, retryAfterSeconds: retryAfter(pair.oldest) };
    const byIp = await failuresSince(tx, eq(loginAttempts.ip, ip), since);
    if (byIp.n >= limits.maxFailuresPerIp) return { allowed: false, retryAfterSeconds: retryAfter(byIp.oldest) };
    const account = await failuresSince(tx, eq(loginAttempts.email, email), since);
    const attemptId = newId();
    await tx.insert(loginAttempts).values({ attemptId, email, ip, succeeded: false, createdAt: now });
    // Keep the table small: nothing older than a few windows matters.
    await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 4 * limits.windowMs)));
    return { allowed: true, attemptId, delayMs: slowdownMs(account.n, limits) };
  });
}

/**
 * The password was right: the attempt was no failure, and this address's
 * earlier failures on the account are forgiven. Failures from other addresses
 * stay: a guesser elsewhere does not get a fresh allowance from the owner's
 * sign-in.
 */
export async function acceptAttempt(db: Executor, attemptId: string, email: string, ip: string): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.attemptId, attemptId));
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false)));
}

/** A password reset proves the owner: every failure on the account is forgiven. */
export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
}
