import { Button } from 'primereact/button';
import { useState } from 'react';
import { MAGAZINE_COLUMNS } from '../../../domain/lists/magazines';
import { MAGAZINE_MESSAGES as M, MAGAZINE_SORTS, MAGAZINE_STATUS_COLORS, MAGAZINE_STATUS_LABELS, MAGAZINE_STATUSES, type MagazineItem, type MagazineStatus } from '../../../domain/magazine';
import { displayFileName } from '../../../domain/upload';
import type { Query } from '../../api/http';
import { useDeleteMagazine, useMagazines, useSaveMagazine } from '../../api/magazines/magazines';
import { ConfirmDeleteRecord } from '../../ui/ConfirmDeleteDialog';
import { ListTable } from '../../ui/ListTable';
import { RowActions } from '../../ui/RowActions';
import { formatSort, parseSort } from '../../ui/list-sort';
import { screenColumn, sharedColumns, type ListTableColumn } from '../../ui/list-table-columns';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { MagazineFormDialog } from './MagazineFormDialog';

type Tab = 'ALL' | MagazineStatus;
const TABS: readonly Tab[] = ['ALL', ...MAGAZINE_STATUSES];
const TAB_LABELS: Record<Tab, string> = { ALL: 'All', ...MAGAZINE_STATUS_LABELS };
const failed = (failure: unknown) => showToast({ severity: 'error', summary: failure instanceof Error ? failure.message : String(failure) });

const COLUMNS = sharedColumns<MagazineItem>(MAGAZINE_COLUMNS, {
  title: {
    isSortable: true,
    body: (m) => (
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <img src={m.coverUrl} alt="" width={36} height={48} style={{ objectFit: 'cover', borderRadius: 2 }} />
        {m.title}
      </span>
    ),
  },
  issueDate: { isSortable: true, kind: 'date' },
  // A file name is free text: it wraps at its hyphens rather than push the table past the card at 991 px.
  pdfFileName: {
    body: (m) => (
      <a href={m.pdfUrl} target="_blank" rel="noreferrer" title={m.pdfFileName}>
        {displayFileName(m.pdfFileName)}
      </a>
    ),
  },
  status: { kind: 'status', body: (m) => <StatusTag label={MAGAZINE_STATUS_LABELS[m.status]} color={MAGAZINE_STATUS_COLORS[m.status]} /> },
  updatedAt: { kind: 'date' },
});

/**
 * /magazine (admin-HQ-plus, issue 19): the network's magazine issues, tabs by
 * status in the URL, search, sort, CSV; Create and Edit in a dialog (cover
 * and PDF uploaded with progress), Publish/Unpublish in a click, Delete after
 * confirming.
 */
export default function MagazinePage() {
  const list = useListUrlState({ status: 'ALL' as string });
  const active: Tab = (TABS as readonly string[]).includes(list.values.status) ? (list.values.status as Tab) : 'ALL';
  const sort = parseSort(list.sort, MAGAZINE_SORTS, { field: 'issueDate', order: 'DESC' });
  const params: Query = { limit: list.limit, offset: list.offset, search: list.search, sort: formatSort(sort), ...(active !== 'ALL' && { filterStatus: active }) };
  const query = useMagazines(params);
  const save = useSaveMagazine();
  const remove = useDeleteMagazine();
  const [editing, setEditing] = useState<MagazineItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MagazineItem | null>(null);
  const move = (m: MagazineItem) => {
    const next: MagazineStatus = m.status === 'PUBLISH' ? 'UNPUBLISH' : 'PUBLISH';
    save.mutateAsync({ magazineId: m.magazineId, body: { status: next } }).then(() => showToast({ severity: 'success', summary: next === 'PUBLISH' ? M.published(m.title) : M.unpublished(m.title) }), failed);
  };
  const columns: ListTableColumn<MagazineItem>[] = [
    ...COLUMNS,
    screenColumn<MagazineItem>(
      'actions',
      'Actions',
      (m) => {
        const verb = m.status === 'PUBLISH' ? 'Unpublish' : 'Publish';
        return (
          <RowActions
            name={`Actions for ${m.title}`}
            actions={[
              { label: 'Edit', name: `Edit ${m.title}`, icon: 'pi pi-pencil', onClick: () => setEditing(m) },
              { label: verb, name: `${verb} ${m.title}`, icon: m.status === 'PUBLISH' ? 'pi pi-eye-slash' : 'pi pi-eye', onClick: () => move(m) },
              { label: 'Delete', name: `Delete ${m.title}`, icon: 'pi pi-trash', onClick: () => setDeleting(m) },
            ]}
          />
        );
      },
      'actions',
    ),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Magazine</h1>
        <Button type="button" icon="pi pi-plus" label="Create Issue" onClick={() => setEditing('new')} />
      </div>
      <section className="card" aria-label="Magazine issues list">
        <StatusTabs label="Status" tabs={TABS} active={active} labels={TAB_LABELS} onChoose={(status) => list.setFilters({ status })} />
        <div style={{ margin: '1rem 0' }}>
          <SearchBox label="Search issues by title" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Magazine issues"
          query={query}
          dataKey="magazineId"
          columns={columns}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'magazines', query: params }}
          pendingLabel="Loading magazine issues"
        />
      </section>
      {editing && <MagazineFormDialog magazine={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDeleteRecord
          header="Delete Issue"
          text={`Delete “${deleting.title}”? Readers will no longer find it.`}
          confirmLabel="Delete Issue"
          deletedMessage={M.deleted(deleting.title)}
          isDeleting={remove.isPending}
          onHide={() => setDeleting(null)}
          onDelete={() => remove.mutateAsync(deleting.magazineId)}
        />
      )}
    </div>
  );
}
