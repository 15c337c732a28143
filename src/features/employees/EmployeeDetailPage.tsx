import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { can, GUARDS } from '../../../domain/access';
import { APPROVAL_SCREENS, approvalKindOf } from '../../../domain/approval';
import { EMPLOYEE_ADMIN_MESSAGES, EMPLOYEE_FORM_LABELS as L, STAR_AGENT_ITEM_LABELS, type EmployeeScreen } from '../../../domain/employee-admin';
import type { EmployeeDetail } from '../../../domain/entities/employee';
import { formatDateTime } from '../../../domain/format';
import { approvalStatusTag, employeeStatusTag, roleStatusTag } from '../../../domain/people-formats';
import { ROLE_LABELS } from '../../../domain/roles';
import { accessSubject } from '../../../domain/session';
import { useEmployee } from '../../api/employees/get-employee';
import { useCurrentSession } from '../../app/session-context';
import { FieldList } from '../../ui/FieldList';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { SafeHtml } from '../../ui/SafeHtml';
import { StatusTag } from '../../ui/StatusTag';
import { adminCallerOf, canEditEmployee, editEmployeePath, EMPLOYEE_TAB_LABELS, employeeDetailPath, employeeName, tabOf, tabsOf, useEmployeeScreen, type EmployeeTab } from './employee-display';

type Row = readonly [string, ReactNode];
const dash = (value: string | null | undefined) => value || '-';
const MAIN_EMAIL_LABELS: Record<string, string> = { PRIVATE: L.privateEmail, genius: L.geniusEmail };

function employeeRows(screen: EmployeeScreen, e: EmployeeDetail): Row[] {
  const decided = e.approval.decidedAt ? `${formatDateTime(e.approval.decidedAt)}${e.approval.decidedBy ? ` by ${e.approval.decidedBy.name}` : ''}` : null;
  return [
    ['Name', dash(e.user?.name)],
    ['Nickname', dash(e.user?.nickName)],
    ['Email', dash(e.user?.email)],
    [L.role, ROLE_LABELS[e.employeeRole.role]],
    ...(screen.hasOffice ? [[L.officeId, dash(e.office?.officeName)] as const] : []),
    [L.currentPosition, dash(e.currentPosition)],
    [L.employeeCode, dash(e.employeeCode)],
    [L.tempEmployeeCode, dash(e.tempEmployeeCode)],
    [L.mainEmail, e.mainEmail ? (MAIN_EMAIL_LABELS[e.mainEmail] ?? e.mainEmail) : '-'],
    [L.geniusEmail, dash(e.geniusEmail)],
    [L.privateEmail, dash(e.privateEmail)],
    [L.slug, dash(e.slug)],
    [L.slugAuthor, dash(e.slugAuthor)],
    ...(screen.kind === 'agent' ? [[L.allowSelfListing, e.allowSelfListing ? 'Yes' : 'No'] as const] : []),
    ['Approval Status', <StatusTag key="approval" {...approvalStatusTag(e.employeeRole.approvalStatus)} />],
    ...(decided ? [['Decided', decided] as const] : []),
    ...(e.approval.reason ? [['Reason', e.approval.reason] as const] : []),
    [L.roleStatus, <StatusTag key="role-status" {...roleStatusTag(e.employeeRole.status)} />],
    [L.status, <StatusTag key="status" {...employeeStatusTag(e.status)} />],
  ];
}

function starAgentRows(e: EmployeeDetail): Row[] {
  const items = e.starAgentItems.map((i) => STAR_AGENT_ITEM_LABELS[i.type as keyof typeof STAR_AGENT_ITEM_LABELS] ?? i.type);
  return [
    [L.starAgentPhotoUrl, e.starAgentPhoto ? <img src={e.starAgentPhoto.fileUrl} alt={`${employeeName(e)}, star agent photo`} width={160} style={{ objectFit: 'cover' }} /> : '-'],
    [L.starAgentTitle, dash(e.starAgentTitle)],
    [L.starAgentWebContent, e.starAgentWebContent ? <SafeHtml html={e.starAgentWebContent} /> : '-'],
    [L.starAgentItems, items.length ? items.join(', ') : '-'],
  ];
}

/** A record still waiting for approval links to where it is decided, for whoever may decide it. */
function ApprovalLink({ record }: { record: EmployeeDetail }) {
  const subject = accessSubject(useCurrentSession());
  const kind = approvalKindOf(record.employeeRole.role);
  if (record.employeeRole.approvalStatus !== 'WAITING_APPROVAL' || !kind || !can(subject, APPROVAL_SCREENS[kind].guard)) return null;
  const screen = APPROVAL_SCREENS[kind];
  return (
    <Link href={`${screen.path}/${encodeURIComponent(record.employeeId)}`} className="p-button p-button-outlined">
      Open in {screen.title}
    </Link>
  );
}

function Tabs({ screen, record, active }: { screen: EmployeeScreen; record: EmployeeDetail; active: EmployeeTab }) {
  const tabs = tabsOf(screen.kind);
  if (tabs.length < 2) return null;
  return (
    <nav className="tab-links" aria-label={`${screen.noun} sections`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link href={employeeDetailPath(screen.kind, record.employeeId, tab)} aria-current={tab === active ? 'page' : undefined}>
              {EMPLOYEE_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmployeeRecord({ screen, employeeId, tab }: { screen: EmployeeScreen; employeeId: string; tab: string | undefined }) {
  const session = useCurrentSession();
  const query = useEmployee(employeeId);
  const readsAudit = GUARDS.auditReader(accessSubject(session));
  if (query.isPending) return <QueryPending label="Loading employee" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const record = query.data;
  if (!screen.roles.includes(record.employeeRole.role)) return <QueryError error={EMPLOYEE_ADMIN_MESSAGES.notFound} />;
  const active = tabOf(screen.kind, tab);
  const name = employeeName(record);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{name}</h1>
        <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Link href={screen.path} className="p-button p-button-outlined">
            Back to {screen.title}
          </Link>
          <ApprovalLink record={record} />
          {canEditEmployee(adminCallerOf(session), screen.kind, record) && (
            <Link href={editEmployeePath(screen.kind, record.employeeId)} className="p-button">
              Edit
            </Link>
          )}
        </span>
      </div>
      <Tabs screen={screen} record={record} active={active} />
      <section className="card" aria-labelledby="employee-detail-title">
        <h2 id="employee-detail-title" className="card-title">
          {active === 'star-agent' ? 'Star Agent' : `${screen.noun} Information`}
        </h2>
        <FieldList rows={active === 'star-agent' ? starAgentRows(record) : employeeRows(screen, record)} />
      </section>
      {readsAudit && <RecordHistory entityType="employee" entityId={record.employeeId} />}
    </div>
  );
}

/** /{screen}/{employeeId}/{tab?}/{index?} (§2): the record, its tabs in the URL, Edit for whoever keeps it. */
export default function EmployeeDetailPage() {
  const screen = useEmployeeScreen();
  const { employeeId = '', tab } = useParams<{ employeeId: string; tab?: string; index?: string }>();
  return <EmployeeRecord key={`${screen.kind}:${employeeId}`} screen={screen} employeeId={employeeId} tab={tab} />;
}
