/**
 * My lists (issue 18): who may share which listing of a list (the rule the
 * server refuses with and the SPA shows Share by), the body's limits at their
 * fields, and how long a shared list's page lives.
 */
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../domain/access';
import { LISTING_STATUSES, type ListingStatus } from '../../domain/entities/listing';
import { MESSAGES } from '../../domain/messages';
import {
  createMyListBody,
  listingShareRefusal,
  MY_LIST_MESSAGES as M,
  myListShareRefusals,
  needsMasking,
  sharedListExpired,
  sharedListGoneMessage,
  sharedListPath,
  updateMyListBody,
  type ShareableListing,
} from '../../domain/my-list';
import type { Role } from '../../domain/roles';

const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: true });
const agent = subject('agent');
const listing = (overrides: Partial<ShareableListing> = {}): ShareableListing => ({ status: 'PUBLISH', isOwn: false, isMaskedByMe: false, ...overrides });
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('listingShareRefusal', () => {
  it.each(LISTING_STATUSES.map((s) => [s, s === 'PUBLISH' || s === 'CLOSED'] as const))('a %s listing can be shared: %s (its link answers only then)', (status, shareable) => {
    expect(listingShareRefusal(agent, listing({ status: status as ListingStatus }))).toBe(shareable ? null : 'notPublic');
  });

  it('refuses a listing no longer in the owner’s scope, and every listing to a non-agent', () => {
    expect(listingShareRefusal(agent, null)).toBe('gone');
    for (const role of ['manager_office', 'franchise_owner', 'admin_hq', 'admin'] as const) expect(listingShareRefusal(subject(role), listing())).toBe('notAgent');
    expect(listingShareRefusal(subject('franchise_owner', 'agent'), listing())).toBeNull();
  });

  it('masks only another agent’s listing not masked yet', () => {
    expect(needsMasking(listing())).toBe(true);
    expect(needsMasking(listing({ isMaskedByMe: true }))).toBe(false);
    expect(needsMasking(listing({ isOwn: true }))).toBe(false);
  });

  it('names every refused listing by position, or the caller once', () => {
    expect(myListShareRefusals(agent, [listing(), listing({ status: 'OPEN' }), null])).toEqual([
      { index: 1, reason: 'notPublic' },
      { index: 2, reason: 'gone' },
    ]);
    expect(myListShareRefusals(agent, [listing({ isOwn: true }), listing({ status: 'CLOSED', isMaskedByMe: true })])).toEqual([]);
    expect(myListShareRefusals(subject('manager_office'), [listing()])).toEqual([{ index: -1, reason: 'notAgent' }]);
  });
});

describe('the body', () => {
  it('takes a trimmed name, optional client and note, 1 to 50 listings once each', () => {
    expect(createMyListBody.parse({ name: '  Pak Budi ', clientName: '', listingIds: ['a', 'b'] })).toEqual({ name: 'Pak Budi', clientName: null, note: null, listingIds: ['a', 'b'] });
    expect(fieldsOf(createMyListBody.safeParse({ name: ' ', listingIds: [] }))).toEqual({ name: MESSAGES.required('Name'), listingIds: M.listingsRequired });
    expect(fieldsOf(createMyListBody.safeParse({ name: 'x'.repeat(101), listingIds: ['a'] }))).toEqual({ name: MESSAGES.maxLength('Name', 100) });
    expect(fieldsOf(createMyListBody.safeParse({ name: 'n', listingIds: ['a', 'b', 'a'] }))).toEqual({ 'listingIds.2': M.duplicateListing });
    expect(fieldsOf(createMyListBody.safeParse({ name: 'n', listingIds: Array.from({ length: 51 }, (_, i) => `l${i}`) }))).toEqual({ listingIds: M.tooManyListings });
    expect(createMyListBody.safeParse({ name: 'n', listingIds: Array.from({ length: 50 }, (_, i) => `l${i}`) }).success).toBe(true);
    expect(fieldsOf(createMyListBody.safeParse({ name: 'n', listingIds: ['a'], ownerUserId: 'u' }))).toHaveProperty('');
  });

  it('edits any of the fields, not none', () => {
    expect(updateMyListBody.parse({ note: 'Near a school' })).toEqual({ note: 'Near a school' });
    expect(updateMyListBody.safeParse({}).success).toBe(false);
  });
});

describe('the public page', () => {
  const sharedAt = new Date('2026-11-01T00:00:00.000Z');
  it('lives as long as a masked link', () => {
    expect(sharedListExpired(sharedAt, new Date('2026-11-30T23:59:59.000Z'), 30)).toBe(false);
    expect(sharedListExpired(sharedAt, new Date('2026-12-01T00:00:00.000Z'), 30)).toBe(true);
  });

  it('says our reasons only, and has its own path', () => {
    expect(sharedListGoneMessage(M.sharedListExpired)).toBe(MESSAGES.sharedLinkExpired);
    expect(sharedListGoneMessage('Cannot GET /api/x')).toBe(M.sharedListUnavailable);
    expect(sharedListPath('a/b')).toBe('/shared-list/a%2Fb');
  });
});
