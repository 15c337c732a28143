import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { errorMessage } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/format';
import { accessSubject } from '../../../domain/session';
import { transferMemberStatusTag } from '../../../domain/transfer';
import { useCancelTransferMemberTeam } from '../../api/teams/cancel-transfer-member-team';
import { useTransferMemberTeam, type TransferMemberTeamDetail } from '../../api/teams/get-transfer-member-team';
import { useWaitingMember } from '../../api/teams/get-waiting-member';
import { useCurrentSession } from '../../app/session-context';
import { FeeEditorDialog } from '../../ui/fee-editor/FeeEditorDialog';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { TRANSFER_LIST_PATH } from './paths';
import { createdByOf, employeeCodeOf, fromGroupOf, memberNameOf, toGroupOf } from './transfer-display';
import { FieldList } from '../../ui/FieldList';

/** The new membership's ids, when the server sent them with the transfer: the fee modal needs all three. */
function sentWaitingMember(t: TransferMemberTeamDetail) {
  const m = t.toGroupMember;
  if (!m?.user || !m.employee) return null;
  return { groupMemberId: m.groupMemberId, userId: m.user.userId, employeeId: m.employee.employeeId };
}

/** The waiting membership: as sent with the transfer, else looked up in the to group. */
function useWaitingMemberOf(t: TransferMemberTeamDetail) {
  const sent = sentWaitingMember(t);
  const needsLookup = !sent && t.toGroup !== null && t.toGroupMemberId !== null;
  const looked = useWaitingMember(needsLookup ? (t.toGroup?.groupName ?? null) : null, needsLookup ? t.toGroupMemberId : null);
  return sent ?? looked.data ?? null;
}

/** A WAITING transfer is finished by setting the member's fees in the new team, or canceled (issue 16). */
function WaitingActions({ transfer }: { transfer: TransferMemberTeamDetail }) {
  const [isSettingFees, setIsSettingFees] = useState(false);
  const cancel = useCancelTransferMemberTeam();
  const member = useWaitingMemberOf(transfer);
  const onCancel = () =>
    cancel.mutate(transfer.transferMemberId, {
      onSuccess: () => showToast({ severity: 'success', summary: 'Transfer canceled.' }),
      onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
    });
  return (
    <div className="form-actions" style={{ display: 'flex', gap: '0.5rem' }}>
      {member && <Button type="button" label="Set Fees" icon="pi pi-wallet" onClick={() => setIsSettingFees(true)} />}
      <Button type="button" label="Cancel Transfer" severity="danger" outlined loading={cancel.isPending} onClick={onCancel} />
      {isSettingFees && member && (
        <FeeEditorDialog
          input={{ mode: 'create', member }}
          memberName={memberNameOf(transfer)}
          onSaved={() => setIsSettingFees(false)}
          onClose={() => setIsSettingFees(false)}
        />
      )}
    </div>
  );
}

function Fields({ transfer }: { transfer: TransferMemberTeamDetail }) {
  const rows: [string, ReactNode][] = [
    ['Member', memberNameOf(transfer)],
    ['Employee Code', employeeCodeOf(transfer)],
    ['From Group', fromGroupOf(transfer)],
    ['To Group', toGroupOf(transfer)],
    ['Status', <StatusTag key="status" {...transferMemberStatusTag(transfer.status)} />],
    ['Created At', formatDateTime(transfer.createdAt)],
    ['Created By', createdByOf(transfer)],
  ];
  return <FieldList rows={rows} />;
}

/** /transfer-team-member/{transferMemberId} (§2, §3). */
export default function TransferDetailPage() {
  const { transferMemberId = '' } = useParams<{ transferMemberId: string }>();
  const canAct = GUARDS.createTransferTeamMember(accessSubject(useCurrentSession()));
  const query = useTransferMemberTeam(transferMemberId);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Detail Transfer Team Member</h1>
        <Link href={TRANSFER_LIST_PATH} className="p-button p-button-outlined">
          Back
        </Link>
      </div>
      {query.isPending ? (
        <QueryPending label="Loading transfer" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <section className="card" aria-label="Transfer">
          <Fields transfer={query.data} />
          {canAct && query.data.status === 'WAITING' && <WaitingActions transfer={query.data} />}
        </section>
      )}
    </div>
  );
}
