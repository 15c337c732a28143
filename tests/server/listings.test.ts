/**
 * Listings (§7): the lists and their scoping (HQ all; office users their
 * offices; agents their offices plus every office's listings in a masking
 * status), search, filters, sort, pages, includeData, the caller's masking
 * counts; create and edit with the guards of §6, HTML cleaning and field
 * messages; /listing-not-watermark, the watermark moves of §4, has-portal.
 */
import { eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPayload } from '../../domain/entities/common';
import { uploadedFile } from '../../domain/entities/file';
import { listing, type Listing } from '../../domain/entities/listing';
import { listingOptions } from '../../domain/entities/reference';
import { listingMoveRefusal, MASKING_STATUSES } from '../../domain/listing';
import { dataMaskingListItem, listingListItem, notWatermarkListItem } from '../../domain/lists/listings';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { WATERMARK_REFUSALS, WATERMARK_TARGETS, watermarkFlag, type WatermarkFlag } from '../../domain/watermark';
import { employees, listingMaskings, listings, offices, portalListings, portals, users, type StoredPhoto } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { DEMO_LISTINGS, encodePng } from '../../server/db/seed/demo-listings';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;
let userIdOf: Map<string, string>;

const JKS = DEMO_OFFICES.jakartaSelatan.officeName;
const BDG = DEMO_OFFICES.bandung.officeName;
const SBY = DEMO_OFFICES.surabaya.officeName;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.select().from(offices);
  officeIdOf = Object.fromEntries(rows.map((o) => [o.officeName, o.officeId]));
  const people = await server.database.db.select({ email: users.email, userId: users.userId }).from(users);
  userIdOf = new Map(people.map((p) => [p.email, p.userId]));
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

const qs = (query: Record<string, string | number>) => {
  const s = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return s ? `?${s}` : '';
};

async function get(email: string, url: string) {
  return server.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(email)) });
}

async function send(email: string, method: 'POST' | 'PATCH', url: string, payload: unknown) {
  return server.app.inject({ method, url, payload: payload as object, headers: bearer(await tokenOf(email)) });
}

const listingList = listPayload(listing.strict());
const isHqEmail = (email: string) => email.startsWith('admin');
const listUrl = (email: string) => (isHqEmail(email) ? '/api/listings' : '/api/office/listings');

async function list(email: string, query: Record<string, string | number> = {}) {
  return payloadOf(await get(email, `${listUrl(email)}${qs({ limit: 100, ...query })}`), listingList);
}

async function rowOf(title: string) {
  const [row] = await server.database.db.select().from(listings).where(eq(listings.title, title));
  return row!;
}

const officeNameOf = (officeId: string) => Object.entries(officeIdOf).find(([, id]) => id === officeId)?.[0];
const seededIn = (office: string) => DEMO_LISTINGS.filter((t) => officeOfAgent[t.agent] === office);
const officeOfAgent: Record<string, string> = {
  'agent@demo.test': JKS,
  'zahra.amelia@demo.test': JKS,
  'yusuf.maulana@demo.test': JKS,
  'agent.noself@demo.test': JKS,
  'umar.hakim@demo.test': BDG,
  'vina.melati@demo.test': BDG,
  'wahyu.hidayat@demo.test': BDG,
  'multi@demo.test': SBY,
  'bayu.firmansyah@demo.test': SBY,
};
const isMaskingStatus = (status: string) => (MASKING_STATUSES as readonly string[]).includes(status);

describe('who sees which listings', () => {
  it('HQ sees every listing, in every status, newest change first', async () => {
    const page = await list('admin@demo.test');
    expect(page.count).toBe(DEMO_LISTINGS.length);
    expect(new Set(page.results.map((l) => l.status)).size).toBe(8);
    const times = page.results.map((l) => Date.parse(l.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('an office user sees their office only, and filterOfficeId of another office gives nothing', async () => {
    const own = await list('franchise_owner@demo.test');
    expect(own.count).toBe(seededIn(JKS).length);
    expect(new Set(own.results.map((l) => officeNameOf(l.officeId)))).toEqual(new Set([JKS]));
    expect((await list('franchise_owner@demo.test', { filterOfficeId: officeIdOf[BDG]! })).count).toBe(0);
    const both = await list('franchise_owner@demo.test', { filterOfficeId: `${officeIdOf[JKS]},${officeIdOf[BDG]}` });
    expect(both.count).toBe(seededIn(JKS).length);
  });

  it('an owner of two offices sees both', async () => {
    const page = await list('multi@demo.test', { filterOfficeId: `${officeIdOf[BDG]},${officeIdOf[SBY]}` });
    expect(page.count).toBe(seededIn(BDG).length + seededIn(SBY).length);
    const bandungOnly = await list('multi@demo.test', { filterOfficeId: officeIdOf[BDG]! });
    expect(bandungOnly.count).toBe(seededIn(BDG).length);
  });

  it('an agent sees their office in every status, and other offices only in the masking statuses', async () => {
    const page = await list('agent@demo.test');
    const own = page.results.filter((l) => officeNameOf(l.officeId) === JKS);
    const others = page.results.filter((l) => officeNameOf(l.officeId) !== JKS);
    expect(own).toHaveLength(seededIn(JKS).length);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((l) => isMaskingStatus(l.status))).toBe(true);
    const open = await list('agent@demo.test', { filterStatus: 'OPEN' });
    expect(open.results.every((l) => officeNameOf(l.officeId) === JKS)).toBe(true);
  });

  it('by id: out of scope is 404, never 403', async () => {
    const bandungOpen = await rowOf('Rumah Kost 12 Kamar Dekat ITB');
    const bandungPublished = await rowOf('Rumah Sejuk di Dago Atas');
    errorOf(await get('franchise_owner@demo.test', `/api/office/listings/${bandungPublished.listingId}`), 404, ERROR_CODES.notFound);
    errorOf(await get('admin_office@demo.test', `/api/office/listings/${bandungOpen.listingId}`), 404);
    errorOf(await get('agent@demo.test', `/api/office/listings/${bandungOpen.listingId}`), 404);
    payloadOf(await get('agent@demo.test', `/api/office/listings/${bandungPublished.listingId}`), listing.strict());
    payloadOf(await get('admin_hq@demo.test', `/api/listings/${bandungOpen.listingId}`), listing.strict());
    errorOf(await get('admin@demo.test', '/api/listings/no-such-listing'), 404);
  });

  it('office users and agents are refused the HQ list', async () => {
    errorOf(await get('agent@demo.test', '/api/listings'), 403, ERROR_CODES.forbidden);
    errorOf(await get('franchise_owner@demo.test', '/api/listings'), 403, ERROR_CODES.forbidden);
  });
});

describe('search, filters, sort and pages', () => {
  it('searches title, listing code and city, any case', async () => {
    expect((await list('admin@demo.test', { search: 'dago' })).results.map((l) => l.title)).toEqual(['Rumah Sejuk di Dago Atas']);
    const code = (await rowOf('Gudang di Sidoarjo')).listingCode;
    expect((await list('admin@demo.test', { search: code.toLowerCase() })).results.map((l) => l.listingCode)).toEqual([code]);
    const malang = await list('admin@demo.test', { search: 'MALANG' });
    expect(malang.results.map((l) => l.city)).toEqual(['Malang']);
    expect((await list('admin@demo.test', { search: '%' })).count).toBe(0);
  });

  it('filters by status, city and sell or rent, and leaves out a user', async () => {
    const published = await list('admin@demo.test', { filterStatus: 'PUBLISH,CLOSED' });
    expect(published.count).toBe(DEMO_LISTINGS.filter((t) => ['PUBLISH', 'CLOSED'].includes(t.status)).length);
    const bandung = await list('admin@demo.test', { filterCity: 'bandung' });
    expect(bandung.count).toBe(DEMO_LISTINGS.filter((t) => t.city === 'Bandung').length);
    expect(bandung.results.every((l) => l.city === 'Bandung')).toBe(true);
    const rents = await list('admin@demo.test', { filterSellOrRent: 'rent' });
    expect(rents.count).toBe(DEMO_LISTINGS.filter((t) => t.sellOrRent === 'rent').length);
    expect(rents.results.every((l) => l.sellOrRent === 'rent' && l.defaultPriceFreq)).toBe(true);
    const agentUserId = userIdOf.get('agent@demo.test')!;
    const others = await list('agent@demo.test', { excludeUserId: agentUserId, filterStatus: MASKING_STATUSES.join(',') });
    expect(others.count).toBeGreaterThan(0);
    expect(others.results.some((l) => l.userId === agentUserId)).toBe(false);
  });

  it('sorts and pages', async () => {
    const cheap = await list('admin@demo.test', { sort: 'price:ASC' });
    const prices = cheap.results.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = await list('admin@demo.test', { limit: 10, offset: 0, sort: 'title:ASC' });
    const second = await list('admin@demo.test', { limit: 10, offset: 10, sort: 'title:ASC' });
    expect(first).toMatchObject({ count: DEMO_LISTINGS.length, prev: null, next: 10 });
    expect(second).toMatchObject({ prev: 0, next: 20 });
    const both = await list('admin@demo.test', { limit: 20, offset: 0, sort: 'title:ASC' });
    expect([...first.results, ...second.results].map((l) => l.listingId)).toEqual(both.results.map((l) => l.listingId));
    // Issue 13: any limit from 1 to 100, not only the SPA's page sizes.
    const one = await list('admin@demo.test', { limit: 1, offset: 0, sort: 'title:ASC' });
    expect(one).toMatchObject({ count: DEMO_LISTINGS.length, countIsEstimate: false, prev: null, next: 1 });
    expect(one.results.map((l) => l.listingId)).toEqual([first.results[0]!.listingId]);
    expect((await list('admin@demo.test', { limit: 7, offset: 0 })).results).toHaveLength(7);
    for (const limit of ['0', '101', '2.5']) {
      expect(errorOf(await get('admin@demo.test', `/api/listings?limit=${limit}`), 400).fields, limit).toHaveProperty('limit');
    }
    expect(errorOf(await get('admin@demo.test', '/api/listings?sort=password:ASC'), 400).fields).toHaveProperty('sort');
  });
});

/**
 * A view's page of `path` against the whole listings of the same query: the
 * same count, pages, rows and order, each row only the view item's fields
 * (those a whole listing has), nothing else; answers the view's rows.
 */
async function expectViewOfWhole<Item extends z.ZodObject>(email: string, path: string, query: Record<string, string | number>, view: string, item: Item) {
  const whole = payloadOf(await get(email, `${path}${qs({ limit: 100, ...query })}`), listPayload(listing.extend({ unflaggedPhotoCount: z.number().optional() }).strict()));
  const url = `${path}${qs({ limit: 100, ...query, view })}`;
  const rows = payloadOf(await get(email, url), listPayload(item.strict()));
  const fields = Object.keys(item.shape) as (keyof (typeof whole.results)[number])[];
  expect(rows, url).toMatchObject({ count: whole.count, countIsEstimate: whole.countIsEstimate, prev: whole.prev, next: whole.next });
  expect(rows.results, url).toEqual(whole.results.map((l) => Object.fromEntries(fields.filter((f) => l[f] !== undefined).map((f) => [f, l[f]]))));
  expect(rows.results.length, url).toBeGreaterThan(0);
  return rows.results as z.infer<Item>[];
}

describe('view=row: the list screen\'s rows', () => {
  it('are the whole listings\' rows, same order, count and pages, with only what a row reads, for every scope', async () => {
    const asks: [string, Record<string, string | number>][] = [
      ['admin@demo.test', { includeData: 'user,office' }],
      ['admin@demo.test', { search: 'rumah', sort: 'price:ASC', limit: 5, offset: 5, includeData: 'user,office' }],
      ['admin@demo.test', { filterStatus: 'PUBLISH,CLOSED', filterSellOrRent: 'rent' }],
      ['franchise_owner@demo.test', { includeData: 'office' }],
      ['agent@demo.test', { sort: 'title:ASC', includeData: 'user,office' }],
      ['agent@demo.test', { limit: 1, offset: 2 }],
    ];
    for (const [email, query] of asks) await expectViewOfWhole(email, listUrl(email), query, 'row', listingListItem);
  });

  it('are refused for a view the route does not have, and a CSV export is the same with or without it', async () => {
    expect(errorOf(await get('admin@demo.test', '/api/listings?view=full'), 400).fields).toHaveProperty('view');
    const csv = async (view: string) =>
      (await server.app.inject({ method: 'GET', url: `/api/office/listings?sort=title:ASC${view}`, headers: { ...bearer(await tokenOf('agent@demo.test')), accept: 'text/csv' } })).body;
    expect(await csv('&view=row')).toBe(await csv(''));
  });
});

describe('view=masking: the Data Masking tab\'s rows', () => {
  const maskingList = listPayload(dataMaskingListItem.strict());

  it('are the whole listings\' rows with their owner and the caller\'s masking counts, same order, count and pages, for every scope', async () => {
    const tab = { filterStatus: MASKING_STATUSES.join(','), includeData: 'user,office' };
    const asks: [string, Record<string, string | number>][] = [
      ['agent@demo.test', tab],
      ['agent@demo.test', { ...tab, search: 'Cilandak' }],
      ['agent@demo.test', { ...tab, limit: 2, offset: 2 }],
      ['umar.hakim@demo.test', { ...tab, search: 'Kebayoran' }],
      ['admin@demo.test', { ...tab, excludeUserId: userIdOf.get('agent@demo.test')! }],
      ['franchise_owner@demo.test', { filterStatus: 'PUBLISH', includeData: 'office' }],
    ];
    let masked = 0;
    for (const [email, query] of asks) {
      const rows = await expectViewOfWhole(email, listUrl(email), query, 'masking', dataMaskingListItem);
      masked += rows.filter((r) => r.maskingCount > 0).length;
    }
    // The counts are read, not defaulted: the demo agents have masked and shared some of these.
    expect(masked).toBeGreaterThan(0);
    const cilandak = payloadOf(await get('agent@demo.test', `/api/office/listings${qs({ ...tab, search: 'Cilandak', view: 'masking' })}`), maskingList);
    expect(cilandak.results.find((r) => r.title === 'Rumah Minimalis di Cilandak')).toMatchObject({ maskingCount: 1, copyListingMaskingCount: 3, pdfListingMaskingCount: 1 });
  });
});

describe('includeData and the caller\'s masking counts', () => {
  it('a detail with everything of §7', async () => {
    const row = await rowOf('Rumah Cluster di BSD City');
    const url = `/api/office/listings/${row.listingId}?includeData=user,profile,office,listingRenewHistory,listingTransferHistory,portalListing,closingId`;
    const detail = payloadOf(await get('franchise_owner@demo.test', url), listing.strict());
    expect(detail.user).toEqual({ nickName: 'Yusuf' });
    expect(detail.office).toEqual({ officeName: JKS });
    expect(detail.profile?.firstPhoneNumber).toMatch(/^08/);
    expect(detail.profile?.geniusEmail).toBe('yusuf.maulana@genius.co.id');
    expect(detail.listingTransferHistory).toHaveLength(1);
    expect(detail.listingRenewHistory).toEqual(expect.any(Array));
    expect(detail.closingId).toBeNull();
    expect(detail.listingPart).toEqual({ name: 'Rumah' });
    const bare = payloadOf(await get('franchise_owner@demo.test', `/api/office/listings/${row.listingId}`), listing.strict());
    for (const key of ['user', 'profile', 'office', 'listingRenewHistory', 'listingTransferHistory', 'portalListing', 'closingId']) {
      expect(bare).not.toHaveProperty(key);
    }
  });

  it('portal listings carry their portal and its position', async () => {
    const page = await list('admin@demo.test', { includeData: 'portalListing' });
    const onPortals = page.results.filter((l) => l.portalListing!.length > 0);
    expect(onPortals.length).toBeGreaterThan(0);
    const positions = onPortals.flatMap((l) => l.portalListing!.map((p) => p.portalAgent!.portal.position));
    expect(positions).toContain(1);
    expect(positions.some((p) => p !== 1)).toBe(true);
  });

  it('maskingCount and the share counts are the calling agent\'s', async () => {
    const find = (page: z.infer<typeof listingList>, title: string) => page.results.find((l) => l.title === title)!;
    const asAgent = await list('agent@demo.test', { search: 'Cilandak' });
    // Two links shared from /masking, and a third when Nanda shared her demo list that holds it (my lists, issue 18).
    expect(find(asAgent, 'Rumah Minimalis di Cilandak')).toMatchObject({ maskingCount: 1, copyListingMaskingCount: 3, pdfListingMaskingCount: 1 });
    const asHq = await list('admin@demo.test', { search: 'Cilandak' });
    expect(find(asHq, 'Rumah Minimalis di Cilandak')).toMatchObject({ maskingCount: 0, copyListingMaskingCount: 0, pdfListingMaskingCount: 0 });
    const kebayoran = 'Rumah 2 Lantai di Kebayoran Baru';
    expect(find(await list('umar.hakim@demo.test', { search: kebayoran }), kebayoran)).toMatchObject({ maskingCount: 1, copyListingMaskingCount: 1, pdfListingMaskingCount: 1 });
    expect(find(await list('agent@demo.test', { search: kebayoran }), kebayoran).maskingCount).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// Writes

const PNG = encodePng(4, 3, (x, y) => [x * 60, y * 80, 120]);

async function uploadPhoto(email: string) {
  const res = await postForm(server.app, imageEntries(PNG, 'image/png', 'listingPhoto', 'rumah.png'), await tokenOf(email));
  const file = payloadOf(res, uploadedFile, 201);
  return { key: file.fileKey, url: file.url };
}

async function newListingBody(email: string, over: Record<string, unknown> = {}) {
  const options = payloadOf(await get(email, '/api/listing-options'), listingOptions);
  const byName = (list: { lookupId: string; name: string }[], name: string) => list.find((o) => o.name === name)!.lookupId;
  return {
    title: 'Rumah Baru di Tebet',
    description: '<p>Rumah baru <strong>dua lantai</strong> dekat stasiun Tebet, siap huni.</p>',
    sellOrRent: 'sell',
    listingType: 'secondary',
    listingPartId: byName(options.parts, 'Rumah'),
    listingPropertyTypeId: byName(options.propertyTypes, 'Residensial'),
    listingCertificateTypeId: byName(options.certificateTypes, 'SHM'),
    buildingArea: 120,
    landArea: 90,
    buildingFace: 'south',
    mainBedroom: 3,
    mainBathroom: 2,
    facilities: [{ facilityName: 'Carport', total: 2 }],
    price: 2_500_000_000,
    videoUrl: ['https://youtu.be/aqz-KE-bpKQ'],
    photos: [await uploadPhoto(email), await uploadPhoto(email)],
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    ...over,
  };
}

/** The employee record of a one-record account. */
async function employeeIdOf(email: string) {
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, email));
  return row!.employeeId;
}

describe('create', () => {
  it('an agent lists for themself: a new code, OPEN, photos without a flag', async () => {
    const body = await newListingBody('agent@demo.test');
    const created = payloadOf(await send('agent@demo.test', 'POST', '/api/listings', body), listing.strict(), 201);
    expect(created.listingCode).toMatch(/^LST-\d{6}$/);
    expect(created).toMatchObject({ status: 'OPEN', employeeId: await employeeIdOf('agent@demo.test'), officeId: officeIdOf[JKS], userId: userIdOf.get('agent@demo.test') });
    expect(created.photos).toEqual(body.photos);
    expect(created.user).toEqual({ nickName: 'Nanda' });
    const row = await rowOf('Rumah Baru di Tebet');
    expect(row.unflaggedPhotoCount).toBe(2);
    payloadOf(await get('agent@demo.test', `/api/office/listings/${created.listingId}`), listing.strict());
  });

  it('an office admin with the agent-listing permission lists for an agent of their office', async () => {
    const zahra = await employeeIdOf('zahra.amelia@demo.test');
    const body = await newListingBody('admin_office@demo.test', { title: 'Rumah untuk Zahra', employeeId: zahra });
    const created = payloadOf(await send('admin_office@demo.test', 'POST', '/api/listings', body), listing.strict(), 201);
    expect(created).toMatchObject({ employeeId: zahra, userId: userIdOf.get('zahra.amelia@demo.test'), officeId: officeIdOf[JKS] });
  });

  it('an office admin must name an agent of their own office', async () => {
    const before = await countRows(server.database, 'listings');
    const none = errorOf(await send('admin_office@demo.test', 'POST', '/api/listings', await newListingBody('admin_office@demo.test')), 400);
    expect(none.fields).toHaveProperty('employeeId');
    const umar = await employeeIdOf('umar.hakim@demo.test');
    const elsewhere = errorOf(await send('admin_office@demo.test', 'POST', '/api/listings', await newListingBody('admin_office@demo.test', { employeeId: umar })), 400);
    expect(elsewhere.fields).toHaveProperty('employeeId');
    const notAgent = await employeeIdOf('manager_office@demo.test');
    errorOf(await send('admin_office@demo.test', 'POST', '/api/listings', await newListingBody('admin_office@demo.test', { employeeId: notAgent })), 400);
    expect(await countRows(server.database, 'listings')).toBe(before);
  });

  it('an agent who may not self-list, and roles without the guard, are refused', async () => {
    const body = await newListingBody('agent@demo.test');
    errorOf(await send('agent.noself@demo.test', 'POST', '/api/listings', body), 403, ERROR_CODES.forbidden);
    errorOf(await send('franchise_owner@demo.test', 'POST', '/api/listings', body), 403, ERROR_CODES.forbidden);
    errorOf(await send('admin@demo.test', 'POST', '/api/listings', body), 403, ERROR_CODES.forbidden);
  });

  it('cleans the description before storing it', async () => {
    const description = '<p onclick="steal()">Rumah aman <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">klik</a> dekat taman kota.</p>';
    const body = await newListingBody('agent@demo.test', { title: 'Rumah Bersih', description });
    const created = payloadOf(await send('agent@demo.test', 'POST', '/api/listings', body), listing.strict(), 201);
    const stored = (await rowOf('Rumah Bersih')).description;
    expect(created.description).toBe(stored);
    for (const bad of ['<script', 'alert(1)', 'onerror', '<img', 'onclick', 'javascript:']) expect(stored).not.toContain(bad);
    expect(stored).toContain('Rumah aman');
  });

  it.each([
    ['price', { price: -1 }, MESSAGES.priceMin],
    ['defaultPriceFreq', { sellOrRent: 'rent' }, MESSAGES.required('Price frequency')],
    ['description', { description: '<p>Terlalu pendek</p>' }, MESSAGES.descriptionMin],
    ['description', { description: '<script>alert("this is more than twenty")</script>' }, MESSAGES.required('Description')],
    ['title', { title: '' }, MESSAGES.required('Title')],
    ['title', { title: 'x'.repeat(10_000) }, MESSAGES.maxLength('Title', 200)],
    ['videoUrl', { videoUrl: ['https://vimeo.com/123'] }, MESSAGES.invalidFormat('Video URL')],
    ['photos', { photos: [{ key: 'elsewhere', url: 'https://example.com/rumah.png' }] }, 'Photos must be images uploaded to this server.'],
    ['photos', { photos: [{ key: 'gone', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAA' }] }, 'Photos must be images uploaded to this server.'],
    ['listingPartId', { listingPartId: 'no-such-part' }, 'Listing part is not one of the options.'],
  ])('refuses a bad %s with a message naming it, writing nothing', async (field, over, message) => {
    const body = await newListingBody('agent@demo.test', { title: 'Tidak Boleh Tersimpan', ...over });
    const before = await countRows(server.database, 'listings');
    const error = errorOf(await send('agent@demo.test', 'POST', '/api/listings', body), 400, ERROR_CODES.validation);
    expect(Object.keys(error.fields ?? {}).some((f) => f.startsWith(field))).toBe(true);
    expect(Object.values(error.fields ?? {})).toContain(message);
    expect(await countRows(server.database, 'listings')).toBe(before);
  });
});

describe('edit', () => {
  it('an agent edits their own listing', async () => {
    const row = await rowOf('Rumah Asri Dekat Stasiun Pondok Ranji');
    const updated = payloadOf(await send('agent@demo.test', 'PATCH', `/api/listings/${row.listingId}`, { title: 'Rumah Asri Pondok Ranji', price: 1_900_000_000 }), listing.strict());
    expect(updated).toMatchObject({ title: 'Rumah Asri Pondok Ranji', price: 1_900_000_000 });
    expect(Date.parse(updated.updatedAt)).toBe(server.clock.now().getTime());
  });

  it("an agent may not edit a colleague's listing (403) nor reach another office's draft (404)", async () => {
    const colleague = await rowOf('Rumah Minimalis di Cilandak');
    errorOf(await send('agent@demo.test', 'PATCH', `/api/listings/${colleague.listingId}`, { title: 'Diambil alih' }), 403, ERROR_CODES.forbidden);
    const bandungDraft = await rowOf('Rumah Kost 12 Kamar Dekat ITB');
    errorOf(await send('agent@demo.test', 'PATCH', `/api/listings/${bandungDraft.listingId}`, { title: 'Diambil alih' }), 404);
    expect((await rowOf('Rumah Minimalis di Cilandak')).title).toBe('Rumah Minimalis di Cilandak');
  });

  it('an office admin edits their offices\' listings, HQ admins any', async () => {
    const colleague = await rowOf('Villa Keluarga di Puncak');
    payloadOf(await send('admin_office@demo.test', 'PATCH', `/api/listings/${colleague.listingId}`, { pdfOrientation: 'LANDSCAPE' }), listing.strict());
    const bandung = await rowOf('Rumah Baru di Cimahi Utara');
    errorOf(await send('admin_office@demo.test', 'PATCH', `/api/listings/${bandung.listingId}`, { pdfOrientation: 'LANDSCAPE' }), 404);
    const edited = payloadOf(await send('admin_hq@demo.test', 'PATCH', `/api/listings/${bandung.listingId}`, { status: 'PUBLISH' }), listing.strict());
    expect(edited.status).toBe('PUBLISH');
    errorOf(await send('franchise_owner@demo.test', 'PATCH', `/api/listings/${colleague.listingId}`, { title: 'x' }), 403);
  });

  it('keeps the flags of the photos that stay, and counts the new ones as unflagged', async () => {
    const row = await rowOf('Apartemen Kemang Village 2BR Furnished');
    const kept = row.photos.slice(1, 4);
    const fresh = await uploadPhoto('agent@demo.test');
    const photos = [...kept.map(({ key, url }) => ({ key, url })), fresh];
    const updated = payloadOf(await send('agent@demo.test', 'PATCH', `/api/listings/${row.listingId}`, { photos }), listing.strict());
    expect(updated.photos.slice(0, 3)).toEqual(kept);
    expect(updated.photos[3]).toEqual(fresh);
    const after = await rowOf('Apartemen Kemang Village 2BR Furnished');
    expect(after.unflaggedPhotoCount).toBe(after.photos.filter((p) => p.isWatermark == null).length);
  });

  it('refuses a rent without a price frequency and a change of listing agent, writing nothing', async () => {
    const row = await rowOf('Rumah Hook di Bintaro Sektor 9');
    const rent = errorOf(await send('agent@demo.test', 'PATCH', `/api/listings/${row.listingId}`, { sellOrRent: 'rent' }), 400);
    expect(rent.fields).toHaveProperty('defaultPriceFreq');
    const other = await employeeIdOf('zahra.amelia@demo.test');
    const transfer = errorOf(await send('agent@demo.test', 'PATCH', `/api/listings/${row.listingId}`, { employeeId: other }), 400);
    expect(transfer.fields).toHaveProperty('employeeId');
    const bad = errorOf(await send('agent@demo.test', 'PATCH', `/api/listings/${row.listingId}`, { description: '<p>pendek</p>' }), 400);
    expect(bad.fields).toEqual({ description: MESSAGES.descriptionMin });
    expect(await rowOf('Rumah Hook di Bintaro Sektor 9')).toEqual(row);
  });
});

describe('status moves: the office or HQ approves, an agent submits, withdraws and unpublishes', () => {
  const FATMAWATI = 'Ruko 3 Lantai Jalan Fatmawati';
  const patchStatus = async (email: string, title: string, body: Record<string, unknown>) =>
    send(email, 'PATCH', `/api/listings/${(await rowOf(title)).listingId}`, body);

  it("refuses an agent's own WAITING_APPROVAL → PUBLISH at `status`, writing nothing (not even the other fields)", async () => {
    const before = await rowOf(FATMAWATI);
    expect(before.status).toBe('WAITING_APPROVAL');
    const error = errorOf(await patchStatus('agent@demo.test', FATMAWATI, { status: 'PUBLISH', title: 'Ruko Fatmawati Terbit' }), 400, ERROR_CODES.validation);
    expect(error.fields).toEqual({ status: listingMoveRefusal('agent', 'WAITING_APPROVAL', 'PUBLISH') });
    expect(await rowOf(FATMAWATI)).toEqual(before);
  });

  it('lets the agent withdraw it to OPEN and submit it again', async () => {
    const withdrawn = payloadOf(await patchStatus('agent@demo.test', FATMAWATI, { status: 'OPEN' }), listing.strict());
    expect(withdrawn.status).toBe('OPEN');
    const submitted = payloadOf(await patchStatus('agent@demo.test', FATMAWATI, { status: 'WAITING_APPROVAL' }), listing.strict());
    expect(submitted.status).toBe('WAITING_APPROVAL');
    expect((await rowOf(FATMAWATI)).status).toBe('WAITING_APPROVAL');
  });

  it("the office admin approves their office's listing; an HQ admin rejects another's", async () => {
    const approved = payloadOf(await patchStatus('admin_office@demo.test', FATMAWATI, { status: 'PUBLISH' }), listing.strict());
    expect(approved.status).toBe('PUBLISH');
    expect((await rowOf(FATMAWATI)).status).toBe('PUBLISH');
    const rejected = payloadOf(await patchStatus('admin_hq@demo.test', 'Ruko di Jalan Buah Batu', { status: 'REJECTED' }), listing.strict());
    expect(rejected.status).toBe('REJECTED');
  });

  it('an agent unpublishes their own listing, and may not put it back on the market themself', async () => {
    const unpublished = payloadOf(await patchStatus('agent@demo.test', FATMAWATI, { status: 'UNPUBLISH' }), listing.strict());
    expect(unpublished.status).toBe('UNPUBLISH');
    const error = errorOf(await patchStatus('agent@demo.test', FATMAWATI, { status: 'PUBLISH' }), 400);
    expect(error.fields).toEqual({ status: listingMoveRefusal('agent', 'UNPUBLISH', 'PUBLISH') });
    expect((await rowOf(FATMAWATI)).status).toBe('UNPUBLISH');
  });

  it('a new listing: an agent may submit it at once but not publish it; the office admin may publish it', async () => {
    const before = await countRows(server.database, 'listings');
    const published = await newListingBody('agent@demo.test', { title: 'Langsung Terbit', status: 'PUBLISH' });
    const error = errorOf(await send('agent@demo.test', 'POST', '/api/listings', published), 400, ERROR_CODES.validation);
    expect(error.fields).toEqual({ status: listingMoveRefusal('agent', 'OPEN', 'PUBLISH') });
    expect(await countRows(server.database, 'listings')).toBe(before);

    const submitted = await newListingBody('agent@demo.test', { title: 'Menunggu Persetujuan', status: 'WAITING_APPROVAL' });
    expect(payloadOf(await send('agent@demo.test', 'POST', '/api/listings', submitted), listing.strict(), 201).status).toBe('WAITING_APPROVAL');
    const zahra = await employeeIdOf('zahra.amelia@demo.test');
    const byOffice = await newListingBody('admin_office@demo.test', { title: 'Terbit oleh Kantor', status: 'PUBLISH', employeeId: zahra });
    expect(payloadOf(await send('admin_office@demo.test', 'POST', '/api/listings', byOffice), listing.strict(), 201).status).toBe('PUBLISH');
  });
});

// ---------------------------------------------------------------------------
// Watermark flags

const notWatermarked = listPayload(listing.extend({ unflaggedPhotoCount: z.number() }).strict());

describe('/listing-not-watermark', () => {
  it('lists the listings with unflagged photos, with their count, agent and office', async () => {
    const page = payloadOf(await get('admin@demo.test', '/api/listings/not-watermark?limit=100'), notWatermarked);
    const expected = await server.database.db.select().from(listings).where(gt(listings.unflaggedPhotoCount, 0));
    expect(page.count).toBe(expected.length);
    for (const l of page.results) {
      expect(l.unflaggedPhotoCount).toBe(l.photos.filter((p) => p.isWatermark == null).length);
      expect(l.unflaggedPhotoCount).toBeGreaterThan(0);
      expect(l.user?.nickName).toEqual(expect.any(String));
      expect(l.office?.officeName).toEqual(expect.any(String));
    }
    const times = page.results.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const searched = payloadOf(await get('admin@demo.test', '/api/listings/not-watermark?search=surabaya'), notWatermarked);
    expect(searched.results.every((l) => /surabaya/i.test(`${l.title} ${l.city}`))).toBe(true);
  });

  it('view=row: the whole listings\' rows with their photos, same order, count and pages', async () => {
    const queries: Record<string, string | number>[] = [{}, { limit: 2, offset: 1 }, { search: 'surabaya' }, { limit: 1 }];
    for (const query of queries) {
      const rows = await expectViewOfWhole('admin@demo.test', '/api/listings/not-watermark', query, 'row', notWatermarkListItem);
      expect(rows.every((r) => r.photos.length >= r.unflaggedPhotoCount && r.unflaggedPhotoCount > 0)).toBe(true);
    }
    errorOf(await get('agent@demo.test', '/api/listings/not-watermark?view=row'), 403);
  });

  it('is for admin-HQ-plus only', async () => {
    errorOf(await get('agent@demo.test', '/api/listings/not-watermark'), 403);
    errorOf(await get('admin_finance_gm@demo.test', '/api/listings/not-watermark'), 403);
  });
});

const GENIUS_AT = '2026-01-02T03:04:05.000Z';
const photoIn = (flag: WatermarkFlag, key: string): StoredPhoto => {
  const url = `/api/files/${key}`;
  if (flag === 'byGenius') return { key, url, isWatermark: true, createdAt: GENIUS_AT };
  if (flag === 'byAdmin') return { key, url, isWatermark: true };
  if (flag === 'notWatermark') return { key, url, isWatermark: false };
  return { key, url };
};

describe('bulk-update-status-watermark', () => {
  let target: { listingId: string };
  const FLAGS: WatermarkFlag[] = ['unidentified', 'byAdmin', 'notWatermark', 'byGenius'];

  beforeAll(async () => {
    target = await rowOf('Gudang Strategis di Cakung');
  });

  async function arrange(photos: StoredPhoto[]) {
    const unflaggedPhotoCount = photos.filter((p) => p.isWatermark == null).length;
    await server.database.db.update(listings).set({ photos, unflaggedPhotoCount }).where(eq(listings.listingId, target.listingId));
  }

  const post = (keys: string[], isWatermark: boolean, email = 'admin@demo.test', listingId = target.listingId) =>
    send(email, 'POST', `/api/listings/${listingId}/bulk-update-status-watermark`, { keys, isWatermark });

  const cases = FLAGS.flatMap((from) => [true, false].map((to) => ({ from, to, allowed: WATERMARK_TARGETS[from].includes(to) })));

  it.each(cases)('$from → isWatermark $to: allowed $allowed', async ({ from, to, allowed }) => {
    await arrange([photoIn(from, 'photo-a'), photoIn('unidentified', 'photo-b')]);
    const res = await post(['photo-a'], to);
    const row = await rowOf('Gudang Strategis di Cakung');
    if (allowed) {
      const updated = payloadOf(res, listing.strict());
      expect(watermarkFlag(updated.photos[0]!)).toBe(to ? 'byAdmin' : 'notWatermark');
      expect(updated.photos[1]).toEqual(photoIn('unidentified', 'photo-b'));
      expect(row.unflaggedPhotoCount).toBe(1);
    } else {
      const error = errorOf(res, 400, ERROR_CODES.validation);
      expect(error.message).toBe(from === 'byGenius' ? 'Watermark by Genius cannot be changed.' : WATERMARK_REFUSALS.forbidden);
      expect(row.photos[0]).toEqual(photoIn(from, 'photo-a'));
    }
  });

  it('bulk: all unflagged photos at once; the listing leaves /listing-not-watermark', async () => {
    await arrange([photoIn('unidentified', 'a'), photoIn('unidentified', 'b'), photoIn('byGenius', 'c')]);
    const updated = payloadOf(await post(['a', 'b'], true), listing.strict());
    expect(updated.photos.map(watermarkFlag)).toEqual(['byAdmin', 'byAdmin', 'byGenius']);
    expect((await rowOf('Gudang Strategis di Cakung')).unflaggedPhotoCount).toBe(0);
    const page = payloadOf(await get('admin@demo.test', '/api/listings/not-watermark?limit=100'), notWatermarked);
    expect(page.results.some((l) => l.listingId === target.listingId)).toBe(false);
  });

  it('one forbidden or unknown key refuses the whole request', async () => {
    const photos = [photoIn('unidentified', 'a'), photoIn('byGenius', 'g')];
    await arrange(photos);
    errorOf(await post(['a', 'g'], false), 400);
    const unknown = errorOf(await post(['a', 'nope'], false), 400);
    expect(unknown.message).toBe(WATERMARK_REFUSALS.unknownKeys);
    expect(unknown.fields).toHaveProperty('keys');
    expect((await rowOf('Gudang Strategis di Cakung')).photos).toEqual(photos);
  });

  it('refuses an empty key list, an unknown listing and non-admins', async () => {
    expect(errorOf(await post([], true), 400).fields).toHaveProperty('keys');
    errorOf(await post(['a'], true, 'admin@demo.test', 'no-such-listing'), 404);
    errorOf(await post(['a'], true, 'agent@demo.test'), 403);
    errorOf(await post(['a'], true, 'admin_office@demo.test'), 403);
  });
});

describe('/listing-has-portal', () => {
  const hasPortal = (query: Record<string, string | number>) => get('admin@demo.test', `/api/listings/has-portal${qs({ limit: 100, ...query })}`);

  it('lists listings on a portal, each with its portals and their positions', async () => {
    const page = payloadOf(await hasPortal({}), listingList);
    const onAny = await server.database.db.selectDistinct({ listingId: portalListings.listingId }).from(portalListings);
    expect(page.count).toBe(onAny.length);
    for (const l of page.results) {
      expect(l.portalListing!.length).toBeGreaterThan(0);
      expect(l.office?.officeName).toEqual(expect.any(String));
      expect(l.user).toHaveProperty('nickName');
    }
  });

  it('filters by portal, office and listing agent', async () => {
    const [olx] = await server.database.db.select().from(portals).where(eq(portals.portalName, 'OLX'));
    const onOlx = payloadOf(await hasPortal({ filterPortalId: olx!.portalId }), listingList);
    expect(onOlx.count).toBeGreaterThan(0);
    expect(onOlx.results.every((l) => l.portalListing!.some((p) => p.portalAgent!.portal.portalName === 'OLX'))).toBe(true);
    const bandung = payloadOf(await hasPortal({ filterOfficeId: officeIdOf[BDG]! }), listingList);
    expect(bandung.count).toBeGreaterThan(0);
    expect(bandung.results.every((l: Listing) => l.officeId === officeIdOf[BDG])).toBe(true);
    const bayu = await employeeIdOf('bayu.firmansyah@demo.test');
    const his = payloadOf(await hasPortal({ filterEmployeeId: bayu }), listingList);
    expect(his.count).toBeGreaterThan(0);
    expect(his.results.every((l) => l.employeeId === bayu)).toBe(true);
    errorOf(await get('agent@demo.test', '/api/listings/has-portal'), 403);
  });
});

describe('the seed', () => {
  it('has photos in every watermark state and maskings of other agents\' listings', async () => {
    const rows = await server.database.db.select().from(listings);
    const flags = new Set(rows.flatMap((r) => r.photos.map(watermarkFlag)));
    expect(flags).toEqual(new Set(['unidentified', 'byGenius', 'byAdmin', 'notWatermark']));
    const maskings = await server.database.db.select().from(listingMaskings).where(inArray(listingMaskings.listingId, rows.map((r) => r.listingId)));
    for (const m of maskings) expect(rows.find((r) => r.listingId === m.listingId)!.employeeId).not.toBe(m.employeeId);
  });
});
