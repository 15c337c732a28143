import { Link, useParams } from 'wouter';
import type { Employee } from '../../../domain/entities/employee';
import { employeeStatusTag, roleStatusTag, approvalStatusTag, userStatusTag } from '../../../domain/people-formats';
import { formatDate } from '../../../domain/format';
import { ROLE_LABELS } from '../../../domain/roles';
import { useUser } from '../../api/users/get-user';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { RolesCell } from './RolesCell';
import { editUserPath, userPasswordPath } from './user-display';
import { FieldRow as Row } from '../../ui/FieldList';

const orDash = (value: string | null | undefined) => value || '-';


function EmployeeRecords({ records }: { records: readonly Employee[] }) {
  if (!records.length) return <EmptyState />;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="simple-table" aria-label="Employee records">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Office</th>
            <th scope="col">Employee Code</th>
            <th scope="col">Role Status</th>
            <th scope="col">Approval</th>
            <th scope="col">Status</th>
            <th scope="col">Main Email</th>
          </tr>
        </thead>
        <tbody>
          {records.map((e) => (
            <tr key={e.employeeId}>
              <td>{ROLE_LABELS[e.employeeRole.role]}</td>
              <td>{orDash(e.office?.officeName)}</td>
              <td>{orDash(e.employeeCode ?? e.tempEmployeeCode)}</td>
              <td>
                <StatusTag {...roleStatusTag(e.employeeRole.status)} />
              </td>
              <td>
                <StatusTag {...approvalStatusTag(e.employeeRole.approvalStatus)} />
              </td>
              <td>
                <StatusTag {...employeeStatusTag(e.status)} />
              </td>
              <td>{e.mainEmail === 'PRIVATE' ? orDash(e.privateEmail) : orDash(e.geniusEmail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /users/{userId} (§2): the user's fields of §3 and every employee record. */
export default function UserDetailPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const query = useUser(userId);
  if (query.isPending) return <QueryPending label="Loading user" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const user = query.data;
  const current = user.employees.filter((e) => e.status !== 'TERMINATED' && e.status !== 'TRANSFERED');
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{user.name}</h1>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={editUserPath(user.userId)} className="p-button">
            Edit User
          </Link>
          <Link href={userPasswordPath(user.userId)} className="p-button p-button-outlined">
            Change Password
          </Link>
        </div>
      </div>
      <section className="card" aria-label="User information">
        <dl className="field-list">
          <Row label="Email">{user.email}</Row>
          <Row label="Phone">{orDash(user.phone)}</Row>
          <Row label="Nick Name">{orDash(user.nickName)}</Row>
          <Row label="Gender">{user.gender === 'male' ? 'Male' : 'Female'}</Row>
          <Row label="Role">
            <RolesCell roles={current.map((e) => e.employeeRole.role)} />
          </Row>
          <Row label="Status">
            <StatusTag {...userStatusTag(user.status)} />
          </Row>
          <Row label="City">{orDash(user.city)}</Row>
          <Row label="Created">{formatDate(user.createdAt)}</Row>
        </dl>
      </section>
      <section className="card" aria-label="Employee records">
        <h2>Employee Records</h2>
        <EmployeeRecords records={user.employees} />
      </section>
    </div>
  );
}
