import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import type { GroupMember } from '../../../domain/transfer';
import { useAddGroupMember } from '../../api/teams/add-group-member';
import { AgentPicker, type AgentChoice } from '../../ui/AgentPicker';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';

const AGENT_ID = 'add-member-agent';
const AGENT_LABEL = 'Agent';

interface Props {
  groupId: string;
  officeId: string | null;
  /** The agent joined: the host opens their fees next. */
  onAdded: (member: GroupMember, agent: AgentChoice) => void;
  onClose: () => void;
}

/** 'Add Member' on a team's page: an agent of the team's office joins it ('Agent is required.'; the server's refusal at the field). */
export function AddMemberDialog({ groupId, officeId, onAdded, onClose }: Props) {
  const [agent, setAgent] = useState<AgentChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useAddGroupMember();
  const showAtField = (message: string) => {
    setError(message);
    scrollToField(AGENT_ID);
  };
  const submit = () => {
    if (!agent) return showAtField(MESSAGES.required(AGENT_LABEL));
    add.mutate(
      { groupId, employeeId: agent.employeeId },
      {
        onSuccess: (member) => onAdded(member, agent),
        // Whatever the server refuses ('User already exists in group {group}') is about the agent chosen: it goes at the field.
        onError: (failure) => applyServerErrors(failure, { setError: (_, e) => showAtField(e.message) }, { fields: ['employeeId'], fallback: showAtField }),
      },
    );
  };
  return (
    <Dialog
      header="Add Member"
      visible
      onHide={onClose}
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label="Cancel" outlined onClick={onClose} />
          <Button type="submit" form="add-member-form" label="Add" loading={add.isPending} />
        </>
      }
    >
      <form
        id="add-member-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AgentPicker
          id={AGENT_ID}
          label={AGENT_LABEL}
          officeId={officeId}
          value={agent}
          error={error}
          onChange={(next) => {
            setAgent(next);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
