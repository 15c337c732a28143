/** Listing and masking schemas of §3, §5 and §7: entities, bodies, queries. */
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  bulkUpdateWatermarkBody,
  createListingBody,
  listing,
  listingDetailQuery,
  listingsQuery,
  updateListingBody,
} from '../../domain/entities/listing';
import {
  createdMaskingHistory,
  createListingMaskingBody,
  createListingMaskingHistoryBody,
  listingMaskingHistory,
  listingSharedCodeParams,
  maskingHistoryQuery,
  pdfListingQuery,
  shareCounts,
} from '../../domain/entities/listing-masking';
import { MESSAGES } from '../../domain/messages';

function issues(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
const messages = (schema: z.ZodType, input: unknown) => issues(schema, input).map((i) => i.message);

const validBody = {
  title: 'Rumah 2 Lantai di Kebayoran Baru',
  description: '<p>Rumah <b>asri</b> dekat taman dan sekolah.</p>',
  sellOrRent: 'sell',
  listingType: 'secondary',
  listingPartId: 'part-residential',
  listingPropertyTypeId: 'type-house',
  price: 2_500_000_000,
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
};

const sampleListing = {
  listingId: 'l-1',
  listingCode: 'LST-20260001',
  title: 'Rumah 2 Lantai di Kebayoran Baru',
  description: '<p>Rumah asri dekat taman dan sekolah.</p>',
  status: 'PUBLISH',
  sellOrRent: 'rent',
  listingType: 'secondary',
  listingPartId: 'part-residential',
  listingPart: { name: 'Residential' },
  listingPropertyTypeId: 'type-house',
  listingPropertyType: { name: 'House' },
  listingCertificateTypeId: null,
  listingCertificateType: null,
  buildingArea: 180,
  landArea: 200,
  buildingFace: 'north_east',
  numberOfFloor: 2,
  mainBedroom: 4,
  mainBathroom: 3,
  housekeepBedroom: 1,
  housekeepBathroom: 1,
  facilities: [{ facilityName: 'Carport', total: 2 }],
  price: 85_000_000,
  defaultPriceFreq: 'yearly',
  additionalPriceFreq: null,
  pdfOrientation: 'LANDSCAPE',
  videoUrl: ['https://youtu.be/dQw4w9WgXcQ'],
  photos: [
    { key: 'p1', url: 'https://cdn.test/p1.jpg' },
    { key: 'p2', url: 'https://cdn.test/p2.jpg', isWatermark: true, createdAt: '2026-01-02T00:00:00.000Z' },
    { key: 'p3', url: 'https://cdn.test/p3.jpg', isWatermark: null },
  ],
  country: 'Indonesia',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  userId: 'u-2',
  user: { nickName: 'Budi' },
  profile: { firstPhoneNumber: '0812000000', mainEmail: 'PRIVATE', geniusEmail: null, privateEmail: 'budi@mail.test' },
  office: { officeName: 'Genius Jakarta Selatan' },
  listingRenewHistory: [],
  listingTransferHistory: [],
  portalListing: [{ portalListingId: 'pl-1', portalAgent: { portal: { portalId: 'portal-1', portalName: 'Rumah123', position: 1 } } }],
  viewCount: 120,
  shareCount: 8,
  maskingCount: 0,
  copyListingMaskingCount: 0,
  pdfListingMaskingCount: 0,
  officeId: 'o-1',
  employeeId: 'e-2',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
};

describe('Listing entity (§3)', () => {
  test('a full listing with its relations parses', () => {
    expect(listing.parse(sampleListing)).toMatchObject({ listingCode: 'LST-20260001', pdfOrientation: 'LANDSCAPE' });
  });

  test.each([
    ['status', 'DRAFT'],
    ['sellOrRent', 'lease'],
    ['listingType', 'tertiary'],
    ['buildingFace', 'up'],
    ['defaultPriceFreq', 'weekly'],
    ['pdfOrientation', 'SQUARE'],
  ])('%s %j is refused', (field, value) => {
    expect(listing.safeParse({ ...sampleListing, [field]: value }).success).toBe(false);
  });

  test('eight compass values for buildingFace', () => {
    for (const face of ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west']) {
      expect(listing.safeParse({ ...sampleListing, buildingFace: face }).success).toBe(true);
    }
  });
});

describe('listing create body (§5)', () => {
  test('a minimal valid body gets its defaults', () => {
    expect(createListingBody.parse(validBody)).toMatchObject({
      pdfOrientation: 'PORTRAIT',
      facilities: [],
      videoUrl: [],
      photos: [],
    });
  });

  test('every field of the form is accepted', () => {
    const full = {
      ...validBody,
      status: 'OPEN',
      sellOrRent: 'rent',
      listingType: 'primary',
      listingCertificateTypeId: 'cert-shm',
      buildingArea: 180.5,
      landArea: 200,
      buildingFace: 'south',
      numberOfFloor: 2,
      mainBedroom: 4,
      mainBathroom: 3,
      housekeepBedroom: 1,
      housekeepBathroom: 0,
      facilities: [{ facilityName: 'Swimming Pool', total: 1 }],
      defaultPriceFreq: 'monthly',
      additionalPriceFreq: 'daily',
      pdfOrientation: 'LANDSCAPE',
      videoUrl: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      photos: [{ key: 'k1', url: 'https://cdn.test/k1.jpg' }],
      country: 'Indonesia',
      employeeId: 'e-agent',
    };
    expect(issues(createListingBody, full)).toEqual([]);
  });

  describe('description: min 20 characters after stripping HTML', () => {
    test.each([
      ['<p>Rumah asri dan luas!</p>', []], // 20 characters of text
      ['<p>Rumah <b>asri</b> dan <i>luas!</i></p>', []],
      ['<p>Rumah asri dan luas</p>', [MESSAGES.descriptionMin]], // 19
      ['<p><b><i><u>short</u></i></b></p><p></p><p></p><p></p>', [MESSAGES.descriptionMin]],
      ['<p>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;a</p>', [MESSAGES.descriptionMin]],
      ['<p></p>', ['Description is required.']],
      ['', ['Description is required.']],
    ])('%j → %j', (description, expected) => {
      expect(messages(createListingBody, { ...validBody, description })).toEqual(expected);
    });

    test('the message is word for word', () => {
      expect(MESSAGES.descriptionMin).toBe('Description must be at least 20 characters.');
    });
  });

  describe('price: 0 or more', () => {
    test.each([
      [0, []],
      [1, []],
      [2_500_000_000, []],
      [-1, ['Price must be greater than 0']],
      ['2500000', ['Price format is invalid.']],
      [undefined, ['Price is required.']],
      [null, ['Price is required.']],
    ])('%j → %j', (price, expected) => {
      expect(messages(createListingBody, { ...validBody, price })).toEqual(expected);
    });
  });

  describe('YouTube video URLs', () => {
    test.each([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
      ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', true],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', true],
      ['https://youtu.be/dQw4w9WgXcQ', true],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', true],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ', true],
      ['https://vimeo.com/123456', false],
      ['https://youtu.be/short', false],
      ['https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ', false],
      ['not a url', false],
    ])('%s → %s', (url, ok) => {
      const expected = ok ? [] : ['Video URL format is invalid.'];
      expect(messages(createListingBody, { ...validBody, videoUrl: [url] })).toEqual(expected);
    });
  });

  describe("required fields: '{Field} is required.'", () => {
    test.each([
      ['title', 'Title is required.'],
      ['description', 'Description is required.'],
      ['sellOrRent', 'Sell or rent is required.'],
      ['listingType', 'Listing type is required.'],
      ['listingPartId', 'Listing part is required.'],
      ['listingPropertyTypeId', 'Property type is required.'],
      ['price', 'Price is required.'],
      ['province', 'Province is required.'],
      ['city', 'City is required.'],
    ])('without %s → %s', (field, message) => {
      const body: Record<string, unknown> = { ...validBody };
      delete body[field];
      expect(issues(createListingBody, body)).toEqual([{ path: field, message }]);
    });

    test('blank text counts as missing', () => {
      expect(messages(createListingBody, { ...validBody, title: '   ', city: '' })).toEqual(['Title is required.', 'City is required.']);
    });
  });

  test('a rent needs its price frequency (/hari, /bln, /thn)', () => {
    expect(issues(createListingBody, { ...validBody, sellOrRent: 'rent' })).toEqual([
      { path: 'defaultPriceFreq', message: 'Price frequency is required.' },
    ]);
    expect(issues(createListingBody, { ...validBody, sellOrRent: 'rent', defaultPriceFreq: 'yearly' })).toEqual([]);
  });

  test.each([
    [{ buildingArea: -1 }, 'Building area format is invalid.'],
    [{ mainBedroom: 1.5 }, 'Main bedroom format is invalid.'],
    [{ housekeepBathroom: -1 }, 'Housekeep bathroom format is invalid.'],
    [{ facilities: [{ facilityName: 'Carport', total: -1 }] }, 'Total format is invalid.'],
    [{ facilities: [{ facilityName: '', total: 1 }] }, 'Facility name is required.'],
    [{ buildingFace: 'up' }, 'Building face format is invalid.'],
    [{ status: 'CLOSED' }, 'Status format is invalid.'],
    [{ photos: [{ key: 'a', url: 'u' }, { key: 'a', url: 'v' }] }, 'Photos must not repeat.'],
  ])('%j → %s', (patch, message) => {
    expect(messages(createListingBody, { ...validBody, ...patch })).toEqual([message]);
  });

  test('strict: unknown fields and client-set watermark flags are refused', () => {
    expect(createListingBody.safeParse({ ...validBody, maskingCount: 3 }).success).toBe(false);
    expect(createListingBody.safeParse({ ...validBody, photos: [{ key: 'a', url: 'u', isWatermark: true }] }).success).toBe(false);
  });
});

describe('listing update body', () => {
  test('any subset, each field with the create rules', () => {
    expect(issues(updateListingBody, {})).toEqual([]);
    expect(issues(updateListingBody, { title: 'Rumah baru' })).toEqual([]);
    expect(messages(updateListingBody, { price: -5 })).toEqual(['Price must be greater than 0']);
    expect(messages(updateListingBody, { description: '<p>pendek</p>' })).toEqual([MESSAGES.descriptionMin]);
    expect(messages(updateListingBody, { sellOrRent: 'rent' })).toEqual(['Price frequency is required.']);
    expect(updateListingBody.safeParse({ listingCode: 'X' }).success).toBe(false);
  });
});

describe('GET listings query (§7, §9)', () => {
  test('strings from the URL parse into typed filters', () => {
    expect(
      listingsQuery.parse({
        filterStatus: 'PUBLISH,UNPUBLISH',
        sort: 'updatedAt:DESC',
        limit: '50',
        offset: '100',
        includeData: 'user,office',
        excludeUserId: 'u-1',
        filterCity: 'Jakarta Selatan',
        filterOfficeId: 'o-1,o-2',
        filterSellOrRent: 'rent',
        search: 'kebayoran',
      }),
    ).toEqual({
      filterStatus: ['PUBLISH', 'UNPUBLISH'],
      sort: 'updatedAt:DESC',
      limit: 50,
      offset: 100,
      includeData: ['user', 'office'],
      excludeUserId: 'u-1',
      filterCity: 'Jakarta Selatan',
      filterOfficeId: ['o-1', 'o-2'],
      filterSellOrRent: 'rent',
      search: 'kebayoran',
    });
  });

  test('defaults: 25 per page from offset 0, newest update first', () => {
    expect(listingsQuery.parse({})).toEqual({ limit: 25, offset: 0, sort: 'updatedAt:DESC' });
  });

  // Any page size from 1 to 100 (issue 13), the SPA's sizes among them.
  test.each(['1', '7', '10', '12', '20', '25', '30', '50', '100'])('page size %s is accepted', (limit) => {
    expect(listingsQuery.parse({ limit }).limit).toBe(Number(limit));
  });

  test.each([
    { limit: '0' },
    { limit: '101' },
    { limit: '2.5' },
    { limit: '1000' },
    { offset: '-1' },
    { filterStatus: 'PUBLISH,DRAFT' },
    { sort: 'passwordHash:ASC' },
    { sort: 'updatedAt' },
    { includeData: 'secrets' },
    { filterSellOrRent: 'lease' },
    { filterEverything: 'true' },
  ])('%j is refused', (query) => {
    expect(listingsQuery.safeParse(query).success).toBe(false);
  });

  test('detail includeData of §7', () => {
    expect(
      listingDetailQuery.parse({ includeData: 'user,profile,office,listingRenewHistory,listingTransferHistory,portalListing,closingId' })
        .includeData,
    ).toHaveLength(7);
  });
});

describe('bulk-update-status-watermark body (§7)', () => {
  test.each([
    [{ keys: ['p1', 'p2'], isWatermark: true }, true],
    [{ keys: ['p1'], isWatermark: false }, true],
    [{ keys: [], isWatermark: true }, false],
    [{ keys: ['p1'] }, false],
    [{ keys: ['p1'], isWatermark: 'true' }, false],
    [{ keys: ['p1'], isWatermark: true, createdAt: '2026-01-01' }, false],
  ])('%j → %s', (body, ok) => expect(bulkUpdateWatermarkBody.safeParse(body).success).toBe(ok));
});

describe('masking bodies (§7)', () => {
  test('POST /listing-maskings: employeeId and listingId', () => {
    expect(createListingMaskingBody.parse({ employeeId: 'e-1', listingId: 'l-1' })).toEqual({ employeeId: 'e-1', listingId: 'l-1' });
    expect(messages(createListingMaskingBody, { employeeId: 'e-1' })).toEqual(['Listing is required.']);
    expect(createListingMaskingBody.safeParse({ employeeId: 'e-1', listingId: 'l-1', type: 'LINK' }).success).toBe(false);
  });

  test('POST /listing-masking-histories: type PDF or LINK', () => {
    for (const type of ['PDF', 'LINK']) {
      expect(createListingMaskingHistoryBody.safeParse({ employeeId: 'e-1', listingId: 'l-1', type }).success).toBe(true);
    }
    expect(messages(createListingMaskingHistoryBody, { employeeId: 'e-1', listingId: 'l-1', type: 'EMAIL' })).toEqual(['Type is required.']);
    expect(messages(createListingMaskingHistoryBody, { employeeId: 'e-1', listingId: 'l-1' })).toEqual(['Type is required.']);
  });

  test('the created history carries an unguessable listingSharedCode', () => {
    const row = { listingMaskingHistoryId: 'h-1', listingId: 'l-1', employeeId: 'e-1', type: 'LINK', maskingDate: '2026-01-05T10:00:00.000Z', createdAt: '2026-01-05T10:00:00.000Z' };
    expect(listingMaskingHistory.safeParse(row).success).toBe(true);
    expect(createdMaskingHistory.safeParse({ ...row, listingSharedCode: 'Qm9vbXNoYWthbGFrYS1uZXZlcg' }).success).toBe(true);
    for (const code of ['1', '42', 'abc', 'x'.repeat(21), 'has space in it and long enough', 'a/b'.repeat(10)]) {
      expect(createdMaskingHistory.safeParse({ ...row, listingSharedCode: code }).success).toBe(false);
      expect(listingSharedCodeParams.safeParse({ listingSharedCode: code }).success).toBe(false);
    }
  });
});

describe('GET listing-masking-histories query (§7, §9)', () => {
  test('every filter', () => {
    expect(
      maskingHistoryQuery.parse({
        limit: '10',
        offset: '20',
        filterOfficeId: 'o-1',
        filterUserId: 'u-1',
        filterStatusListing: 'PUBLISH,CLOSED',
        filterType: 'LINK',
        filterMaskingByAgent: 'e-1',
        filterListingAgent: 'e-2',
        filterCreatedAtStartAt: '2026-01-01T00:00:00.000+07:00',
        filterCreatedAtEndAt: '2026-01-31T23:59:59.999+07:00',
        filterMaskingDateStartAt: '2026-01-01',
        filterMaskingDateEndAt: '2026-01-07',
        includeData: 'listing,user,employee',
      }),
    ).toEqual({
      limit: 10,
      offset: 20,
      sort: 'createdAt:DESC',
      filterOfficeId: 'o-1',
      filterUserId: 'u-1',
      filterStatusListing: ['PUBLISH', 'CLOSED'],
      filterType: ['LINK'],
      filterMaskingByAgent: 'e-1',
      filterListingAgent: 'e-2',
      filterCreatedAtStartAt: '2026-01-01T00:00:00.000+07:00',
      filterCreatedAtEndAt: '2026-01-31T23:59:59.999+07:00',
      filterMaskingDateStartAt: '2026-01-01',
      filterMaskingDateEndAt: '2026-01-07',
      includeData: ['listing', 'user', 'employee'],
    });
  });

  test('page size 10 by default', () => {
    expect(maskingHistoryQuery.parse({})).toEqual({ limit: 10, offset: 0, sort: 'createdAt:DESC' });
  });

  test.each([
    { filterType: 'EMAIL' },
    { filterCreatedAtStartAt: 'yesterday' },
    { filterMaskingDateStartAt: '2026-02-01', filterMaskingDateEndAt: '2026-01-01' },
    { filterCreatedAtStartAt: '2026-02-01T00:00:00.000Z', filterCreatedAtEndAt: '2026-01-01T00:00:00.000Z' },
    { includeData: 'listing,password' },
    { limit: '0' },
    { limit: '101' },
    { filterAnything: 'x' },
  ])('%j is refused', (query) => {
    expect(maskingHistoryQuery.safeParse(query).success).toBe(false);
  });

  test('a reversed range names its end', () => {
    expect(issues(maskingHistoryQuery, { filterMaskingDateStartAt: '2026-02-01', filterMaskingDateEndAt: '2026-01-01' })).toEqual([
      { path: 'filterMaskingDateEndAt', message: 'The end date must not be before the start date.' },
    ]);
  });
});

describe('share counts (§3)', () => {
  test('every channel; a missing channel counts 0', () => {
    expect(shareCounts.parse({ totalCount: 3, socialMediaCounts: { whatsapp: 2, copyLink: 1 } })).toEqual({
      totalCount: 3,
      socialMediaCounts: { facebook: 0, twitter: 0, telegram: 0, whatsapp: 2, line: 0, instagram: 0, copyLink: 1 },
    });
    expect(shareCounts.safeParse({ totalCount: 1, socialMediaCounts: { whatsapp: -1 } }).success).toBe(false);
  });
});

describe('PDF document query (§7)', () => {
  test('lang id or en (id by default), listingCode, employeeId', () => {
    expect(pdfListingQuery.parse({ listingCode: 'LST-1', employeeId: 'e-1' })).toEqual({ lang: 'id', listingCode: 'LST-1', employeeId: 'e-1' });
    expect(pdfListingQuery.parse({ lang: 'en', listingCode: 'LST-1', employeeId: 'e-1' }).lang).toBe('en');
    expect(pdfListingQuery.safeParse({ lang: 'fr', listingCode: 'LST-1', employeeId: 'e-1' }).success).toBe(false);
    expect(messages(pdfListingQuery, { lang: 'en', employeeId: 'e-1' })).toEqual(['Listing code is required.']);
  });
});

describe('masking history date ranges', () => {
  test('reads a bare end date as the whole Jakarta day, so a start earlier that day is before it', async () => {
    const { maskingHistoryQuery } = await import('../../domain/entities/listing-masking');
    expect(maskingHistoryQuery.safeParse({ filterMaskingDateStartAt: '2020-03-10T10:00:00+07:00', filterMaskingDateEndAt: '2020-03-10' }).success).toBe(true);
    expect(maskingHistoryQuery.safeParse({ filterMaskingDateStartAt: '2020-03-11', filterMaskingDateEndAt: '2020-03-10' }).success).toBe(false);
  });
});
