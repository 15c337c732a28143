import { useLocation, useParams } from 'wouter';
import type { CreateGroupInput, GroupDetail, PatchGroupBody } from '../../../domain/entities/team';
import { useCreateGroup } from '../../api/teams/create-group';
import { useGroup } from '../../api/teams/get-group';
import { useUpdateGroup } from '../../api/teams/update-group';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { showToast } from '../../ui/toast';
import { TEAM_LIST_PATH, teamDetailPath } from './paths';
import { showTeamServerErrors, TeamForm } from './TeamForm';
import { useTeamOfficeChoice } from './team-offices';

function CreateTeam() {
  const [, navigate] = useLocation();
  const officeChoice = useTeamOfficeChoice();
  const create = useCreateGroup();
  return (
    <TeamForm
      officeChoice={officeChoice}
      submitLabel="Create Team"
      isSaving={create.isPending}
      onCancel={() => navigate(TEAM_LIST_PATH)}
      onSubmit={(values, form) =>
        create.mutate(
          { ...values, memberEmployeeIds: values.memberEmployeeIds ?? [] },
          {
            onSuccess: (team) => {
              showToast({ severity: 'success', summary: 'Team created!' });
              navigate(teamDetailPath(team.groupId));
            },
            onError: (error) => showTeamServerErrors(error, form),
          },
        )
      }
    />
  );
}

/** Only what changed goes to PATCH (patchGroupBody refuses an empty body). */
function changesOf(team: GroupDetail, values: CreateGroupInput): PatchGroupBody {
  const body: PatchGroupBody = {};
  if (values.groupName.trim() !== team.groupName) body.groupName = values.groupName;
  if (values.leaderEmployeeId !== team.leader?.employeeId) body.leaderEmployeeId = values.leaderEmployeeId;
  return body;
}

function EditTeam({ groupId }: { groupId: string }) {
  const [, navigate] = useLocation();
  const officeChoice = useTeamOfficeChoice();
  const query = useGroup(groupId);
  const update = useUpdateGroup();
  if (query.isPending) return <QueryPending label="Loading team" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const team = query.data;
  return (
    <TeamForm
      team={team}
      officeChoice={officeChoice}
      submitLabel="Save"
      isSaving={update.isPending}
      onCancel={() => navigate(teamDetailPath(groupId))}
      onSubmit={(values, form) => {
        const body = changesOf(team, values);
        if (Object.keys(body).length === 0) return navigate(teamDetailPath(groupId));
        update.mutate(
          { groupId, body },
          {
            onSuccess: () => {
              showToast({ severity: 'success', summary: 'Team updated!' });
              navigate(teamDetailPath(groupId));
            },
            onError: (error) => showTeamServerErrors(error, form),
          },
        );
      }}
    />
  );
}

/** /teams/create and /teams/{groupId}/edit. */
export default function TeamFormPage() {
  const { groupId } = useParams<{ groupId?: string }>();
  return (
    <div className="page">
      <h1 className="page-title">{groupId ? 'Edit Team' : 'Create Team'}</h1>
      {groupId ? <EditTeam groupId={groupId} /> : <CreateTeam />}
    </div>
  );
}
