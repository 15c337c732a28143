/**
 * The audit trail (issue 15): what an audit event is, how a change becomes its
 * list of fields (secrets flagged, never their values), and how an event reads
 * in words. The server writes events in the same transaction as the change;
 * the SPA shows them on a record's History and on /audit-log.
 */
import { z } from 'zod';
import { csv, id, listQuery, MAX_PAGE_LIMIT, pageLimit } from './entities/common';
import { ROLES } from './roles';
import { formatDateTime, formatPrice } from './format';

/** What happened to the record. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'bulk',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'password_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  bulk: 'Bulk action',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  password_change: 'Password changed',
  password_reset: 'Password reset',
};

/** The kinds of record the trail names; each later area adds its own. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'session',
  'employee',
  'listing',
  'listing_masking',
  'listing_share',
  'article',
  'article_comment',
  'article_reply_comment',
  'article_category',
  'article_tag',
  'author',
  'app_config',
  'notification',
  'file',
  'device',
  'content_share',
  'group',
  'group_member',
  'transfer_member_team',
  'teams_member_fee',
  'teams_member_fee_item',
  'transfer_employee',
  'office',
  'office_portal_profile',
  'agent_portal_profile',
  'closing',
  'invoice',
  'agent_billing',
  'office_billing',
  'handover',
  'primary_project',
  'my_list',
  'master_fee',
  'client',
  'client_note',
  'client_share',
  'master_achievement',
  'master_career',
  'album',
  'partner',
  'banner',
  'template_message',
  'document',
  'magazine',
  'event',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'User',
  session: 'Session',
  employee: 'Employee',
  listing: 'Listing',
  listing_masking: 'Listing masking',
  listing_share: 'Listing share',
  article: 'Blog post',
  article_comment: 'Comment',
  article_reply_comment: 'Reply',
  article_category: 'Category',
  article_tag: 'Tag',
  author: 'Author',
  app_config: 'App setting',
  notification: 'Notification',
  file: 'File',
  device: 'Device',
  content_share: 'Content share',
  group: 'Team',
  group_member: 'Team member',
  transfer_member_team: 'Team member transfer',
  teams_member_fee: 'Member fees',
  teams_member_fee_item: 'Member fee',
  transfer_employee: 'Staff transfer',
  office: 'Office',
  office_portal_profile: 'Portal account',
  agent_portal_profile: 'Agent portal account',
  closing: 'Closing',
  invoice: 'Invoice',
  agent_billing: 'Agent receivable',
  office_billing: 'Office billing',
  master_fee: 'Fee rate',
  master_achievement: 'Achievement level',
  master_career: 'Career level',
  handover: 'Handover',
  primary_project: 'Primary project',
  my_list: 'My list',
  client: 'Client',
  client_note: 'Client note',
  client_share: 'Listing shared with a client',
  album: 'Album',
  partner: 'Partner',
  banner: 'Banner',
  template_message: 'Template message',
  document: 'Document',
  magazine: 'Magazine issue',
  event: 'Event',
};

/**
 * Fields whose values are never written to the trail: a change to one is
 * recorded as changed, without before or after.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'tokenHash',
  'accessToken',
  'refreshToken',
  'otp',
  'otpCode',
  'code',
  'secret',
  'fcmToken',
]);

/** A value as the trail keeps it: JSON, dates as ISO strings. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One field of a change: before and after, or only that a secret changed. */
export type AuditChange = { field: string; before: AuditValue; after: AuditValue } | { field: string; secret: true };

const auditValue: z.ZodType<AuditValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(auditValue), z.record(z.string(), auditValue)]),
);

export const auditChange = z.union([
  z.object({ field: z.string(), before: auditValue, after: auditValue }),
  z.object({ field: z.string(), secret: z.literal(true) }),
]);

export const AUDIT_ACTOR_TYPES = ['user', 'system', 'anonymous'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** An audit event as GET audit-events answers it. */
export const auditEvent = z.object({
  auditEventId: z.string(),
  occurredAt: z.string(),
  requestId: z.string().nullable(),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorUserId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.enum(ROLES).nullable(),
  actorOfficeId: z.string().nullable(),
  jobId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** The office the record belongs to, where it belongs to one (office users read their offices' events). */
  officeId: z.string().nullable(),
  changes: z.array(auditChange),
  stateFrom: z.string().nullable(),
  stateTo: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const toAuditValue = (value: unknown): AuditValue => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toAuditValue);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toAuditValue(v)]));
  return String(value);
};

const same = (a: AuditValue, b: AuditValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a record (a created record's
 * `before` is null, a deleted one's `after`), in the order of `fields` or of
 * the records' keys; secrets flagged without values; the given fields left out
 * (bookkeeping such as updatedAt).
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  options: { fields?: readonly string[]; ignore?: readonly string[] } = {},
): AuditChange[] {
  const ignore = new Set(options.ignore ?? ['updatedAt', 'createdAt']);
  const keys = options.fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    if (ignore.has(field)) continue;
    const was = toAuditValue(before?.[field]);
    const is = toAuditValue(after?.[field]);
    if (same(was, is)) continue;
    changes.push(SECRET_FIELDS.has(field) ? { field, secret: true } : { field, before: was, after: is });
  }
  return changes;
}

/** 'Listing status', 'Nick name': a field's name in words. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_CHARS = 80;

function valueWords(value: AuditValue, labels?: Record<string, string>): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'string') {
    const label = labels?.[value] ?? value;
    return label.length > MAX_VALUE_CHARS ? `${label.slice(0, MAX_VALUE_CHARS - 1)}…` : label;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = listWords(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/** A list or an object in words a line can wrap: 'a, b', 'os: Linux, browser: Chromium'. */
function listWords(value: AuditValue): string {
  if (value === null) return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map(listWords).join(', ') : '(none)';
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${listWords(v)}`).join(', ');
  return String(value);
}

/** Fields that hold an amount of rupiah: their values read as money ('Rp 1.500.000'). Each area adds its own. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(['price', 'amount', 'totalAmount', 'commission', 'commissionAmount', 'fee', 'feeAmount']);

/** 'Title: Rumah lama → Rumah baru', 'Price: Rp 1.500.000 → Rp 1.450.000', 'Password changed'. */
export function changeWords(change: AuditChange, labels?: Record<string, string>): string {
  if ('secret' in change) return `${fieldLabel(change.field)} changed`;
  const words = (value: AuditValue) => (MONEY_FIELDS.has(change.field) && typeof value === 'number' ? formatPrice(value) : valueWords(value, labels));
  return `${fieldLabel(change.field)}: ${words(change.before)} → ${words(change.after)}`;
}

/** 'Rina (admin_blog)', 'System (job 42)', 'Someone not signed in'. */
export function actorWords(event: Pick<AuditEvent, 'actorType' | 'actorName' | 'actorRole' | 'jobId'>): string {
  if (event.actorType === 'system') return event.jobId ? `System (job ${event.jobId})` : 'System';
  if (event.actorType === 'anonymous') return event.actorName || 'Someone not signed in';
  return event.actorRole ? `${event.actorName} (${event.actorRole})` : event.actorName;
}

/**
 * One event in words, as a record's History lists it:
 * 'Status: Waiting Approval → Published by Rina (admin_blog), 24 Nov 2026 14:02'.
 * `stateLabels` names the entity's statuses.
 */
export function describeAuditEvent(event: AuditEvent, stateLabels?: Record<string, string>): string {
  return `${changeSummary(event, stateLabels)} by ${actorWords(event)}, ${formatDateTime(event.occurredAt)}`;
}

/**
 * What an event changed, in words: 'Status: Waiting Approval → Published;
 * Title: Rumah lama → Rumah baru', or the action's name when it changed no
 * field ('Signed in'). `stateLabels` names the entity's statuses.
 */
export function changeSummary(
  event: Pick<AuditEvent, 'action' | 'changes' | 'stateFrom' | 'stateTo'>,
  stateLabels?: Record<string, string>,
): string {
  const parts: string[] = [];
  if (event.stateFrom !== null || event.stateTo !== null) {
    parts.push(`Status: ${valueWords(event.stateFrom, stateLabels)} → ${valueWords(event.stateTo, stateLabels)}`);
  }
  for (const change of event.changes) if (change.field !== 'status') parts.push(changeWords(change, stateLabels));
  return parts.length ? parts.join('; ') : AUDIT_ACTION_LABELS[event.action];
}


const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: () => 'date format is invalid.' });

/** GET audit-events (§7's list shape): newest first by default; filters by actor, role, office, entity, action and time. */
export const auditEventsQuery = z
  .object({
    limit: pageLimit(MAX_PAGE_LIMIT),
    offset: listQuery.shape.offset,
    /** The actor's name or the record's id, in part. */
    search: listQuery.shape.search,
    sort: z.enum(['occurredAt:DESC', 'occurredAt:ASC']).default('occurredAt:DESC'),
    filterEntityType: csv(AUDIT_ENTITY_TYPES).optional(),
    filterEntityId: id.optional(),
    filterAction: csv(AUDIT_ACTIONS).optional(),
    filterActorUserId: id.optional(),
    filterActorRole: csv(ROLES).optional(),
    filterOfficeId: z.string().max(2000).transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean)).optional(),
    filterRequestId: id.optional(),
    /** From this instant (inclusive) to that one (exclusive); a date alone is its midnight UTC. */
    dateFrom: instant.optional(),
    dateTo: instant.optional(),
  })
  .strict();
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;
