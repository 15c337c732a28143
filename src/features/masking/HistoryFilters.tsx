import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { LISTING_STATUSES } from '../../../domain/entities/listing';
import { MASKING_TYPES } from '../../../domain/entities/listing-masking';
import { LISTING_STATUS_LABELS } from '../../../domain/listing';
import type { OfficeFilter } from '../../../domain/masking';
import { AgentPicker } from '../../ui/AgentPicker';
import { DateRangeField } from '../../ui/DateRangeField';
import { statusesOf, type HistoryUrlValues } from './history-query';
import { OfficeFilterField } from '../../ui/OfficeFilterField';

const STATUS_OPTIONS = LISTING_STATUSES.map((s) => ({ label: LISTING_STATUS_LABELS[s], value: s }));
const TYPE_OPTIONS = MASKING_TYPES.map((t) => ({ label: t, value: t }));

export interface HistoryFiltersProps {
  values: HistoryUrlValues;
  /** Any filter change goes back to page 1. */
  onChange: (patch: Partial<HistoryUrlValues>) => void;
  officeFilter: OfficeFilter;
  /** Agents only ever see their own masking: the agent pickers would say nothing to them. */
  showAgentFilters: boolean;
}

/** The filters of §7 over the masking history; each one lives in the URL. */
export function HistoryFilters({ values, onChange, officeFilter, showAgentFilters }: HistoryFiltersProps) {
  const agent = (id: string, name: string) => (id ? { employeeId: id, name: name || id } : null);
  return (
    <div className="form-grid" role="group" aria-label="Masking history filters">
      <OfficeFilterField id="history-office" filter={officeFilter} value={values.office} onChange={(office) => onChange({ office })} />
      {showAgentFilters && (
        <>
          <AgentPicker
            id="history-masking-agent"
            label="Masking Agent"
            value={agent(values.maskingAgent, values.maskingAgentName)}
            onChange={(a) => onChange({ maskingAgent: a?.employeeId ?? '', maskingAgentName: a?.name ?? '' })}
          />
          <AgentPicker
            id="history-listing-agent"
            label="Listing Agent"
            value={agent(values.listingAgent, values.listingAgentName)}
            onChange={(a) => onChange({ listingAgent: a?.employeeId ?? '', listingAgentName: a?.name ?? '' })}
          />
        </>
      )}
      <div className="field">
        <label htmlFor="history-status">Listing Status</label>
        <MultiSelect
          inputId="history-status"
          value={statusesOf(values.status)}
          options={STATUS_OPTIONS}
          placeholder="All Status"
          display="chip"
          onChange={(e) => onChange({ status: (e.value as string[]).join(',') })}
        />
      </div>
      <div className="field">
        <label htmlFor="history-type">Type</label>
        <Dropdown
          inputId="history-type"
          value={values.type || null}
          options={TYPE_OPTIONS}
          placeholder="All Type"
          showClear
          onChange={(e) => onChange({ type: (e.value as string | null) ?? '' })}
        />
      </div>
      <DateRangeField id="history-created" label="Created Date" value={values.createdRange} onChange={(createdRange) => onChange({ createdRange })} />
      <DateRangeField id="history-masking-date" label="Masking Date" value={values.maskingRange} onChange={(maskingRange) => onChange({ maskingRange })} />
    </div>
  );
}
