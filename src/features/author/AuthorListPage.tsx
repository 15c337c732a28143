import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'wouter';
import type { Author } from '../../../domain/entities/author';
import { MESSAGES } from '../../../domain/messages';
import { useAuthors } from '../../api/authors/get-authors';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { ROWS_PER_PAGE_OPTIONS, SearchBox, useListUrlState } from '../listing-not-watermark/listing-table';
import { authorDetailPath, CREATE_AUTHOR_PATH, editAuthorPath } from './author-display';

const NO_FILTERS = {};

const nameCell = (a: Author) => <Link href={authorDetailPath(a.employeeId)}>{a.name}</Link>;
const editCell = (a: Author) => (
  <Link href={editAuthorPath(a.employeeId)} className="p-button p-button-text p-button-sm" aria-label={`Edit ${a.name}`}>
    Edit
  </Link>
);

/** /author (§2): the employees with an author website link, searched by name, paged in the URL; no addresses or offices (issue 11). */
export default function AuthorListPage() {
  const list = useListUrlState(NO_FILTERS);
  const query = useAuthors({ limit: list.limit, offset: list.offset, search: list.search });
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Author</h1>
        <Link href={CREATE_AUTHOR_PATH} className="p-button">
          Create Author
        </Link>
      </div>
      <section className="card" aria-label="Author list">
        <div className="page-header">
          <SearchBox label="Search authors" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        {query.isPending ? (
          <QueryPending label="Loading authors" />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable
            value={query.data.results}
            dataKey="employeeId"
            lazy
            paginator
            first={list.offset}
            rows={list.limit}
            totalRecords={query.data.count}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            onPage={list.onPage}
            loading={query.isPlaceholderData}
            emptyMessage={MESSAGES.noRecords}
            pt={{ table: { 'aria-label': 'Authors' } }}
            size="small"
          >
            <Column header="Name" body={nameCell} />
            <Column header="Nickname" body={(a: Author) => a.nickName ?? '-'} />
            <Column header="Website Link" body={(a: Author) => a.slugAuthor ?? '-'} />
            <Column header="Posts" field="articleCount" />
            <Column header="Action" body={editCell} />
          </DataTable>
        )}
      </section>
    </div>
  );
}
