import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import type { Employee } from '../../domain/entities/employee';
import { useEmployeeSearch } from '../api/employees/search-employees';
import { FieldError } from './FieldError';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

interface Choice {
  employee: Employee;
  label: string;
}

const NONE: Choice[] = [];

/** How a found employee reads in the list: name, email, office. */
export function employeeLabel(employee: Employee): string {
  const name = employee.user?.name ?? employee.employeeCode ?? employee.employeeId;
  return [name, employee.user?.email, employee.office?.officeName].filter(Boolean).join(' — ');
}

interface Props {
  id: string;
  label?: string;
  error: string | undefined;
  onChange: (employee: Employee | null) => void;
}

/** An active employee: type a name, email or code (500 ms, 20 at a time, §9), pick one. */
export function EmployeePicker({ id, label = 'Employee', error, onChange }: Props) {
  const [text, setText] = useState<string | Choice>('');
  const [search, setSearch] = useState<string | null>(null);
  const found = useEmployeeSearch(search);
  // A new array only when an answer arrives: AutoComplete opens its panel on a change of suggestions.
  const suggestions = useMemo(() => found.data?.map((employee) => ({ employee, label: employeeLabel(employee) })) ?? NONE, [found.data]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <AutoComplete
        inputId={id}
        value={text}
        field="label"
        suggestions={suggestions}
        delay={SEARCH_DEBOUNCE_MS}
        placeholder="Search by name, email or code"
        completeMethod={(e) => setSearch(e.query.trim())}
        onChange={(e) => {
          // While typing the value is the text; after a pick, the chosen employee.
          const next = e.value as unknown as string | Choice | null;
          setText(next ?? '');
          if (!next || typeof next === 'string') onChange(null);
        }}
        onSelect={(e) => onChange((e.value as Choice).employee)}
        inputClassName="w-full"
        className="w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
