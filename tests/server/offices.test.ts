/** GET offices (§7): HQ searches every office, an office user only their own; 20 by default. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { officeListItem } from '../../domain/entities/office';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const page = listPayload(officeListItem);
const names = (results: { officeName: string }[]) => results.map((o) => o.officeName).sort();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function offices(email: string, query = '') {
  return server.app.inject({ method: 'GET', url: `/api/offices${query}`, headers: bearer(await signIn(server.app, email)) });
}

describe('GET offices', () => {
  it('lets HQ search every approved office by name or code', async () => {
    const all = payloadOf(await offices('admin@demo.test', '?filterApprovalStatus=APPROVED'), page);
    expect(names(all.results)).toEqual(Object.values(DEMO_OFFICES).map((o) => o.officeName).sort());
    const found = payloadOf(await offices('admin@demo.test', '?search=bandung'), page);
    expect(names(found.results)).toEqual([DEMO_OFFICES.bandung.officeName]);
    const byCode = payloadOf(await offices('admin@demo.test', `?search=${DEMO_OFFICES.surabaya.officeCode}`), page);
    expect(names(byCode.results)).toEqual([DEMO_OFFICES.surabaya.officeName]);
  });

  it('finds one office by id, for a picker that shows the office its URL names', async () => {
    const [first] = payloadOf(await offices('admin@demo.test', '?search=surabaya'), page).results;
    const one = payloadOf(await offices('admin@demo.test', `?filterOfficeId=${first!.officeId}`), page);
    expect(one.results).toEqual([first]);
  });

  it("gives an office user only their own offices, whatever they search", async () => {
    expect(names(payloadOf(await offices('franchise_owner@demo.test'), page).results)).toEqual([DEMO_OFFICES.jakartaSelatan.officeName]);
    expect(payloadOf(await offices('franchise_owner@demo.test', '?search=bandung'), page).results).toEqual([]);
    expect(names(payloadOf(await offices('multi@demo.test'), page).results)).toEqual([DEMO_OFFICES.bandung.officeName, DEMO_OFFICES.surabaya.officeName].sort());
  });

  it('refuses a bad status or limit with 400 naming it', async () => {
    expect(errorOf(await offices('admin@demo.test', '?filterApprovalStatus=MAYBE'), 400).fields).toHaveProperty('filterApprovalStatus');
    expect(errorOf(await offices('admin@demo.test', '?limit=1000'), 400).fields).toHaveProperty('limit');
  });
});
