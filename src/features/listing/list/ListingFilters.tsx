import { MultiSelect } from 'primereact/multiselect';
import { LISTING_STATUSES, SELL_OR_RENT } from '../../../../domain/entities/listing';
import { LISTING_STATUS_LABELS, SELL_OR_RENT_LABELS } from '../../../../domain/listing';
import type { OfficeOption } from '../../../../domain/masking';
import { OfficePicker } from '../../../ui/OfficePicker';
import { DebouncedTextField } from '../../../ui/DebouncedTextField';
import { SelectField } from './SelectField';
import { parseStatuses, type ListingListUrl } from './listing-list-query';

const STATUS_OPTIONS = LISTING_STATUSES.map((s) => ({ label: LISTING_STATUS_LABELS[s], value: s }));
const ALL = { label: 'All', value: '' };
const SELL_OR_RENT_OPTIONS = [ALL, ...SELL_OR_RENT.map((v) => ({ label: SELL_OR_RENT_LABELS[v], value: v }))];

type FilterKey = 'search' | 'status' | 'office' | 'city' | 'sellOrRent';

interface Props {
  values: ListingListUrl;
  /** A filter changed: the list goes back to its first page. */
  onChange: (key: FilterKey, value: string) => void;
  /** The office choice of §6, when this user has one. */
  officeOptions: OfficeOption[] | null;
  /** HQ and finance: a search over every office instead (§6). */
  hasOfficeSearch?: boolean;
}

/** Search (debounced), status (several), office, city and sell/rent filters of /listing. */
export function ListingFilters({ values, onChange, officeOptions, hasOfficeSearch = false }: Props) {
  return (
    <div className="form-grid" role="search" aria-label="Filter listings">
      <DebouncedTextField
        id="listing-search"
        label="Search"
        type="search"
        placeholder="Code or title"
        value={values.search}
        onCommit={(v) => onChange('search', v)}
      />
      <div className="field">
        <label htmlFor="listing-filter-status">Status</label>
        <MultiSelect
          inputId="listing-filter-status"
          value={parseStatuses(values.status)}
          options={STATUS_OPTIONS}
          placeholder="All"
          maxSelectedLabels={2}
          onChange={(e) => onChange('status', (e.value as string[]).join(','))}
        />
      </div>
      {hasOfficeSearch && <OfficePicker id="listing-filter-office" value={values.office} onChange={(v) => onChange('office', v)} />}
      {officeOptions && (
        <SelectField
          id="listing-filter-office"
          label="Office"
          value={values.office}
          options={officeOptions.map((o) => ({ label: o.label, value: o.value ?? '' }))}
          onChange={(v) => onChange('office', v)}
        />
      )}
      <DebouncedTextField id="listing-filter-city" label="City" value={values.city} onCommit={(v) => onChange('city', v)} />
      <SelectField
        id="listing-filter-sell-or-rent"
        label="Sell or rent"
        value={values.sellOrRent}
        options={SELL_OR_RENT_OPTIONS}
        onChange={(v) => onChange('sellOrRent', v)}
      />
    </div>
  );
}
