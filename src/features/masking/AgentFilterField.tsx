import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import type { Employee } from '../../../domain/entities/employee';
import { useAgents } from '../../api/masking/get-agents';
import { SEARCH_DEBOUNCE_MS } from '../../ui/use-debounced-value';

export interface AgentChoice {
  employeeId: string;
  name: string;
}

const NONE: AgentChoice[] = [];

const choiceOf = (e: Employee): AgentChoice => ({
  employeeId: e.employeeId,
  name: [e.user?.nickName || e.user?.name || e.employeeCode || e.employeeId, e.office?.officeName].filter(Boolean).join(' — '),
});

/** An agent picker (§5: approved, active agents, 20 a search) for the history's agent filters. */
export function AgentFilterField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: AgentChoice | null;
  onChange: (agent: AgentChoice | null) => void;
}) {
  const [text, setText] = useState<string | AgentChoice>(value ?? '');
  const [search, setSearch] = useState<string | null>(null);
  const agents = useAgents(search ?? '', search !== null);
  // A new array only when an answer arrives: AutoComplete opens its panel on a change of suggestions.
  const suggestions = useMemo(() => agents.data?.map(choiceOf) ?? NONE, [agents.data]);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <AutoComplete
        inputId={id}
        value={text}
        field="name"
        suggestions={suggestions}
        delay={SEARCH_DEBOUNCE_MS}
        placeholder="Search agent"
        completeMethod={(e) => setSearch(e.query.trim())}
        onChange={(e) => {
          // While typing the value is the text; after a pick, the chosen agent.
          const next = e.value as unknown as string | AgentChoice | null;
          setText(next ?? '');
          if (!next) onChange(null);
        }}
        onSelect={(e) => onChange(e.value as AgentChoice)}
        onClear={() => onChange(null)}
      />
    </div>
  );
}
