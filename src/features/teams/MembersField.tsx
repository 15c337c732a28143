import { Button } from 'primereact/button';
import { useState } from 'react';
import { GROUP_FORM_LABELS } from '../../../domain/entities/team';
import { AgentPicker, type AgentChoice } from '../../ui/AgentPicker';

interface Props {
  officeId: string | null;
  members: AgentChoice[];
  onChange: (members: AgentChoice[]) => void;
  error?: string;
}

/** A new team's first members: each agent picked is added to the chips; a chip's remove button takes them off. */
export function MembersField({ officeId, members, onChange, error }: Props) {
  // The picker starts empty again after each pick (a new key mounts a fresh one).
  const [round, setRound] = useState(0);
  return (
    <div>
      <AgentPicker
        key={round}
        id="memberEmployeeIds"
        label={GROUP_FORM_LABELS.memberEmployeeIds}
        placeholder="Search agent to add"
        officeId={officeId}
        value={null}
        error={error}
        isDisabled={!officeId}
        onChange={(agent) => {
          if (!agent) return;
          if (!members.some((m) => m.employeeId === agent.employeeId)) onChange([...members, agent]);
          setRound((n) => n + 1);
        }}
      />
      <ul aria-label="Chosen members" className="chip-list" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', padding: 0 }}>
        {members.map((m) => (
          <li key={m.employeeId}>
            <span className="p-chip">
              {m.name}
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                aria-label={`Remove ${m.name}`}
                onClick={() => onChange(members.filter((x) => x.employeeId !== m.employeeId))}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
