/**
 * Server-side sessions behind opaque bearer tokens: created at sign-in, ended
 * by sign-out, a password change or reset, and by time — idle (a little over
 * the SPA's one hour) and absolute.
 */
import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
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

type EmployeeRow = typeof employees.$inferSelect;

/** A live session with every employee record of its user, read in the same statement. */
export interface ResolvedSession extends LiveSession {
  /** The name the user goes by (nickname, else name): the audit trail's actor. */
  userName: string;
  employeeRows: EmployeeRow[];
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

const EMPLOYEE_COLUMNS = Object.entries(getTableColumns(employees));

/**
 * The user's employee records as one JSON array, each record keyed as Drizzle
 * names its fields, so the session, its user and the caller's roles and
 * offices come back in one statement.
 */
const employeeRecords = sql<Record<string, unknown>[]>`coalesce((select json_agg(json_build_object(${sql.join(
  EMPLOYEE_COLUMNS.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier('e')}.${sql.identifier(column.name)}`),
  sql`, `,
)})) from ${employees} as ${sql.identifier('e')} where ${sql.identifier('e')}.${sql.identifier(employees.userId.name)} = ${sessions.userId}), '[]'::json)`;

/** A record as Drizzle would have read it: JSON gives timestamps as text. */
function toEmployeeRow(json: Record<string, unknown>): EmployeeRow {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of EMPLOYEE_COLUMNS) {
    if (column.dataType === 'date' && typeof row[key] === 'string') row[key] = new Date(row[key]);
  }
  return row as EmployeeRow;
}

async function findByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userStatus: users.status,
      userType: users.userType,
      userName: users.name,
      userNickName: users.nickName,
      employeeRecords,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const raw = typeof row.employeeRecords === 'string' ? (JSON.parse(row.employeeRecords) as Record<string, unknown>[]) : row.employeeRecords;
  const employeeRows = raw.map(toEmployeeRow);
  return { ...row, employeeRows, hasActiveRecord: employeeRows.some((e) => e.status === 'ACTIVE') };
}

type FoundSession = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

/** Sessions kept at most: past it the cache starts again empty. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The sessions read since the database last changed, by token hash: for a
 * database only this process writes (PGlite: one process owns its folder).
 * `writes` counts the statements sent that may change data (anything but a
 * SELECT), counted as each is sent; an entry read under an older count is never
 * used, and a read that a write overtook is not kept. So a sign-out, a
 * deactivation or an ended record takes effect on the very next request, as
 * without the cache. Liveness by time (idle, absolute) is judged on every
 * request from the kept row. PostgreSQL, with other instances writing, has none.
 */
export interface SessionCache {
  writes: () => number;
  entries: Map<string, { writes: number; row: FoundSession }>;
}

export const sessionCache = (writes: () => number): SessionCache => ({ writes, entries: new Map() });

async function foundSession(db: Executor, tokenHash: string, cache: SessionCache | undefined): Promise<FoundSession | undefined> {
  if (!cache) return findByTokenHash(db, tokenHash);
  const kept = cache.entries.get(tokenHash);
  if (kept && kept.writes === cache.writes()) return kept.row;
  const before = cache.writes();
  const row = await findByTokenHash(db, tokenHash);
  // Unknown tokens are not kept (a stranger's guesses would fill the cache).
  if (row && cache.writes() === before) {
    if (cache.entries.size >= MAX_CACHED_SESSIONS) cache.entries.clear();
    cache.entries.set(tokenHash, { writes: before, row });
  }
  return row;
}

/**
 * The live session of this token with its user's employee records, in one
 * statement, refreshing its idle clock (a second statement, at most once a
 * minute); undefined when it is not live. A revocation or an ended record
 * takes effect on the very next request, on every instance: the row is read
 * again unless a cache says nothing has been written since (SessionCache).
 */
export async function resolveSession(
  db: Executor,
  token: string,
  now: Date,
  limits: SessionLimits,
  cache?: SessionCache,
): Promise<ResolvedSession | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const row = await foundSession(db, hashSecret(token), cache);
  if (!row || !isLive(row, now, limits)) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= limits.touchMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, userName: row.userNickName || row.userName, employeeRows: row.employeeRows };
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
