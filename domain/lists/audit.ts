/** The columns of /audit-log and of a record's History, as the screen names them (the CSV export's header). */
import { actorWords, AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, changeSummary, type AuditEvent } from '../audit';
import { stateLabelsOf } from '../audit-display';
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';

/** What changed, statuses by their labels; '-' for an event that changed no field (the Action column already names a sign-in). */
export function auditChangeText(e: AuditEvent): string {
  return e.changes.length || e.stateFrom !== null || e.stateTo !== null ? changeSummary(e, stateLabelsOf(e.entityType)) : '-';
}

export const AUDIT_COLUMNS: readonly ListColumn<AuditEvent>[] = [
  { key: 'occurredAt', header: 'When', text: (e) => dateTimeCell(e.occurredAt) },
  { key: 'actor', header: 'Who', text: actorWords },
  { key: 'action', header: 'Action', text: (e) => AUDIT_ACTION_LABELS[e.action] },
  { key: 'entityType', header: 'Record', text: (e) => AUDIT_ENTITY_LABELS[e.entityType] },
  { key: 'entityId', header: 'Record ID', text: (e) => e.entityId },
  { key: 'change', header: 'Change', text: (e) => auditChangeText(e) },
  { key: 'clientAddress', header: 'Address', text: (e) => orDash(e.clientAddress) },
  { key: 'requestId', header: 'Request', text: (e) => orDash(e.requestId) },
];
