/** How the audit trail reads on /audit-log and in its CSV: status labels and the page each record opens (domain/audit-display.ts). */
import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_TYPES, changeSummary } from '../../domain/audit';
import { auditRecordPath, stateLabelsOf } from '../../domain/audit-display';
import { routeOfPath } from '../../domain/access';
import { AUDIT_COLUMNS } from '../../domain/lists/audit';
import { fakeAuditEvent } from '../fixtures/audit';

const cell = (key: string, e = fakeAuditEvent()) => AUDIT_COLUMNS.find((c) => c.key === key)?.text(e);

describe('the Change column', () => {
  it('names statuses by their labels, as the detail pages do', () => {
    expect(cell('change')).toBe('Status: Waiting Approval → Published');
    expect(cell('change', fakeAuditEvent({ entityType: 'listing', stateFrom: 'OPEN', stateTo: 'WAITING_APPROVAL' }))).toBe('Status: Open → Waiting Approval');
    expect(cell('change', fakeAuditEvent({ entityType: 'article_comment', stateFrom: 'WAITING_APPROVAL', stateTo: 'REJECTED' }))).toBe(
      'Status: Waiting Approval → Rejected',
    );
  });

  it('lists every changed field, a secret without its values, and the action alone when no field changed', () => {
    const e = fakeAuditEvent({
      action: 'update',
      stateFrom: null,
      stateTo: null,
      changes: [
        { field: 'title', before: 'Rumah lama', after: 'Rumah baru' },
        { field: 'passwordHash', secret: true },
      ],
    });
    expect(changeSummary(e, stateLabelsOf(e.entityType))).toBe('Title: Rumah lama → Rumah baru; Password hash changed');
    const listed = fakeAuditEvent({
      action: 'update',
      stateFrom: null,
      stateTo: null,
      changes: [
        { field: 'tagIds', before: [], after: ['kpr', 'pajak'] },
        { field: 'deviceInfo', before: null, after: { os: 'Linux', browser: 'Chromium' } },
      ],
    });
    const repriced = fakeAuditEvent({ action: 'update', stateFrom: null, stateTo: null, changes: [{ field: 'price', before: null, after: 1_850_000_000 }] });
    expect(changeSummary(repriced)).toBe('Price: (empty) → Rp 1.850.000.000');
    // Lists and objects read as words a line can wrap, not as JSON.
    expect(changeSummary(listed)).toBe('Tag ids: (none) → kpr, pajak; Device info: (empty) → os: Linux, browser: Chromium');
    const signIn = fakeAuditEvent({ action: 'sign_in', entityType: 'session', stateFrom: null, stateTo: null });
    expect(changeSummary(signIn)).toBe('Signed in');
    // In the table the Action column already says it.
    expect(cell('change', signIn)).toBe('-');
  });
});

describe('auditRecordPath', () => {
  it('links each record to the page that shows it', () => {
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'listing', entityId: 'l-1' }))).toBe('/listing/l-1/information');
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'article', entityId: 'art-9' }))).toBe('/blog-posts/art-9');
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'author', entityId: 'emp-1' }))).toBe('/author/emp-1');
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'article_tag', entityId: 't-1' }))).toBe('/blog-tags');
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'article_category', entityId: 'c-1' }))).toBe('/blog-categories');
  });

  it("finds a comment's post and a masking's listing in the event's fields, and links nowhere without them", () => {
    const created = fakeAuditEvent({ entityType: 'article_comment', entityId: 'c-1', changes: [{ field: 'articleId', before: null, after: 'art-3' }] });
    expect(auditRecordPath(created)).toBe('/blog-posts/art-3');
    expect(auditRecordPath(fakeAuditEvent({ entityType: 'article_comment', entityId: 'c-1', changes: [] }))).toBeNull();
    const masked = fakeAuditEvent({ entityType: 'listing_masking', entityId: 'm-1', changes: [{ field: 'listingId', before: null, after: 'l-7' }] });
    expect(auditRecordPath(masked)).toBe('/masking/l-7');
  });

  it('every path it gives is a route of the access table', () => {
    for (const entityType of AUDIT_ENTITY_TYPES) {
      const path = auditRecordPath(
        fakeAuditEvent({ entityType, entityId: 'x-1', changes: [{ field: 'listingId', before: null, after: 'l-1' }, { field: 'articleId', before: null, after: 'a-1' }] }),
      );
      if (path) expect(routeOfPath(path), `${entityType} → ${path}`).toBeDefined();
    }
  });
});
