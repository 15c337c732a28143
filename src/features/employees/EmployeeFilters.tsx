import { Dropdown } from 'primereact/dropdown';
import type { EmployeeScreen } from '../../../domain/employee-admin';
import { APPROVAL_STATUSES, EMPLOYEE_STATUSES, ROLE_STATUSES } from '../../../domain/entities/employee';
import { ALL_OFFICE_LABEL, type OfficeFilter } from '../../../domain/masking';
import { APPROVAL_STATUS_LABELS, EMPLOYEE_STATUS_LABELS, ROLE_STATUS_LABELS } from '../../../domain/people-formats';
import { ROLE_LABELS } from '../../../domain/roles';
import { Field } from '../../ui/Field';
import { OfficeFilterField } from '../../ui/OfficeFilterField';
import type { OfficeChoice } from './employee-display';
import type { EmployeeFilterValues } from './employees-query';

interface Choice {
  value: string;
  label: string;
}

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice[] => values.map((value) => ({ value, label: labels[value] }));
const STATUS_CHOICES = choices(EMPLOYEE_STATUSES, EMPLOYEE_STATUS_LABELS);
const ROLE_STATUS_CHOICES = choices(ROLE_STATUSES, ROLE_STATUS_LABELS);
const APPROVAL_CHOICES = choices(APPROVAL_STATUSES, APPROVAL_STATUS_LABELS);

/** A filter of a few values: its placeholder when none is chosen, and a clear button back to it. */
function Select({ id, label, placeholder, value, options, onChange }: { id: string; label: string; placeholder: string; value: string; options: Choice[]; onChange: (v: string) => void }) {
  return (
    <Field htmlFor={id} label={label}>
      <Dropdown
        inputId={id}
        value={options.some((o) => o.value === value) ? value : null}
        options={options}
        placeholder={placeholder}
        showClear
        style={{ minWidth: '12rem' }}
        onChange={(e) => onChange(e.value ? String(e.value) : '')}
      />
    </Field>
  );
}

/** §6: the full office search for whoever keeps every office, a choice among several kept offices, else none. */
export function officeFilterOf(screen: EmployeeScreen, offices: OfficeChoice[] | null): OfficeFilter {
  if (!screen.hasOffice) return { kind: 'none' };
  if (offices === null) return { kind: 'search' };
  if (offices.length < 2) return { kind: 'none' };
  return { kind: 'choice', options: [{ label: ALL_OFFICE_LABEL, value: null }, ...offices.map((o) => ({ label: o.officeName, value: o.officeId }))] };
}

interface Props {
  screen: EmployeeScreen;
  officeFilter: OfficeFilter;
  values: EmployeeFilterValues;
  onChange: (patch: Partial<EmployeeFilterValues>) => void;
}

/** An employee list's filters (issue 16), each kept in the URL: statuses, the role where the screen has several, the office. */
export function EmployeeFilters({ screen, officeFilter, values, onChange }: Props) {
  const id = (name: string) => `${screen.kind}-${name}`;
  return (
    <div className="form-grid" role="group" aria-label={`${screen.title} filters`}>
      <Select id={id('status')} label="Status" placeholder="All Statuses" value={values.status} options={STATUS_CHOICES} onChange={(status) => onChange({ status })} />
      <Select id={id('role-status')} label="Role Status" placeholder="All Role Statuses" value={values.roleStatus} options={ROLE_STATUS_CHOICES} onChange={(roleStatus) => onChange({ roleStatus })} />
      <Select
        id={id('approval-status')}
        label="Approval Status"
        placeholder="All Approval Statuses"
        value={values.approvalStatus}
        options={APPROVAL_CHOICES}
        onChange={(approvalStatus) => onChange({ approvalStatus })}
      />
      {screen.roles.length > 1 && (
        <Select
          id={id('role')}
          label="Role"
          placeholder="All Roles"
          value={values.role}
          options={screen.roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          onChange={(role) => onChange({ role })}
        />
      )}
      <OfficeFilterField id={id('office')} filter={officeFilter} value={values.office} onChange={(office) => onChange({ office })} />
    </div>
  );
}
