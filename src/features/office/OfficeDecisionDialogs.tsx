import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useForm } from 'react-hook-form';
import { officeApprovalBody, OFFICE_REASON_MAX, type OfficeApprovalBody } from '../../../domain/entities/office';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';

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
  const form = useForm<OfficeApprovalBody>({ resolver: zodResolver(officeApprovalBody), defaultValues: { approvalStatus: 'REJECTED', reason: '' } });
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
          <InputTextarea id={REASON_ID} rows={4} maxLength={OFFICE_REASON_MAX} className="w-full" autoFocus {...form.register('reason')} {...fieldAria(REASON_ID, error)} />
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
