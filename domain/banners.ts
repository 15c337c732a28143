/**
 * Banners (issue 19, §2 banner, admin-HQ-plus): images the public website and
 * the app show in a placement, each with an optional link, a schedule (start
 * and end, stored UTC, shown and entered in Asia/Jakarta) and an order within
 * its placement that HQ sets by drag or by keyboard.
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { requiredText } from './validation';
import { imageUrl, orderIds, webLink } from './web-config';

/** Where a banner shows (the spec names none; docs/decisions.md 'Banners'). */
export const BANNER_PLACEMENTS = ['WEB_HOME_HERO', 'WEB_LISTING_PAGE', 'APP_HOME'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  WEB_HOME_HERO: 'Website home hero',
  WEB_LISTING_PAGE: 'Website listing page',
  APP_HOME: 'App home',
};

/** The most banners one placement rotates: the screen orders a placement whole, on one page. */
export const BANNERS_PER_PLACEMENT_MAX = 50;

export const BANNER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];
export const BANNER_STATUS_LABELS: Record<BannerStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

/** What a visitor sees of a banner now: its status and schedule together. */
export const BANNER_STATES = ['LIVE', 'SCHEDULED', 'ENDED', 'INACTIVE'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export const BANNER_STATE_LABELS: Record<BannerState, string> = { LIVE: 'Live', SCHEDULED: 'Scheduled', ENDED: 'Ended', INACTIVE: 'Inactive' };
export const BANNER_STATE_COLORS: Record<BannerState, TagColor> = { LIVE: 'green', SCHEDULED: 'blue', ENDED: 'purple', INACTIVE: 'warning' };

export function bannerState(banner: { status: BannerStatus; startAt: string; endAt: string | null }, now: Date): BannerState {
  if (banner.status === 'INACTIVE') return 'INACTIVE';
  if (Date.parse(banner.startAt) > now.getTime()) return 'SCHEDULED';
  if (banner.endAt && Date.parse(banner.endAt) <= now.getTime()) return 'ENDED';
  return 'LIVE';
}

export const BANNER_MESSAGES = {
  created: (title: string) => `Banner ${title} created.`,
  updated: (title: string) => `Banner ${title} updated.`,
  notFound: 'Banner not found.',
  endBeforeStart: 'End must be after the start.',
  full: (placement: string) => `${placement} shows at most ${BANNERS_PER_PLACEMENT_MAX} banners: delete one first.`,
  moved: (title: string, position: number, total: number) => `${title} moved to position ${position} of ${total}.`,
} as const;

export const BANNER_LABELS = {
  imageUrl: 'Image',
  title: 'Title',
  link: 'Link',
  placement: 'Placement',
  startAt: 'Start',
  endAt: 'End',
  status: 'Status',
} as const;

export const banner = z.object({
  bannerId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  placement: z.enum(BANNER_PLACEMENTS),
  startAt: z.string(),
  endAt: z.string().nullable(),
  status: z.enum(BANNER_STATUSES),
  displayOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof banner>;

const instant = (field: string) => z.iso.datetime({ offset: true, error: (i) => (i.input ? MESSAGES.invalidFormat(field) : MESSAGES.required(field)) });
const optionalLink = webLink(BANNER_LABELS.link)
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

const bannerFields = z
  .object({
    imageUrl: imageUrl(BANNER_LABELS.imageUrl),
    title: requiredText(BANNER_LABELS.title, 120),
    link: optionalLink,
    placement: z.enum(BANNER_PLACEMENTS, { error: MESSAGES.required(BANNER_LABELS.placement) }),
    startAt: instant(BANNER_LABELS.startAt),
    endAt: instant(BANNER_LABELS.endAt)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    status: z.enum(BANNER_STATUSES, { error: MESSAGES.required(BANNER_LABELS.status) }),
  })
  .strict();
const endAfterStart = (b: { startAt?: string; endAt?: string | null }) => !b.startAt || !b.endAt || Date.parse(b.endAt) > Date.parse(b.startAt);
export const createBannerBody = bannerFields.refine(endAfterStart, { message: BANNER_MESSAGES.endBeforeStart, path: ['endAt'] });
export type CreateBannerBody = z.infer<typeof createBannerBody>;
export const updateBannerBody = bannerFields.partial().strict().refine(endAfterStart, { message: BANNER_MESSAGES.endBeforeStart, path: ['endAt'] });
export type UpdateBannerBody = z.infer<typeof updateBannerBody>;

export const bannersQuery = listQuery
  .pick({ search: true })
  .extend({ filterPlacement: z.enum(BANNER_PLACEMENTS), filterStatus: z.enum(BANNER_STATUSES) })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type BannersQuery = z.infer<typeof bannersQuery>;
export const bannerIdParams = z.object({ bannerId: id }).strict();

/** PATCH banners/order: one placement's every banner, in the new order. */
export const bannerOrderBody = z.object({ placement: z.enum(BANNER_PLACEMENTS, { error: MESSAGES.required(BANNER_LABELS.placement) }), bannerIds: orderIds }).strict();
export type BannerOrderBody = z.infer<typeof bannerOrderBody>;

// ---------------------------------------------------------------------------
// The form: start and end entered as Jakarta wall-clock time (UTC+7, no daylight saving)

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2026-12-01T08:00' in Jakarta as an ISO instant ('2026-12-01T01:00:00.000Z'); null when not such a value. */
export function jakartaLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - JAKARTA_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}

/** An ISO instant as a datetime-local value in Jakarta. */
export function isoToJakartaLocal(iso: string): string {
  return new Date(Date.parse(iso) + JAKARTA_OFFSET_MS).toISOString().slice(0, 16);
}

const localInstant = (field: string) =>
  z
    .string({ error: MESSAGES.required(field) })
    .min(1, MESSAGES.required(field))
    .refine((v) => jakartaLocalToIso(v) !== null, MESSAGES.invalidFormat(field));

/** The banner form's values: the body's, with the schedule in Jakarta time. */
export const bannerFormSchema = bannerFields
  .extend({
    startAt: localInstant(BANNER_LABELS.startAt),
    endAt: z.string().refine((v) => v === '' || jakartaLocalToIso(v) !== null, MESSAGES.invalidFormat(BANNER_LABELS.endAt)),
    link: z.string(),
  })
  .refine((f) => !f.endAt || !jakartaLocalToIso(f.startAt) || (jakartaLocalToIso(f.endAt) ?? '') > (jakartaLocalToIso(f.startAt) ?? ''), {
    message: BANNER_MESSAGES.endBeforeStart,
    path: ['endAt'],
  })
  .refine((f) => f.link.trim() === '' || optionalLink.safeParse(f.link).success, { message: `${BANNER_LABELS.link} must be a web address starting with http:// or https://.`, path: ['link'] });
export type BannerForm = z.input<typeof bannerFormSchema>;

export const bannerBodyOfForm = (form: BannerForm): CreateBannerBody => ({
  imageUrl: form.imageUrl.trim(),
  title: form.title.trim(),
  link: form.link.trim() || null,
  placement: form.placement,
  startAt: jakartaLocalToIso(form.startAt)!,
  endAt: form.endAt ? jakartaLocalToIso(form.endAt) : null,
  status: form.status,
});

export const bannerFormOf = (b: Banner | null, placement: BannerPlacement, now: Date): BannerForm =>
  b
    ? { imageUrl: b.imageUrl, title: b.title, link: b.link ?? '', placement: b.placement, startAt: isoToJakartaLocal(b.startAt), endAt: b.endAt ? isoToJakartaLocal(b.endAt) : '', status: b.status }
    : { imageUrl: '', title: '', link: '', placement, startAt: isoToJakartaLocal(now.toISOString()), endAt: '', status: 'ACTIVE' };
