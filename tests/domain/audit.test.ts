/** The audit trail's words and diffs (domain/audit.ts). */
import { describe, expect, it } from 'vitest';
import { changesOf, describeAuditEvent } from '../../domain/audit';
import { stateLabelsOf } from '../../domain/audit-display';
import { fakeAuditEvent } from '../fixtures/audit';

const event = fakeAuditEvent;

describe('changesOf', () => {
  it('lists the fields that differ, before and after, leaving out timestamps', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    expect(changesOf({ title: 'Lama', price: 1, updatedAt: at }, { title: 'Baru', price: 1, updatedAt: new Date() })).toEqual([
      { field: 'title', before: 'Lama', after: 'Baru' },
    ]);
  });

  it('a created record has everything after, a deleted one everything before; dates as ISO text', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    expect(changesOf(null, { title: 'Baru', publishAt: at })).toEqual([
      { field: 'title', before: null, after: 'Baru' },
      { field: 'publishAt', before: null, after: '2026-11-24T00:00:00.000Z' },
    ]);
    expect(changesOf({ title: 'Lama' }, null)).toEqual([{ field: 'title', before: 'Lama', after: null }]);
  });

  it('never keeps a secret: a password or token change is recorded as changed, without values', () => {
    const changes = changesOf({ passwordHash: 'old-hash', tokenHash: 'a', name: 'A' }, { passwordHash: 'new-hash', tokenHash: 'b', name: 'A' });
    expect(changes).toEqual([
      { field: 'passwordHash', secret: true },
      { field: 'tokenHash', secret: true },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/old-hash|new-hash/);
  });

  it('compares only the fields asked for', () => {
    expect(changesOf({ title: 'A', viewCount: 1 }, { title: 'B', viewCount: 9 }, { fields: ['title'] })).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
  });
});

describe('describeAuditEvent', () => {
  it("reads a status move as the issue words it: 'Status: Waiting Approval → Published by Rina (admin_blog), 24 Nov 2026 14:02'", () => {
    expect(describeAuditEvent(event({}), stateLabelsOf('article'))).toBe('Status: Waiting Approval → Published by Rina (admin_blog), 24 Nov 2026 14:02');
  });

  it('names field changes, secrets without values, and a job as the system', () => {
    const text = describeAuditEvent(
      event({
        action: 'update',
        stateFrom: null,
        stateTo: null,
        changes: [
          { field: 'nickName', before: 'Rin', after: 'Rina' },
          { field: 'passwordHash', secret: true },
        ],
        actorType: 'system',
        actorName: 'System',
        actorRole: null,
        jobId: 'job-7',
      }),
    );
    expect(text).toBe('Nick name: Rin → Rina; Password hash changed by System (job job-7), 24 Nov 2026 14:02');
  });
});
