import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useForm } from 'react-hook-form';
import { decideApprovalBody, REASON_MAX, type DecideApprovalBody } from '../../../domain/approval';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';

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
  const form = useForm<DecideApprovalBody>({
    resolver: zodResolver(decideApprovalBody),
    defaultValues: { approvalStatus: 'REJECTED', reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(
    (body) => onDecide(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: ['reason'] })),
    () => scrollToField(REASON_ID),
  );
  return (
    <Dialog header={`Reject ${name}`} visible onHide={onHide} modal style={{ width: '480px' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={REASON_ID}>Reason</label>
          <InputTextarea id={REASON_ID} rows={4} maxLength={REASON_MAX} className="w-full" autoFocus {...form.register('reason')} {...fieldAria(REASON_ID, error)} />
          <FieldError id={`${REASON_ID}-error`} message={error} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label="Reject" severity="danger" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
