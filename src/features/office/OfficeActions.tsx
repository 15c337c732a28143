import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OfficeApprovalBody, OfficeDetail } from '../../../domain/entities/office';
import { canDecideOffice, canEditOffice, canSubmitOffice, OFFICE_MESSAGES, type OfficeCaller } from '../../../domain/office-policy';
import { useDecideOffice } from '../../api/offices/decide-office';
import { errorMessage } from '../../../domain/errors';
import { showToast } from '../../ui/toast';
import { officeLabel } from './office-display';
import { ApproveOfficeDialog, RejectOfficeDialog } from './OfficeDecisionDialogs';
import { editOfficePath } from './paths';

/** Edit, Submit for Approval, Approve and Reject: each shown exactly when domain/office-policy.ts says the server accepts it. */
export function OfficeActions({ office, caller }: { office: OfficeDetail; caller: OfficeCaller }) {
  const decide = useDecideOffice();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const send = (body: OfficeApprovalBody) =>
    decide.mutateAsync({ officeId: office.officeId, body }).then((after) => {
      setDialog(null);
      const summary =
        body.approvalStatus === 'WAITING_APPROVAL' ? OFFICE_MESSAGES.submitted : body.approvalStatus === 'APPROVED' ? OFFICE_MESSAGES.approved(after.officeName) : OFFICE_MESSAGES.rejected(after.officeName);
      showToast({ severity: 'success', summary });
    });
  const showError = (error: unknown) => showToast({ severity: 'error', summary: errorMessage(error) });
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {canEditOffice(caller, office.officeId) && (
        <Link href={editOfficePath(office.officeId)} className="p-button p-button-outlined">
          Edit Office
        </Link>
      )}
      {canSubmitOffice(caller, office) && (
        <Button type="button" label="Submit for Approval" loading={decide.isPending} onClick={() => void send({ approvalStatus: 'WAITING_APPROVAL' }).catch(showError)} />
      )}
      {canDecideOffice(caller, office) && (
        <>
          <Button type="button" label="Approve" severity="success" onClick={() => setDialog('approve')} />
          <Button type="button" label="Reject" severity="danger" outlined onClick={() => setDialog('reject')} />
        </>
      )}
      {dialog === 'approve' && <ApproveOfficeDialog name={officeLabel(office)} isSaving={decide.isPending} onHide={() => setDialog(null)} onDecide={(b) => send(b).catch(showError)} />}
      {dialog === 'reject' && <RejectOfficeDialog name={officeLabel(office)} isSaving={decide.isPending} onHide={() => setDialog(null)} onDecide={send} />}
    </div>
  );
}
