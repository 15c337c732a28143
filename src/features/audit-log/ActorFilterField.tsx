import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import type { Employee } from '../../../domain/entities/employee';
import { useEmployeeSearch } from '../../api/employees/search-employees';
import { SEARCH_DEBOUNCE_MS } from '../../ui/use-debounced-value';

export interface ActorChoice {
  userId: string;
  name: string;
}

const NONE: ActorChoice[] = [];

const choiceOf = (e: Employee): ActorChoice => ({
  userId: e.userId,
  name: [e.user?.nickName || e.user?.name || e.employeeCode || e.employeeId, e.office?.officeName].filter(Boolean).join(' — '),
});

/** Who made the change: one person, searched by name (20 a search, §9); empty is anyone. */
export function ActorFilterField({ id, value, onChange }: { id: string; value: ActorChoice | null; onChange: (actor: ActorChoice | null) => void }) {
  const [text, setText] = useState<string | ActorChoice>(value ?? '');
  const [search, setSearch] = useState<string | null>(null);
  const people = useEmployeeSearch(search);
  // A new array only when an answer arrives: AutoComplete opens its panel on a change of suggestions.
  const suggestions = useMemo(() => people.data?.map(choiceOf) ?? NONE, [people.data]);

  return (
    <div className="field">
      <label htmlFor={id}>Actor</label>
      <AutoComplete
        inputId={id}
        value={text}
        field="name"
        suggestions={suggestions}
        delay={SEARCH_DEBOUNCE_MS}
        placeholder="Anyone"
        completeMethod={(e) => setSearch(e.query.trim())}
        onChange={(e) => {
          // While typing the value is the text; after a pick, the chosen person.
          const next = e.value as unknown as string | ActorChoice | null;
          setText(next ?? '');
          if (!next) onChange(null);
        }}
        onSelect={(e) => onChange(e.value as ActorChoice)}
        onClear={() => onChange(null)}
      />
    </div>
  );
}
