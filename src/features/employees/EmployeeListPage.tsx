import { Link } from 'wouter';
import { canCreateEmployee, type EmployeeAdminCaller, type EmployeeScreen } from '../../../domain/employee-admin';
import type { Employee } from '../../../domain/entities/employee';
import { EMPLOYEE_COLUMNS } from '../../../domain/lists/people';
import { approvalStatusTag, employeeStatusTag, roleStatusTag } from '../../../domain/people-formats';
import { useEmployeesPage } from '../../api/employees/get-employees';
import { useCurrentSession } from '../../app/session-context';
import { formatSort, parseSort } from '../../ui/list-sort';
import { screenColumn, sharedColumns, type CellSpec } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { RoleBadge } from '../../ui/RoleBadge';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { adminCallerOf, canEditEmployee, createEmployeePath, editEmployeePath, employeeDetailPath, employeeName, keptOffices, useEmployeeScreen } from './employee-display';
import { EmployeeFilters, officeFilterOf } from './EmployeeFilters';
import { DEFAULT_EMPLOYEE_SORT, EMPLOYEE_FILTERS, EMPLOYEE_SORT_FIELDS, employeesParams } from './employees-query';

function columns(screen: EmployeeScreen, caller: EmployeeAdminCaller) {
  const { kind } = screen;
  const cells: Record<string, CellSpec<Employee>> = {
    name: { body: (e) => <Link href={employeeDetailPath(kind, e.employeeId)}>{employeeName(e)}</Link>, isSortable: true },
    employeeCode: { kind: 'code', isSortable: true },
    role: { body: (e) => <RoleBadge roles={[e.employeeRole.role]} />, isSortable: true },
    ...(screen.hasOffice && { office: {} }),
    approvalStatus: { body: (e) => <StatusTag {...approvalStatusTag(e.employeeRole.approvalStatus)} />, kind: 'status' },
    roleStatus: { body: (e) => <StatusTag {...roleStatusTag(e.employeeRole.status)} />, kind: 'status' },
    status: { body: (e) => <StatusTag {...employeeStatusTag(e.status)} />, kind: 'status' },
  };
  const editCell = (e: Employee) =>
    canEditEmployee(caller, kind, e) ? (
      <Link href={editEmployeePath(kind, e.employeeId)} className="p-button p-button-text p-button-sm" aria-label={`Edit ${employeeName(e)}`}>
        Edit
      </Link>
    ) : null;
  return [...sharedColumns<Employee>(EMPLOYEE_COLUMNS, cells), screenColumn<Employee>('action', 'Action', editCell, 'actions')];
}

/** One screen's list: searched, filtered, sorted and paged in the URL, exported as CSV with the same filters. */
function EmployeeList({ screen }: { screen: EmployeeScreen }) {
  const session = useCurrentSession();
  const caller = adminCallerOf(session);
  const offices = keptOffices(session, screen.kind);
  const officeFilter = officeFilterOf(screen, offices);
  const list = useListUrlState(EMPLOYEE_FILTERS);
  const params = employeesParams(screen, list.values, list);
  const query = useEmployeesPage(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{screen.title}</h1>
        {canCreateEmployee(caller, screen.kind) && (
          <Link href={createEmployeePath(screen.kind)} className="p-button">
            Create {screen.noun}
          </Link>
        )}
      </div>
      <section className="card" aria-label={`${screen.title} list`}>
        <div className="page-header">
          <SearchBox label="Search by name, email or code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <EmployeeFilters screen={screen} officeFilter={officeFilter} values={list.values} onChange={list.setFilters} />
        <ListTable
          label={screen.title}
          query={query}
          dataKey="employeeId"
          columns={columns(screen, caller)}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          sort={parseSort(list.sort, EMPLOYEE_SORT_FIELDS, DEFAULT_EMPLOYEE_SORT)}
          onSort={(sort) => list.onSort(formatSort(sort))}
          exportRequest={{ path: 'employees', query: params }}
          pendingLabel={`Loading ${screen.title}`}
        />
      </section>
    </div>
  );
}

/** /hq, /franchise-owner, /agent and /staff (§2, issue 16): 'Create {noun}' only for whoever may create one. */
export default function EmployeeListPage() {
  const screen = useEmployeeScreen();
  return <EmployeeList key={screen.kind} screen={screen} />;
}
