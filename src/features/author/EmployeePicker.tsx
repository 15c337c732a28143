import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import type { Employee } from '../../../domain/entities/employee';
import { useEmployeeSearch } from '../../api/authors/search-employees';
import { FieldError } from '../../ui/FieldError';
import { SEARCH_DEBOUNCE_MS } from '../../ui/use-debounced-value';
import { employeeLabel } from './author-display';

interface Choice {
  employee: Employee;
  label: string;
}

const NONE: Choice[] = [];

interface Props {
  id: string;
  error: string | undefined;
  onChange: (employee: Employee | null) => void;
}

/** Who becomes an author: type a name, email or code (500 ms, 20 at a time, §9), pick one. */
export function EmployeePicker({ id, error, onChange }: Props) {
  const [text, setText] = useState<string | Choice>('');
  const [search, setSearch] = useState<string | null>(null);
  const found = useEmployeeSearch(search);
  // A new array only when an answer arrives: AutoComplete opens its panel on a change of suggestions.
  const suggestions = useMemo(() => found.data?.map((employee) => ({ employee, label: employeeLabel(employee) })) ?? NONE, [found.data]);
  return (
    <div className="field">
      <label htmlFor={id}>Employee</label>
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
