import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createPartnerBody, PARTNER_LABELS, PARTNER_MESSAGES as M, PARTNERS_MAX, type Partner, type PartnerInput } from '../../../domain/partners';
import { useDeletePartner, useOrderPartners, usePartners, useSavePartner } from '../../api/web-config/web-config';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { FormDialog, submitToServer } from '../../ui/FormDialog';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { SearchBox } from '../../ui/SearchBox';
import { showToast } from '../../ui/toast';
import { useListUrlState } from '../../ui/use-list-url-state';
import { ConfirmDelete } from './ConfirmDelete';
import { ImageField } from './ImageField';
import { ReorderTable } from './ReorderTable';

const FIELDS = ['logoUrl', 'name', 'link'] as const;
const idOf = (name: string) => `partner-${name}`;

function PartnerFormDialog({ partner, onHide }: { partner: Partner | null; onHide: () => void }) {
  const save = useSavePartner();
  const form = useForm<PartnerInput>({
    shouldFocusError: false,
    resolver: zodResolver(createPartnerBody),
    defaultValues: partner ? { logoUrl: partner.logoUrl, name: partner.name, link: partner.link } : { logoUrl: '', name: '', link: '' },
  });
  const errors = form.formState.errors;
  const submit = submitToServer(form, {
    fields: FIELDS,
    idOf,
    save: async (body) => {
      const saved = await save.mutateAsync({ id: partner?.partnerId, body: createPartnerBody.parse(body) });
      onHide();
      showToast({ severity: 'success', summary: partner ? M.updated(saved.name) : M.created(saved.name) });
    },
  });
  return (
    <FormDialog header={partner ? `Edit ${partner.name}` : 'Create Partner'} width={520} isSaving={save.isPending} onSubmit={submit} onHide={onHide}>
        <Controller
          control={form.control}
          name="logoUrl"
          render={({ field }) => <ImageField id={idOf('logoUrl')} label={PARTNER_LABELS.logoUrl} url={field.value} error={errors.logoUrl?.message} onChange={field.onChange} />}
        />
        <Field htmlFor={idOf('name')} label={PARTNER_LABELS.name} error={errors.name?.message}>
          <input id={idOf('name')} className="p-inputtext" {...form.register('name')} {...fieldAria(idOf('name'), errors.name?.message)} />
        </Field>
        <Field htmlFor={idOf('link')} label={PARTNER_LABELS.link} error={errors.link?.message}>
          <input id={idOf('link')} type="url" inputMode="url" placeholder="https://" className="p-inputtext" {...form.register('link')} {...fieldAria(idOf('link'), errors.link?.message)} />
        </Field>
    </FormDialog>
  );
}

/**
 * /partner (admin-HQ-plus, issue 19): the partners the website shows, in
 * their order — reordered by drag or keyboard, saved in one request; create
 * and edit in a dialog, delete after a confirmation, CSV.
 */
export default function PartnerPage() {
  const list = useListUrlState({});
  const params = { limit: PARTNERS_MAX, offset: 0, ...(list.values.search && { search: list.values.search }) };
  const query = usePartners(params);
  const order = useOrderPartners();
  const remove = useDeletePartner();
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Partner</h1>
        <Button type="button" icon="pi pi-plus" label="Create Partner" onClick={() => setEditing('new')} />
      </div>
      <section className="card" aria-label="Partner list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search partners" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <ExportCsvButton request={{ path: 'partners', query: params }} />
        </div>
        {query.isPending ? (
          <QueryPending label="Loading partners" />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ReorderTable
            label="Partners"
            rows={query.data.results}
            idOf={(p) => p.partnerId}
            nameOf={(p) => p.name}
            canReorder={!list.values.search}
            whyNotReorder="Clear the search to change the order."
            onReorder={(partnerIds) => order.mutateAsync({ partnerIds })}
            columns={[
              { header: 'Logo', cell: (p) => <img src={p.logoUrl} alt={`${p.name} logo`} className="web-config-thumb" /> },
              { header: 'Name', cell: (p) => p.name },
              {
                header: 'Link',
                cell: (p) => (
                  <a href={p.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                    {p.link}
                  </a>
                ),
              },
            ]}
            actions={(p) => (
              <div style={{ display: 'flex', gap: '0.25rem' }}>
                <Button type="button" size="small" label="Edit" outlined aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)} />
                <Button type="button" size="small" label="Delete" severity="danger" outlined aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)} />
              </div>
            )}
          />
        )}
      </section>
      {editing && <PartnerFormDialog partner={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />}
      {deleting && <ConfirmDelete noun="Partner" name={deleting.name} isDeleting={remove.isPending} onDelete={() => remove.mutateAsync(deleting.partnerId)} onHide={() => setDeleting(null)} />}
    </div>
  );
}
