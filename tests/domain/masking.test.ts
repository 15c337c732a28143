/** Masking rules of §2 and §6: who masks and shares what, selection, history scope, office filter, names. */
import { describe, expect, test } from 'vitest';
import type { AccessSubject } from '../../domain/access';
import { LISTING_STATUSES, type ListingStatus } from '../../domain/entities/listing';
import {
  ALL_OFFICE_LABEL,
  canBeMasked,
  dataMaskingParams,
  MASKING_MESSAGES,
  MASKING_REFUSAL_MESSAGES,
  maskingHistoryScope,
  maskingHistoryTitle,
  maskRefusal,
  officeFilter,
  pdfDocumentPath,
  pdfFileName,
  DEFAULT_SHARED_LINK_DAYS,
  SHARED_LINK_REFUSAL_MESSAGES,
  sharedLinkGoneMessage,
  sharedLinkRefusal,
  sharedListingPath,
  shareRefusal,
  toggleSelection,
  type SharedLinkRefusal,
} from '../../domain/masking';
import { ROLES, type Role } from '../../domain/roles';

const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: false });
const agent = { subject: subject('agent'), userId: 'u-me' };
const listing = (patch: Partial<{ status: ListingStatus; maskingCount: number; userId: string }> = {}) => ({
  status: 'PUBLISH' as ListingStatus,
  maskingCount: 0,
  userId: 'u-other',
  ...patch,
});

describe('who may mask (§6: only agents)', () => {
  test.each(ROLES.map((r) => [r, r === 'agent'] as const))('%s → %s', (role, allowed) => {
    const refusal = maskRefusal({ subject: subject(role), userId: 'u-me' }, listing());
    expect(refusal).toBe(allowed ? null : 'notAgent');
    if (!allowed) expect(MASKING_REFUSAL_MESSAGES[refusal ?? 'notAgent']).toBe('Only agent can do this action');
  });

  test('an agent who also holds an office role may mask', () => {
    expect(maskRefusal({ subject: subject('franchise_owner', 'agent'), userId: 'u-me' }, listing())).toBeNull();
  });
});

describe('which listings can be masked', () => {
  const expected: Record<ListingStatus, boolean> = {
    OPEN: false,
    PUBLISH: true,
    WAITING_APPROVAL: false,
    UNPUBLISH: true,
    PENDING: false,
    CLOSED: true,
    EXPIRED: true,
    REJECTED: false,
  };
  test.each(LISTING_STATUSES.map((s) => [s, expected[s]] as const))('status %s → %s', (status, ok) => {
    expect(canBeMasked(listing({ status }), 'u-me')).toBe(ok);
    expect(maskRefusal(agent, listing({ status }))).toBe(ok ? null : 'notMaskable');
  });

  test('a masked listing (maskingCount > 0) cannot be masked again', () => {
    expect(canBeMasked(listing({ maskingCount: 1 }), 'u-me')).toBe(false);
    expect(maskRefusal(agent, listing({ maskingCount: 1 }))).toBe('alreadyMasked');
  });

  test("the agent's own listing cannot be masked", () => {
    expect(canBeMasked(listing({ userId: 'u-me' }), 'u-me')).toBe(false);
    expect(maskRefusal(agent, listing({ userId: 'u-me' }))).toBe('ownListing');
  });

  test('refusals are checked in order: role, ownership, status, masked', () => {
    expect(maskRefusal({ ...agent, subject: subject('admin') }, listing({ userId: 'u-me', status: 'OPEN' }))).toBe('notAgent');
    expect(maskRefusal(agent, listing({ userId: 'u-me', status: 'OPEN' }))).toBe('ownListing');
    expect(maskRefusal(agent, listing({ status: 'OPEN', maskingCount: 3 }))).toBe('notMaskable');
  });
});

describe('who may share (LINK or PDF)', () => {
  test.each([
    [agent, 1, null],
    [agent, 0, 'notMasked'],
    [{ subject: subject('admin'), userId: 'u-me' }, 1, 'notAgent'],
    [{ subject: subject('franchise_owner'), userId: 'u-me' }, 0, 'notAgent'],
  ] as const)('%j, maskingCount %i → %s', (masker, maskingCount, refusal) => {
    expect(shareRefusal(masker, { maskingCount })).toBe(refusal);
  });
});

describe('multi-select', () => {
  test('toggle adds, toggling again removes, order kept', () => {
    expect(toggleSelection([], 'a')).toEqual(['a']);
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('masking history scope (§6) and title (§2)', () => {
  const user = (...roles: Role[]) => ({ roles, userId: 'u-me', officeIds: ['o-1', 'o-2'] });
  test.each([
    [['admin'], { kind: 'all' }, 'Masking History'],
    [['admin_hq'], { kind: 'all' }, 'Masking History'],
    [['admin_finance_staff'], { kind: 'all' }, 'Masking History'],
    [['agent'], { kind: 'user', userId: 'u-me' }, 'My Masking History'],
    [['franchise_owner', 'agent'], { kind: 'user', userId: 'u-me' }, 'My Masking History'],
    [['franchise_owner'], { kind: 'offices', officeIds: ['o-1', 'o-2'] }, 'Masking History'],
    [['admin_office'], { kind: 'offices', officeIds: ['o-1', 'o-2'] }, 'Masking History'],
    [['finance_office'], { kind: 'offices', officeIds: ['o-1', 'o-2'] }, 'Masking History'],
    [['admin_blog'], { kind: 'none' }, 'Masking History'],
  ] as const)('%j → %j, %s', (roles, scope, title) => {
    expect(maskingHistoryScope(user(...roles))).toEqual(scope);
    expect(maskingHistoryTitle(user(...roles))).toBe(title);
  });
});

describe('office filter (§6)', () => {
  const one = [{ officeId: 'o-1', officeName: 'Genius Jakarta Selatan' }];
  const two = [...one, { officeId: 'o-2', officeName: 'Genius Bandung' }];

  test.each(['admin', 'admin_general_manager', 'admin_manager', 'admin_hq', 'admin_finance_gm', 'admin_finance_manager', 'admin_finance_staff'] as const)(
    '%s: full office search',
    (role) => expect(officeFilter(subject(role), one)).toEqual({ kind: 'search' }),
  );

  test("a franchise owner of several offices chooses among them or 'All Office'", () => {
    expect(officeFilter(subject('franchise_owner'), two)).toEqual({
      kind: 'choice',
      options: [
        { label: ALL_OFFICE_LABEL, value: null },
        { label: 'Genius Jakarta Selatan', value: 'o-1' },
        { label: 'Genius Bandung', value: 'o-2' },
      ],
    });
    expect(ALL_OFFICE_LABEL).toBe('All Office');
  });

  test('a franchise owner of one office has nothing to choose', () => {
    expect(officeFilter(subject('franchise_owner'), one)).toEqual({ kind: 'none' });
  });

  test.each(['business_owner', 'manager_office', 'finance_office', 'admin_office', 'agent', 'admin_blog'] as const)('%s: none', (role) => {
    expect(officeFilter(subject(role), two)).toEqual({ kind: 'none' });
  });
});

describe('Data Masking list parameters', () => {
  test('masking statuses only, own listings out, newest update first', () => {
    expect(dataMaskingParams({ userId: 'u-me', limit: 25, offset: 0 })).toEqual({
      limit: '25',
      offset: '0',
      sort: 'updatedAt:DESC',
      filterStatus: 'PUBLISH,UNPUBLISH,EXPIRED,CLOSED',
      excludeUserId: 'u-me',
    });
    expect(dataMaskingParams({ userId: 'u-me', limit: 10, offset: 10, officeId: 'o-2', search: 'rumah' })).toMatchObject({
      filterOfficeId: 'o-2',
      search: 'rumah',
    });
    expect(dataMaskingParams({ userId: 'u-me', limit: 10, offset: 0, officeId: null })).not.toHaveProperty('filterOfficeId');
  });
});

describe('names of the shared link and the PDF', () => {
  test("PDF saved as '{title}.pdf'", () => {
    expect(pdfFileName('Rumah 2 Lantai di Kebayoran Baru')).toBe('Rumah 2 Lantai di Kebayoran Baru.pdf');
    expect(pdfFileName('  Ruko  ')).toBe('Ruko.pdf');
    expect(pdfFileName('')).toBe('listing.pdf');
  });

  test('document path and public link path', () => {
    expect(pdfDocumentPath('l-1')).toBe('pdf/listing/l-1');
    expect(sharedListingPath('Qm9vbXNoYWthbGFrYS1uZXZlcg')).toBe('/shared/Qm9vbXNoYWthbGFrYS1uZXZlcg');
  });

  test('success notices', () => {
    expect(MASKING_MESSAGES.masked(1)).toBe('Listing masked successfully');
    expect(MASKING_MESSAGES.masked(2)).toBe('2 listings masked successfully');
  });
});

describe('how long and for which listings a shared link answers', () => {
  const DAY = 86_400_000;
  const sharedAt = new Date('2026-03-10T03:00:00.000Z');
  const after = (ms: number) => new Date(sharedAt.getTime() + ms);

  /** A link is marketing to a buyer: it shows what is on the market, or sold; never what the office took off it. */
  const byStatus: Record<ListingStatus, SharedLinkRefusal | null> = {
    PUBLISH: null,
    CLOSED: null,
    UNPUBLISH: 'unavailable',
    EXPIRED: 'unavailable',
    OPEN: 'unavailable',
    WAITING_APPROVAL: 'unavailable',
    PENDING: 'unavailable',
    REJECTED: 'unavailable',
  };
  const ages = [
    ['just shared', 0, false],
    ['a day old', DAY, false],
    ['on its last day', 29 * DAY, false],
    ['a millisecond before 30 days', 30 * DAY - 1, false],
    ['exactly 30 days old', 30 * DAY, true],
    ['a year old', 365 * DAY, true],
  ] as const;
  const table = LISTING_STATUSES.flatMap((status) => ages.map(([age, ms, isTooOld]) => [status, age, ms, isTooOld ? 'expired' : byStatus[status]] as const));

  test.each(table)('%s, %s → %s', (status, _age, ms, refusal) => {
    expect(sharedLinkRefusal(status, sharedAt, after(ms), DEFAULT_SHARED_LINK_DAYS)).toBe(refusal);
  });

  test('30 days unless configured otherwise', () => {
    expect(DEFAULT_SHARED_LINK_DAYS).toBe(30);
    expect(sharedLinkRefusal('PUBLISH', sharedAt, after(6 * DAY), 7)).toBeNull();
    expect(sharedLinkRefusal('PUBLISH', sharedAt, after(7 * DAY), 7)).toBe('expired');
    expect(sharedLinkRefusal('PUBLISH', sharedAt, after(89 * DAY), 90)).toBeNull();
  });

  test('the 404 says which: the link is too old, or the listing is gone', () => {
    expect(SHARED_LINK_REFUSAL_MESSAGES).toEqual({ expired: 'This shared link has expired.', unavailable: 'This listing is no longer available.' });
  });

  test("the public page shows the server's reason, and 'no longer available' for any other 404", () => {
    expect(sharedLinkGoneMessage('This shared link has expired.')).toBe('This shared link has expired.');
    expect(sharedLinkGoneMessage('This listing is no longer available.')).toBe('This listing is no longer available.');
    expect(sharedLinkGoneMessage('Not found: GET /api/shared-listings/x')).toBe('This listing is no longer available.');
    expect(sharedLinkGoneMessage(undefined)).toBe('This listing is no longer available.');
  });
});
