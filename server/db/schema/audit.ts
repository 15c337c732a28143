/** The audit trail (issue 15). */
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/roles';
import { trigram, ts } from './columns';

/**
 * The audit trail (domain/audit.ts): one row per record a write touched, in
 * the same transaction as the write. Append-only: the migration's trigger
 * refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    auditEventId: text('audit_event_id').primaryKey(),
    /** The order events were written in: several share one instant (a request's events, a frozen test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** Ties the events of one request together. */
    requestId: text('request_id'),
    actorType: text('actor_type').$type<'user' | 'system' | 'anonymous'>().notNull(),
    actorUserId: text('actor_user_id'),
    /** The actor's name when it happened (a later rename does not rewrite history). */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<Role>(),
    actorOfficeId: text('actor_office_id'),
    jobId: text('job_id'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The office the record belongs to, where it belongs to one. */
    officeId: text('office_id'),
    changes: jsonb('changes').$type<unknown[]>().notNull(),
    stateFrom: text('state_from'),
    stateTo: text('state_to'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt, t.seq),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt, t.seq),
    index('audit_events_actor_idx').on(t.actorUserId, t.occurredAt, t.seq),
    index('audit_events_office_idx').on(t.officeId, t.occurredAt, t.seq),
    index('audit_events_actor_office_idx').on(t.actorOfficeId, t.occurredAt, t.seq),
    index('audit_events_request_idx').on(t.requestId),
    // /audit-log's role and action filters: each served by an index, newest first (plans.test.ts).
    index('audit_events_role_idx').on(t.actorRole, t.occurredAt, t.seq),
    index('audit_events_action_idx').on(t.action, t.occurredAt, t.seq),
    trigram('audit_events_actor_name_trgm', t.actorName),
    trigram('audit_events_entity_id_trgm', t.entityId),
  ],
);
