import { Link } from 'wouter';
import { GUARDS } from '../../../domain/access';
import type { Employee } from '../../../domain/entities/employee';
import type { User } from '../../../domain/entities/user';
import { ROLE_LABELS } from '../../../domain/roles';
import { accessSubject } from '../../../domain/session';
import { useMe } from '../../api/users/get-me';
import { useCurrentSession } from '../../app/session-context';
import { formatDate } from '../../../domain/format';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
const orDash = (s: string | null | undefined) => (s ? s : '-');

function UserFields({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['Name', user.name],
    ['First name', orDash(user.firstName)],
    ['Middle name', orDash(user.middleName)],
    ['Last name', orDash(user.lastName)],
    ['Nickname', orDash(user.nickName)],
    ['Gender', titleCase(user.gender)],
    ['Birth date', user.birthDate ? formatDate(user.birthDate) : '-'],
    ['Email', user.email],
    ['Phone', orDash(user.phone)],
    ['Province', orDash(user.province)],
    ['City', orDash(user.city)],
    ['Postal code', orDash(user.postalCode)],
    ['Status', titleCase(user.status)],
  ];
  return (
    <dl className="field-list">
      {rows.map(([label, value]) => (
        <div key={label} className="field-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmployeeRecords({ employees }: { employees: Employee[] }) {
  if (employees.length === 0) return <EmptyState />;
  return (
    <table className="simple-table">
      <thead>
        <tr>
          <th scope="col">Office</th>
          <th scope="col">Role</th>
          <th scope="col">Position</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {employees.map((e) => (
          <tr key={e.employeeId}>
            <td>{e.office?.officeName ?? 'Head Office'}</td>
            <td>{ROLE_LABELS[e.employeeRole.role]}</td>
            <td>{orDash(e.currentPositionItem?.name ?? e.currentPosition)}</td>
            <td>{titleCase(e.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProfileDetails() {
  const me = useMe();
  if (me.isPending) return <QueryPending label="Loading profile" />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  return <UserFields user={me.data} />;
}

/** /profile: the user's own record and their employee records (office, role, status). */
export default function ProfilePage() {
  const session = useCurrentSession();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">My Profile</h1>
        <Link href="/profile/edit/0" className="p-button p-component">
          <i className="pi pi-pencil p-button-icon p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">Edit Profile</span>
        </Link>
      </div>
      <section className="card" aria-labelledby="profile-personal-title">
        <h2 id="profile-personal-title" className="card-title">
          Personal data
        </h2>
        <ProfileDetails />
      </section>
      <section className="card" aria-labelledby="profile-employee-title">
        <h2 id="profile-employee-title" className="card-title">
          Employee records
        </h2>
        <EmployeeRecords employees={session.employees} />
      </section>
      {GUARDS.auditReader(accessSubject(session)) && <RecordHistory entityType="user" entityId={session.user.userId} />}
    </div>
  );
}
