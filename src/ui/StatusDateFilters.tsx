import { DateRangeField } from './DateRangeField';
import { rangeBounds } from './date-range';
import { formatSort, parseSort, type ListSort } from './list-sort';
import { useListUrlState } from './use-list-url-state';
import { SearchBox } from './SearchBox';
import { SelectFilter } from './SelectFilter';

/** The URL keys of a list filtered by a status and a date range (with the list's search). */
export const STATUS_DATE_FILTERS = { status: '', date: '' };

/**
 * The status the URL names (when it is one of `statuses`) and the range of
 * §9's preset or custom dates as the days (in Jakarta) the API filters by.
 */
export function statusDateParams<S extends string>(values: { status: string; date: string }, statuses: readonly S[], now = new Date()): { status?: S; start?: string; end?: string } {
  const range = rangeBounds(values.date, now);
  return {
    ...((statuses as readonly string[]).includes(values.status) ? { status: values.status as S } : {}),
    ...(range ? { start: range.start.slice(0, 10), end: range.end.slice(0, 10) } : {}),
  };
}

/**
 * A list filtered by a status and a date range, its state in the URL: the
 * page, size, search, sort, status and dates, and the API's query for them
 * (the dates under the list's own filter names).
 */
export function useStatusDateList<S extends string, K1 extends string, K2 extends string>(options: { statuses: readonly S[]; sortFields: readonly string[]; defaultSort: ListSort; dateFilter: readonly [start: K1, end: K2] }) {
  const list = useListUrlState(STATUS_DATE_FILTERS);
  const sort = parseSort(list.sort, options.sortFields, options.defaultSort);
  const { status, start, end } = statusDateParams(list.values, options.statuses);
  const [startKey, endKey] = options.dateFilter;
  const params = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(status ? { filterStatus: status } : {}),
    ...(start && end ? ({ [startKey]: start, [endKey]: end } as Record<K1 | K2, string>) : {}),
  } as { limit: number; offset: number; search?: string; sort: string; filterStatus?: S } & Partial<Record<K1 | K2, string>>;
  return { list, sort, params };
}

interface StatusDateFiltersProps<S extends string> {
  /** Prefix of the controls' ids. */
  id: string;
  searchLabel: string;
  dateLabel: string;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  values: { search: string; status: string; date: string };
  onChange: (patch: Partial<Record<'search' | 'status' | 'date', string>>) => void;
}

/** A list's search box, status select and date range (§9's presets), in one row above the table. */
export function StatusDateFilters<S extends string>({ id, searchLabel, dateLabel, statuses, statusLabels, values, onChange }: StatusDateFiltersProps<S>) {
  const options = statuses.map((s) => ({ value: s, label: statusLabels[s] }));
  return (
    <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
      <SearchBox label={searchLabel} value={values.search} onSearch={(search) => onChange({ search })} />
      <SelectFilter id={`${id}-status`} label="Status" value={values.status} allLabel="All Status" options={options} onChange={(status) => onChange({ status })} />
      <DateRangeField id={`${id}-date`} label={dateLabel} value={values.date} onChange={(date) => onChange({ date })} />
    </div>
  );
}
