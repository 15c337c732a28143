import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import type { Employee } from '../../domain/entities/employee';
import { usePeopleSearch, type PeopleScope } from '../api/employees/search-people';
import { Field } from './Field';
import { fieldAria } from './FieldError';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** The person picked: both ids, as screens filter by one or the other, and the name shown. */
export interface AgentChoice {
  employeeId: string;
  userId: string;
  name: string;
}

/** What a picker shows as chosen: a screen that keeps only one id and the name (a URL filter) gives just those. */
export type ShownChoice = Partial<AgentChoice> & { name: string };

const NONE: AgentChoice[] = [];

/** 'Budi — Office 10': the nickname (or name, or code) and the office, as every picker lists a person. */
export const agentChoiceOf = (e: Employee): AgentChoice => ({
  employeeId: e.employeeId,
  userId: e.userId,
  name: [e.user?.nickName || e.user?.name || e.employeeCode || e.employeeId, e.office?.officeName].filter(Boolean).join(' — '),
});

export interface AgentPickerProps {
  id: string;
  label: string;
  /** The person chosen; null for none. */
  value: ShownChoice | null;
  onChange: (agent: AgentChoice | null) => void;
  /** Agents only (the default), or any active employee. */
  scope?: PeopleScope;
  /** Only people of this office. */
  officeId?: string | null;
  placeholder?: string;
  error?: string;
  isDisabled?: boolean;
}

/**
 * The one person picker (§2 shared pieces, §5 'Agent search: approved role,
 * active status, 20 per search'): type a name or code, 500 ms later the
 * matches show, pick one. Clearing the text is choosing nobody.
 */
export function AgentPicker({ id, label, value, onChange, scope = 'agents', officeId, placeholder = 'Search agent', error, isDisabled }: AgentPickerProps) {
  const [text, setText] = useState<string | ShownChoice>(value ?? '');
  const [search, setSearch] = useState<string | null>(null);
  const found = usePeopleSearch(scope, search, officeId);
  // A new array only when an answer arrives: AutoComplete opens its panel on a change of suggestions.
  const suggestions = useMemo(() => found.data?.map(agentChoiceOf) ?? NONE, [found.data]);
  // A choice made outside (a form reset) shows; what is being typed stays.
  const shown = typeof text === 'string' && text !== '' ? text : (value ?? text);
  return (
    <Field htmlFor={id} label={label} error={error}>
      <AutoComplete
        inputId={id}
        value={shown}
        field="name"
        suggestions={suggestions}
        delay={SEARCH_DEBOUNCE_MS}
        placeholder={placeholder}
        disabled={isDisabled}
        completeMethod={(e) => setSearch(e.query.trim())}
        onChange={(e) => {
          // While typing the value is the text; after a pick, the chosen person.
          const next = e.value as unknown as string | ShownChoice | null;
          setText(next ?? '');
          if (!next || typeof next === 'string') {
            if (value) onChange(null);
          }
        }}
        onSelect={(e) => onChange(e.value as AgentChoice)}
        onClear={() => onChange(null)}
        {...fieldAria(id, error)}
      />
    </Field>
  );
}
