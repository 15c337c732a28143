import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState } from 'react';
import { describeAuditEvent, type AuditEntityType } from '../../domain/audit';
import { stateLabelsOf } from '../../domain/audit-display';
import { useRecordHistory } from '../api/audit/get-audit-events';
import { EmptyState, QueryError, QueryPending } from './QueryState';
import { UnbrokenWords } from './UnbrokenWords';

interface RecordHistoryProps {
  entityType: AuditEntityType;
  entityId: string;
}

/** A record's audit events, newest first, each in words, older ones a click away. */
function HistoryEvents({ entityType, entityId, labelledBy }: RecordHistoryProps & { labelledBy: string }) {
  const query = useRecordHistory(entityType, entityId);
  if (query.isPending) return <QueryPending label="Loading history" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const events = query.data.pages.flatMap((p) => p.results);
  if (events.length === 0) return <EmptyState />;
  const labels = stateLabelsOf(entityType);
  return (
    <>
      <ol className="record-history" aria-labelledby={labelledBy}>
        {events.map((e) => (
          <li key={e.auditEventId}>
            <UnbrokenWords text={describeAuditEvent(e, labels)} />
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          type="button"
          label="Show older changes"
          size="small"
          text
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}

/**
 * The 'History' of a record's detail page (issue 15): who changed what, from
 * what to what, and when. Shown only to those who may read the audit trail
 * (the caller checks GUARDS.auditReader); the server scopes what they see.
 */
export function RecordHistory({ entityType, entityId, title = 'History' }: RecordHistoryProps & { title?: string }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      <HistoryEvents entityType={entityType} entityId={entityId} labelledBy={titleId} />
    </section>
  );
}

/** A 'History' button for a record shown as a row (a category, a tag, a comment): its events in a dialog. */
export function RecordHistoryButton({ entityType, entityId, name }: RecordHistoryProps & { name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button type="button" label="History" size="small" text aria-label={`History of ${name}`} onClick={() => setIsOpen(true)} />
      <Dialog
        visible={isOpen}
        onHide={() => setIsOpen(false)}
        header={<span id={titleId}>{`History of ${name}`}</span>}
        style={{ width: 'min(640px, 95vw)' }}
        dismissableMask
      >
        {isOpen && <HistoryEvents entityType={entityType} entityId={entityId} labelledBy={titleId} />}
      </Dialog>
    </>
  );
}
