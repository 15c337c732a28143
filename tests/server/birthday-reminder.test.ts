/**
 * The birthday reminder (issue 19, §2's dashboard notification): on a
 * colleague's birthday at 07:00 in Jakarta the queue tells the people who
 * share their office — not HQ, not other offices, not them — once, however
 * many instances run it; each run schedules the next day's; a run a whole day
 * late tells nobody late. A server started after 07:00 starts with tomorrow's.
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, jobs, notifications, offices, users } from '../../server/db/schema';
import { BIRTHDAY_REMINDER, BIRTHDAY_REMINDER_JOB, ensureBirthdayReminder, nextReminderDate } from '../../server/services/birthday-reminder';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const wib = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Jakarta' }).toUTC().toJSDate();

describe('the birthday reminder', () => {
  it("tells the office of someone whose birthday it is, once, at 07:00 in Jakarta, and schedules the next day's", async () => {
    const { db } = server.database;
    const [irwan] = await db
      .select({ userId: users.userId, birthDate: users.birthDate, nickName: users.nickName, officeId: employees.officeId })
      .from(users)
      .innerJoin(employees, eq(employees.userId, users.userId))
      .where(eq(users.email, 'franchise_owner@demo.test'));
    const year = DateTime.fromJSDate(server.clock.now(), { zone: 'Asia/Jakarta' }).year + 1;
    const birthday = `${year}-${irwan!.birthDate!.slice(5, 10)}`;
    const eve = DateTime.fromISO(birthday, { zone: 'Asia/Jakarta' }).minus({ days: 1 }).set({ hour: 12 });
    expect(nextReminderDate(eve.toUTC().toJSDate())).toBe(birthday);

    await db.delete(jobs).where(eq(jobs.name, BIRTHDAY_REMINDER_JOB));
    await ensureBirthdayReminder(db, eve.toUTC().toJSDate());
    await ensureBirthdayReminder(db, eve.toUTC().toJSDate()); // a second instance starting: still one
    const scheduled = await db.select().from(jobs).where(eq(jobs.name, BIRTHDAY_REMINDER_JOB));
    expect(scheduled.map((j) => [j.payload, j.runAt.toISOString()])).toEqual([[{ date: birthday }, wib(`${birthday}T07:00`).toISOString()]]);

    const message = BIRTHDAY_REMINDER.message(irwan!.nickName!);
    const told = () => db.select({ receiverUserId: notifications.receiverUserId }).from(notifications).where(eq(notifications.message, message));
    // Not before 07:00.
    await runDueJobs(db, JOB_HANDLERS, wib(`${birthday}T06:59`), 'w1');
    expect(await told()).toHaveLength(0);
    // Two instances at 07:00: once.
    await Promise.all([runDueJobs(db, JOB_HANDLERS, wib(`${birthday}T07:00`), 'w1'), runDueJobs(db, JOB_HANDLERS, wib(`${birthday}T07:00`), 'w2')]);
    const receivers = (await told()).map((r) => r.receiverUserId);
    expect(receivers.length).toBeGreaterThan(0);
    expect(new Set(receivers).size).toBe(receivers.length);
    expect(receivers).not.toContain(irwan!.userId);

    // Exactly the people of his office (active records), nobody from HQ or another office.
    const office = await db
      .selectDistinct({ userId: users.userId, status: employees.status })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(employees.officeId, irwan!.officeId!), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED'), eq(users.status, 'active')));
    const hqAdmin = (await db.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin@demo.test')))[0]!.userId;
    const bandung = (await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Bandung')))[0]!.officeId;
    const bandungPeople = (await db.select({ userId: employees.userId }).from(employees).where(eq(employees.officeId, bandung))).map((r) => r.userId);
    expect(receivers).not.toContain(hqAdmin);
    expect(receivers.filter((r) => bandungPeople.includes(r))).toEqual([]);
    expect(receivers.every((r) => office.some((o) => o.userId === r))).toBe(true);
    const [one] = await db.select().from(notifications).where(eq(notifications.message, message)).limit(1);
    expect(one).toMatchObject({ feature: 'dashboard', title: BIRTHDAY_REMINDER.title, externalId: 'birthday-list' });

    // The next day's is waiting; run two days late, it tells nobody and schedules the next 07:00 to come.
    const next = DateTime.fromISO(birthday).plus({ days: 1 }).toISODate()!;
    const pending = await db.select().from(jobs).where(and(eq(jobs.name, BIRTHDAY_REMINDER_JOB), eq(jobs.status, 'pending')));
    expect(pending.map((j) => j.payload)).toEqual([{ date: next }]);
    const before = (await db.select({ id: notifications.id }).from(notifications)).length;
    const late = DateTime.fromISO(next, { zone: 'Asia/Jakarta' }).plus({ days: 2 }).set({ hour: 9 });
    await runDueJobs(db, JOB_HANDLERS, late.toUTC().toJSDate(), 'w1');
    expect((await db.select({ id: notifications.id }).from(notifications)).length).toBe(before);
    const after = await db.select().from(jobs).where(and(eq(jobs.name, BIRTHDAY_REMINDER_JOB), eq(jobs.status, 'pending')));
    expect(after.map((j) => j.payload)).toEqual([{ date: late.plus({ days: 1 }).toISODate() }]);
  });
});
