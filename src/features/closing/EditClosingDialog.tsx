import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm, type Resolver } from 'react-hook-form';
import { updateClosingBody, type Closing, type UpdateClosingInput } from '../../../domain/closing';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';

const FIELDS = ['buyerName', 'buyerPhone', 'buyerEmail', 'note'] as const;
const idOf = (field: string) => `edit-closing-${field}`;

/**
 * 'Edit Closing': the buyer's details and the note. The figures are not
 * edited here (they made the invoices and receivables): a wrong one is
 * cancelled and recorded again.
 */
export function EditClosingDialog({ closing: c, isSaving, onHide, onSave }: { closing: Closing; isSaving: boolean; onHide: () => void; onSave: (body: UpdateClosingInput) => Promise<unknown> }) {
  const form = useForm<UpdateClosingInput>({
    resolver: zodResolver(updateClosingBody) as unknown as Resolver<UpdateClosingInput>,
    defaultValues: { buyerName: c.buyerName, buyerPhone: c.buyerPhone ?? '', buyerEmail: c.buyerEmail ?? '', note: c.note ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    (body) => onSave(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: FIELDS, idOf })),
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  const text = (field: (typeof FIELDS)[number], label: string, maxLength: number, type = 'text') => (
    <Field htmlFor={idOf(field)} label={label} error={errors[field]?.message}>
      <input id={idOf(field)} type={type} className="p-inputtext" maxLength={maxLength} {...form.register(field)} {...fieldAria(idOf(field), errors[field]?.message)} />
    </Field>
  );
  return (
    <Dialog header={`Edit Closing ${c.closingCode}`} visible onHide={onHide} modal style={{ width: 'min(520px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <p style={{ margin: 0 }}>The price, date and shares made the invoices and the agents’ receivables: to change them, cancel the closing and record it again.</p>
        {text('buyerName', 'Buyer or Tenant', 120)}
        {text('buyerPhone', 'Buyer Phone (optional)', 30, 'tel')}
        {text('buyerEmail', 'Buyer Email (optional)', 200, 'email')}
        <Field htmlFor={idOf('note')} label="Note (optional)" error={errors.note?.message}>
          <textarea id={idOf('note')} rows={3} className="p-inputtext" maxLength={1_000} {...form.register('note')} {...fieldAria(idOf('note'), errors.note?.message)} />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label="Save Changes" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
