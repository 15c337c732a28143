/**
 * The work of the session endpoints of §7: signing in (with the throttle),
 * changing a password, the forgotten-password mail, the reset and the email
 * verification links. Refusals are domain errors (server/errors.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { changesOf, type AuditChange } from '../../domain/audit';
import { MESSAGES } from '../../domain/messages';
import { accountRefusal, type AccountRefusal } from '../../domain/session';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { accountDisabled, fieldError, invalid, signInRefused, tooMany, unauthenticated, type DomainError } from '../errors';
import { anonymousAudit, callerAudit, recordAudit } from './audit';
import type { Caller, RequestOrigin } from './caller';
import type { Mailer } from './mail';
import {
  LINK_LIFETIME_MS,
  RESET_MAILS_PER_WINDOW,
  RESET_MAIL_WINDOW_MS,
  consumeLink,
  issueLink,
  peekLink,
  recentLinkCount,
  resetPasswordMail,
} from './one-time-links';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { createSession, pruneSessions, revokeSession, revokeUserSessions, type SessionLimits } from './sessions';
import { acceptAttempt, clearFailures, reserveAttempt, type SignInLimits } from './sign-in-throttle';
import { hashSecret } from './tokens';
import { findUser, findUserByEmail, hasActiveEmployeeRecordOf, normalizeEmail } from './users';

/** What signing in needs of the app (the app's services have it all). */
export interface SignInContext {
  db: Db;
  now: () => Date;
  sessionLimits: SessionLimits;
  signInLimits: SignInLimits;
  /** Waits without blocking (the sign-in slowdown). */
  wait: (ms: number) => Promise<void>;
}

/** What the forgotten-password mail needs of the app. */
export interface ResetMailContext {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** Origin of the SPA, for the link in the mail. */
  publicUrl: string;
}

/** Where a request comes from: the throttle counts by address, a session keeps both, the audit trail the request's own origin. */
export interface Origin {
  ip: string;
  userAgent: string | undefined;
  /** The request's id, address and user agent as the audit trail names them. */
  audit: RequestOrigin;
}

/** A password's change as the trail keeps it: that it changed, never a value. */
const PASSWORD_CHANGE: AuditChange = { field: 'password', secret: true };

/** The name a user goes by, as the audit trail names them (the caller's name is the same). */
const nameOf = (user: { name: string; nickName: string | null }) => user.nickName || user.name;

const ACCOUNT_REFUSALS: Record<AccountRefusal, () => DomainError> = {
  inactive: () => signInRefused(MESSAGES.inactiveAccount),
  noEmployee: () => accountDisabled(MESSAGES.accountDisabled),
};

const linkInvalid = () => invalid(MESSAGES.resetLinkInvalid);

/** A place in the throttle's count for this address and IP, after the slowdown it asks for; refused when over the limit. */
async function takeAttempt(context: SignInContext, email: string, ip: string, now: Date): Promise<string> {
  const attempt = await reserveAttempt(context.db, email, ip, now, context.signInLimits);
  if (!attempt.allowed) throw tooMany(MESSAGES.tooManySignIns, attempt.retryAfterSeconds);
  if (attempt.delayMs > 0) await context.wait(attempt.delayMs);
  return attempt.attemptId;
}

/** Sign in: the new session's bearer token. */
export async function signIn(context: SignInContext, credentials: { email: string; password: string }, origin: Origin): Promise<string> {
  const { db } = context;
  const now = context.now();
  const email = normalizeEmail(credentials.email);

  const user = await findUserByEmail(db, email);
  // A disabled account is told so whatever the password: no password is
  // compared, so the answer confirms no guess (docs/decisions.md, Signing in).
  if (user) {
    const refusal = accountRefusal(user, await hasActiveEmployeeRecordOf(db, user.userId));
    if (refusal) throw ACCOUNT_REFUSALS[refusal]();
  }

  const attemptId = await takeAttempt(context, email, origin.ip, now);
  const isMatch = await verifyPassword(credentials.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !isMatch) {
    // The throttle kept the attempt as a failure: the trail keeps it too, in a
    // statement of its own, whatever the answer (no password, guessed or not).
    await recordAudit(db, anonymousAudit(origin.audit, now), { action: 'sign_in_failed', entityType: 'user', entityId: user?.userId ?? email, changes: [] });
    throw signInRefused(MESSAGES.invalidCredentials);
  }

  const token = await db.transaction(async (tx) => {
    await acceptAttempt(tx, attemptId, email, origin.ip);
    const session = await createSession(tx, { userId: user.userId, now, limits: context.sessionLimits, ip: origin.ip, userAgent: origin.userAgent });
    await recordAudit(tx, anonymousAudit(origin.audit, now, { userId: user.userId, name: nameOf(user) }), {
      action: 'sign_in',
      entityType: 'user',
      entityId: user.userId,
      changes: [],
    });
    return session;
  });
  await pruneSessions(db, now);
  return token;
}

/** Sign out: the caller's session ends. */
export async function signOut(db: Db, caller: Caller, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId, now);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'sign_out',
      entityType: 'session',
      entityId: caller.sessionId,
      changes: [{ field: 'revokedAt', before: null, after: now.toISOString() }],
    });
  });
}

/** The signed-in user's new password; every session of theirs ends, this one too. */
export async function changePassword(
  context: SignInContext,
  caller: Caller,
  passwords: { currentPassword: string; newPassword: string },
  origin: Origin,
): Promise<void> {
  const { db } = context;
  const now = context.now();
  const user = await findUser(db, caller.userId);
  if (!user) throw unauthenticated();
  // A stolen session must not become a way to guess the password: same counter as sign-in.
  const attemptId = await takeAttempt(context, user.email, origin.ip, now);
  if (!(await verifyPassword(passwords.currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx) => {
    await acceptAttempt(tx, attemptId, user.email, origin.ip);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.userId, user.userId));
    await revokeUserSessions(tx, user.userId, now);
    await recordAudit(tx, callerAudit(caller, now), { action: 'password_change', entityType: 'user', entityId: user.userId, changes: [PASSWORD_CHANGE] });
  });
}

/**
 * Put a reset link's mail in the outbox for an active account, at most
 * RESET_MAILS_PER_WINDOW per window. Says whether a mail now waits there; the
 * caller answers the same either way (the form tells no one who has an account).
 */
export async function queueResetMail(context: ResetMailContext, email: string, origin: RequestOrigin): Promise<boolean> {
  const { db } = context;
  const now = context.now();
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'active') return false;
  if ((await recentLinkCount(db, user.userId, 'reset_password', now, RESET_MAIL_WINDOW_MS)) >= RESET_MAILS_PER_WINDOW) return false;
  await db.transaction(async (tx) => {
    const secret = await issueLink(tx, { userId: user.userId, email: user.email, purpose: 'reset_password', now });
    const link = `${context.publicUrl}/reset-password/${secret}`;
    await context.mailer.enqueue(tx, resetPasswordMail(user.email, user.nickName || user.name, link), now);
    // Whoever asked is not known (anyone may type an address). The link is
    // named by a hash of its stored hash: never the secret, nor what finds its row.
    await recordAudit(tx, anonymousAudit(origin, now), {
      action: 'create',
      entityType: 'session',
      entityId: createHash('sha256').update(hashSecret(secret)).digest('hex'),
      changes: [
        { field: 'purpose', before: null, after: 'reset_password' },
        { field: 'userId', before: null, after: user.userId },
        { field: 'email', before: null, after: user.email },
        { field: 'expiresAt', before: null, after: new Date(now.getTime() + LINK_LIFETIME_MS.reset_password).toISOString() },
        { field: 'token', secret: true },
      ],
    });
  });
  return true;
}

/** The address a reset link was sent to, while the link is good. */
export async function resetLinkEmail(db: Db, secret: string, now: Date): Promise<string> {
  const link = await peekLink(db, secret, 'reset_password', now);
  if (!link) throw linkInvalid();
  return link.email;
}

/** Use a reset link: the new password, every session ends, the sign-in failures are forgotten. */
export async function resetPassword(db: Db, secret: string, password: string, now: Date, origin: RequestOrigin): Promise<void> {
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    const link = await consumeLink(tx, secret, 'reset_password', now);
    if (!link) return undefined;
    const [user] = await tx
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, name: users.name, nickName: users.nickName })
      .from(users)
      .where(eq(users.userId, link.userId));
    if (!user) return undefined;
    // The mail reached its owner: that proves the address as well.
    const emailVerifiedAt = user.emailVerifiedAt ?? (user.email === link.email ? now : null);
    await tx.update(users).set({ passwordHash, updatedAt: now, emailVerifiedAt }).where(eq(users.userId, link.userId));
    await revokeUserSessions(tx, link.userId, now);
    await clearFailures(tx, user.email);
    // The link proves its owner: the user is the actor, though not signed in.
    await recordAudit(tx, anonymousAudit(origin, now, { userId: link.userId, name: nameOf(user) }), {
      action: 'password_reset',
      entityType: 'user',
      entityId: link.userId,
      changes: [PASSWORD_CHANGE, ...changesOf({ emailVerifiedAt: user.emailVerifiedAt }, { emailVerifiedAt })],
    });
    return user.email;
  });
  if (!email) throw linkInvalid();
}

/** Use a verification link: the address it was sent to is verified, if it is still the user's. */
export async function verifyEmail(db: Db, secret: string, now: Date, origin: RequestOrigin): Promise<void> {
  const isVerified = await db.transaction(async (tx) => {
    const link = await consumeLink(tx, secret, 'verify_email', now);
    if (!link) return false;
    // A link for an address the user has since changed proves nothing about the new one.
    const onAddress = and(eq(users.userId, link.userId), eq(users.email, link.email));
    const [before] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(onAddress).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(onAddress)
      .returning({ userId: users.userId, name: users.name, nickName: users.nickName, emailVerifiedAt: users.emailVerifiedAt });
    if (!after) return false;
    // The link proves its owner: the user is the actor, though not signed in.
    await recordAudit(tx, anonymousAudit(origin, now, { userId: after.userId, name: nameOf(after) }), {
      action: 'update',
      entityType: 'user',
      entityId: after.userId,
      before,
      after: { emailVerifiedAt: after.emailVerifiedAt },
      fields: ['emailVerifiedAt'],
    });
    return true;
  });
  if (!isVerified) throw linkInvalid();
}
