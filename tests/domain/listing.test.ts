/** Listing rules of §4 and §9: status labels and colours, who moves a status where, masked, masking statuses, facilities, API prefix, prices. */
import { describe, expect, test } from 'vitest';
import { EDITABLE_LISTING_STATUSES, LISTING_STATUSES, type ListingStatus } from '../../domain/entities/listing';
import type { Role } from '../../domain/roles';
import {
  canMoveListing,
  facilitiesTotal,
  LISTING_STATUS_MOVES,
  listingActor,
  listingMoveRefusal,
  listingStatusChoices,
  listingStatusMoves,
  type ListingActor,
  isMasked,
  isMaskingStatus,
  LISTING_STATUS_COLORS,
  LISTING_STATUS_LABELS,
  listingPrice,
  listingShortPrice,
  listingsApiPrefix,
  listingStatusTag,
  MASKING_STATUSES,
  TAG_COLOR_HEX,
} from '../../domain/listing';

describe('listing status tags (§4)', () => {
  test.each([
    ['OPEN', 'Open', 'warning'],
    ['PUBLISH', 'Publish', 'blue'],
    ['WAITING_APPROVAL', 'Waiting Approval', 'purple'],
    ['UNPUBLISH', 'Unpublish', 'volcano'],
    ['PENDING', 'Pending', 'orange'],
    ['CLOSED', 'Closed', 'green'],
    ['EXPIRED', 'Expired', 'red'],
    ['REJECTED', 'Rejected', 'magenta'],
  ] as const)('%s → %s, %s', (status, label, color) => {
    expect(listingStatusTag(status)).toEqual({ label, color });
    expect(TAG_COLOR_HEX[color]).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('every status has a label and a colour, and no two statuses share a colour', () => {
    expect(Object.keys(LISTING_STATUS_LABELS).sort()).toEqual([...LISTING_STATUSES].sort());
    const colors = LISTING_STATUSES.map((s) => LISTING_STATUS_COLORS[s]);
    expect(new Set(colors).size).toBe(LISTING_STATUSES.length);
  });
});

/**
 * The decision, spelled out move by move: office management (the listing's
 * office admin) or HQ approves; an agent submits, withdraws, unpublishes and
 * resubmits their own listing. Every other pair is refused.
 */
const BY_APPROVER = [
  'OPEN→WAITING_APPROVAL',
  'OPEN→PUBLISH',
  'WAITING_APPROVAL→PUBLISH',
  'WAITING_APPROVAL→REJECTED',
  'WAITING_APPROVAL→OPEN',
  'PUBLISH→UNPUBLISH',
  'UNPUBLISH→PUBLISH',
  'UNPUBLISH→OPEN',
  'REJECTED→PUBLISH',
  'REJECTED→WAITING_APPROVAL',
  'REJECTED→OPEN',
  'PENDING→PUBLISH',
  'PENDING→UNPUBLISH',
];

const ALLOWED: Record<ListingActor, readonly string[]> = {
  agent: [
    'OPEN→WAITING_APPROVAL',
    'WAITING_APPROVAL→OPEN',
    'PUBLISH→UNPUBLISH',
    'UNPUBLISH→WAITING_APPROVAL',
    'UNPUBLISH→OPEN',
    'REJECTED→WAITING_APPROVAL',
    'REJECTED→OPEN',
  ],
  office: BY_APPROVER,
  hq: BY_APPROVER,
};

const ACTORS = ['agent', 'office', 'hq', null] as const;
const moves = ACTORS.flatMap((actor) =>
  LISTING_STATUSES.flatMap((from) =>
    LISTING_STATUSES.map((to) => {
      const allowed = from === to || (actor !== null && ALLOWED[actor].includes(`${from}→${to}`));
      return [actor, from, to, allowed] as const;
    }),
  ),
);

describe('who moves a listing status where', () => {
  test.each(moves)('%s: %s → %s allowed %s', (actor, from, to, allowed) => {
    expect(canMoveListing(actor, from, to)).toBe(allowed);
    expect(listingMoveRefusal(actor, from, to) === null).toBe(allowed);
    if (from !== to) expect(listingStatusMoves(actor, from).includes(to)).toBe(allowed);
  });

  test('an agent never puts a listing on the market, from any status', () => {
    for (const from of LISTING_STATUSES) expect(listingStatusMoves('agent', from)).not.toContain('PUBLISH');
  });

  test('every move ends in a status a save may ask for', () => {
    const targets = Object.values(LISTING_STATUS_MOVES).flatMap((table) => Object.values(table).flat());
    expect(targets.every((to) => (EDITABLE_LISTING_STATUSES as readonly string[]).includes(to))).toBe(true);
  });

  test('the refusal says who may, when someone may', () => {
    expect(listingMoveRefusal('agent', 'WAITING_APPROVAL', 'PUBLISH')).toBe(
      "Only the listing's office admin or an HQ admin can move a listing from Waiting Approval to Publish.",
    );
    expect(listingMoveRefusal('office', 'CLOSED', 'PUBLISH')).toBe('A listing cannot be moved from Closed to Publish.');
  });

  test.each([
    ['a new listing, by its agent', 'agent', null, ['OPEN', 'WAITING_APPROVAL']],
    ['a new listing, by the office admin', 'office', null, ['OPEN', 'WAITING_APPROVAL', 'PUBLISH']],
    ["an agent's listing waiting approval", 'agent', 'WAITING_APPROVAL', ['WAITING_APPROVAL', 'OPEN']],
    ['a listing waiting approval, for the office admin', 'office', 'WAITING_APPROVAL', ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED', 'OPEN']],
    ['a pending listing, for HQ (PENDING is never sent, so not offered to keep)', 'hq', 'PENDING', ['PUBLISH', 'UNPUBLISH']],
    ["an agent's pending listing", 'agent', 'PENDING', []],
    ["someone else's listing: keep only", null, 'PUBLISH', ['PUBLISH']],
  ] as const)('the Status select offers, for %s: %j', (_case, actor, current, expected) => {
    expect(listingStatusChoices(actor, current)).toEqual(expected);
  });
});

describe("listingActor: the caller's relation to a listing (§6's edit rule)", () => {
  const listing = { officeId: 'office-1', employeeId: 'emp-agent' };
  const record = (role: Role, employeeId: string, officeId: string | null) => ({
    employeeId,
    officeId,
    employeeRole: { role, status: 'PUBLISH' as const, approvalStatus: 'APPROVED' as const },
  });
  const caller = (...records: ReturnType<typeof record>[]) => ({ roles: records.map((r) => r.employeeRole.role), employees: records });

  test.each([
    ['an HQ admin', caller(record('admin_hq', 'e1', null)), 'hq'],
    ['a super admin', caller(record('admin', 'e1', null)), 'hq'],
    ["the listing office's admin", caller(record('admin_office', 'e1', 'office-1')), 'office'],
    ['the listing agent', caller(record('agent', 'emp-agent', 'office-1')), 'agent'],
    ['the listing agent who is also their office admin', caller(record('agent', 'emp-agent', 'office-1'), record('admin_office', 'e2', 'office-1')), 'office'],
    ["another office's admin", caller(record('admin_office', 'e1', 'office-2')), null],
    ['a colleague agent', caller(record('agent', 'emp-other', 'office-1')), null],
    ['the franchise owner (no listing edits in §6)', caller(record('franchise_owner', 'e1', 'office-1')), null],
    ['HQ finance', caller(record('admin_finance_gm', 'e1', null)), null],
  ] as const)('%s → %s', (_who, who, expected) => {
    expect(listingActor(who, listing)).toBe(expected);
  });
});

describe('masking statuses (§2): only PUBLISH, UNPUBLISH, EXPIRED, CLOSED', () => {
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
  test.each(LISTING_STATUSES.map((s) => [s, expected[s]] as const))('%s → %s', (status, maskable) => {
    expect(isMaskingStatus(status)).toBe(maskable);
  });
  test('the list', () => expect([...MASKING_STATUSES]).toEqual(['PUBLISH', 'UNPUBLISH', 'EXPIRED', 'CLOSED']));
});

describe('isMasked: maskingCount above 0', () => {
  test.each([
    [0, false],
    [1, true],
    [12, true],
  ])('maskingCount %i → %s', (maskingCount, masked) => expect(isMasked({ maskingCount })).toBe(masked));
});

describe('facilitiesTotal', () => {
  test.each([
    [[], 0],
    [[{ total: 2 }], 2],
    [[{ total: 2 }, { total: 1 }, { total: 0 }], 3],
  ])('%j → %i', (facilities, total) => expect(facilitiesTotal(facilities)).toBe(total));
});

describe('listingsApiPrefix (§7)', () => {
  test('HQ calls listings, others office/listings', () => {
    expect(listingsApiPrefix(true)).toBe('listings');
    expect(listingsApiPrefix(false)).toBe('office/listings');
  });
});

describe('listing price display (§9)', () => {
  test.each([
    [{ price: 1_500_000_000, sellOrRent: 'sell', defaultPriceFreq: null }, 'Rp 1.500.000.000', 'Rp 1,5 M'],
    // A sale never shows a frequency, even if one was stored.
    [{ price: 1_500_000_000, sellOrRent: 'sell', defaultPriceFreq: 'yearly' }, 'Rp 1.500.000.000', 'Rp 1,5 M'],
    [{ price: 150_000, sellOrRent: 'rent', defaultPriceFreq: 'daily' }, 'Rp 150.000/hari', 'Rp 150 Rb/hari'],
    [{ price: 7_500_000, sellOrRent: 'rent', defaultPriceFreq: 'monthly' }, 'Rp 7.500.000/bln', 'Rp 7,5 Jt/bln'],
    [{ price: 85_000_000, sellOrRent: 'rent', defaultPriceFreq: 'yearly' }, 'Rp 85.000.000/thn', 'Rp 85 Jt/thn'],
    [{ price: 0, sellOrRent: 'rent', defaultPriceFreq: null }, 'Rp 0', 'Rp 0'],
  ] as const)('%j → %s / %s', (listing, full, short) => {
    expect(listingPrice(listing)).toBe(full);
    expect(listingShortPrice(listing)).toBe(short);
  });
});
