import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createGroupBody, GROUP_FORM_LABELS, type CreateGroupInput, type GroupDetail } from '../../../domain/entities/team';
import { AgentPicker, type AgentChoice } from '../../ui/AgentPicker';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import { MembersField } from './MembersField';
import { personName } from './team-display';
import { TeamOfficeField } from './TeamOfficeField';
import type { TeamOfficeChoice } from './team-offices';

/** The fields in screen order: the first refused one gets the focus. Their input ids are their names. */
export const TEAM_FIELDS = ['officeId', 'groupName', 'leaderEmployeeId', 'memberEmployeeIds'] as const;
type TeamField = (typeof TEAM_FIELDS)[number];

export interface TeamFormProps {
  /** The team being edited; none on /teams/create. */
  team?: GroupDetail;
  officeChoice: TeamOfficeChoice;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (values: CreateGroupInput, form: { setError: (path: string, error: { type: string; message: string }) => void }) => void;
  onCancel: () => void;
}

const leaderOf = (team: GroupDetail | undefined): AgentChoice | null =>
  team?.leader ? { employeeId: team.leader.employeeId, userId: team.leader.userId, name: personName(team.leader) } : null;

/**
 * /teams/create and /teams/{groupId}/edit (createGroupBody's rules): office,
 * name, leader and — for a new team — its first members, agents of that office.
 * An edit renames or names another leader; members join from the team's page.
 */
export function TeamForm({ team, officeChoice, submitLabel, isSaving, onSubmit, onCancel }: TeamFormProps) {
  const isEdit = team !== undefined;
  const form = useForm<CreateGroupInput>({
    resolver: zodResolver(createGroupBody),
    defaultValues: {
      officeId: team?.officeId ?? (officeChoice.kind === 'fixed' ? officeChoice.officeId : ''),
      groupName: team?.groupName ?? '',
      leaderEmployeeId: team?.leader?.employeeId ?? '',
      memberEmployeeIds: [],
    },
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const [leader, setLeader] = useState<AgentChoice | null>(leaderOf(team));
  const [members, setMembers] = useState<AgentChoice[]>([]);
  const officeId = useWatch({ control, name: 'officeId' });
  const errors = formState.errors;
  const revalidate = { shouldValidate: formState.isSubmitted };

  const onInvalid = () => {
    const first = firstInvalid<TeamField>(TEAM_FIELDS, errors as Partial<Record<TeamField, unknown>>);
    if (first) scrollToField(first);
  };
  return (
    <form noValidate className="form card form--narrow" aria-label={isEdit ? 'Edit team' : 'Create team'} onSubmit={handleSubmit((values) => onSubmit(values, form as never), onInvalid)}>
      {!isEdit && (
        <TeamOfficeField
          choice={officeChoice}
          value={officeId}
          error={errors.officeId?.message}
          onChange={(next) => {
            setValue('officeId', next, revalidate);
            // Leader and members are agents of the office: another office, other agents.
            setLeader(null);
            setMembers([]);
            setValue('leaderEmployeeId', '');
            setValue('memberEmployeeIds', []);
          }}
        />
      )}
      <TextField id="groupName" label={GROUP_FORM_LABELS.groupName} error={errors.groupName?.message} registration={register('groupName')} maxLength={100} />
      <AgentPicker
        key={officeId}
        id="leaderEmployeeId"
        label={GROUP_FORM_LABELS.leaderEmployeeId}
        officeId={officeId || null}
        value={leader}
        error={errors.leaderEmployeeId?.message}
        isDisabled={!officeId}
        onChange={(agent) => {
          setLeader(agent);
          setValue('leaderEmployeeId', agent?.employeeId ?? '', revalidate);
        }}
      />
      {!isEdit && (
        <MembersField
          officeId={officeId || null}
          members={members}
          error={errors.memberEmployeeIds?.message}
          onChange={(next) => {
            setMembers(next);
            setValue('memberEmployeeIds', next.map((m) => m.employeeId), revalidate);
          }}
        />
      )}
      <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={isSaving} />
      </div>
    </form>
  );
}

/** §8: the server's refusals at their fields, the rest as a toast. */
export const showTeamServerErrors = (error: unknown, form: { setError: (path: string, error: { type: string; message: string }) => void }) =>
  applyServerErrors<TeamField>(error, form, { fields: TEAM_FIELDS });
