import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { todayInJakarta } from '../../../domain/closing';
import { formatDate } from '../../../domain/format';
import { createHandoverBody, DEFAULT_HANDOVER_CHECKLIST, HANDOVER_MESSAGES, MAX_CHECKLIST_ITEMS, type CreateHandoverInput } from '../../../domain/handover';
import { useCreateHandover, useHandoverableClosings } from '../../api/handovers/handovers';
import { Field } from '../../ui/Field';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['closingId', 'handoverDate', 'receiverName', 'note', 'items'] as const;
const idOf = (field: string) => `handover-${field}`;

/** /handover/create (§6: agents only): which of the agent's closings, when, to whom, and the checklist to go through. */
export default function HandoverFormPage() {
  const [, navigate] = useLocation();
  const closings = useHandoverableClosings();
  const create = useCreateHandover();
  const form = useForm<CreateHandoverInput>({
    resolver: zodResolver(createHandoverBody) as unknown as Resolver<CreateHandoverInput>,
    defaultValues: { closingId: '', handoverDate: todayInJakarta(new Date()), receiverName: '', note: '', items: DEFAULT_HANDOVER_CHECKLIST.map((label) => ({ label, checked: false })) },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    async (body) => {
      try {
        const created = await create.mutateAsync(body);
        showToast({ severity: 'success', summary: HANDOVER_MESSAGES.created });
        navigate(`/handover/${created.handoverId}`);
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  if (closings.isPending) return <QueryPending label="Loading your closings" />;
  if (closings.isError) return <QueryError error={closings.error} onRetry={() => void closings.refetch()} />;
  const choices = closings.data;
  const closingField = form.register('closingId');
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Create Handover</h1>
        <Link href="/handover">Back to Handover</Link>
      </div>
      <form noValidate aria-label="Create handover" className="card" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 720 }}>
        <Field htmlFor={idOf('closingId')} label="Closing" error={errors.closingId?.message} hint={choices.length === 0 ? 'None of your closings waits for a handover.' : undefined}>
          <select
            id={idOf('closingId')}
            className="p-inputtext"
            {...closingField}
            onChange={(event) => {
              void closingField.onChange(event);
              const chosen = choices.find((c) => c.closingId === event.target.value);
              if (chosen && !form.getValues('receiverName')) form.setValue('receiverName', chosen.buyerName);
            }}
            {...fieldAria(idOf('closingId'), errors.closingId?.message)}
          >
            <option value="">Choose a closing</option>
            {choices.map((c) => (
              <option key={c.closingId} value={c.closingId}>
                {c.closingCode} · {c.listingCode} {c.title} · {formatDate(c.closingDate)}
              </option>
            ))}
          </select>
        </Field>
        <div className="form-grid">
          <Field htmlFor={idOf('handoverDate')} label="Handover Date" error={errors.handoverDate?.message}>
            <input id={idOf('handoverDate')} type="date" className="p-inputtext" {...form.register('handoverDate')} {...fieldAria(idOf('handoverDate'), errors.handoverDate?.message)} />
          </Field>
          <Field htmlFor={idOf('receiverName')} label="Receiver (buyer or tenant)" error={errors.receiverName?.message}>
            <input id={idOf('receiverName')} className="p-inputtext" maxLength={120} {...form.register('receiverName')} {...fieldAria(idOf('receiverName'), errors.receiverName?.message)} />
          </Field>
        </div>
        <Field htmlFor={idOf('note')} label="Note (optional)" error={errors.note?.message}>
          <textarea id={idOf('note')} className="p-inputtext" rows={3} maxLength={1000} {...form.register('note')} {...fieldAria(idOf('note'), errors.note?.message)} />
        </Field>
        <fieldset id={idOf('items')} tabIndex={-1} style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={itemsError ? `${idOf('items')}-error` : undefined}>
          <legend className="field-label">Checklist</legend>
          <ol style={{ display: 'grid', gap: '0.5rem', paddingLeft: '1.25rem', margin: '0.5rem 0' }}>
            {items.fields.map((item, index) => {
              const labelId = idOf(`items.${index}.label`);
              const labelError = errors.items?.[index]?.label?.message;
              return (
                <li key={item.id}>
                  <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                    <input type="checkbox" aria-label={`Done: item ${index + 1}`} {...form.register(`items.${index}.checked`)} />
                    <input id={labelId} aria-label={`Checklist item ${index + 1}`} className="p-inputtext" style={{ flex: 1 }} maxLength={200} {...form.register(`items.${index}.label`)} {...fieldAria(labelId, labelError)} />
                    <Button type="button" icon="pi pi-trash" text rounded aria-label={`Remove item ${index + 1}`} onClick={() => items.remove(index)} />
                  </div>
                  {labelError && <FieldError id={`${labelId}-error`} message={labelError} />}
                </li>
              );
            })}
          </ol>
          <Button type="button" label="Add Item" icon="pi pi-plus" outlined size="small" disabled={items.fields.length >= MAX_CHECKLIST_ITEMS} onClick={() => items.append({ label: '', checked: false })} />
          {itemsError && <FieldError id={`${idOf('items')}-error`} message={itemsError} />}
        </fieldset>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="submit" label="Create Handover" loading={create.isPending} />
        </div>
      </form>
    </div>
  );
}
