/**
 * How the audit trail reads on screen and in its CSV: each entity's statuses
 * by their labels, and the page an event's record opens.
 */
import type { AuditEntityType, AuditEvent } from './audit';
import { COMMENT_STATUS_LABELS } from './comment';
import { CONTENT_STATUS_LABELS } from './entities/article';
import { LISTING_STATUS_LABELS } from './listing';
import { TAXONOMY_STATUS_LABELS } from './lists/blog';

const STATE_LABELS: Partial<Record<AuditEntityType, Record<string, string>>> = {
  listing: LISTING_STATUS_LABELS,
  article: CONTENT_STATUS_LABELS,
  article_comment: COMMENT_STATUS_LABELS,
  article_reply_comment: COMMENT_STATUS_LABELS,
  article_category: TAXONOMY_STATUS_LABELS,
  article_tag: TAXONOMY_STATUS_LABELS,
};

/** The labels of an entity's statuses ('NEED_APPROVAL' reads 'Waiting Approval'); none for an entity without a status. */
export const stateLabelsOf = (entityType: AuditEntityType): Record<string, string> | undefined => STATE_LABELS[entityType];

/** A field's value as the event holds it: after the change, else before (a deletion). */
function changedId(event: Pick<AuditEvent, 'changes'>, field: string): string | null {
  const change = event.changes.find((c) => c.field === field);
  if (!change || 'secret' in change) return null;
  const value = change.after ?? change.before;
  return typeof value === 'string' && value ? value : null;
}

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * The page that shows an event's record, where that page exists: a listing,
 * a post (a comment's post when the event names it), a masked listing, an
 * author, the category and tag lists. Records whose screens later issues
 * build (users, employees, devices) link nowhere yet.
 */
export function auditRecordPath(event: Pick<AuditEvent, 'entityType' | 'entityId' | 'changes'>): string | null {
  switch (event.entityType) {
    case 'listing':
      return `${at('/listing', event.entityId)}/information`;
    case 'listing_masking':
    case 'listing_share': {
      const listingId = changedId(event, 'listingId');
      return listingId ? at('/masking', listingId) : null;
    }
    case 'article':
      return at('/blog-posts', event.entityId);
    case 'article_comment':
    case 'article_reply_comment': {
      const articleId = changedId(event, 'articleId');
      return articleId ? at('/blog-posts', articleId) : null;
    }
    case 'article_category':
      return '/blog-categories';
    case 'article_tag':
      return '/blog-tags';
    case 'author':
      return at('/author', event.entityId);
    default:
      return null;
  }
}
