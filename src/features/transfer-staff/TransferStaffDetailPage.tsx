import { Button } from 'primereact/button';
import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { formatDateTime } from '../../../domain/format';
import { ROLE_LABELS } from '../../../domain/roles';
import { accessSubject } from '../../../domain/session';
import { STAFF_TRANSFER_MESSAGES, TRANSFER_TIMING_LABELS, type TransferEmployee } from '../../../domain/staff-transfer';
import { transferMemberStatusTag } from '../../../domain/transfer';
import { useCancelTransferEmployee } from '../../api/transfer-employees/cancel-transfer-employee';
import { useTransferEmployee } from '../../api/transfer-employees/get-transfer-employee';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { TRANSFER_STAFF_PATH } from './transfer-staff-display';
import { FieldList } from '../../ui/FieldList';

function fields(t: TransferEmployee): [string, string][] {
  return [
    ['Name', t.user.name],
    ['Employee Code', t.employee.employeeCode ?? '-'],
    ['Role', ROLE_LABELS[t.employee.role]],
    ['From Office', t.fromOffice?.officeName ?? '-'],
    ['To Office', t.toOffice.officeName],
    ['Transfer Time', t.scheduledAt ? `${TRANSFER_TIMING_LABELS[t.timing]}: ${formatDateTime(t.scheduledAt)}` : TRANSFER_TIMING_LABELS[t.timing]],
    ['Transferred At', t.transferedAt ? formatDateTime(t.transferedAt) : '-'],
    ['Created', `${formatDateTime(t.createdAt)} by ${t.createdByUserMeta?.name ?? '-'}`],
  ];
}

/** /transfer-staff/{transferEmployeeId} (§2): one transfer; a waiting one can be canceled before it runs. */
export default function TransferStaffDetailPage() {
  const { transferEmployeeId = '' } = useParams<{ transferEmployeeId: string }>();
  const query = useTransferEmployee(transferEmployeeId);
  const cancel = useCancelTransferEmployee();
  const readsAudit = GUARDS.auditReader(accessSubject(useCurrentSession()));
  if (query.isPending) return <QueryPending label="Loading transfer" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const transfer = query.data;
  const onCancel = () =>
    cancel.mutate(transfer.transferEmployeeId, {
      onSuccess: () => showToast({ severity: 'success', summary: STAFF_TRANSFER_MESSAGES.canceled }),
      onError: (error) => showToast({ severity: 'error', summary: error.message }),
    });
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Transfer of {transfer.user.name}</h1>
        <span style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={TRANSFER_STAFF_PATH} className="p-button p-button-outlined">
            Back to Transfers
          </Link>
          {transfer.status === 'WAITING' && <Button label="Cancel Transfer" severity="danger" outlined loading={cancel.isPending} onClick={onCancel} />}
        </span>
      </div>
      <section className="card" aria-labelledby="transfer-detail-title">
        <h2 id="transfer-detail-title" className="card-title">
          Transfer <StatusTag {...transferMemberStatusTag(transfer.status)} />
        </h2>
        <FieldList rows={fields(transfer)} />
      </section>
      {readsAudit && <RecordHistory entityType="transfer_employee" entityId={transfer.transferEmployeeId} />}
    </div>
  );
}
