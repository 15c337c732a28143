import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../domain/entities/common';
import {
  DEFAULT_LISTING_SORT,
  LISTING_SORT_FIELDS,
  LISTING_STATUSES,
  SELL_OR_RENT,
  type ListingStatus,
  type SellOrRent,
} from '../../../../domain/entities/listing';
import type { ListingsParams } from '../../../api/listings/get-listings';

/** Everything /listing keeps in its URL, so a reload or a shared link shows the same list. */
export const LISTING_LIST_DEFAULTS = {
  search: '',
  status: '',
  office: '',
  city: '',
  sellOrRent: '',
  sort: DEFAULT_LISTING_SORT,
  page: '1',
  limit: String(DEFAULT_PAGE_SIZE),
};
export type ListingListUrl = typeof LISTING_LIST_DEFAULTS;

export type SortField = (typeof LISTING_SORT_FIELDS)[number];
export type SortOrder = 'ASC' | 'DESC';

const isOneOf = <T extends string>(values: readonly T[], v: string): v is T => (values as readonly string[]).includes(v);

/** A hand-edited URL falls back to the default sort rather than failing the request. */
export function parseSort(sort: string): { field: SortField; order: SortOrder } {
  const [field = '', order = ''] = sort.split(':');
  if (isOneOf(LISTING_SORT_FIELDS, field) && (order === 'ASC' || order === 'DESC')) return { field, order };
  return parseSort(DEFAULT_LISTING_SORT);
}

export const formatSort = (field: string, order: SortOrder) => `${field}:${order}`;

export function parseStatuses(status: string): ListingStatus[] {
  return status.split(',').filter((s): s is ListingStatus => isOneOf(LISTING_STATUSES, s));
}

export function parseLimit(limit: string): number {
  const n = Number(limit);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

export function parsePage(page: string): number {
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The URL's values as the request's parameters (§7: limit, offset, search, sort, filters). */
export function toListingsParams(url: ListingListUrl): ListingsParams {
  const limit = parseLimit(url.limit);
  const statuses = parseStatuses(url.status);
  const { field, order } = parseSort(url.sort);
  const city = url.city.trim();
  const search = url.search.trim();
  return {
    limit,
    offset: (parsePage(url.page) - 1) * limit,
    sort: formatSort(field, order),
    ...(search ? { search } : {}),
    ...(statuses.length > 0 ? { filterStatus: statuses } : {}),
    ...(url.office ? { filterOfficeId: [url.office] } : {}),
    ...(city ? { filterCity: city } : {}),
    ...(isOneOf<SellOrRent>(SELL_OR_RENT, url.sellOrRent) ? { filterSellOrRent: url.sellOrRent } : {}),
  };
}
