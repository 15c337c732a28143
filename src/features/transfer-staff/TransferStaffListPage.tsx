import { Dropdown } from 'primereact/dropdown';
import { Link } from 'wouter';
import { TRANSFER_EMPLOYEE_COLUMNS } from '../../../domain/lists/staff-transfers';
import { TRANSFER_EMPLOYEE_STATUSES, type TransferEmployee } from '../../../domain/staff-transfer';
import { TRANSFER_MEMBER_STATUS_LABELS, transferMemberStatusTag } from '../../../domain/transfer';
import { useTransferEmployees, type TransferEmployeesParams } from '../../api/transfer-employees/get-transfer-employees';
import { Field } from '../../ui/Field';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { CREATE_TRANSFER_STAFF_PATH, transferStaffPath } from './transfer-staff-display';

const FILTERS = { status: '' };
const STATUS_CHOICES = TRANSFER_EMPLOYEE_STATUSES.map((s) => ({ value: s, label: TRANSFER_MEMBER_STATUS_LABELS[s] }));

const COLUMNS = sharedColumns<TransferEmployee>(TRANSFER_EMPLOYEE_COLUMNS, {
  name: { body: (t) => <Link href={transferStaffPath(t.transferEmployeeId)}>{t.user.name}</Link> },
  employeeCode: {},
  role: {},
  fromOffice: {},
  toOffice: {},
  timing: {},
  status: { body: (t) => <StatusTag {...transferMemberStatusTag(t.status)} /> },
  createdAt: { kind: 'date' },
  createdBy: {},
});

/** /transfer-staff (§2): every move between offices, newest first, by status and name, all in the URL. */
export default function TransferStaffListPage() {
  const list = useListUrlState(FILTERS);
  const status = (TRANSFER_EMPLOYEE_STATUSES as readonly string[]).includes(list.values.status) ? list.values.status : '';
  const params: TransferEmployeesParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    ...(status && { filterStatus: [status as TransferEmployee['status']] }),
  };
  const query = useTransferEmployees(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Transfer Staff &amp; Agent</h1>
        <Link href={CREATE_TRANSFER_STAFF_PATH} className="p-button">
          Create Transfer
        </Link>
      </div>
      <section className="card" aria-label="Transfers">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '1rem' }}>
          <SearchBox label="Search by name or code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <Field htmlFor="transfer-status" label="Status">
            <Dropdown
              inputId="transfer-status"
              value={status || null}
              options={STATUS_CHOICES}
              placeholder="All Statuses"
              showClear
              style={{ minWidth: '12rem' }}
              onChange={(e) => list.setFilters({ status: e.value ? String(e.value) : '' })}
            />
          </Field>
        </div>
        <ListTable
          label="Transfers"
          query={query}
          dataKey="transferEmployeeId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'transfer-employees', query: params }}
          pendingLabel="Loading transfers"
        />
      </section>
    </div>
  );
}
