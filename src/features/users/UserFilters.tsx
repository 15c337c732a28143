import { USER_STATUSES } from '../../../domain/entities/user';
import { USER_STATUS_LABELS } from '../../../domain/people-formats';
import { ROLE_LABELS, ROLES } from '../../../domain/roles';
import { OfficePicker } from '../../ui/OfficePicker';
import type { UserFilterValues } from './users-query';

const ROLE_OPTIONS = [{ label: 'Any role', value: '' }, ...ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r }))];
const STATUS_OPTIONS = [{ label: 'Any status', value: '' }, ...USER_STATUSES.map((s) => ({ label: USER_STATUS_LABELS[s], value: s }))];

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly { label: string; value: string }[]; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="p-inputtext p-component w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /users filters (issue 16): role, status and office, each kept in the URL. */
export function UserFilters({ values, onChange }: { values: UserFilterValues; onChange: (patch: Partial<UserFilterValues>) => void }) {
  return (
    <div className="form-grid" role="group" aria-label="User filters">
      <Select id="users-role" label="Role" value={values.role} options={ROLE_OPTIONS} onChange={(role) => onChange({ role })} />
      <Select id="users-status" label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
      <OfficePicker id="users-office" value={values.office} onChange={(office) => onChange({ office })} />
    </div>
  );
}
