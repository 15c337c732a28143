import { Link } from 'wouter';
import type { UserListItem } from '../../../domain/entities/user-admin';
import { PRODUCT_EMAIL_USER_COLUMNS, USER_COLUMNS } from '../../../domain/lists/people';
import { userStatusTag } from '../../../domain/people-formats';
import { useUsers } from '../../api/users/get-users';
import { formatSort, parseSort } from '../../ui/list-sort';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { RolesCell } from './RolesCell';
import { editUserPath, userDetailPath } from './user-display';
import { UserFilters } from './UserFilters';
import { DEFAULT_USER_SORT, USER_FILTERS, USER_SORT_FIELDS, usersParams } from './users-query';

const nameCell = (u: UserListItem) => <Link href={userDetailPath(u.userId)}>{u.name}</Link>;
const statusCell = (u: UserListItem) => <StatusTag {...userStatusTag(u.status)} />;
const rolesCell = (u: UserListItem) => <RolesCell roles={u.roles} />;
const editCell = (u: UserListItem) => (
  <Link href={editUserPath(u.userId)} className="p-button p-button-text p-button-sm" aria-label={`Edit ${u.name}`}>
    Edit
  </Link>
);

const USER_TABLE = [
  ...sharedColumns<UserListItem>(USER_COLUMNS, {
    name: { body: nameCell, isSortable: true },
    email: {},
    role: { body: rolesCell },
    office: {},
    status: { body: statusCell },
    createdAt: { kind: 'date', isSortable: true },
  }),
  screenColumn<UserListItem>('action', 'Action', editCell, 'actions'),
];

const PRODUCT_EMAIL_TABLE = sharedColumns<UserListItem>(PRODUCT_EMAIL_USER_COLUMNS, {
  name: { body: nameCell, isSortable: true },
  email: {},
  productEmail: {},
  role: { body: rolesCell },
  office: {},
  status: { body: statusCell },
});

/**
 * The Super Admin's users (§2, issue 16), searched by name or email, filtered
 * by role, status and office in the URL; `hasProductEmail` narrows to the users
 * whose main email is the product mailbox (/user-has-genius-emails).
 */
export function UsersList({ hasProductEmail = false }: { hasProductEmail?: boolean }) {
  const list = useListUrlState(USER_FILTERS);
  const params = usersParams(list.values, list, hasProductEmail ? { filterHasProductEmail: true } : {});
  const query = useUsers(params);
  return (
    <section className="card" aria-label="User list">
      <div className="page-header">
        <SearchBox label="Search by name or email" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
      </div>
      <UserFilters values={list.values} onChange={list.setFilters} />
      <ListTable
        label="Users"
        query={query}
        dataKey="userId"
        columns={hasProductEmail ? PRODUCT_EMAIL_TABLE : USER_TABLE}
        page={list.page}
        limit={list.limit}
        onPage={list.onPage}
        sort={parseSort(list.sort, USER_SORT_FIELDS, DEFAULT_USER_SORT)}
        onSort={(sort) => list.onSort(formatSort(sort))}
        exportRequest={{ path: 'users', query: params }}
        pendingLabel="Loading users"
      />
    </section>
  );
}
