import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { fieldAria, FieldError } from './FieldError';
import { scrollToField } from './focus-first-invalid';
import { applyServerErrors } from './server-errors';

interface Props<B extends FieldValues & { reason?: string }> {
  header: string;
  /** What happens, above the reason. */
  intro?: ReactNode;
  /** The input's id (each screen has its own). */
  inputId: string;
  reasonMax: number;
  /** The domain's body schema (its rule: a reason is required). */
  schema: Parameters<typeof zodResolver>[0];
  /** The body's other fields, sent as they are (a rejection's decision). */
  defaultValues: DefaultValues<B>;
  keepLabel: string;
  submitLabel: string;
  isSaving: boolean;
  onHide: () => void;
  /** Sends the body; a refusal comes back to be shown at the reason. */
  onSubmit: (body: B) => Promise<unknown>;
}

/** A decision that needs a reason (reject a person or an office, cancel a closing): the reason is required and the server's refusal shows at it. */
export function ReasonDialog<B extends FieldValues & { reason?: string }>({ header, intro, inputId, reasonMax, schema, defaultValues, keepLabel, submitLabel, isSaving, onHide, onSubmit }: Props<B>) {
  const form = useForm<B>({ resolver: zodResolver(schema) as unknown as Resolver<B>, defaultValues });
  const reason = 'reason' as Path<B>;
  const error = form.formState.errors.reason?.message as string | undefined;
  const submit = form.handleSubmit(
    (body) => onSubmit(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: ['reason'] })),
    () => scrollToField(inputId),
  );
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: 'min(480px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {intro && <p style={{ marginTop: 0 }}>{intro}</p>}
        <div className="field">
          <label htmlFor={inputId}>Reason</label>
          <InputTextarea id={inputId} rows={4} maxLength={reasonMax} className="w-full" autoFocus {...form.register(reason)} {...fieldAria(inputId, error)} />
          <FieldError id={`${inputId}-error`} message={error} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label={keepLabel} outlined onClick={onHide} />
          <Button type="submit" label={submitLabel} severity="danger" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
