/**
 * Server-side sessions behind opaque bearer tokens: created at sign-in, ended
 * by sign-out, a password change or reset, and by time — idle (a little over
 * the SPA's one hour) and absolute.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { accountRefusal } from '../../domain/session';
import type { User } from '../../domain/entities/user';
import type { Executor } from '../db/client';
import { employees, sessions, users } from '../db/schema';
import { hashSecret, newId, newSecret } from './tokens';

const MINUTE = 60_000;

export interface SessionLimits {
  /** No request for this long ends the session. */
  idleMs: number;
  /** A session never outlives this, however active. */
  absoluteMs: number;
  /** lastSeenAt is written at most this often. */
  touchMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 75 * MINUTE, absoluteMs: 12 * 60 * MINUTE, touchMs: MINUTE };

export interface LiveSession {
  sessionId: string;
  userId: string;
}

export async function createSession(
  db: Executor,
  input: { userId: string; now: Date; limits: SessionLimits; ip?: string; userAgent?: string },
): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({
    sessionId: newId(),
    tokenHash: hashSecret(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.limits.absoluteMs),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

interface SessionRow {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userStatus: User['status'];
  userType: User['userType'];
  hasActiveRecord: boolean;
}

/**
 * A session ends with its account: a deactivated user, or an employee whose
 * last active employee record ended (terminated, transferred away), is refused
 * on the very next request, on every instance.
 */
export function isLive(row: SessionRow, now: Date, limits: SessionLimits): boolean {
  const t = now.getTime();
  return (
    row.revokedAt === null &&
    accountRefusal({ status: row.userStatus, userType: row.userType }, row.hasActiveRecord) === null &&
    row.expiresAt.getTime() > t &&
    row.lastSeenAt.getTime() + limits.idleMs > t
  );
}

const hasActiveRecord = sql<boolean>`exists (select 1 from ${employees} where ${employees.userId} = ${sessions.userId} and ${employees.status} = 'ACTIVE')`.mapWith(Boolean);

async function findByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userStatus: users.status,
      userType: users.userType,
      hasActiveRecord,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  return row;
}

/** The live session of this token, refreshing its idle clock (throttled); undefined when it is not live. */
export async function resolveSession(
  db: Executor,
  token: string,
  now: Date,
  limits: SessionLimits,
): Promise<LiveSession | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const row = await findByToken(db, token);
  if (!row || !isLive(row, now, limits)) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= limits.touchMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId };
}

/** Is this session still live, without counting as activity (the event stream's heartbeat asks). */
export async function isSessionLive(db: Executor, sessionId: string, now: Date, limits: SessionLimits): Promise<boolean> {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userStatus: users.status,
      userType: users.userType,
      hasActiveRecord,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  return !!row && isLive(row, now, limits);
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of the user ends (password change or reset, account deactivated). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Forget sessions that ended more than a day ago. */
export async function pruneSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}
