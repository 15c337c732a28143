import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useForm, type Resolver } from 'react-hook-form';
import { fieldAria, FieldError } from './FieldError';
import { scrollToField } from './focus-first-invalid';
import { applyServerErrors } from './server-errors';

/** A rejection: the decision and the reason the rejected party is told. */
export interface RejectBody {
  approvalStatus: 'REJECTED';
  reason?: string;
}

interface Props {
  header: string;
  /** The input's id (the approval screens each have their own). */
  inputId: string;
  reasonMax: number;
  /** The domain's decision body (its rule: a rejection needs a reason). */
  schema: Parameters<typeof zodResolver>[0];
  isSaving: boolean;
  onHide: () => void;
  /** Sends the rejection; a refusal comes back to be shown at the reason. */
  onDecide: (body: RejectBody) => Promise<unknown>;
}

/** 'Reject {name}': the reason is required and is what the rejected party is told (people and offices alike). */
export function RejectReasonDialog({ header, inputId, reasonMax, schema, isSaving, onHide, onDecide }: Props) {
  const form = useForm<RejectBody>({ resolver: zodResolver(schema) as unknown as Resolver<RejectBody>, defaultValues: { approvalStatus: 'REJECTED', reason: '' } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(
    (body) => onDecide(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: ['reason'] })),
    () => scrollToField(inputId),
  );
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: '480px' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={inputId}>Reason</label>
          <InputTextarea id={inputId} rows={4} maxLength={reasonMax} className="w-full" autoFocus {...form.register('reason')} {...fieldAria(inputId, error)} />
          <FieldError id={`${inputId}-error`} message={error} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label="Reject" severity="danger" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
