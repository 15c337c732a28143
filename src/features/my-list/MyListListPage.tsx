import { Link } from 'wouter';
import { MY_LIST_COLUMNS } from '../../../domain/lists/my-lists';
import { MY_LIST_SORTS, type MyList } from '../../../domain/my-list';
import { useMyLists, type MyListsParams } from '../../api/my-lists/my-lists';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';

const DEFAULT_SORT: ListSort = { field: 'updatedAt', order: 'DESC' };

const COLUMNS = sharedColumns<MyList>(MY_LIST_COLUMNS, {
  name: { body: (l) => <Link href={`/my-list/${l.myListId}`}>{l.name}</Link>, isSortable: true },
  clientName: {},
  listingCount: {},
  sharedAt: { kind: 'date' },
  updatedAt: { kind: 'date', isSortable: true },
});

/** /my-list (§2): the caller's own lists, searched by name, sorted by name or last change (in the URL); Create List. */
export default function MyListListPage() {
  const list = useListUrlState({});
  const sort = parseSort(list.sort, MY_LIST_SORTS, DEFAULT_SORT);
  const params: MyListsParams = { limit: list.limit, offset: list.offset, search: list.search, sort: formatSort(sort) };
  const query = useMyLists(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">My List</h1>
        <Link href="/my-list/create" className="p-button">
          Create List
        </Link>
      </div>
      <section className="card" aria-label="My lists">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by name" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="My lists"
          query={query}
          dataKey="myListId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'my-lists', query: params }}
          pendingLabel="Loading lists"
          emptyMessage="No list yet: create one to share listings with a client."
        />
      </section>
    </div>
  );
}
