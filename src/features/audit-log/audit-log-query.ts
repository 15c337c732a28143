import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../domain/audit';
import { ROLES } from '../../../domain/roles';
import type { AuditEventsParams } from '../../api/audit/get-audit-events';
import { rangeBounds } from '../../ui/date-range';
import { parseSort, formatSort, type ListSort } from '../../ui/list-sort';

/**
 * /audit-log's own filters as the URL keeps them (paging, size, search and
 * sort are the list widget's): the actor by user id (and name, to show it
 * back), roles, office, record types and actions as comma lists, and the date
 * range as a §9 preset or 'from..to'.
 */
export const AUDIT_LOG_FILTERS = {
  actor: '',
  actorName: '',
  role: '',
  office: '',
  entityType: '',
  action: '',
  date: '',
};
export type AuditLogFilterValues = typeof AUDIT_LOG_FILTERS;

export const AUDIT_SORT_FIELDS = ['occurredAt'] as const;
export const DEFAULT_AUDIT_SORT: ListSort = { field: 'occurredAt', order: 'DESC' };

/** Only the values the API takes: a hand-edited URL narrows nothing it cannot name. */
export const only = <T extends string>(csv: string, allowed: readonly T[]): T[] =>
  csv.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));

const some = <T>(list: T[]) => (list.length > 0 ? list : undefined);

/** What the page asks GET audit-events for. */
export function auditLogParams(
  values: AuditLogFilterValues,
  list: { limit: number; offset: number; search?: string; sort: string },
  now: Date,
): AuditEventsParams {
  const range = rangeBounds(values.date, now);
  const sort = parseSort(list.sort, AUDIT_SORT_FIELDS, DEFAULT_AUDIT_SORT);
  return {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort) as AuditEventsParams['sort'],
    filterActorUserId: values.actor || undefined,
    filterActorRole: some(only(values.role, ROLES)),
    filterOfficeId: values.office ? [values.office] : undefined,
    filterEntityType: some(only(values.entityType, AUDIT_ENTITY_TYPES)),
    filterAction: some(only(values.action, AUDIT_ACTIONS)),
    dateFrom: range?.start,
    dateTo: range?.end,
  };
}
