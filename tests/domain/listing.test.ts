/** Listing rules of §4 and §9: status labels and colours, masked, masking statuses, facilities, API prefix, prices. */
import { describe, expect, test } from 'vitest';
import { LISTING_STATUSES, type ListingStatus } from '../../domain/entities/listing';
import {
  facilitiesTotal,
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
