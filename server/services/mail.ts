/**
 * Mail goes through an outbox: every mail is a row first (in the transaction
 * that caused it), then SMTP sends it when SMTP_URL is configured. Without SMTP
 * the rows wait there for the demo to read (GET /api/mail-outbox). Nothing is
 * dropped: a failed send stays unsent, with its error, and is retried.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { ListPayload } from '../../domain/entities/common';
import type { MailOutboxItem } from '../../domain/entities/mail';
import { countedPage, type Window } from './lists';
import { newId } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export function smtpTransport(url: string, from = process.env.MAIL_FROM ?? 'Genius Back Office <no-reply@localhost>'): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

const MAX_ATTEMPTS = 5;
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const BATCH = 10;

export interface Mailer {
  /** Write the mail into the outbox, inside the caller's transaction. */
  enqueue(db: Executor, mail: Mail, now: Date): Promise<string>;
  /** Send what waits (no-op without SMTP). Safe to run on several instances at once. */
  flush(): Promise<void>;
  readonly hasTransport: boolean;
}

export function createMailer(options: {
  db: Db;
  transport?: MailTransport;
  now: () => Date;
  log?: (message: string) => void;
}): Mailer {
  const { db, transport, now } = options;
  const log = options.log ?? ((m: string) => console.error(m));

  async function claim() {
    const t = now();
    const staleClaim = new Date(t.getTime() - CLAIM_TIMEOUT_MS);
    return db.transaction(async (tx) => {
      const ids = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lt(mailOutbox.attempts, MAX_ATTEMPTS),
            or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, staleClaim)),
          ),
        )
        .orderBy(mailOutbox.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!ids.length) return [];
      return tx
        .update(mailOutbox)
        .set({ claimedAt: t, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, ids.map((r) => r.id)))
        .returning();
    });
  }

  return {
    hasTransport: !!transport,
    async enqueue(exec, mail, createdAt) {
      const id = newId();
      await exec.insert(mailOutbox).values({ id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt });
      return id;
    },
    async flush() {
      if (!transport) return;
      for (let round = 0; round < 10; round++) {
        const rows = await claim();
        if (!rows.length) return;
        for (const row of rows) {
          try {
            await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
            await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            log(`[mail] sending ${row.id} to ${row.to} failed (attempt ${row.attempts}): ${message}`);
            await db.update(mailOutbox).set({ claimedAt: null, lastError: message.slice(0, 500) }).where(eq(mailOutbox.id, row.id));
          }
        }
      }
    },
  };
}

/** GET mail-outbox: the mails written, newest first, to one address when asked. */
export async function listMailOutbox(db: Executor, q: { to?: string } & Window): Promise<ListPayload<MailOutboxItem>> {
  const where = q.to ? eq(mailOutbox.to, q.to) : undefined;
  const rows = await db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(q.limit).offset(q.offset);
  const results = rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(mailOutbox).where(where), q);
}
