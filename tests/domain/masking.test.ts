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
  sharedListingPath,
  shareRefusal,
  toggleSelection,
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
