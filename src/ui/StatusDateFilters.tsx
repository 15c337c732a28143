import { DateRangeField } from './DateRangeField';
import { rangeBounds } from './date-range';
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
