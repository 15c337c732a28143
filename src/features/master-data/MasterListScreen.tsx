import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ListPayload } from '../../../domain/entities/common';
import { MASTER_DATA_MESSAGES as M, MASTER_STATUS_COLORS, MASTER_STATUS_LABELS, MASTER_STATUSES, type MasterStatus } from '../../../domain/master-data';
import type { Query } from '../../api/http';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { ListTable } from '../../ui/ListTable';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { screenColumn, type ListTableColumn } from '../../ui/list-table-columns';
import { SearchBox } from '../../ui/SearchBox';
import { applyServerErrors } from '../../ui/server-errors';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';

/** One field of a master record's form, in screen order. */
export interface MasterField<T> {
  name: Path<T & FieldValues> & string;
  label: string;
  kind: 'text' | 'number' | 'textarea';
}

type Status = 'ALL' | MasterStatus;
const TABS: readonly Status[] = ['ALL', ...MASTER_STATUSES];
const TAB_LABELS: Record<Status, string> = { ALL: 'All', ...MASTER_STATUS_LABELS };
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

interface MasterListScreenProps<Row, Body extends FieldValues> {
  title: string;
  /** What one record is called: 'Achievement'. */
  noun: string;
  path: string;
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  statusOf: (row: Row) => MasterStatus;
  dataKey: string;
  columns: readonly ListTableColumn<Row>[];
  sortFields: readonly string[];
  defaultSort: ListSort;
  searchLabel: string;
  useList: (params: Query) => UseQueryResult<ListPayload<Row>>;
  useSave: () => UseMutationResult<Row, Error, { id?: string; body: Partial<Body> }>;
  schema: z.ZodType;
  fields: readonly MasterField<Body>[];
  blank: Body;
  valuesOf: (row: Row) => Body;
}

/**
 * A master data list (issue 19): tabs by status in the URL, search, sort, the
 * list widget with its CSV; Create and Edit in a dialog on the domain's schema
 * with the server's refusals at their fields; Publish and Unpublish in a click.
 */
export function MasterListScreen<Row, Body extends FieldValues>(props: MasterListScreenProps<Row, Body>) {
  const list = useListUrlState({ activeTab: 'ALL' as string });
  const active: Status = (TABS as readonly string[]).includes(list.values.activeTab) ? (list.values.activeTab as Status) : 'ALL';
  const sort = parseSort(list.sort, props.sortFields, props.defaultSort);
  const params: Query = { limit: list.limit, offset: list.offset, search: list.search, sort: formatSort(sort), ...(active !== 'ALL' && { filterStatus: active }) };
  const query = props.useList(params);
  const save = props.useSave();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const move = (row: Row) => {
    const next: MasterStatus = props.statusOf(row) === 'PUBLISH' ? 'UNPUBLISH' : 'PUBLISH';
    void save.mutateAsync({ id: props.idOf(row), body: { status: next } as unknown as Partial<Body> }).then(
      () => showToast({ severity: 'success', summary: next === 'PUBLISH' ? M.published(props.nameOf(row)) : M.unpublished(props.nameOf(row)) }),
      (failure: unknown) => showToast({ severity: 'error', summary: failure instanceof Error ? failure.message : String(failure) }),
    );
  };
  const columns: ListTableColumn<Row>[] = [
    ...props.columns,
    screenColumn<Row>('status', 'Status', (row) => <StatusTag label={MASTER_STATUS_LABELS[props.statusOf(row)]} color={MASTER_STATUS_COLORS[props.statusOf(row)]} />, 'status'),
    screenColumn<Row>(
      'actions',
      'Actions',
      (row) => (
        <div style={{ display: 'flex', gap: '0.25rem' }}>
          <Button type="button" size="small" label="Edit" outlined aria-label={`Edit ${props.nameOf(row)}`} onClick={() => setEditing(row)} />
          <Button
            type="button"
            size="small"
            label={props.statusOf(row) === 'PUBLISH' ? 'Unpublish' : 'Publish'}
            severity={props.statusOf(row) === 'PUBLISH' ? 'secondary' : 'success'}
            outlined
            aria-label={`${props.statusOf(row) === 'PUBLISH' ? 'Unpublish' : 'Publish'} ${props.nameOf(row)}`}
            onClick={() => move(row)}
          />
        </div>
      ),
      'actions',
    ),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{props.title}</h1>
        <Button type="button" icon="pi pi-plus" label={`Create ${props.noun}`} onClick={() => setEditing('new')} />
      </div>
      <section className="card" aria-label={`${props.title} list`}>
        <StatusTabs label="Status" tabs={TABS} active={active} labels={TAB_LABELS} onChoose={(status) => list.setFilters({ activeTab: status })} />
        <div style={{ margin: '1rem 0' }}>
          <SearchBox label={props.searchLabel} value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label={props.title}
          query={query}
          dataKey={props.dataKey}
          columns={columns}
          {...tablePaging(list, sort)}
          exportRequest={{ path: props.path, query: params }}
          pendingLabel={`Loading ${props.title}`}
        />
      </section>
      {editing && (
        <MasterFormDialog
          header={editing === 'new' ? `Create ${props.noun}` : `Edit ${props.nameOf(editing)}`}
          schema={props.schema}
          fields={props.fields}
          defaults={editing === 'new' ? props.blank : props.valuesOf(editing)}
          isSaving={save.isPending}
          onHide={() => setEditing(null)}
          onSave={(body) =>
            save.mutateAsync({ id: editing === 'new' ? undefined : props.idOf(editing), body }).then((saved) => {
              setEditing(null);
              showToast({ severity: 'success', summary: editing === 'new' ? M.created(props.nameOf(saved)) : M.updated(props.nameOf(saved)) });
            })
          }
        />
      )}
    </div>
  );
}

function MasterFormDialog<Body extends FieldValues>({
  header,
  schema,
  fields,
  defaults,
  isSaving,
  onHide,
  onSave,
}: {
  header: string;
  schema: z.ZodType;
  fields: readonly MasterField<Body>[];
  defaults: Body;
  isSaving: boolean;
  onHide: () => void;
  onSave: (body: Body) => Promise<unknown>;
}) {
  const form = useForm<Body>({ resolver: zodResolver(schema as never) as unknown as Resolver<Body>, defaultValues: defaults as never });
  const names = fields.map((f) => f.name);
  const idOf = (name: string) => `master-${name}`;
  const submit = form.handleSubmit(
    (body) => onSave(body).catch((failure: unknown) => applyServerErrors(failure, form as never, { fields: names, idOf })),
    (invalid) => {
      const first = names.find((n) => n in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  const errorOf = (name: string): string | undefined => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const input = (f: MasterField<Body>): ReactNode => {
    const id = idOf(f.name);
    const error = errorOf(f.name);
    if (f.kind === 'textarea') return <textarea id={id} className="p-inputtextarea p-inputtext" rows={3} {...form.register(f.name)} {...fieldAria(id, error)} />;
    if (f.kind === 'number') return <input id={id} type="number" inputMode="numeric" step={1} min={0} className="p-inputtext" {...form.register(f.name, { setValueAs: numberOrUndefined })} {...fieldAria(id, error)} />;
    return <input id={id} className="p-inputtext" {...form.register(f.name)} {...fieldAria(id, error)} />;
  };
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: 'min(520px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        {fields.map((f) => (
          <Field key={f.name} htmlFor={idOf(f.name)} label={f.label} error={errorOf(f.name)}>
            {input(f)}
          </Field>
        ))}
        <Field htmlFor={idOf('status')} label="Status" error={errorOf('status')}>
          <select id={idOf('status')} className="p-inputtext" {...form.register('status' as Path<Body>)}>
            {MASTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MASTER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label="Save" loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
