import { Link } from 'wouter';
import { APPROVAL_SCREENS, APPROVAL_TABS, DEFAULT_APPROVAL_TAB, type ApprovalKind } from '../../../domain/approval';
import { APPROVAL_STATUSES, type Employee } from '../../../domain/entities/employee';
import { EMPLOYEE_COLUMNS } from '../../../domain/lists/people';
import { APPROVAL_STATUS_LABELS, approvalStatusTag, type ApprovalStatus } from '../../../domain/people-formats';
import { useEmployeesPage, type EmployeesParams } from '../../api/employees/get-employees';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { approvalDetailPath } from './approval-display';

const FILTERS = { activeTab: DEFAULT_APPROVAL_TAB as string };

const tabOf = (value: string): ApprovalStatus =>
  (APPROVAL_STATUSES as readonly string[]).includes(value) ? (value as ApprovalStatus) : DEFAULT_APPROVAL_TAB;

function columns(kind: ApprovalKind) {
  const nameCell = (e: Employee) => <Link href={approvalDetailPath(kind, e.employeeId)}>{e.user?.name ?? e.employeeId}</Link>;
  const statusCell = (e: Employee) => <StatusTag {...approvalStatusTag(e.employeeRole.approvalStatus)} />;
  return [
    ...sharedColumns<Employee>(EMPLOYEE_COLUMNS, { employeeCode: {}, name: { body: nameCell }, office: {}, role: {}, privateEmail: {} }),
    screenColumn<Employee>('approvalStatus', 'Approval', statusCell),
  ];
}

/**
 * /approve-franchise-owner, /approve-agent, /approve-staff (§2): the screen's
 * roles in one approval status per tab (Waiting Approval first), searched and
 * paged in the URL; a name opens the record, where it is decided.
 */
export function ApprovalListPage({ kind }: { kind: ApprovalKind }) {
  const screen = APPROVAL_SCREENS[kind];
  const list = useListUrlState(FILTERS);
  const active = tabOf(list.values.activeTab);
  const params: EmployeesParams = {
    filterRole: [...screen.roles],
    filterRoleApprovalStatus: [active],
    includeData: ['user', 'office'],
    limit: list.limit,
    offset: list.offset,
    search: list.search,
  };
  const query = useEmployeesPage(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{screen.title}</h1>
      </div>
      <section className="card" aria-label={screen.title}>
        <StatusTabs label="Approval status" tabs={APPROVAL_TABS} active={active} labels={APPROVAL_STATUS_LABELS} onChoose={(status) => list.setFilters({ activeTab: status })} />
        <div className="page-header">
          <SearchBox label="Search by name, email or code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label={`${screen.title}: ${APPROVAL_STATUS_LABELS[active]}`}
          query={query}
          dataKey="employeeId"
          columns={columns(kind)}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'employees', query: params }}
          pendingLabel="Loading records"
        />
      </section>
    </div>
  );
}
