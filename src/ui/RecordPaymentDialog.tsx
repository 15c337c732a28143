import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm, type Resolver } from 'react-hook-form';
import { todayInJakarta } from '../../domain/closing';
import { formatPrice } from '../../domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, recordPaymentBody, type RecordPaymentInput } from '../../domain/invoice';
import { Field } from './Field';
import { fieldAria } from './FieldError';
import { scrollToField } from './focus-first-invalid';
import { applyServerErrors } from './server-errors';

const FIELDS = ['amount', 'paidOn', 'method', 'reference'] as const;
const idOf = (field: string) => `payment-${field}`;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

/**
 * A payment against a balance: what HQ finance received on an invoice, or what
 * an office paid out to an agent. At most the balance (the server's refusal
 * shows at the amount); the header names what is paid.
 */
export function RecordPaymentDialog({
  header,
  submitLabel = 'Record Payment',
  balance,
  isSaving,
  onHide,
  onRecord,
}: {
  header: string;
  submitLabel?: string;
  balance: number;
  isSaving: boolean;
  onHide: () => void;
  onRecord: (body: RecordPaymentInput) => Promise<unknown>;
}) {
  const form = useForm<RecordPaymentInput>({
    resolver: zodResolver(recordPaymentBody) as unknown as Resolver<RecordPaymentInput>,
    defaultValues: { amount: balance, paidOn: todayInJakarta(new Date()), method: 'transfer', reference: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    (body) => onRecord(body).catch((failure: unknown) => applyServerErrors(failure, form, { fields: FIELDS, idOf })),
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: 'min(480px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <p style={{ margin: 0 }}>Balance: {formatPrice(balance)}</p>
        <Field htmlFor={idOf('amount')} label="Amount (Rp)" error={errors.amount?.message}>
          <input id={idOf('amount')} type="number" inputMode="numeric" min={1} step={1} className="p-inputtext" {...form.register('amount', { setValueAs: numberOrUndefined })} {...fieldAria(idOf('amount'), errors.amount?.message)} />
        </Field>
        <Field htmlFor={idOf('paidOn')} label="Payment Date" error={errors.paidOn?.message}>
          <input id={idOf('paidOn')} type="date" className="p-inputtext" max={todayInJakarta(new Date())} {...form.register('paidOn')} {...fieldAria(idOf('paidOn'), errors.paidOn?.message)} />
        </Field>
        <Field htmlFor={idOf('method')} label="Method" error={errors.method?.message}>
          <select id={idOf('method')} className="p-inputtext" {...form.register('method')}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={idOf('reference')} label="Reference (optional)" error={errors.reference?.message}>
          <input id={idOf('reference')} className="p-inputtext" maxLength={100} {...form.register('reference')} />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label={submitLabel} loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
