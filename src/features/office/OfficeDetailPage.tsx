import { Link, useParams } from 'wouter';
import { OFFICE_TABS } from '../../../domain/office-policy';
import { useOfficeDetail } from '../../api/offices/get-office-detail';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { officeLabel } from './office-display';
import { OfficeActions } from './OfficeActions';
import { OfficeInformation } from './OfficeInformation';
import { PortalAccounts } from './PortalAccounts';
import { OFFICE_LIST_PATH, officeDetailPath } from './paths';
import { useOfficeCaller } from './use-office-caller';
import { can } from '../../../domain/access';

/** /office/{officeId}/{tab}: the office's information (every §3 field, owners, approval, change history) and its portal accounts. */
export default function OfficeDetailPage() {
  const { officeId = '', tab = 'information' } = useParams<{ officeId: string; tab: string }>();
  const caller = useOfficeCaller();
  const query = useOfficeDetail(officeId);
  const active = OFFICE_TABS.find((t) => t.key === tab)?.key ?? 'information';
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{query.data ? officeLabel(query.data) : 'Office'}</h1>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={OFFICE_LIST_PATH} className="p-button p-button-outlined">
            Back
          </Link>
          {query.data && <OfficeActions office={query.data} caller={caller} />}
        </div>
      </div>
      <nav className="tab-links" aria-label="Office sections">
        <ul>
          {OFFICE_TABS.map((t) => (
            <li key={t.key}>
              <Link href={officeDetailPath(officeId, t.key)} aria-current={t.key === active ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <QueryPending label="Loading office" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : active === 'portal' ? (
        <PortalAccounts officeId={officeId} caller={caller} />
      ) : (
        <>
          <OfficeInformation office={query.data} caller={caller} />
          {can(caller.subject, 'auditReader') && <RecordHistory entityType="office" entityId={officeId} />}
        </>
      )}
    </div>
  );
}
