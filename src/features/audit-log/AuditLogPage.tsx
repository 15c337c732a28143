import { Link } from 'wouter';
import { AUDIT_ENTITY_LABELS, type AuditEvent } from '../../../domain/audit';
import { auditRecordPath } from '../../../domain/audit-display';
import { AUDIT_COLUMNS, auditChangeText } from '../../../domain/lists/audit';
import { useAuditEvents } from '../../api/audit/get-audit-events';
import { sharedColumns } from '../../ui/list-table-columns';
import { formatSort, parseSort } from '../../ui/list-sort';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { UnbrokenWords } from '../../ui/UnbrokenWords';
import { useListUrlState } from '../../ui/use-list-url-state';
import { AUDIT_LOG_FILTERS, AUDIT_SORT_FIELDS, auditLogParams, DEFAULT_AUDIT_SORT } from './audit-log-query';
import { AuditLogFilters } from './AuditLogFilters';

/** The record's kind, linked to the page that shows it where that page exists, and its id shortened (whole on hover and in the CSV). */
function RecordCell({ event }: { event: AuditEvent }) {
  const path = auditRecordPath(event);
  const label = AUDIT_ENTITY_LABELS[event.entityType];
  const shortId = event.entityId.length > 12 ? `${event.entityId.slice(0, 8)}…` : event.entityId;
  return (
    <span className="audit-record">
      {path ? (
        <Link href={path} aria-label={`Open ${label.toLowerCase()} ${event.entityId}`}>
          {label}
        </Link>
      ) : (
        label
      )}
      <small title={event.entityId}>{shortId}</small>
    </span>
  );
}

const COLUMNS = sharedColumns<AuditEvent>(AUDIT_COLUMNS, {
  occurredAt: { kind: 'date', isSortable: true },
  actor: {},
  action: {},
  entityType: { body: (e) => <RecordCell event={e} /> },
  change: {
    body: (e) => (
      <span className="audit-change">
        <UnbrokenWords text={auditChangeText(e)} />
      </span>
    ),
  },
  clientAddress: {},
});

/**
 * /audit-log (issue 15): the whole network's audit trail for the Super Admin,
 * newest first; search by actor or record id, every filter in the URL, paged,
 * exported as CSV; each row links to its record.
 */
export default function AuditLogPage() {
  const list = useListUrlState(AUDIT_LOG_FILTERS);
  const params = auditLogParams(list.values, list, new Date());
  const query = useAuditEvents(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Audit Log</h1>
      </div>
      <section className="card" aria-label="Audit events">
        <div className="page-header">
          <SearchBox label="Search by actor or record ID" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <AuditLogFilters values={list.values} onChange={list.setFilters} />
        <ListTable
          label="Audit events"
          query={query}
          dataKey="auditEventId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          sort={parseSort(list.sort, AUDIT_SORT_FIELDS, DEFAULT_AUDIT_SORT)}
          onSort={(sort) => list.onSort(formatSort(sort))}
          exportRequest={{ path: 'audit-events', query: params }}
          pendingLabel="Loading audit events"
        />
      </section>
    </div>
  );
}
