import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { CLIENT_LIMITS, CLIENT_MESSAGES, CLIENT_NEED_LABELS, CLIENT_NEEDS, CLIENT_STATUS_LABELS, CLIENT_STATUSES, createClientBody, type Client, type ClientInput } from '../../../domain/client';
import { useCreateClient, useUpdateClient } from '../../api/clients/clients';
import { CitySearch } from '../../ui/CitySearch';
import { Field } from '../../ui/Field';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['name', 'phones', 'email', 'needs', 'budgetMin', 'budgetMax', 'preferredAreas', 'status'] as const;
const idOf = (path: string) => `client-${path.replace(/\./g, '-')}`;
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? null : Number(value));

const valuesOf = (c: Client | undefined): ClientInput =>
  c
    ? { name: c.name, phones: c.phones, email: c.email ?? '', needs: c.needs, budgetMin: c.budgetMin, budgetMax: c.budgetMax, preferredAreas: c.preferredAreas, status: c.status }
    : { name: '', phones: [''], email: '', needs: 'buy', budgetMin: null, budgetMax: null, preferredAreas: [], status: 'ACTIVE' };

/** The message of a list field: the list's own, or its first item's. */
function listMessage(errors: FieldErrors<ClientInput>, field: 'phones' | 'preferredAreas', index?: number): string | undefined {
  const e = errors[field] as unknown as (Record<number, { message?: string }> & { message?: string; root?: { message?: string } }) | undefined;
  if (!e) return undefined;
  return index === undefined ? (e.message ?? e.root?.message) : e[index]?.message;
}

/**
 * Add or edit a client in a dialog (the spec names only /clients and
 * /clients/{clientId}): the domain's schema checks the form, the server's
 * refusals land at their fields; phones and preferred areas are lists.
 */
export function ClientFormDialog({ client, onHide }: { client?: Client; onHide: () => void }) {
  const [, navigate] = useLocation();
  const create = useCreateClient();
  const update = useUpdateClient(client?.clientId ?? '');
  const [areaKey, setAreaKey] = useState(0);
  const form = useForm<ClientInput>({ resolver: zodResolver(createClientBody) as unknown as Resolver<ClientInput>, defaultValues: valuesOf(client) });
  const errors = form.formState.errors;
  const phones = useWatch({ control: form.control, name: 'phones' });
  const areas = useWatch({ control: form.control, name: 'preferredAreas' }) ?? [];
  const isPending = create.isPending || update.isPending;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        if (client) {
          await update.mutateAsync(body);
          showToast({ severity: 'success', summary: CLIENT_MESSAGES.updated });
          onHide();
        } else {
          const created = await create.mutateAsync(body);
          showToast({ severity: 'success', summary: CLIENT_MESSAGES.created(created.name) });
          navigate(`/clients/${created.clientId}`);
        }
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(first === 'phones' ? idOf('phones.0') : idOf(first));
    },
  );

  const removeAt = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onHide} disabled={isPending} />
      <Button type="submit" form="client-form" label={client ? 'Save' : 'Add Client'} loading={isPending} />
    </>
  );
  return (
    <Dialog header={client ? 'Edit Client' : 'Add Client'} visible onHide={onHide} modal footer={footer} style={{ width: 'min(640px, 95vw)' }}>
      <form id="client-form" noValidate aria-label={client ? 'Edit client' : 'Add client'} onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <Field htmlFor={idOf('name')} label="Name" error={errors.name?.message}>
          <input id={idOf('name')} className="p-inputtext" maxLength={CLIENT_LIMITS.name} {...form.register('name')} {...fieldAria(idOf('name'), errors.name?.message)} />
        </Field>
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
          <legend className="field-label">Phones</legend>
          {phones.map((_, index) => {
            const id = idOf(`phones.${index}`);
            const message = listMessage(errors, 'phones', index);
            return (
              <div key={index}>
                <div style={{ display: 'flex', gap: '0.5rem' }}>
                  <input id={id} className="p-inputtext" inputMode="tel" placeholder="08123456789" aria-label={`Phone ${index + 1}`} style={{ flex: 1 }} {...form.register(`phones.${index}`)} {...fieldAria(id, message)} />
                  {phones.length > 1 && <Button type="button" icon="pi pi-times" outlined aria-label={`Remove phone ${index + 1}`} onClick={() => form.setValue('phones', removeAt(phones, index))} />}
                </div>
                <FieldError id={`${id}-error`} message={message} />
              </div>
            );
          })}
          <FieldError id={`${idOf('phones')}-error`} message={listMessage(errors, 'phones')} />
          {phones.length < CLIENT_LIMITS.maxPhones && (
            <div>
              <Button type="button" icon="pi pi-plus" label="Add Phone" text onClick={() => form.setValue('phones', [...phones, ''])} />
            </div>
          )}
        </fieldset>
        <Field htmlFor={idOf('email')} label="Email (optional)" error={errors.email?.message}>
          <input id={idOf('email')} type="email" className="p-inputtext" maxLength={CLIENT_LIMITS.email} {...form.register('email')} {...fieldAria(idOf('email'), errors.email?.message)} />
        </Field>
        <Field htmlFor={idOf('needs')} label="Needs" error={errors.needs?.message}>
          <select id={idOf('needs')} className="p-inputtext" {...form.register('needs')}>
            {CLIENT_NEEDS.map((n) => (
              <option key={n} value={n}>
                {CLIENT_NEED_LABELS[n]}
              </option>
            ))}
          </select>
        </Field>
        <div style={{ display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          <Field htmlFor={idOf('budgetMin')} label="Minimum Budget (Rp)" error={errors.budgetMin?.message}>
            <input id={idOf('budgetMin')} type="number" inputMode="numeric" min={0} step={1} className="p-inputtext" {...form.register('budgetMin', { setValueAs: numberOrNull })} {...fieldAria(idOf('budgetMin'), errors.budgetMin?.message)} />
          </Field>
          <Field htmlFor={idOf('budgetMax')} label="Maximum Budget (Rp)" error={errors.budgetMax?.message}>
            <input id={idOf('budgetMax')} type="number" inputMode="numeric" min={0} step={1} className="p-inputtext" {...form.register('budgetMax', { setValueAs: numberOrNull })} {...fieldAria(idOf('budgetMax'), errors.budgetMax?.message)} />
          </Field>
        </div>
        <Field htmlFor={idOf('preferredAreas')} label={`Preferred Areas (up to ${CLIENT_LIMITS.maxAreas} cities)`} error={listMessage(errors, 'preferredAreas') ?? areas.map((_, i) => listMessage(errors, 'preferredAreas', i)).find(Boolean)}>
          {areas.length < CLIENT_LIMITS.maxAreas && (
            <CitySearch
              key={areaKey}
              id={idOf('preferredAreas')}
              city={null}
              province={null}
              describedBy={errors.preferredAreas ? `${idOf('preferredAreas')}-error` : undefined}
              onPick={(picked) => {
                if (!picked) return;
                if (!areas.some((a) => a.toLowerCase() === picked.city.toLowerCase())) form.setValue('preferredAreas', [...areas, picked.city]);
                setAreaKey((k) => k + 1);
              }}
            />
          )}
          <ul aria-label="Preferred areas" style={{ listStyle: 'none', padding: 0, margin: '0.5rem 0 0', display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {areas.map((area, index) => (
              <li key={area} className="p-chip" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', padding: '0.25rem 0.5rem' }}>
                {area}
                <Button type="button" icon="pi pi-times" text rounded aria-label={`Remove ${area}`} onClick={() => form.setValue('preferredAreas', removeAt(areas, index))} />
              </li>
            ))}
          </ul>
        </Field>
        {client && (
          <Field htmlFor={idOf('status')} label="Status" error={errors.status?.message}>
            <select id={idOf('status')} className="p-inputtext" {...form.register('status')}>
              {CLIENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CLIENT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
        )}
      </form>
    </Dialog>
  );
}
