import { Button } from 'primereact/button';
import { useParams } from 'wouter';
import { formatDate } from '../../../domain/format';
import { BLOCKED_USER_LABEL, userStatusTag } from '../../../domain/people-formats';
import { useUser } from '../../api/users/get-user';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { toggleLabel } from './public-user-display';
import { StatusToggleConfirm } from './StatusToggleConfirm';
import { useStatusToggle } from './use-status-toggle';
import { FieldRow as Row } from '../../ui/FieldList';


/** /public-users/{userId} (§2): the public user of §3, with the status toggle. */
export default function PublicUserDetailPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const query = useUser(userId);
  const toggle = useStatusToggle();
  if (query.isPending) return <QueryPending label="Loading public user" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const user = query.data;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{user.name}</h1>
        <Button type="button" label={toggleLabel(user.status)} onClick={() => toggle.ask(user)} />
      </div>
      <section className="card" aria-label="Public user information">
        <dl className="field-list">
          <Row label="Email">{user.email}</Row>
          <Row label="Status">
            <StatusTag {...userStatusTag(user.status)} />
          </Row>
          <Row label="Account">{user.isBlocked ? <StatusTag label={BLOCKED_USER_LABEL} color="red" /> : 'Active account'}</Row>
          <Row label="Created">{formatDate(user.createdAt)}</Row>
        </dl>
      </section>
      <StatusToggleConfirm subject={toggle.asking} isSaving={toggle.isSaving} onAccept={toggle.accept} onReject={toggle.reject} />
    </div>
  );
}
