import { Link } from 'wouter';
import type { Author } from '../../../domain/entities/author';
import { AUTHOR_COLUMNS } from '../../../domain/lists/blog';
import { useAuthors } from '../../api/authors/get-authors';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { authorDetailPath, CREATE_AUTHOR_PATH, editAuthorPath } from './author-display';

const NO_FILTERS = {};

const nameCell = (a: Author) => <Link href={authorDetailPath(a.employeeId)}>{a.name}</Link>;
const editCell = (a: Author) => (
  <Link href={editAuthorPath(a.employeeId)} className="p-button p-button-text p-button-sm" aria-label={`Edit ${a.name}`}>
    Edit
  </Link>
);

const COLUMNS = [
  ...sharedColumns<Author>(AUTHOR_COLUMNS, { name: { body: nameCell }, nickName: {}, slugAuthor: {}, articleCount: {} }),
  screenColumn<Author>('action', 'Action', editCell, 'actions'),
];

/** /author (§2): the employees with an author website link, searched by name, paged in the URL; no addresses or offices (issue 11). */
export default function AuthorListPage() {
  const list = useListUrlState(NO_FILTERS);
  const params = { limit: list.limit, offset: list.offset, search: list.search };
  const query = useAuthors(params);
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
        <ListTable
          label="Authors"
          query={query}
          dataKey="employeeId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'authors', query: params }}
          pendingLabel="Loading authors"
        />
      </section>
    </div>
  );
}
