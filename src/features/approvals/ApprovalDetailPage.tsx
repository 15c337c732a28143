import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { APPROVAL_MESSAGES, APPROVAL_SCREENS, canDecideApproval, type ApprovalKind, type DecideApprovalBody } from '../../../domain/approval';
import type { EmployeeDetail } from '../../../domain/entities/employee';
import { formatDateTime } from '../../../domain/format';
import { approvalStatusTag, employeeStatusTag } from '../../../domain/people-formats';
import { ROLE_LABELS } from '../../../domain/roles';
import { accessSubject } from '../../../domain/session';
import { useEmployee } from '../../api/employees/get-employee';
import { useDecideApproval } from '../../api/employees/decide-approval';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { FieldList } from '../../ui/FieldList';

function fields(e: EmployeeDetail): [string, string][] {
  const rows: [string, string][] = [
    ['Name', e.user?.name ?? '-'],
    ['Nickname', e.user?.nickName ?? '-'],
    ['Role', ROLE_LABELS[e.employeeRole.role]],
    ['Office', e.office?.officeName ?? '-'],
    ['Employee Code', e.employeeCode ?? e.tempEmployeeCode ?? '-'],
    ['Email', e.privateEmail ?? e.user?.email ?? '-'],
  ];
  if (e.approval.decidedAt) rows.push(['Decided', `${formatDateTime(e.approval.decidedAt)} by ${e.approval.decidedBy?.name ?? '-'}`]);
  if (e.approval.reason) rows.push(['Reason', e.approval.reason]);
  return rows;
}

type Open = 'approve' | 'reject' | null;

/** /approve-{kind}/{employeeId} (§2): the record, and Approve / Reject exactly when the server would accept them (domain/approval.ts). */
export function ApprovalDetailPage({ kind }: { kind: ApprovalKind }) {
  const { employeeId = '' } = useParams<{ employeeId: string }>();
  const screen = APPROVAL_SCREENS[kind];
  const subject = accessSubject(useCurrentSession());
  const query = useEmployee(employeeId);
  const [open, setOpen] = useState<Open>(null);
  const decide = useDecideApproval();
  if (query.isPending) return <QueryPending label="Loading record" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const record = query.data;
  const name = record.user?.name ?? record.employeeId;
  const canDecide = canDecideApproval(subject, { role: record.employeeRole.role, approvalStatus: record.employeeRole.approvalStatus });
  const onDecide = (body: DecideApprovalBody) =>
    decide.mutateAsync({ employeeId, body }).then(() => {
      setOpen(null);
      showToast({ severity: 'success', summary: body.approvalStatus === 'APPROVED' ? APPROVAL_MESSAGES.approved(name) : APPROVAL_MESSAGES.rejected(name) });
    });
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{name}</h1>
        <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Link href={screen.path} className="p-button p-button-outlined">
            Back to {screen.title}
          </Link>
          {canDecide && <Button label="Reject" severity="danger" outlined onClick={() => setOpen('reject')} />}
          {canDecide && <Button label="Approve" onClick={() => setOpen('approve')} />}
        </span>
      </div>
      <section className="card" aria-labelledby="approval-detail-title">
        <h2 id="approval-detail-title" className="card-title">
          Registration <StatusTag {...approvalStatusTag(record.employeeRole.approvalStatus)} /> <StatusTag {...employeeStatusTag(record.status)} />
        </h2>
        <FieldList rows={fields(record)} />
      </section>
      {GUARDS.auditReader(subject) && <RecordHistory entityType="employee" entityId={record.employeeId} />}
      {open === 'approve' && <ApproveDialog name={name} isSaving={decide.isPending} onHide={() => setOpen(null)} onDecide={onDecide} />}
      {open === 'reject' && <RejectDialog name={name} isSaving={decide.isPending} onHide={() => setOpen(null)} onDecide={onDecide} />}
    </div>
  );
}
