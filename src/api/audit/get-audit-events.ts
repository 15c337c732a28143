import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditEvent, type AuditEntityType, type AuditEvent, type auditEventsQuery } from '../../../domain/audit';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http, type QueryParams } from '../http';
import { auditKeys } from './keys';

export type AuditEventsParams = Partial<QueryParams<typeof auditEventsQuery>>;

const answer = envelope(listPayload(auditEvent));

/** GET audit-events (§7's list shape); the server scopes office management to their offices' records. */
export async function getAuditEvents(params: AuditEventsParams, signal?: AbortSignal): Promise<ListPayload<AuditEvent>> {
  const res = await http.get('audit-events', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const auditEventsQueryOptions = (params: AuditEventsParams) =>
  queryOptions({
    queryKey: auditKeys.list({ ...params }),
    queryFn: ({ signal }) => getAuditEvents(params, signal),
    placeholderData: keepPreviousData,
    // Every write the server accepts adds an event: a page seen before may already be behind.
    staleTime: 0,
  });

/** /audit-log's page of events. */
export const useAuditEvents = (params: AuditEventsParams) => useQuery(auditEventsQueryOptions(params));

/** A record's History loads this many events at a time, newest first. */
export const RECORD_HISTORY_PAGE_SIZE = 10;

/** One record's events, newest first, a page at a time ('Show older changes'). */
export const useRecordHistory = (entityType: AuditEntityType, entityId: string) =>
  useInfiniteQuery({
    queryKey: auditKeys.record(entityType, entityId),
    queryFn: ({ pageParam, signal }) =>
      getAuditEvents(
        { filterEntityType: [entityType], filterEntityId: entityId, limit: RECORD_HISTORY_PAGE_SIZE, offset: pageParam, sort: 'occurredAt:DESC' },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return last.results.length === RECORD_HISTORY_PAGE_SIZE && loaded < last.count ? loaded : undefined;
    },
    staleTime: 0,
  });
