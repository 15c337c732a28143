/**
 * The portal adapters (issue 17): the local simulator's rules, ordered
 * outcomes (for any listing or one listing) and deduplication by idempotency
 * key; the environment's choice of adapter; and the HTTP adapter's reading of
 * a real portal's answers (2xx accepted, 4xx refused, 5xx or no answer
 * unavailable, so retried).
 */
import { describe, expect, it } from 'vitest';
import { PortalUnavailableError, type PortalPushRequest } from '../../server/services/portals/adapter';
import { createHttpPortalAdapter } from '../../server/services/portals/api-adapter';
import { portalAdaptersFromEnv, scriptOf } from '../../server/services/portals';
import { createPortalSimulator, SIMULATOR_DESCRIPTION } from '../../server/services/portals/simulator';

const PORTAL = { portalId: 'p1', portalName: 'Rumah123', position: 1 };
const request = (listingCode: string, extra: Partial<PortalPushRequest['listing']> = {}, key = listingCode): PortalPushRequest => ({
  idempotencyKey: key,
  action: 'create',
  portal: PORTAL,
  account: { portalUsername: 'office@rumah123.genius.co.id' },
  externalId: null,
  listing: { listingId: `id-${listingCode}`, listingCode, title: 'Rumah', sellOrRent: 'sell', propertyType: 'Rumah', price: 1_000_000_000, city: 'Jakarta Selatan', address: null, description: 'A house with a garden, three bedrooms and a garage.', photoCount: 3, ...extra },
});

describe('the local portal simulator', () => {
  it('refuses what a portal refuses, and publishes the rest with a trx_id and a link', async () => {
    const sim = createPortalSimulator();
    await expect(sim.push(request('LST-1', { photoCount: 0 }))).resolves.toMatchObject({ outcome: 'rejected', message: expect.stringContaining('no photo') });
    await expect(sim.push(request('LST-2', { description: 'Short.' }))).resolves.toMatchObject({ outcome: 'rejected', message: expect.stringContaining('30 characters') });
    await expect(sim.push(request('LST-3'))).resolves.toMatchObject({ outcome: 'accepted', message: 'Listing published', trxId: expect.stringMatching(/^SIM-/), url: expect.stringContaining('lst-3') });
  });

  it('uses ordered outcomes first — one for a named listing waits for that listing — and answers a repeated push once', async () => {
    const sim = createPortalSimulator({ script: scriptOf('down@LST-9,reject') });
    await expect(sim.push(request('LST-1'))).resolves.toMatchObject({ outcome: 'rejected' });
    await expect(sim.push(request('LST-9'))).rejects.toThrow(new RegExp(SIMULATOR_DESCRIPTION));
    await expect(sim.push(request('LST-9', {}, 'again'))).resolves.toMatchObject({ outcome: 'accepted' });
    const first = await sim.push(request('LST-5'));
    sim.order('reject');
    await expect(sim.push(request('LST-5'))).resolves.toEqual(first);
    expect(scriptOf('down, nonsense ,accept@LST-2')).toEqual(['down', { outcome: 'accept', listingCode: 'LST-2' }]);
  });
});

describe('the choice of adapter', () => {
  it('is the simulator unless PORTAL_ADAPTER=http names a portal with its URL and token', () => {
    const logged: string[] = [];
    expect(portalAdaptersFromEnv({}).forPortal(PORTAL).description).toBe(SIMULATOR_DESCRIPTION);
    const env = { PORTAL_ADAPTER: 'http', PORTAL_1_API_URL: 'https://api.portal.test/v1/', PORTAL_1_API_TOKEN: 't', PORTAL_2_API_URL: 'https://other.test' };
    const adapters = portalAdaptersFromEnv(env, (m) => logged.push(m));
    expect(adapters.forPortal(PORTAL).description).toBe('portal API at https://api.portal.test/v1');
    expect(adapters.forPortal({ ...PORTAL, position: 2 }).description).toBe(SIMULATOR_DESCRIPTION);
    expect(logged.join('\n')).toContain('PORTAL_2_API_URL is set without PORTAL_2_API_TOKEN');
  });
});

describe('the HTTP adapter', () => {
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof globalThis.fetch;
    return { calls, adapter: createHttpPortalAdapter({ baseUrl: 'https://api.portal.test', token: 'secret', fetch }) };
  };

  it('sends the listing with the token and the idempotency key, and reads 2xx as accepted', async () => {
    const { calls, adapter } = answering(201, { message: 'ok', trx_id: 'T-1', id: 'ext-1', url: 'https://portal.test/ext-1' });
    await expect(adapter.push(request('LST-1'))).resolves.toMatchObject({ outcome: 'accepted', trxId: 'T-1', externalId: 'ext-1', url: 'https://portal.test/ext-1' });
    expect(calls[0]!.url).toBe('https://api.portal.test/listings');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer secret');
    expect(new Headers(calls[0]!.init.headers).get('idempotency-key')).toBe('LST-1');
  });

  it('reads a 422 as refused (not retried), and a 503 or no answer as unavailable (retried)', async () => {
    await expect(answering(422, { message: 'bad price' }).adapter.push(request('LST-1'))).resolves.toMatchObject({ outcome: 'rejected', message: 'bad price' });
    await expect(answering(503, { message: 'maintenance' }).adapter.push(request('LST-1'))).rejects.toBeInstanceOf(PortalUnavailableError);
    const refused = createHttpPortalAdapter({ baseUrl: 'https://api.portal.test', token: 't', fetch: (async () => { throw new TypeError('fetch failed'); }) as unknown as typeof fetch });
    await expect(refused.push(request('LST-1'))).rejects.toThrow(/could not be reached: fetch failed/);
  });
});
