import { LISTING_STATUSES, type ListingStatus } from '../../../domain/entities/listing';
import { MASKING_HISTORY_PAGE_SIZE, MASKING_TYPES } from '../../../domain/entities/listing-masking';
import { rangeBounds } from '../../ui/date-range';
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
