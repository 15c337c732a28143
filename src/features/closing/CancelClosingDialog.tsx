import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useForm } from 'react-hook-form';
import { cancelClosingBody, type CancelClosingBody } from '../../../domain/closing';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';

const INPUT_ID = 'cancel-closing-reason';

/** 'Cancel Closing': a reason is required; the listing goes back on the market and the agents are told. */
export function CancelClosingDialog({ code, isSaving, onHide, onCancel }: { code: string; isSaving: boolean; onHide: () => void; onCancel: (body: CancelClosingBody) => Promise<unknown> }) {
  const form = useForm<CancelClosingBody>({ resolver: zodResolver(cancelClosingBody), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(
    (body) => onCancel(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: ['reason'] })),
    () => scrollToField(INPUT_ID),
  );
  return (
    <Dialog header={`Cancel Closing ${code}`} visible onHide={onHide} modal style={{ width: 'min(480px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p style={{ marginTop: 0 }}>The listing returns to its status before the closing, its invoices are cancelled, and its agents get a cancel report.</p>
        <div className="field">
          <label htmlFor={INPUT_ID}>Reason</label>
          <InputTextarea id={INPUT_ID} rows={4} maxLength={500} className="w-full" autoFocus {...form.register('reason')} {...fieldAria(INPUT_ID, error)} />
          <FieldError id={`${INPUT_ID}-error`} message={error} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Keep Closing" outlined onClick={onHide} />
          <Button type="submit" label="Cancel Closing" severity="danger" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
