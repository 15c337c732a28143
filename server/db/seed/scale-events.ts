/**
 * Issue 19's scaled events and announcements: 5,000 per factor over the last
 * two years and the next two months, in every status (mostly published, so
 * most of the past ones read Finished), for the whole network or a few
 * offices, all roles or agents or office staff; each published event has up
 * to 40 registrations from the people of its audience.
 */
import type { EventType, StoredEventStatus } from '../../../domain/event';
import { OFFICE_ROLES, type Role } from '../../../domain/roles';
import { newId } from '../../services/tokens';
import { eventRegistrations, events } from '../schema';
import { chance, DAY, generator, pick, type ScaleContext, type ScalePerson } from './scale-kit';

export const EVENTS_PER_FACTOR = 5_000;
const MAX_REGISTRATIONS = 40;

interface PlannedEvent {
  eventId: string;
  type: EventType;
  status: StoredEventStatus;
  startAt: Date;
  hours: number;
  officeIds: string[];
  roles: Role[];
  registrants: { userId: string; officeId: string | null }[];
}

const planned = new WeakMap<ScaleContext, PlannedEvent[]>();
const TOPICS = ['Training', 'Town Hall', 'Open House', 'Award Night', 'Workshop', 'Gathering', 'Webinar', 'Policy Update', 'Holiday Notice'] as const;
const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Bali', 'Online'] as const;

function plan(ctx: ScaleContext): PlannedEvent[] {
  const made = planned.get(ctx);
  if (made) return made;
  const active = ctx.people.filter((p) => p.isActive && p.isUserActive && p.isApproved);
  const byOffice = new Map<string, ScalePerson[]>();
  for (const p of active) if (p.officeId) byOffice.set(p.officeId, [...(byOffice.get(p.officeId) ?? []), p]);
  const list: PlannedEvent[] = [];
  const target = Math.round(EVENTS_PER_FACTOR * ctx.factor);
  for (let i = 0; i < target; i++) {
    const type: EventType = chance(ctx, 0.65) ? 'EVENT' : 'ANNOUNCEMENT';
    const status: StoredEventStatus = chance(ctx, 0.1) ? 'DRAFT' : chance(ctx, 0.06) ? 'CANCELLED' : 'PUBLISHED';
    const startAt = new Date(ctx.now.getTime() + (ctx.random() * 790 - 730) * DAY);
    const officeIds = chance(ctx, 0.6) || !ctx.offices.length ? [] : [...new Set(Array.from({ length: 1 + Math.floor(ctx.random() * 3) }, () => pick(ctx, ctx.offices).officeId))];
    const roles: Role[] = chance(ctx, 0.5) ? [] : chance(ctx, 0.6) ? ['agent'] : [...OFFICE_ROLES];
    const registrants: PlannedEvent['registrants'] = [];
    if (type === 'EVENT' && status === 'PUBLISHED') {
      const pool = (officeIds.length ? officeIds.flatMap((o) => byOffice.get(o) ?? []) : active).filter((p) => !roles.length || roles.includes(p.role));
      const seen = new Set<string>();
      const want = Math.min(pool.length, Math.floor(ctx.random() * MAX_REGISTRATIONS));
      for (let tries = 0; seen.size < want && tries < want * 3; tries++) {
        const p = pick(ctx, pool);
        if (seen.has(p.userId)) continue;
        seen.add(p.userId);
        registrants.push({ userId: p.userId, officeId: p.officeId });
      }
    }
    list.push({ eventId: newId(), type, status, startAt, hours: type === 'EVENT' ? 1 + Math.floor(ctx.random() * 8) : 24 * (7 + Math.floor(ctx.random() * 30)), officeIds, roles, registrants });
  }
  planned.set(ctx, list);
  return list;
}

const eventRows = generator(events, function* (ctx) {
  for (const [i, e] of plan(ctx).entries()) {
    const city = pick(ctx, CITIES);
    const topic = pick(ctx, TOPICS);
    const createdAt = new Date(Math.min(ctx.now.getTime(), e.startAt.getTime()) - 10 * DAY);
    yield {
      eventId: e.eventId,
      title: `${topic} ${city} #${i + 1}`,
      type: e.type,
      status: e.status,
      startAt: e.startAt,
      endAt: new Date(e.startAt.getTime() + e.hours * 3_600_000),
      place: e.type === 'EVENT' && city !== 'Online' ? `Genius ${city}` : null,
      onlineLink: e.type === 'EVENT' && city === 'Online' ? 'https://meet.example.com/genius' : null,
      bannerFileKey: null,
      audienceOfficeIds: e.officeIds,
      audienceRoles: e.roles,
      body: `<p>${topic} for the network. Details follow.</p>`,
      publishedAt: e.status === 'DRAFT' ? null : new Date(createdAt.getTime() + DAY),
      createdByUserId: null,
      createdAt,
      updatedAt: createdAt,
    };
  }
});

const registrationRows = generator(eventRegistrations, function* (ctx) {
  for (const e of plan(ctx)) {
    for (const [i, r] of e.registrants.entries()) yield { eventId: e.eventId, userId: r.userId, officeId: r.officeId, registeredAt: new Date(e.startAt.getTime() - (i + 1) * 3_600_000) };
  }
});

export const EVENT_GENERATORS = [eventRows, registrationRows];
