/**
 * Single-use links mailed to a user: password reset and email verification.
 * The link carries 256 random bits; the database keeps only their SHA-256,
 * an expiry and whether it was used.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import type { Mailer } from './mail';
import { hashSecret, newSecret } from './tokens';

export type LinkPurpose = 'reset_password' | 'verify_email';

const HOUR = 3_600_000;
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = { reset_password: HOUR, verify_email: 48 * HOUR };
/** At most this many reset mails per user per window: the form cannot be used to flood a mailbox. */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60_000;
/**
 * A new employee's first set-password link (a reset_password link, so the
 * /reset-password page takes it): a week, since the person may read the mail
 * days later; forgot-password gives them a fresh one after that.
 */
export const SET_PASSWORD_LINK_LIFETIME_MS = 7 * 24 * HOUR;

export async function recentLinkCount(db: Executor, userId: string, purpose: LinkPurpose, now: Date, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), gt(oneTimeTokens.createdAt, new Date(now.getTime() - windowMs))));
  return row?.n ?? 0;
}

/** A new link for this user; earlier unused links of the same purpose stop working. */
export async function issueLink(tx: Executor, input: { userId: string; email: string; purpose: LinkPurpose; now: Date; lifetimeMs?: number }): Promise<string> {
  const secret = newSecret();
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.purpose, input.purpose), isNull(oneTimeTokens.usedAt)));
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashSecret(secret),
    purpose: input.purpose,
    userId: input.userId,
    email: input.email,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + (input.lifetimeMs ?? LINK_LIFETIME_MS[input.purpose])),
  });
  return secret;
}

const usable = (secret: string, purpose: LinkPurpose, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, hashSecret(secret)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));

/** The link's user and email if it can still be used (does not use it). */
export async function peekLink(db: Executor, secret: string, purpose: LinkPurpose, now: Date) {
  if (secret.length > 200) return undefined;
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(usable(secret, purpose, now))
    .limit(1);
  return row;
}

/** Use the link: one conditional update, so two requests racing cannot both succeed. */
export async function consumeLink(tx: Executor, secret: string, purpose: LinkPurpose, now: Date) {
  if (secret.length > 200) return undefined;
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(secret, purpose, now))
    .returning({ userId: oneTimeTokens.userId, email: oneTimeTokens.email });
  return row;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordMail(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Genius back-office account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Genius back-office account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}

/** The first mail of a person given an employee record (issue 16): their set-password link. */
export function setPasswordMail(to: string, name: string, link: string, waitsForApproval: boolean) {
  const after = waitsForApproval ? 'You can sign in once your record is approved.' : 'Then sign in with this address.';
  return {
    to,
    subject: 'Set your password',
    text: `Hello ${name},\n\nAn account of the Genius back office was made for you.\nOpen this link within seven days to choose your password:\n\n${link}\n\n${after}\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>An account of the Genius back office was made for you. Open this link within seven days to choose your password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${after}</p>`,
  };
}

export function verifyEmailMail(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Verify your email address',
    text: `Hello ${name},\n\nPlease confirm that this is your email address for the Genius back office:\n\n${link}\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Please confirm that this is your email address for the Genius back office:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** Issue a verification link and put its mail in the outbox, inside the caller's transaction. */
export async function sendEmailVerification(
  tx: Executor,
  mailer: Mailer,
  input: { userId: string; email: string; name: string; now: Date; publicUrl: string },
): Promise<void> {
  const secret = await issueLink(tx, { userId: input.userId, email: input.email, purpose: 'verify_email', now: input.now });
  await mailer.enqueue(tx, verifyEmailMail(input.email, input.name, `${input.publicUrl}/verify-email/${secret}`), input.now);
}
