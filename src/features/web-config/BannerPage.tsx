import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  BANNER_LABELS,
  BANNER_MESSAGES as M,
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  BANNER_STATE_COLORS,
  BANNER_STATE_LABELS,
  BANNER_STATUS_LABELS,
  BANNER_STATUSES,
  bannerBodyOfForm,
  bannerFormOf,
  bannerFormSchema,
  BANNERS_PER_PLACEMENT_MAX,
  bannerState,
  type Banner,
  type BannerForm,
  type BannerPlacement,
} from '../../../domain/banners';
import { formatDateTime } from '../../../domain/format';
import { useBanners, useDeleteBanner, useOrderBanners, useSaveBanner } from '../../api/web-config/web-config';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { FormDialog, submitToServer } from '../../ui/FormDialog';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useListUrlState } from '../../ui/use-list-url-state';
import { ConfirmDelete } from './ConfirmDelete';
import { ImageField } from './ImageField';
import { ReorderTable } from './ReorderTable';

const FIELDS = ['imageUrl', 'title', 'link', 'placement', 'startAt', 'endAt', 'status'] as const;
const idOf = (name: string) => `banner-${name}`;

function BannerFormDialog({ banner, placement, onHide }: { banner: Banner | null; placement: BannerPlacement; onHide: () => void }) {
  const save = useSaveBanner();
  const form = useForm<BannerForm>({ shouldFocusError: false, resolver: zodResolver(bannerFormSchema), defaultValues: bannerFormOf(banner, placement, new Date()) });
  const errors = form.formState.errors;
  const submit = submitToServer(form, {
    fields: FIELDS,
    idOf,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: banner?.bannerId, body: bannerBodyOfForm(values) });
      onHide();
      showToast({ severity: 'success', summary: banner ? M.updated(saved.title) : M.created(saved.title) });
    },
  });
  const text = (name: 'title' | 'link', type = 'text') => (
    <Field htmlFor={idOf(name)} label={BANNER_LABELS[name]} error={errors[name]?.message}>
      <input id={idOf(name)} type={type} className="p-inputtext" {...form.register(name)} {...fieldAria(idOf(name), errors[name]?.message)} />
    </Field>
  );
  const when = (name: 'startAt' | 'endAt') => (
    <Field htmlFor={idOf(name)} label={`${BANNER_LABELS[name]} (Jakarta time)`} error={errors[name]?.message}>
      <input id={idOf(name)} type="datetime-local" className="p-inputtext" {...form.register(name)} {...fieldAria(idOf(name), errors[name]?.message)} />
    </Field>
  );
  return (
    <FormDialog header={banner ? `Edit ${banner.title}` : 'Create Banner'} isSaving={save.isPending} onSubmit={submit} onHide={onHide}>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <ImageField id={idOf('imageUrl')} label={BANNER_LABELS.imageUrl} url={field.value} error={errors.imageUrl?.message} onChange={field.onChange} />}
        />
        {text('title')}
        {text('link', 'url')}
        <Field htmlFor={idOf('placement')} label={BANNER_LABELS.placement} error={errors.placement?.message}>
          <select id={idOf('placement')} className="p-inputtext" {...form.register('placement')}>
            {BANNER_PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {BANNER_PLACEMENT_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
        {when('startAt')}
        {when('endAt')}
        <Field htmlFor={idOf('status')} label={BANNER_LABELS.status} error={errors.status?.message}>
          <select id={idOf('status')} className="p-inputtext" {...form.register('status')}>
            {BANNER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BANNER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
    </FormDialog>
  );
}

/**
 * /banner (admin-HQ-plus, issue 19): one placement's banners at a time, in
 * their order — reordered by drag or keyboard, saved in one request; the
 * schedule shown in Jakarta time with what a visitor sees now (live,
 * scheduled, ended, inactive); create and edit in a dialog, delete after a
 * confirmation, CSV.
 */
export default function BannerPage() {
  const list = useListUrlState({ placement: BANNER_PLACEMENTS[0] as string });
  const placement: BannerPlacement = (BANNER_PLACEMENTS as readonly string[]).includes(list.values.placement) ? (list.values.placement as BannerPlacement) : BANNER_PLACEMENTS[0];
  const params = { limit: BANNERS_PER_PLACEMENT_MAX, offset: 0, filterPlacement: placement, ...(list.values.search && { search: list.values.search }) };
  const query = useBanners(params);
  const order = useOrderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const now = new Date();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Banner</h1>
        <Button type="button" icon="pi pi-plus" label="Create Banner" onClick={() => setEditing('new')} />
      </div>
      <section className="card" aria-label="Banner list">
        <StatusTabs label="Placement" tabs={BANNER_PLACEMENTS} active={placement} labels={BANNER_PLACEMENT_LABELS} onChoose={(p) => list.setFilters({ placement: p })} />
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end', marginTop: '1rem' }}>
          <SearchBox label="Search banners" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <ExportCsvButton request={{ path: 'banners', query: params }} />
        </div>
        {query.isPending ? (
          <QueryPending label="Loading banners" />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ReorderTable
            key={placement}
            label={`Banners of ${BANNER_PLACEMENT_LABELS[placement]}`}
            rows={query.data.results}
            idOf={(b) => b.bannerId}
            nameOf={(b) => b.title}
            canReorder={!list.values.search}
            whyNotReorder="Clear the search to change the order."
            onReorder={(bannerIds) => order.mutateAsync({ placement, bannerIds })}
            columns={[
              { header: 'Image', cell: (b) => <img src={b.imageUrl} alt={`Banner image: ${b.title}`} className="web-config-thumb" /> },
              { header: 'Title', cell: (b) => b.title },
              {
                header: 'Link',
                cell: (b) =>
                  b.link ? (
                    <a href={b.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {b.link}
                    </a>
                  ) : (
                    '-'
                  ),
              },
              { header: 'Schedule', cell: (b) => `${formatDateTime(b.startAt)} – ${b.endAt ? formatDateTime(b.endAt) : 'no end'}` },
              {
                header: 'Status',
                cell: (b) => {
                  const state = bannerState(b, now);
                  return <StatusTag label={BANNER_STATE_LABELS[state]} color={BANNER_STATE_COLORS[state]} />;
                },
              },
            ]}
            actions={(b) => (
              <div style={{ display: 'flex', gap: '0.25rem' }}>
                <Button type="button" size="small" label="Edit" outlined aria-label={`Edit ${b.title}`} onClick={() => setEditing(b)} />
                <Button type="button" size="small" label="Delete" severity="danger" outlined aria-label={`Delete ${b.title}`} onClick={() => setDeleting(b)} />
              </div>
            )}
          />
        )}
      </section>
      {editing && <BannerFormDialog banner={editing === 'new' ? null : editing} placement={placement} onHide={() => setEditing(null)} />}
      {deleting && <ConfirmDelete noun="Banner" name={deleting.title} isDeleting={remove.isPending} onDelete={() => remove.mutateAsync(deleting.bannerId)} onHide={() => setDeleting(null)} />}
    </div>
  );
}
