/** geodata/cities (search, province, limit 20), portals (active, by position) and listing-options. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { city, listingOptions, LOCATION_SEARCH_LIMIT, portal } from '../../domain/entities/reference';
import { ERROR_CODES } from '../../domain/messages';
import { CERTIFICATE_TYPES, GEODATA, LISTING_PARTS } from '../../server/db/seed/demo-listings';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(server.app, 'agent@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, token = agent) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const cities = listPayload(city.strict());

describe('GET geodata/cities', () => {
  it('answers 20 by default, of every city there is', async () => {
    const page = payloadOf(await get('/api/geodata/cities'), cities);
    expect(page.results).toHaveLength(LOCATION_SEARCH_LIMIT);
    expect(page.count).toBe(Object.values(GEODATA).flat().length);
    expect(page.next).toBe(LOCATION_SEARCH_LIMIT);
  });

  it('finds by any part of the name, those that start with it first, with their province', async () => {
    const page = payloadOf(await get('/api/geodata/cities?search=bandung&includeData=province'), cities);
    expect(page.results.map((c) => c.name)).toEqual(['Bandung', 'Bandung Barat', 'Kabupaten Bandung']);
    expect(page.results.every((c) => c.province?.name === 'Jawa Barat' && c.province.provinceId === c.provinceId)).toBe(true);
    const jakarta = payloadOf(await get('/api/geodata/cities?search=JAKARTA%20SEL&includeData=province'), cities);
    expect(jakarta.results.map((c) => [c.name, c.province?.name])).toEqual([['Jakarta Selatan', 'DKI Jakarta']]);
  });

  it('leaves the province out unless asked, and takes % literally', async () => {
    const page = payloadOf(await get('/api/geodata/cities?search=Surabaya'), cities);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).not.toHaveProperty('province');
    expect(payloadOf(await get('/api/geodata/cities?search=%25'), cities).count).toBe(0);
  });

  it('refuses an unknown includeData or limit', async () => {
    expect(errorOf(await get('/api/geodata/cities?includeData=country'), 400).fields).toHaveProperty('includeData');
    expect(errorOf(await get('/api/geodata/cities?limit=0'), 400).fields).toHaveProperty('limit');
  });
});

describe('GET portals', () => {
  const portals = listPayload(portal.strict());

  it('are ordered by position, the first listing portal first', async () => {
    const page = payloadOf(await get('/api/portals'), portals);
    expect(page.results.map((p) => p.position)).toEqual([1, 2, 3, 4]);
    expect(page.results[0]!.portalName).toBe('Rumah123');
  });

  it('filterIsActive keeps the active ones (or the others)', async () => {
    const active = payloadOf(await get('/api/portals?filterIsActive=true'), portals);
    expect(active.results.map((p) => p.portalName)).toEqual(['Rumah123', 'OLX', '99.co']);
    const inactive = payloadOf(await get('/api/portals?filterIsActive=false'), portals);
    expect(inactive.results.map((p) => p.portalName)).toEqual(['Lamudi']);
    expect(errorOf(await get('/api/portals?filterIsActive=yes'), 400).fields).toHaveProperty('filterIsActive');
  });
});

describe('GET listing-options', () => {
  it('gives the choices of the listing form', async () => {
    const options = payloadOf(await get('/api/listing-options'), listingOptions.strict());
    expect(options.parts.map((p) => p.name).sort()).toEqual([...LISTING_PARTS].sort());
    expect(options.certificateTypes.map((c) => c.name)).toEqual(expect.arrayContaining([...CERTIFICATE_TYPES]));
    expect(options.propertyTypes.length).toBeGreaterThan(0);
  });

  it('is for those who work listings', async () => {
    const blog = await signIn(server.app, 'admin_blog@demo.test');
    errorOf(await get('/api/listing-options', blog), 403, ERROR_CODES.forbidden);
    errorOf(await server.app.inject({ method: 'GET', url: '/api/geodata/cities' }), 403, ERROR_CODES.unauthorized);
  });
});
