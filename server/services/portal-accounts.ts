/**
 * Office portal accounts (issue 17): the list, adding one (HQ directly, an
 * office's owners and office admin after an OTP), deleting one (its office's
 * listings leave that portal), the per-portal email check, and the OTP
 * sessions: the code is mailed through the outbox and only its hash is kept;
 * it expires after 10 minutes, allows 5 tries and creates one account.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import {
  addsDirectly,
  canManagePortalAccountsOf,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  PORTAL_ACCOUNT_MESSAGES as M,
  type CreateOfficePortalProfileBody,
  type OfficePortalProfile,
  type OfficePortalProfilesQuery,
  type SendOtpAnswer,
  type SendOtpBody,
  type VerifyOtpBody,
} from '../../domain/portal-accounts';
import { MESSAGES } from '../../domain/messages';
import type { Db, Executor } from '../db/client';
import { listings, officePortalProfiles, offices, portalListings, portalOtpSessions, portals } from '../db/schema';
import { conflict, fieldError, forbidden, notFound, tooMany } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type Window } from './lists';
import type { Mailer } from './mail';
import { officeScope } from '../../domain/office-policy';
import { newId } from './tokens';

function scopeOf(caller: Caller): SQL | undefined {
  const scope = officeScope(caller);
  if (scope.kind === 'all') return undefined;
  return scope.officeIds.length ? inArray(officePortalProfiles.officeId, [...scope.officeIds]) : sql`false`;
}

const selectProfiles = (db: Executor) =>
  db
    .select({
      officePortalProfileId: officePortalProfiles.officePortalProfileId,
      officeId: officePortalProfiles.officeId,
      portalId: officePortalProfiles.portalId,
      portalUsername: officePortalProfiles.portalUsername,
      portalName: portals.portalName,
      position: portals.position,
      officeName: offices.officeName,
      createdAt: officePortalProfiles.createdAt,
    })
    .from(officePortalProfiles)
    .innerJoin(portals, eq(portals.portalId, officePortalProfiles.portalId))
    .innerJoin(offices, eq(offices.officeId, officePortalProfiles.officeId))
    .$dynamic();

type ProfileRow = Awaited<ReturnType<ReturnType<typeof selectProfiles>['execute']>>[number];

const toProfile = (r: ProfileRow): OfficePortalProfile => ({
  officePortalProfileId: r.officePortalProfileId,
  officeId: r.officeId,
  portalId: r.portalId,
  portalUsername: r.portalUsername,
  portal: { portalName: r.portalName, position: r.position },
  office: { officeName: r.officeName },
  createdAt: r.createdAt.toISOString(),
});

export async function listOfficePortalProfiles(db: Executor, caller: Caller, q: OfficePortalProfilesQuery & Window): Promise<ListPayload<OfficePortalProfile>> {
  const search = q.search?.trim();
  const where = and(
    scopeOf(caller),
    q.filterOfficeId ? eq(officePortalProfiles.officeId, q.filterOfficeId) : undefined,
    q.filterPortalId?.length ? inArray(officePortalProfiles.portalId, q.filterPortalId) : undefined,
    search ? ilike(officePortalProfiles.portalUsername, `%${escapeLike(search)}%`) : undefined,
  );
  const rows = await selectProfiles(db)
    .where(where)
    .orderBy(desc(officePortalProfiles.createdAt), asc(officePortalProfiles.officePortalProfileId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toProfile), db.select({ one: sql`1` }).from(officePortalProfiles).where(where), q);
}

async function profileById(db: Executor, caller: Caller, id: string): Promise<ProfileRow> {
  const [row] = await selectProfiles(db).where(and(eq(officePortalProfiles.officePortalProfileId, id), scopeOf(caller)));
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function isPortalEmailUsed(db: Executor, body: { email: string; portalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(officePortalProfiles)
    .where(and(eq(officePortalProfiles.portalId, body.portalId), eq(officePortalProfiles.portalUsername, body.email)))
    .limit(1);
  return Boolean(row);
}

async function activePortal(db: Executor, portalId: string): Promise<{ portalName: string }> {
  const [portal] = await db.select({ portalName: portals.portalName }).from(portals).where(and(eq(portals.portalId, portalId), eq(portals.isActive, true)));
  if (!portal) throw fieldError('portalId', 'Portal not found.');
  return portal;
}

/** The office must be the caller's to manage; another office is not found, as everywhere. */
async function officeToManage(db: Executor, caller: Caller, officeId: string): Promise<void> {
  if (!canManagePortalAccountsOf(caller, officeId)) throw notFound('Office not found.');
  const [office] = await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeId, officeId));
  if (!office) throw notFound('Office not found.');
}

const hashCode = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

/** Six digits, each equally likely (crypto.randomInt), with leading zeros. */
export const newOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export async function sendOtp(db: Db, mailer: Mailer, caller: Caller, body: SendOtpBody, now: Date, makeCode = newOtpCode): Promise<SendOtpAnswer> {
  await officeToManage(db, caller, body.officeId);
  const portal = await activePortal(db, body.portalId);
  if (await isPortalEmailUsed(db, body)) throw conflict(MESSAGES.emailUsed, 'email');
  const [last] = await db
    .select({ lastSentAt: portalOtpSessions.lastSentAt })
    .from(portalOtpSessions)
    .where(eq(portalOtpSessions.userId, caller.userId))
    .orderBy(desc(portalOtpSessions.createdAt))
    .limit(1);
  const wait = last ? Math.ceil((last.lastSentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000) : 0;
  if (wait > 0) throw tooMany(M.otpTooSoon(wait), wait);
  const sessionId = newId();
  const code = makeCode();
  await db.transaction(async (tx) => {
    await tx.insert(portalOtpSessions).values({
      sessionId,
      kind: 'office',
      userId: caller.userId,
      portalId: body.portalId,
      email: body.email,
      officeId: body.officeId,
      codeHash: hashCode(sessionId, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      lastSentAt: now,
      createdAt: now,
    });
    await mailer.enqueue(tx, { to: body.email, subject: M.mailSubject, text: M.mailText(code, portal.portalName) }, now);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'session',
      entityId: sessionId,
      officeId: body.officeId,
      before: null,
      after: { kind: 'portal_otp', email: body.email, portalId: body.portalId, officeId: body.officeId },
    });
  });
  return { sessionId, resendAfterSeconds: OTP_RESEND_SECONDS };
}

type OtpRefusal = { kind: 'field'; message: string } | { kind: 'locked'; retryAfterSeconds: number };

export async function verifyOtp(db: Db, caller: Caller, body: VerifyOtpBody, now: Date): Promise<{ isSuccess: boolean }> {
  // A wrong try must count even though the request is refused: the transaction commits it, the refusal comes after.
  const refusal = await db.transaction(async (tx): Promise<OtpRefusal | null> => {
    const [session] = await tx
      .select()
      .from(portalOtpSessions)
      .where(and(eq(portalOtpSessions.sessionId, body.sessionId), eq(portalOtpSessions.userId, caller.userId)))
      .for('update');
    if (!session) return { kind: 'field', message: M.otpExpired };
    if (session.verifiedAt) return { kind: 'field', message: M.otpUsed };
    // Past the last try nothing is compared any more: 429, as every guessed secret (tests/server/guessing.test.ts).
    if (session.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000)) };
    if (session.expiresAt <= now) return { kind: 'field', message: M.otpExpired };
    const audit = (after: Record<string, number | boolean>) =>
      recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'session', entityId: session.sessionId, officeId: session.officeId, before: null, after });
    const expected = Buffer.from(session.codeHash, 'hex');
    const given = Buffer.from(hashCode(session.sessionId, body.otp), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = session.attempts + 1;
      await tx.update(portalOtpSessions).set({ attempts }).where(eq(portalOtpSessions.sessionId, session.sessionId));
      await audit({ attempts });
      return { kind: 'field', message: attempts >= OTP_MAX_ATTEMPTS ? M.otpLocked : M.otpWrong(OTP_MAX_ATTEMPTS - attempts) };
    }
    await tx.update(portalOtpSessions).set({ verifiedAt: now }).where(eq(portalOtpSessions.sessionId, session.sessionId));
    await audit({ verified: true });
    return null;
  });
  if (refusal?.kind === 'locked') throw tooMany(M.otpLocked, refusal.retryAfterSeconds);
  if (refusal) throw fieldError('otp', refusal.message);
  return { isSuccess: true };
}

export async function createOfficePortalProfile(db: Db, caller: Caller, body: CreateOfficePortalProfileBody, viaOffice: boolean, now: Date): Promise<OfficePortalProfile> {
  if (!viaOffice && !addsDirectly(caller)) throw forbidden(M.notYours);
  await officeToManage(db, caller, body.officeId);
  await activePortal(db, body.portalId);
  const officePortalProfileId = newId();
  await db.transaction(async (tx) => {
    if (viaOffice) {
      if (!body.sessionId) throw fieldError('sessionId', M.otpNotVerified);
      const [session] = await tx
        .select()
        .from(portalOtpSessions)
        .where(
          and(
            eq(portalOtpSessions.sessionId, body.sessionId),
            eq(portalOtpSessions.userId, caller.userId),
            eq(portalOtpSessions.portalId, body.portalId),
            eq(portalOtpSessions.email, body.portalUsername),
            eq(portalOtpSessions.officeId, body.officeId),
          ),
        )
        .for('update');
      if (!session?.verifiedAt) throw fieldError('sessionId', M.otpNotVerified);
      if (session.consumedAt) throw fieldError('sessionId', M.otpUsed);
      await tx.update(portalOtpSessions).set({ consumedAt: now }).where(eq(portalOtpSessions.sessionId, session.sessionId));
    }
    if (await isPortalEmailUsed(tx, { email: body.portalUsername, portalId: body.portalId })) throw conflict(MESSAGES.emailUsed, 'portalUsername');
    const values = { officePortalProfileId, officeId: body.officeId, portalId: body.portalId, portalUsername: body.portalUsername, createdByUserId: caller.userId, createdAt: now };
    await tx.insert(officePortalProfiles).values(values);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'office_portal_profile',
      entityId: officePortalProfileId,
      officeId: body.officeId,
      before: null,
      after: { officeId: values.officeId, portalId: values.portalId, portalUsername: values.portalUsername, verifiedByOtp: viaOffice },
    });
  });
  return toProfile(await profileById(db, caller, officePortalProfileId));
}

/** Deleting an account takes the office's listings off that portal, in the same transaction. */
export async function deleteOfficePortalProfile(db: Db, caller: Caller, id: string, viaOffice: boolean, now: Date): Promise<OfficePortalProfile> {
  if (!viaOffice && !addsDirectly(caller)) throw forbidden(M.notYours);
  const row = await profileById(db, caller, id);
  if (!canManagePortalAccountsOf(caller, row.officeId)) throw notFound(M.notFound);
  await db.transaction(async (tx) => {
    const officeListings = tx.select({ listingId: listings.listingId }).from(listings).where(eq(listings.officeId, row.officeId));
    const removed = await tx
      .delete(portalListings)
      .where(and(eq(portalListings.portalId, row.portalId), inArray(portalListings.listingId, officeListings)))
      .returning({ portalListingId: portalListings.portalListingId });
    await tx.delete(officePortalProfiles).where(eq(officePortalProfiles.officePortalProfileId, id));
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'delete',
      entityType: 'office_portal_profile',
      entityId: id,
      officeId: row.officeId,
      before: { officeId: row.officeId, portalId: row.portalId, portalUsername: row.portalUsername },
      after: { removedPortalListings: removed.length },
    });
  });
  return toProfile(row);
}
