import { DateTime } from 'luxon';
import { LISTING_STATUSES, type ListingStatus } from '../../../domain/entities/listing';
import { MASKING_HISTORY_PAGE_SIZE, MASKING_TYPES } from '../../../domain/entities/listing-masking';
import { DATE_PRESETS, datePresetRange, DEFAULT_ZONE, type DatePreset, type DateRange } from '../../../domain/format';
import type { MaskingHistoryFilters } from '../../api/masking/get-masking-histories';

/**
 * The history tab's URL: page, every filter of §7, and each date range as a
 * preset name ('Last 7 Days', re-read against today) or a custom
 * 'YYYY-MM-DD..YYYY-MM-DD'. Agent filters keep the name to show it back.
 */
export const HISTORY_URL_DEFAULTS = {
  page: '1',
  office: '',
  status: '',
  type: '',
  maskingAgent: '',
  maskingAgentName: '',
  listingAgent: '',
  listingAgentName: '',
  createdRange: '',
  maskingRange: '',
};
export type HistoryUrlValues = typeof HISTORY_URL_DEFAULTS;

const CUSTOM_SEPARATOR = '..';

export const isPreset = (value: string): value is DatePreset => (DATE_PRESETS as readonly string[]).includes(value);

export function customRange(from: Date, to: Date): string {
  const day = (d: Date) => DateTime.fromJSDate(d).toISODate() ?? '';
  return `${day(from)}${CUSTOM_SEPARATOR}${day(to)}`;
}

/** The days of a custom range as the calendar shows them (local midnight), or null. */
export function customDays(value: string): [Date, Date] | null {
  const [from, to] = value.split(CUSTOM_SEPARATOR);
  const start = DateTime.fromISO(from ?? '');
  const end = DateTime.fromISO(to ?? '');
  return start.isValid && end.isValid ? [start.toJSDate(), end.toJSDate()] : null;
}

/** A preset or custom range as ISO bounds in the network's zone, the way datePresetRange gives them. */
export function rangeBounds(value: string, now: Date): DateRange | null {
  if (isPreset(value)) return datePresetRange(value, now);
  const [from, to] = value.split(CUSTOM_SEPARATOR);
  const start = DateTime.fromISO(from ?? '', { zone: DEFAULT_ZONE });
  const end = DateTime.fromISO(to ?? '', { zone: DEFAULT_ZONE });
  if (!start.isValid || !end.isValid) return null;
  return { start: start.startOf('day').toISO() ?? '', end: end.endOf('day').toISO() ?? '' };
}

const only = <T extends string>(csv: string, allowed: readonly T[]): T[] =>
  csv.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));

export const statusesOf = (csv: string): ListingStatus[] => only(csv, LISTING_STATUSES);

/** What the list asks the server for; a value the URL holds but the API would refuse is left out. */
export function historyFilters(values: HistoryUrlValues, now: Date): MaskingHistoryFilters {
  const page = Math.max(1, Number.parseInt(values.page, 10) || 1);
  const created = rangeBounds(values.createdRange, now);
  const masked = rangeBounds(values.maskingRange, now);
  const pick = (v: string) => v || undefined;
  const some = <T>(list: T[]) => (list.length > 0 ? list : undefined);
  return {
    offset: (page - 1) * MASKING_HISTORY_PAGE_SIZE,
    filterOfficeId: pick(values.office),
    filterStatusListing: some(statusesOf(values.status)),
    filterType: some(only(values.type, MASKING_TYPES)),
    filterMaskingByAgent: pick(values.maskingAgent),
    filterListingAgent: pick(values.listingAgent),
    filterCreatedAtStartAt: created?.start,
    filterCreatedAtEndAt: created?.end,
    filterMaskingDateStartAt: masked?.start,
    filterMaskingDateEndAt: masked?.end,
  };
}
