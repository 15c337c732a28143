/**
 * Events and announcements (issue 19, §2 /event): HQ writes an event (a
 * schedule, a place or an online link, registrations) or an announcement
 * (news to read), for an audience of offices and roles; publishing an
 * announcement tells its audience (drawer entry and push toast). Pure: the
 * server refuses with these rules, the SPA shows buttons exactly when they hold.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { DEFAULT_ZONE } from './format';
import { MESSAGES } from './messages';
import { ROLES, type Role } from './roles';
import { requiredText, stripHtml, textField } from './validation';

export const EVENT_TYPES = ['EVENT', 'ANNOUNCEMENT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = { EVENT: 'Event', ANNOUNCEMENT: 'Announcement' };

/** What is stored: a draft, published, or cancelled after publishing. */
export const STORED_EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type StoredEventStatus = (typeof STORED_EVENT_STATUSES)[number];

/** What a list shows and filters by: a published record whose schedule has ended is Finished (never stored: time moves it). */
export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'FINISHED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', FINISHED: 'Finished', CANCELLED: 'Cancelled' };
export const EVENT_STATUS_COLORS: Record<EventStatus, string> = { DRAFT: '#6B7280', PUBLISHED: '#15803D', FINISHED: '#1D4ED8', CANCELLED: '#B91C1C' };

/** The detail's tabs (§2 /event/{eventId}/{tab}). */
export const EVENT_TABS = [
  { key: 'information', label: 'Information' },
  { key: 'participants', label: 'Participants' },
] as const;
export type EventTab = (typeof EVENT_TABS)[number]['key'];
export const isEventTab = (tab: string): tab is EventTab => EVENT_TABS.some((t) => t.key === tab);

export const EVENT_MESSAGES = {
  created: (title: string) => `${title} created.`,
  updated: (title: string) => `${title} updated.`,
  published: (title: string) => `${title} published.`,
  cancelled: (title: string) => `${title} cancelled.`,
  deleted: (title: string) => `${title} deleted.`,
  registered: 'You are registered for this event.',
  unregistered: 'Your registration is withdrawn.',
  notFound: 'Event not found.',
  endBeforeStart: 'End must not be before the start.',
  placeOrLink: 'An event needs a place or an online link.',
  bodyRequired: MESSAGES.required('Body'),
  bannerNotFound: 'Banner image not found.',
  officeNotFound: 'Office not found.',
  notDraft: 'Only a draft can be published.',
  notEditable: 'A cancelled or finished event can no longer be edited.',
  notCancellable: 'Only a published event that has not finished can be cancelled.',
  notRegistrable: 'Registration is open only for a published event that has not finished.',
  notAnEvent: 'An announcement takes no registrations.',
  notInAudience: 'This event is not for you.',
  alreadyRegistered: 'You are already registered for this event.',
  notRegistered: 'You are not registered for this event.',
  confirmPublish: (title: string, type: EventType) =>
    type === 'ANNOUNCEMENT' ? `Publish ${title}? Everyone in its audience is notified.` : `Publish ${title}? Its audience sees it and may register.`,
  confirmCancel: (title: string) => `Cancel ${title}? Its audience sees it as cancelled.`,
  confirmDelete: (title: string) => `Delete ${title}? This cannot be undone.`,
  /** The drawer entry and push of a published announcement. */
  announcementTitle: 'New Announcement',
} as const;

/** The notification feature of an announcement: its entry opens /event/{eventId}/information (domain/notifications.ts). */
export const EVENT_NOTIFICATION_FEATURE = 'event';

/** The status a record shows at `now`: a published one whose end has passed is Finished. */
export function eventStatusAt(stored: StoredEventStatus, endAt: string | Date, now: Date): EventStatus {
  if (stored !== 'PUBLISHED') return stored;
  return new Date(endAt).getTime() < now.getTime() ? 'FINISHED' : 'PUBLISHED';
}

/** An instant as a datetime-local field shows it, in Jakarta ('2026-12-01T09:00'); '' for none. */
export function jakartaLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = DateTime.fromISO(iso, { zone: DEFAULT_ZONE });
  return at.isValid ? at.toFormat("yyyy-MM-dd'T'HH:mm") : '';
}

/** What a datetime-local field holds, read as Jakarta time, as the API's instant ('2026-12-01T09:00:00.000+07:00'); '' stays '' (required). */
export function instantOfJakartaLocal(local: string): string {
  if (!local) return '';
  const at = DateTime.fromISO(local, { zone: DEFAULT_ZONE });
  return at.isValid ? at.toISO()! : local;
}

// ---------------------------------------------------------------------------
// Audience

export interface EventAudience {
  /** Empty: every office (and HQ). */
  officeIds: readonly string[];
  /** Empty: every role. */
  roles: readonly Role[];
}

/** One employee record as the audience rule looks at it. */
export interface AudienceRecord {
  officeId: string | null;
  role: Role;
}

/**
 * Is one of these records in the audience: its office among the audience's
 * offices (or no office named) and its role among its roles (or none named).
 * A record without an office (HQ) is in only an audience that names no office.
 */
export function inAudience(audience: EventAudience, records: readonly AudienceRecord[]): boolean {
  return records.some(
    (r) => (audience.officeIds.length === 0 || (r.officeId !== null && audience.officeIds.includes(r.officeId))) && (audience.roles.length === 0 || audience.roles.includes(r.role)),
  );
}

/** Admin-HQ-plus write events and read every one (drafts too); everyone else reads the published ones of their audience. */
export const mayManageEvents = (subject: AccessSubject): boolean => can(subject, 'adminHqPlus');

// ---------------------------------------------------------------------------
// Refusals (null: allowed)

type EventState = { status: EventStatus; type: EventType };

export const publishRefusal = (e: EventState): string | null => (e.status === 'DRAFT' ? null : EVENT_MESSAGES.notDraft);
export const editRefusal = (e: EventState): string | null => (e.status === 'DRAFT' || e.status === 'PUBLISHED' ? null : EVENT_MESSAGES.notEditable);
export const cancelRefusal = (e: EventState): string | null => (e.status === 'PUBLISHED' ? null : EVENT_MESSAGES.notCancellable);

/** May this caller register: an EVENT, published and not finished, that is for them, and they are not registered yet. */
export function registerRefusal(e: EventState & { isInAudience: boolean; isRegistered: boolean }): string | null {
  if (e.type !== 'EVENT') return EVENT_MESSAGES.notAnEvent;
  if (e.status !== 'PUBLISHED') return EVENT_MESSAGES.notRegistrable;
  if (!e.isInAudience) return EVENT_MESSAGES.notInAudience;
  if (e.isRegistered) return EVENT_MESSAGES.alreadyRegistered;
  return null;
}

export function unregisterRefusal(e: EventState & { isRegistered: boolean }): string | null {
  if (e.status !== 'PUBLISHED') return EVENT_MESSAGES.notRegistrable;
  if (!e.isRegistered) return EVENT_MESSAGES.notRegistered;
  return null;
}

// ---------------------------------------------------------------------------
// The routes' shapes

export const eventRegistration = z.object({
  userId: z.string(),
  name: z.string(),
  officeName: z.string().nullable(),
  registeredAt: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistration>;

export const eventAudienceOffice = z.object({ officeId: z.string(), officeName: z.string() });

export const eventItem = z.object({
  eventId: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  startAt: z.string(),
  endAt: z.string(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  bannerFileKey: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  audienceOffices: z.array(eventAudienceOffice),
  audienceRoles: z.array(z.enum(ROLES)),
  registrationCount: z.number().int(),
  /** The caller is registered. */
  isRegistered: z.boolean(),
  /** The caller is in its audience (registration is for them). */
  isInAudience: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The detail's only: the sanitized HTML body and the registrations. */
  body: z.string().optional(),
  registrations: z.array(eventRegistration).optional(),
});
export type EventItem = z.infer<typeof eventItem>;

export const EVENT_SORTS = ['startAt', 'createdAt', 'title'] as const;

export const eventsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(EVENT_STATUSES),
    filterType: z.enum(EVENT_TYPES),
    /** §9's date presets: events whose schedule overlaps these days (in Jakarta). */
    filterStartAt: z.iso.date(),
    filterEndAt: z.iso.date(),
    sort: z.string().regex(new RegExp(`^(${EVENT_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type EventsQuery = z.infer<typeof eventsQuery>;

export const eventIdParams = z.object({ eventId: id }).strict();

export const EVENT_TITLE_MAX = 200;
export const EVENT_BODY_MAX = 50_000;

const dateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: (i) => (i.input ? MESSAGES.invalidFormat(field) : MESSAGES.required(field)) });
const optionalText = (field: string, max: number) =>
  textField(field, max)
    .nullish()
    .transform((v) => v || null);

/** POST events and PATCH events/{eventId}: the whole record (an edit sends it all). */
export const eventBody = z
  .object({
    title: requiredText('Title', EVENT_TITLE_MAX),
    type: z.enum(EVENT_TYPES, { error: MESSAGES.required('Type') }),
    startAt: dateTime('Start'),
    endAt: dateTime('End'),
    place: optionalText('Place', 200),
    onlineLink: optionalText('Online link', 500).refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), MESSAGES.invalidFormat('Online link')),
    bannerFileKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,64}$/, EVENT_MESSAGES.bannerNotFound)
      .nullish()
      .transform((v) => v ?? null),
    audienceOfficeIds: z.array(id).max(500, 'Choose at most 500 offices.').default([]),
    audienceRoles: z.array(z.enum(ROLES, { error: MESSAGES.invalidFormat('Audience role') })).default([]),
    body: z
      .string({ error: EVENT_MESSAGES.bodyRequired })
      .max(EVENT_BODY_MAX, MESSAGES.maxLength('Body', EVENT_BODY_MAX))
      .refine((v) => stripHtml(v).trim().length > 0, EVENT_MESSAGES.bodyRequired),
  })
  .strict()
  .refine((b) => new Date(b.endAt).getTime() >= new Date(b.startAt).getTime(), { message: EVENT_MESSAGES.endBeforeStart, path: ['endAt'] })
  .refine((b) => b.type !== 'EVENT' || !!b.place || !!b.onlineLink, { message: EVENT_MESSAGES.placeOrLink, path: ['place'] });
export type EventBody = z.infer<typeof eventBody>;
export type EventInput = z.input<typeof eventBody>;
