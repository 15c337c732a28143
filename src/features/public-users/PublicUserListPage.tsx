import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { USER_STATUSES } from '../../../domain/entities/user';
import type { CustomersQuery, PublicUser } from '../../../domain/entities/user-admin';
import { PUBLIC_USER_COLUMNS } from '../../../domain/lists/people';
import { BLOCKED_USER_LABEL, USER_STATUS_LABELS, userStatusTag, type UserStatus } from '../../../domain/people-formats';
import { useCustomers, type CustomersParams } from '../../api/users/get-customers';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { publicUserDetailPath, toggleLabel } from './public-user-display';
import { StatusToggleConfirm } from './StatusToggleConfirm';
import { useStatusToggle, type ToggleSubject } from './use-status-toggle';

const FILTERS = { status: '', blocked: '' };
const STATUS_OPTIONS = [{ label: 'Any status', value: '' }, ...USER_STATUSES.map((s) => ({ label: USER_STATUS_LABELS[s], value: s }))];
const BLOCKED_OPTIONS = [
  { label: 'Any', value: '' },
  { label: BLOCKED_USER_LABEL, value: 'true' },
  { label: 'Not requested', value: 'false' },
];

const isStatus = (v: string): v is UserStatus => (USER_STATUSES as readonly string[]).includes(v);

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly { label: string; value: string }[]; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="p-inputtext p-component w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function columns(ask: (subject: ToggleSubject) => void) {
  return [
    ...sharedColumns<PublicUser>(PUBLIC_USER_COLUMNS, {
      name: { body: (u) => <Link href={publicUserDetailPath(u.userId)}>{u.name}</Link> },
      email: {},
      status: { body: (u) => <StatusTag {...userStatusTag(u.status)} /> },
      isBlocked: { body: (u) => (u.authInfo.isBlocked ? <StatusTag label={BLOCKED_USER_LABEL} color="red" /> : '-') },
      createdAt: { kind: 'date' },
    }),
    screenColumn<PublicUser>(
      'action',
      'Action',
      (u) => <Button type="button" size="small" outlined label={toggleLabel(u.status)} aria-label={`${toggleLabel(u.status)} ${u.name}`} onClick={() => ask(u)} />,
      'actions',
    ),
  ];
}

/** /public-users (§2): search, filters by status and blocked flag in the URL, and the status toggle (§4). */
export default function PublicUserListPage() {
  const list = useListUrlState(FILTERS);
  const params: CustomersParams = {
    limit: list.limit,
    offset: list.offset,
    ...(list.search && { search: list.search }),
    ...(isStatus(list.values.status) && { filterStatus: [list.values.status] }),
    ...((list.values.blocked === 'true' || list.values.blocked === 'false') && { filterIsBlocked: list.values.blocked === 'true' } satisfies Partial<CustomersQuery>),
  };
  const query = useCustomers(params);
  const toggle = useStatusToggle();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Manage Public User</h1>
      </div>
      <section className="card" aria-label="Public user list">
        <div className="page-header">
          <SearchBox label="Search by name or email" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <div className="form-grid" role="group" aria-label="Public user filters">
          <Select id="public-users-status" label="Status" value={list.values.status} options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} />
          <Select id="public-users-blocked" label="Blocked" value={list.values.blocked} options={BLOCKED_OPTIONS} onChange={(blocked) => list.setFilters({ blocked })} />
        </div>
        <ListTable
          label="Public users"
          query={query}
          dataKey="userId"
          columns={columns(toggle.ask)}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'users/customers', query: { filterUserType: 'customer', ...params } }}
          pendingLabel="Loading public users"
        />
      </section>
      <StatusToggleConfirm subject={toggle.asking} isSaving={toggle.isSaving} onAccept={toggle.accept} onReject={toggle.reject} />
    </div>
  );
}
