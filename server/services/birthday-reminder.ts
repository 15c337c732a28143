/**
 * The birthday reminder (§2's dashboard notification, issue 19): every day at
 * 07:00 in Jakarta the jobs queue tells each colleague of someone whose
 * birthday it is — the people who share an office with them, or for HQ staff
 * (who have no office) the rest of HQ — in their notification drawer; the
 * entry opens the dashboard's birthday list. One job a day, keyed by its
 * date: it runs once however many instances share the database, survives a
 * restart, and schedules the next day's as it finishes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BIRTHDAY_LIST_PATH } from '../../domain/notifications';
import type { Executor, Tx } from '../db/client';
import { birthMonthDay, employees, jobs, users } from '../db/schema';
import { monthDay, monthDayNumber } from './calendar';
import { isActiveEmployee } from './employees';
import { insertNotification } from './push';

export const BIRTHDAY_REMINDER_JOB = 'birthday-reminder';
const ZONE = 'Asia/Jakarta';
const AT_HOUR = 7;

export const BIRTHDAY_REMINDER = {
  title: 'Birthday Reminder',
  message: (name: string) => `Today is ${name}'s birthday. Send them your best wishes!`,
};

const keyOf = (date: string) => `${BIRTHDAY_REMINDER_JOB}:${date}`;
const runAtOf = (date: string) => DateTime.fromISO(date, { zone: ZONE }).set({ hour: AT_HOUR }).toUTC().toJSDate();

/** The first reminder's date: today's in Jakarta if 07:00 is still ahead, else tomorrow's (a server started at noon does not send today's late). */
export function nextReminderDate(now: Date): string {
  const local = DateTime.fromJSDate(now, { zone: ZONE });
  return (local.hour < AT_HOUR ? local : local.plus({ days: 1 })).toISODate()!;
}

/** At start-up: the next reminder is scheduled unless one is already waiting (every instance may call it; one row results). */
export async function ensureBirthdayReminder(db: Executor, now: Date): Promise<void> {
  const [waiting] = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(eq(jobs.name, BIRTHDAY_REMINDER_JOB), inArray(jobs.status, ['pending', 'running'])))
    .limit(1);
  if (!waiting) await scheduleOn(db, nextReminderDate(now));
}

/** The reminder of `date` at 07:00 in Jakarta; a date already scheduled (or done) is left as it is. */
async function scheduleOn(db: Executor, date: string): Promise<void> {
  await db
    .insert(jobs)
    .values({ jobId: randomUUID(), name: BIRTHDAY_REMINDER_JOB, key: keyOf(date), payload: { date }, runAt: runAtOf(date), status: 'pending' })
    .onConflictDoNothing({ target: jobs.key });
}

interface Person {
  userId: string;
  name: string;
  officeId: string | null;
}

/** The job: today's birthdays told to their colleagues, then tomorrow's run scheduled. */
export async function runBirthdayReminder(tx: Tx, payload: Record<string, unknown>, now: Date): Promise<void> {
  const date = String(payload.date);
  if (date < DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!) {
    // Down past a whole day: yesterday's birthdays are not told late; the next 07:00 is scheduled.
    await scheduleOn(tx, nextReminderDate(now));
    return;
  }
  const active = and(isActiveEmployee, eq(users.status, 'active'));
  const person = { userId: users.userId, name: sql<string>`coalesce(${users.nickName}, ${users.name})`, officeId: employees.officeId };
  const celebrating: Person[] = await tx
    .select(person)
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(active, eq(birthMonthDay, monthDayNumber(monthDay(date)))));
  const told = new Set<string>();
  for (const { userId, name } of new Map(celebrating.map((p) => [p.userId, p])).values()) {
    const offices = celebrating.filter((p) => p.userId === userId).map((p) => p.officeId);
    const officeIds = offices.filter((o): o is string => o !== null);
    const sameOffice = officeIds.length ? inArray(employees.officeId, officeIds) : undefined;
    const sameHq = offices.includes(null) ? isNull(employees.officeId) : undefined;
    const colleagues = await tx
      .selectDistinct({ userId: users.userId })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(active, ne(users.userId, userId), sameOffice && sameHq ? sql`(${sameOffice} or ${sameHq})` : (sameOffice ?? sameHq)));
    for (const colleague of colleagues) {
      const once = `${colleague.userId}:${userId}`;
      if (told.has(once)) continue;
      told.add(once);
      await insertNotification(
        tx,
        { receiverUserId: colleague.userId, title: BIRTHDAY_REMINDER.title, message: BIRTHDAY_REMINDER.message(name), feature: 'dashboard', externalId: BIRTHDAY_LIST_ID },
        now,
      );
    }
  }
  await scheduleOn(tx, DateTime.fromISO(date, { zone: ZONE }).plus({ days: 1 }).toISODate()!);
}

/** The birthday list's anchor: a reminder's entry opens /dashboard#birthday-list (§2). */
const BIRTHDAY_LIST_ID = BIRTHDAY_LIST_PATH.split('#')[1]!;
