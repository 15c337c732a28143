import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { todayInJakarta } from '../../../domain/closing';
import { BILLING_FREQUENCIES, BILLING_FREQUENCY_LABELS, createOfficeBillingBody, OFFICE_BILLING_MESSAGES, type CreateOfficeBillingInput } from '../../../domain/office-billing';
import { useCreateOfficeBilling } from '../../api/office-billings/office-billings';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { OfficePicker } from '../../ui/OfficePicker';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['officeId', 'description', 'amount', 'frequency', 'startOn', 'endOn'] as const;
const idOf = (field: string) => `billing-${field}`;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

/** /billing/create: HQ finance bills an office once or on every period; the queue charges each date on that date. */
export default function BillingFormPage() {
  const [, navigate] = useLocation();
  const create = useCreateOfficeBilling();
  const form = useForm<CreateOfficeBillingInput>({
    resolver: zodResolver(createOfficeBillingBody) as unknown as Resolver<CreateOfficeBillingInput>,
    defaultValues: { officeId: '', description: '', frequency: 'monthly', startOn: todayInJakarta(new Date()), endOn: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    async (body) => {
      try {
        const created = await create.mutateAsync(body);
        showToast({ severity: 'success', summary: OFFICE_BILLING_MESSAGES.created(created.officeName) });
        navigate(`/billing/${created.officeBillingId}`);
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Create Billing</h1>
        <Link href="/billing">Back to Billing</Link>
      </div>
      <form noValidate aria-label="Create billing" className="card" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 640 }}>
        <Controller
          control={form.control}
          name="officeId"
          render={({ field }) => <OfficePicker id={idOf('officeId')} label="Office" value={field.value} onChange={field.onChange} error={errors.officeId?.message} placeholder="Search an office" />}
        />
        <Field htmlFor={idOf('description')} label="Description" error={errors.description?.message}>
          <input id={idOf('description')} className="p-inputtext" maxLength={200} {...form.register('description')} {...fieldAria(idOf('description'), errors.description?.message)} />
        </Field>
        <Field htmlFor={idOf('amount')} label="Amount (Rp)" error={errors.amount?.message}>
          <input id={idOf('amount')} type="number" inputMode="numeric" min={1} step={1} className="p-inputtext" {...form.register('amount', { setValueAs: numberOrUndefined })} {...fieldAria(idOf('amount'), errors.amount?.message)} />
        </Field>
        <Field htmlFor={idOf('frequency')} label="Frequency" error={errors.frequency?.message}>
          <select id={idOf('frequency')} className="p-inputtext" {...form.register('frequency')}>
            {BILLING_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {BILLING_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={idOf('startOn')} label="Start Date (first charge)" error={errors.startOn?.message}>
          <input id={idOf('startOn')} type="date" className="p-inputtext" {...form.register('startOn')} {...fieldAria(idOf('startOn'), errors.startOn?.message)} />
        </Field>
        <Field htmlFor={idOf('endOn')} label="End Date (optional)" error={errors.endOn?.message}>
          <input id={idOf('endOn')} type="date" className="p-inputtext" {...form.register('endOn')} {...fieldAria(idOf('endOn'), errors.endOn?.message)} />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="submit" label="Create Billing" loading={create.isPending} />
        </div>
      </form>
    </div>
  );
}
