/** GET audit-events (issue 15): the audit trail as a §7 list, scoped by who reads it; CSV by Accept: text/csv. */
import { GUARDS } from '../../domain/access';
import { auditEvent, auditEventsQuery } from '../../domain/audit';
import { AUDIT_COLUMNS } from '../../domain/lists/audit';
import { listRoute } from '../http/list-route';
import { callerOf, type ApiPlugin } from '../http/types';
import { auditScope, listAuditEvents } from '../services/audit';

export const auditRoutes: ApiPlugin = async (fastify) => {
  const { services } = fastify;
  listRoute(fastify, {
    url: '/audit-events',
    querystring: auditEventsQuery,
    item: auditEvent,
    columns: AUDIT_COLUMNS,
    screen: 'audit-log',
    read: (request, q) => {
      const caller = callerOf(request);
      return listAuditEvents(services.db, auditScope(caller, GUARDS.auditReadAll(caller.subject)), q);
    },
  });
};
