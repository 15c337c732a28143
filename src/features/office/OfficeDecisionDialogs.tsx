import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { officeApprovalBody, OFFICE_REASON_MAX, type OfficeApprovalBody } from '../../../domain/entities/office';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';

const REASON_ID = 'office-reason';

interface Props {
  name: string;
  isSaving: boolean;
  onHide: () => void;
  onDecide: (body: OfficeApprovalBody) => Promise<unknown>;
}

/** 'Approve {office}?': approving lets the office be chosen across the network (pickers offer approved offices only). */
export function ApproveOfficeDialog({ name, isSaving, onHide, onDecide }: Props) {
  return (
    <Dialog header="Approve Office" visible onHide={onHide} modal style={{ width: '420px' }}>
      <p>Approve {name}? It can then be chosen in every office picker, and its owners are told.</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Cancel" outlined onClick={onHide} />
        <Button type="button" label="Approve" loading={isSaving} onClick={() => void onDecide({ approvalStatus: 'APPROVED' }).catch(() => undefined)} />
      </div>
    </Dialog>
  );
}

/** 'Reject {office}': the reason is required and is what the owners are told. */
export function RejectOfficeDialog({ name, isSaving, onHide, onDecide }: Props) {
  return <RejectReasonDialog header={`Reject ${name}`} inputId={REASON_ID} reasonMax={OFFICE_REASON_MAX} schema={officeApprovalBody} isSaving={isSaving} onHide={onHide} onDecide={onDecide} />;
}
