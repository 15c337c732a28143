import { useState } from 'react';
import { Button } from 'primereact/button';
import { Link, useParams } from 'wouter';
import type { GroupDetail } from '../../../domain/entities/team';
import { formatDate } from '../../../domain/format';
import type { FeeEditorInput } from '../../../machines/fee-editor.machine';
import { useGroup } from '../../api/teams/get-group';
import { FeeEditorDialog } from '../../ui/fee-editor/FeeEditorDialog';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { AddMemberDialog } from './AddMemberDialog';
import { MembersTable, memberNameOf } from './MembersTable';
import { editTeamPath, TEAM_LIST_PATH } from './paths';
import { officeNameOf, personName } from './team-display';

interface FeesOpen {
  input: FeeEditorInput;
  memberName: string;
}

function TeamView({ team }: { team: GroupDetail }) {
  const [isAdding, setIsAdding] = useState(false);
  const [fees, setFees] = useState<FeesOpen | null>(null);
  const fields: [string, string][] = [
    ['Office', officeNameOf(team)],
    ['Leader', personName(team.leader)],
    ['Members', String(team.memberCount)],
    ['Created', formatDate(team.createdAt)],
  ];
  return (
    <>
      <section className="card" aria-label="Team">
        <dl className="field-list">
          {fields.map(([term, value]) => (
            <div key={term} className="field-list__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="members-title">
        <div className="page-header">
          <h2 id="members-title">Members</h2>
          <Button type="button" label="Add Member" icon="pi pi-user-plus" onClick={() => setIsAdding(true)} />
        </div>
        <MembersTable members={team.members} canEdit onOpenFees={(m, input) => setFees({ input, memberName: memberNameOf(m) })} />
      </section>
      {isAdding && (
        <AddMemberDialog
          groupId={team.groupId}
          officeId={team.officeId}
          onClose={() => setIsAdding(false)}
          onAdded={(member, agent) => {
            setIsAdding(false);
            // A new member has no fees yet: the modal opens on their first ones (§2 'Add Member').
            setFees({ input: { mode: 'create', member: { groupMemberId: member.groupMemberId, userId: agent.userId, employeeId: agent.employeeId } }, memberName: agent.name });
          }}
        />
      )}
      {fees && <FeeEditorDialog input={fees.input} memberName={fees.memberName} onSaved={() => setFees(null)} onClose={() => setFees(null)} />}
    </>
  );
}

/** /teams/{groupId}: the team, its leader and members with their fees; members join and fees are set here. */
export default function TeamDetailPage() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const query = useGroup(groupId);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{query.data?.groupName ?? 'Team'}</h1>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={TEAM_LIST_PATH} className="p-button p-button-outlined">
            Back
          </Link>
          {query.data && (
            <Link href={editTeamPath(groupId)} className="p-button">
              Edit Team
            </Link>
          )}
        </div>
      </div>
      {query.isPending ? (
        <QueryPending label="Loading team" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TeamView team={query.data} />
      )}
    </div>
  );
}
