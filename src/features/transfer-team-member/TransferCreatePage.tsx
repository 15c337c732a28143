import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { GroupListItem } from '../../../domain/entities/team';
import { useAllGroups } from '../../api/teams/get-groups';
import { FeeEditorDialog } from '../../ui/fee-editor/FeeEditorDialog';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { transferDetailPath } from './paths';
import { TransferForm } from './TransferForm';
import { useTransferFlow } from './use-transfer-flow';

/** Once the transfer is made the member's fees in the new team are set (§2); closing leaves it waiting, to finish from its page. */
function TransferFlow({ groups }: { groups: GroupListItem[] }) {
  const [, navigate] = useLocation();
  const actor = useTransferFlow(groups);
  const done = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  const memberName = useSelector(actor, (s) => s.context.member?.name ?? '');
  return (
    <>
      <TransferForm actor={actor} />
      {done?.toGroupMemberId && (
        <FeeEditorDialog
          input={{ mode: 'create', member: { groupMemberId: done.toGroupMemberId, userId: done.userId, employeeId: done.employeeId } }}
          memberName={memberName}
          onSaved={() => navigate(transferDetailPath(done.transferMemberId))}
          onClose={() => navigate(transferDetailPath(done.transferMemberId))}
        />
      )}
    </>
  );
}

/** /transfer-team-member/create (§2, §5): from group, member, to group, 'Transfer Now', then the new member's fees. */
export default function TransferCreatePage() {
  const groups = useAllGroups();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Create Transfer Team Member</h1>
      </div>
      {groups.isPending ? (
        <QueryPending label="Loading groups" />
      ) : groups.isError ? (
        <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <TransferFlow groups={groups.data} />
      )}
    </div>
  );
}
