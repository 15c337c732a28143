/**
 * Issue 19's demo events and announcements, one in every status: a draft
 * town hall; an upcoming training for the Jakarta office's agents (the demo
 * agent registered); a published announcement to every office; a finished
 * award night with registrations; a cancelled outing. The announcement's
 * notifications are not seeded: publishing one in the app makes them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { EventType, StoredEventStatus } from '../../../domain/event';
import type { Role } from '../../../domain/roles';
import type { Tx } from '../client';
import { employees, eventRegistrations, events, offices, users } from '../schema';
import { newId } from '../../services/tokens';

const DAY = 86_400_000;

interface DemoEvent {
  title: string;
  type: EventType;
  status: StoredEventStatus;
  /** Start in days from the seed's now, and length in hours. */
  inDays: number;
  hours: number;
  place?: string;
  onlineLink?: string;
  officeNames: readonly string[];
  roles: readonly Role[];
  body: string;
  registered?: readonly string[];
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Quarterly Town Hall',
    type: 'EVENT',
    status: 'DRAFT',
    inDays: 21,
    hours: 2,
    onlineLink: 'https://meet.example.com/genius-town-hall',
    officeNames: [],
    roles: [],
    body: '<p>The quarter in numbers and what comes next. <strong>Questions welcome.</strong></p>',
  },
  {
    title: 'Listing Photography Training',
    type: 'EVENT',
    status: 'PUBLISHED',
    inDays: 7,
    hours: 3,
    place: 'Genius Jakarta Selatan, Meeting Room 2',
    officeNames: ['Genius Jakarta Selatan'],
    roles: ['agent'],
    body: '<p>Better listing photos with a phone:</p><ol><li data-list="bullet">light and angles</li><li data-list="bullet">staging a room</li></ol>',
    registered: ['agent@demo.test'],
  },
  {
    title: 'New Commission Scheme from January',
    type: 'ANNOUNCEMENT',
    status: 'PUBLISHED',
    inDays: -1,
    hours: 24 * 30,
    officeNames: [],
    roles: [],
    body: '<p>From January the agent development fee follows the new <em>master fee</em> rates. Ask your office finance for details.</p>',
  },
  {
    title: 'Annual Award Night',
    type: 'EVENT',
    status: 'PUBLISHED',
    inDays: -30,
    hours: 4,
    place: 'Hotel Mulia, Jakarta',
    officeNames: [],
    roles: [],
    body: '<p>Celebrating the year\'s top agents and offices.</p>',
    registered: ['agent@demo.test', 'franchise_owner@demo.test', 'multi@demo.test'],
  },
  {
    title: 'Team Outing Bandung',
    type: 'EVENT',
    status: 'CANCELLED',
    inDays: 10,
    hours: 8,
    place: 'Lembang, Bandung',
    officeNames: ['Genius Bandung'],
    roles: [],
    body: '<p>Postponed until after the rainy season.</p>',
  },
];

export async function seedEvents(tx: Tx, now: Date): Promise<void> {
  const [admin] = await tx.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin_hq@demo.test'));
  const officeRows = await tx.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices);
  const officeIdOf = new Map(officeRows.map((o) => [o.officeName, o.officeId]));
  for (const demo of DEMO_EVENTS) {
    const startAt = new Date(now.getTime() + demo.inDays * DAY);
    const eventId = newId();
    await tx.insert(events).values({
      eventId,
      title: demo.title,
      type: demo.type,
      status: demo.status,
      startAt,
      endAt: new Date(startAt.getTime() + demo.hours * 3_600_000),
      place: demo.place ?? null,
      onlineLink: demo.onlineLink ?? null,
      audienceOfficeIds: demo.officeNames.map((n) => officeIdOf.get(n)).filter((id): id is string => !!id),
      audienceRoles: [...demo.roles],
      body: demo.body,
      publishedAt: demo.status === 'DRAFT' ? null : new Date(Math.min(now.getTime(), startAt.getTime()) - 3 * DAY),
      createdByUserId: admin?.userId ?? null,
      createdAt: new Date(Math.min(now.getTime(), startAt.getTime()) - 5 * DAY),
      updatedAt: now,
    });
    if (!demo.registered?.length) continue;
    // Each registered through their first office (as the app records the record that put them in the audience).
    const people = await tx
      .selectDistinctOn([users.userId], { userId: users.userId, officeId: employees.officeId })
      .from(users)
      .leftJoin(employees, eq(employees.userId, users.userId))
      .where(inArray(users.email, [...demo.registered]))
      .orderBy(users.userId, employees.officeId);
    for (const [i, person] of people.entries()) {
      await tx.insert(eventRegistrations).values({ eventId, userId: person.userId, officeId: person.officeId, registeredAt: new Date(startAt.getTime() - (10 - i) * DAY) });
    }
  }
}
