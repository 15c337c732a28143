import { Button } from 'primereact/button';
import { useState } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_COLORS, DOCUMENT_CATEGORY_LABELS, DOCUMENT_MESSAGES as M, DOCUMENT_SORTS, type DocumentCategory, type DocumentItem } from '../../../domain/document';
import { DOCUMENT_COLUMNS } from '../../../domain/lists/documents';
import { displayFileName } from '../../../domain/upload';
import { useDeleteDocument, useDocuments } from '../../api/documents/documents';
import type { Query } from '../../api/http';
import { ListTable } from '../../ui/ListTable';
import { RowActions } from '../../ui/RowActions';
import { formatSort, parseSort } from '../../ui/list-sort';
import { screenColumn, sharedColumns, type ListTableColumn } from '../../ui/list-table-columns';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { ConfirmDeleteRecord } from '../../ui/ConfirmDeleteDialog';
import { DocumentFormDialog } from './DocumentFormDialog';

type Tab = 'ALL' | DocumentCategory;
const TABS: readonly Tab[] = ['ALL', ...DOCUMENT_CATEGORIES];
const TAB_LABELS: Record<Tab, string> = { ALL: 'All', ...DOCUMENT_CATEGORY_LABELS };

const COLUMNS = sharedColumns<DocumentItem>(DOCUMENT_COLUMNS, {
  title: { isSortable: true },
  category: { body: (d) => <StatusTag label={DOCUMENT_CATEGORY_LABELS[d.category]} color={DOCUMENT_CATEGORY_COLORS[d.category]} /> },
  // A file name is free text: it wraps at its hyphens rather than push the table past the card at 991 px.
  fileName: {
    body: (d) => (
      <a href={d.url} target="_blank" rel="noreferrer" title={d.fileName}>
        {displayFileName(d.fileName)}
      </a>
    ),
  },
  size: { kind: 'code' },
  uploadedBy: {},
  createdAt: { isSortable: true, kind: 'date' },
});

/**
 * /document-center (admin-HQ-plus, issue 19): the network's PDFs by category
 * (tabs in the URL), searched by title, sorted, exported as CSV; Upload with
 * a progress bar, Edit (rename, recategorise) and Delete after confirming.
 */
export default function DocumentCenterPage() {
  const list = useListUrlState({ category: 'ALL' as string });
  const active: Tab = (TABS as readonly string[]).includes(list.values.category) ? (list.values.category as Tab) : 'ALL';
  const sort = parseSort(list.sort, DOCUMENT_SORTS, { field: 'createdAt', order: 'DESC' });
  const params: Query = { limit: list.limit, offset: list.offset, search: list.search, sort: formatSort(sort), ...(active !== 'ALL' && { filterCategory: active }) };
  const query = useDocuments(params);
  const remove = useDeleteDocument();
  const [editing, setEditing] = useState<DocumentItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const columns: ListTableColumn<DocumentItem>[] = [
    ...COLUMNS,
    screenColumn<DocumentItem>(
      'actions',
      'Actions',
      (d) => (
        <RowActions
          name={`Actions for ${d.title}`}
          actions={[
            { label: 'Edit', name: `Edit ${d.title}`, icon: 'pi pi-pencil', onClick: () => setEditing(d) },
            { label: 'Delete', name: `Delete ${d.title}`, icon: 'pi pi-trash', onClick: () => setDeleting(d) },
          ]}
        />
      ),
      'actions',
    ),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Document Center</h1>
        <Button type="button" icon="pi pi-upload" label="Upload Document" onClick={() => setEditing('new')} />
      </div>
      <section className="card" aria-label="Documents list">
        <StatusTabs label="Category" tabs={TABS} active={active} labels={TAB_LABELS} onChoose={(category) => list.setFilters({ category })} />
        <div style={{ margin: '1rem 0' }}>
          <SearchBox label="Search documents by title" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Documents"
          query={query}
          dataKey="documentId"
          columns={columns}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'documents', query: params }}
          pendingLabel="Loading documents"
        />
      </section>
      {editing && <DocumentFormDialog document={editing === 'new' ? null : editing} defaultCategory={active === 'ALL' ? undefined : active} onHide={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDeleteRecord
          header="Delete Document"
          text={`Delete “${deleting.title}”? It leaves the Document Center for everyone.`}
          confirmLabel="Delete Document"
          deletedMessage={M.deleted(deleting.title)}
          isDeleting={remove.isPending}
          onHide={() => setDeleting(null)}
          onDelete={() => remove.mutateAsync(deleting.documentId)}
        />
      )}
    </div>
  );
}
