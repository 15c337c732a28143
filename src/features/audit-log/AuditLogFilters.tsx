import { MultiSelect } from 'primereact/multiselect';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '../../../domain/audit';
import { ROLE_LABELS, ROLES } from '../../../domain/roles';
import { DateRangeField } from '../../ui/DateRangeField';
import { OfficePicker } from '../../ui/OfficePicker';
import { AgentPicker } from '../../ui/AgentPicker';
import { only, type AuditLogFilterValues } from './audit-log-query';

const ROLE_OPTIONS = ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r }));
const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((t) => ({ label: AUDIT_ENTITY_LABELS[t], value: t }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ label: AUDIT_ACTION_LABELS[a], value: a }));

function MultiFilter<T extends string>({
  id,
  label,
  placeholder,
  value,
  allowed,
  options,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  allowed: readonly T[];
  options: { label: string; value: T }[];
  onChange: (csv: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <MultiSelect
        inputId={id}
        value={only(value, allowed)}
        options={options}
        placeholder={placeholder}
        display="chip"
        maxSelectedLabels={2}
        filter={options.length > 8}
        onChange={(e) => onChange((e.value as string[]).join(','))}
      />
    </div>
  );
}

/** /audit-log's filters (issue 15): actor, role, office, record type, action and a §9 date range, each kept in the URL. */
export function AuditLogFilters({ values, onChange }: { values: AuditLogFilterValues; onChange: (patch: Partial<AuditLogFilterValues>) => void }) {
  const actor = values.actor ? { userId: values.actor, name: values.actorName || values.actor } : null;
  return (
    <div className="form-grid" role="group" aria-label="Audit log filters">
      <AgentPicker
        id="audit-actor"
        label="Actor"
        scope="employees"
        placeholder="Anyone"
        value={actor}
        onChange={(a) => onChange({ actor: a?.userId ?? '', actorName: a?.name ?? '' })}
      />
      <MultiFilter id="audit-role" label="Role" placeholder="Any role" value={values.role} allowed={ROLES} options={ROLE_OPTIONS} onChange={(role) => onChange({ role })} />
      <OfficePicker id="audit-office" value={values.office} onChange={(office) => onChange({ office })} />
      <MultiFilter
        id="audit-entity-type"
        label="Record"
        placeholder="Any record"
        value={values.entityType}
        allowed={AUDIT_ENTITY_TYPES}
        options={ENTITY_OPTIONS}
        onChange={(entityType) => onChange({ entityType })}
      />
      <MultiFilter id="audit-action" label="Action" placeholder="Any action" value={values.action} allowed={AUDIT_ACTIONS} options={ACTION_OPTIONS} onChange={(action) => onChange({ action })} />
      <DateRangeField id="audit-date" label="Date" value={values.date} onChange={(date) => onChange({ date })} />
    </div>
  );
}
