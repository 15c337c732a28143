import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/entities/common';
import { useUrlQuery } from './use-url-query';
import { formatSort, type ListSort } from './list-sort';

const PAGING = { page: '1', limit: String(DEFAULT_PAGE_SIZE), search: '', sort: '' };
type PagingKey = keyof typeof PAGING;

/** A hand-edited URL may say anything: fall back to the §9 defaults. */
export function pageSizeOf(value: string, sizes: readonly number[] = PAGE_SIZES): number {
  const n = Number(value);
  return sizes.includes(n) ? n : DEFAULT_PAGE_SIZE;
}

export function pageOf(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * A list screen's paging, page size, search, sort and its own filters, all in
 * the URL (the list widget's state); any filter change goes back to page 1,
 * a move to another page is a history entry Back undoes.
 */
export function useListUrlState<K extends string>(filters: Record<K, string>) {
  const [values, setValues] = useUrlQuery<K | PagingKey>({ ...PAGING, ...filters } as Record<K | PagingKey, string>);
  // TypeScript cannot see that a patch of known keys fits a record keyed by a generic K.
  const set = setValues as (patch: Partial<Record<string, string>>, options?: { push?: boolean }) => void;
  const limit = pageSizeOf(values.limit);
  const page = pageOf(values.page);
  return {
    values,
    page,
    limit,
    offset: (page - 1) * limit,
    search: values.search.trim() || undefined,
    /** The URL's sort ('' when the list's default). */
    sort: values.sort,
    onPage: (next: number, nextLimit: number) => set({ page: String(next), limit: String(nextLimit) }, { push: true }),
    onSort: (sort: string) => set({ sort, page: '1' }),
    setFilters: (patch: Partial<Record<K | 'search', string>>) => set({ ...patch, page: '1' }),
  };
}

/**
 * The list widget's page, page size and sort, kept in the URL by a
 * useListUrlState: `<ListTable {...tablePaging(list, sort)} … />`, with
 * `sort` the order in force (the URL's, else the list's default).
 */
export function tablePaging(
  list: Pick<ReturnType<typeof useListUrlState>, 'page' | 'limit' | 'onPage' | 'onSort'>,
  sort: ListSort,
): { page: number; limit: number; onPage: (page: number, limit: number) => void; sort: ListSort; onSort: (sort: ListSort) => void } {
  return { page: list.page, limit: list.limit, onPage: list.onPage, sort, onSort: (next) => list.onSort(formatSort(next)) };
}
