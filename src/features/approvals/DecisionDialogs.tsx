import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { decideApprovalBody, REASON_MAX, type DecideApprovalBody } from '../../../domain/approval';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';

const REASON_ID = 'approval-reason';

interface Props {
  name: string;
  isSaving: boolean;
  onHide: () => void;
  /** Sends the decision; a refusal comes back to be shown at its field. */
  onDecide: (body: DecideApprovalBody) => Promise<unknown>;
}

/** 'Approve {name}?': one click more, since an approval lets the person sign in. */
export function ApproveDialog({ name, isSaving, onHide, onDecide }: Props) {
  return (
    <Dialog header="Approve" visible onHide={onHide} modal style={{ width: '420px' }}>
      <p>Approve {name}? They become active and can sign in.</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Cancel" outlined onClick={onHide} />
        <Button type="button" label="Approve" loading={isSaving} onClick={() => void onDecide({ approvalStatus: 'APPROVED' }).catch(() => undefined)} />
      </div>
    </Dialog>
  );
}

/** 'Reject {name}': the reason is required, and is what the employee is told. */
export function RejectDialog({ name, isSaving, onHide, onDecide }: Props) {
  return <RejectReasonDialog header={`Reject ${name}`} inputId={REASON_ID} reasonMax={REASON_MAX} schema={decideApprovalBody} isSaving={isSaving} onHide={onHide} onDecide={onDecide} />;
}
