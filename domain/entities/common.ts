import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Every API answer wraps its data in `payload` (§7). */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ payload });

/**
 * List payloads of §7: results, count, prev, next (offsets of the neighbouring
 * pages, or null). A count past what the server counts exactly is the
 * database's estimate, marked countIsEstimate so it is shown as "about N".
 */
export const listPayload = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    countIsEstimate: z.boolean().default(false),
    prev: z.number().int().nonnegative().nullable(),
    next: z.number().int().nonnegative().nullable(),
  });

export type ListPayload<T> = { results: T[]; count: number; countIsEstimate?: boolean; prev: number | null; next: number | null };

/** One error body everywhere. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The page sizes the SPA offers (§9); the server takes any limit up to the route's maximum. */
export const PAGE_SIZES = [10, 12, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The largest page a paged list serves. */
export const MAX_PAGE_LIMIT = 100;
/** The spec's dropdown lists ask for everything in one call (limit=9999). */
export const DROPDOWN_LIST_LIMIT = 9999;

/** `limit` of a list route: any integer from 1 to the route's maximum. */
export const pageLimit = (max: number, fallback = DEFAULT_PAGE_SIZE) =>
  z.coerce
    .number()
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(max, `limit must be at most ${max}.`)
    .default(fallback);
/** The largest limit a list accepts: the spec's transfer dropdowns ask for 9999 and notifications for 999999. */
export const MAX_LIST_LIMIT = 999_999;

/** Comma-separated query values (`filterRoleStatus=PUBLISH,UNPUBLISH`) as a list. */
export const csv = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));

export const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The list parameters every list call carries (§7): limit, offset, search, sort. */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(200).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z]+:(ASC|DESC)$/i, 'sort format is invalid.')
    .optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const id = z.string().min(1).max(64, MESSAGES.maxLength('ID', 64));
