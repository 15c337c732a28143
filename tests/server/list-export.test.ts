/**
 * Every list route registered through server/http/list-route.ts answers
 * `Accept: text/csv` with the same rows as its JSON pages: header row in the
 * screen's column names, every matching row (not one page), scoped to the
 * caller exactly as the JSON is. The routes are read off the helper's
 * registry, so a new list is covered here without new test code; a list
 * route that bypasses the helper fails the first test.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDS } from '../../domain/access';
import { apiRule } from '../../domain/api-access';
import { csvHeader, csvRow, type ListColumn } from '../../domain/list-columns';
import { articleTags, listings, offices, portalListingSyncs, primaryProjects } from '../../server/db/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../server/db/seed/demo';
import { csvSettings, LIST_ROUTES, type ListRouteInfo } from '../../server/http/list-route';
import { countSettings, EXACT_COUNT_THRESHOLD } from '../../server/services/lists';
import { bearer, signIn, startTestServer, subjectOf, type TestServer } from './support';

/** HQ, an office's management and an agent: the three scopes a list can have. */
const CALLERS = ['admin@demo.test', 'admin_office@demo.test', 'agent@demo.test'] as const;
const PAGE = 50;
const FORMULA_TITLE = '=HYPERLINK("http://attacker.test","Open")';
const FORMULA_TAG = '@SUM(1,2)';

interface JsonList {
  results: unknown[];
  count: number;
  countIsEstimate?: boolean;
  next: number | null;
}

let server: TestServer;
const tokens = new Map<string, string>();
/** Parameters a route cannot be asked without (the comments of one post). */
const required = new Map<string, Record<string, string>>();

const accountOf = (email: string): DemoAccount => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const mayUse = (route: ListRouteInfo, email: string): boolean => {
  const rule = apiRule('GET', route.url);
  return rule === 'public' || (!!rule && GUARDS[rule](subjectOf(accountOf(email))));
};
/** The widest-seeing of CALLERS that may read the route (HQ first; Setting Agent's grid is the office's). */
const readerOf = (route: ListRouteInfo): string => {
  const email = CALLERS.find((e) => mayUse(route, e));
  if (!email) throw new Error(`none of ${CALLERS.join(', ')} may read ${route.url}`);
  return email;
};

function queryOf(route: ListRouteInfo, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...required.get(route.url), ...extra });
  // The JSON asks what the export joins anyway, so both read the same columns.
  if (route.exportIncludes.length) params.set('includeData', route.exportIncludes.join(','));
  return params.toString();
}

async function get(url: string, email: string, accept?: string) {
  return server.app.inject({ method: 'GET', url, headers: { ...bearer(tokens.get(email)!), ...(accept && { accept }) } });
}

/** Every row of the JSON list, page by page. */
async function allJsonRows(route: ListRouteInfo, email: string, filters: Record<string, string> = {}): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const paging: Record<string, string> = route.hasQuery ? { limit: String(PAGE), offset: String(offset) } : {};
    const res = await get(`${route.url}?${queryOf(route, { ...filters, ...paging })}`, email);
    expect(res.statusCode, `${route.url} as ${email}: ${res.body}`).toBe(200);
    const payload = (res.json() as { payload: JsonList }).payload;
    rows.push(...payload.results);
    offset = payload.next;
  }
  return rows;
}

const expectedCsv = (route: ListRouteInfo, rows: unknown[]): string => {
  const columns = route.columns as readonly ListColumn<unknown>[];
  return csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join('');
};

beforeAll(async () => {
  server = await startTestServer();
  for (const email of CALLERS) tokens.set(email, await signIn(server.app, email));
  // Text a spreadsheet would run: a listing title and a tag name.
  const [first] = await server.database.db.select({ listingId: listings.listingId }).from(listings).limit(1);
  await server.database.db.update(listings).set({ title: FORMULA_TITLE }).where(eq(listings.listingId, first!.listingId));
  const [tag] = await server.database.db.select({ tagId: articleTags.tagId }).from(articleTags).limit(1);
  await server.database.db.update(articleTags).set({ tagName: FORMULA_TAG }).where(eq(articleTags.tagId, tag!.tagId));
  const articles = (await get('/api/articles?limit=100', 'admin@demo.test')).json() as { payload: { results: { articleId: string }[] } };
  required.set('/api/article-comments', { articleIds: articles.payload.results.map((a) => a.articleId).join(',') });
  // The Rumah123 checker's lists need the email they answer for (issue 17).
  for (const url of ['/api/listings/r123', '/api/employees/r123']) required.set(url, { filterEmail: 'jakartaselatan@rumah123.genius.co.id' });
  // A listing's sync history is per listing: the demo callers' office's listing with the most syncs.
  const [synced] = await server.database.db
    .select({ listingId: portalListingSyncs.listingId })
    .from(portalListingSyncs)
    .innerJoin(listings, eq(listings.listingId, portalListingSyncs.listingId))
    .innerJoin(offices, eq(offices.officeId, listings.officeId))
    .where(eq(offices.officeName, 'Genius Jakarta Selatan'))
    .groupBy(portalListingSyncs.listingId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  required.set('/api/portal-listing-syncs', { filterListingId: synced!.listingId });
  // A primary project's listings are per project (issue 18): the Jakarta project's.
  const [project] = await server.database.db.select({ primaryProjectId: primaryProjects.primaryProjectId }).from(primaryProjects).where(eq(primaryProjects.projectName, 'Cilandak Garden Residence'));
  required.set('/api/primary-project-listings', { filterPrimaryProjectId: project!.primaryProjectId });
}, 120_000);

afterAll(async () => {
  csvSettings.chunkRows = 1_000;
  await server?.close();
});

describe('list routes and the list helper', () => {
  it('every GET route that answers a §7 list payload is registered through the list helper', () => {
    const lists = server.app.registeredRoutes.filter((r) => {
      const ok = (r.schema?.response as Record<number, { shape?: { payload?: { shape?: Record<string, unknown> } } }> | undefined)?.[200];
      const payload = ok?.shape?.payload?.shape;
      return r.method === 'GET' && !!payload && 'results' in payload && 'count' in payload;
    });
    expect(lists.length).toBeGreaterThanOrEqual(15);
    expect(lists.map((r) => `GET ${r.url}`).sort()).toEqual([...LIST_ROUTES.keys()].sort());
  });
});

describe('CSV export of every list route', () => {
  const routes = () => [...LIST_ROUTES.values()];

  it.each(CALLERS)('equals the JSON list row for row, header included, for %s', async (email) => {
    // Small chunks: every export of more than a few rows goes on after its first chunk.
    csvSettings.chunkRows = 7;
    let compared = 0;
    for (const route of routes()) {
      const csvRes = await get(`${route.url}?${queryOf(route)}`, email, 'text/csv');
      if (!mayUse(route, email)) {
        expect(csvRes.statusCode, `${route.url} as ${email}`).toBe(403);
        expect(csvRes.headers['content-type']).toMatch(/^application\/json/);
        continue;
      }
      expect(csvRes.statusCode, `${route.url} as ${email}: ${csvRes.body}`).toBe(200);
      expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csvRes.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${route.screen}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const rows = await allJsonRows(route, email);
      expect(csvRes.body, `${route.url} as ${email}`).toBe(expectedCsv(route, rows));
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(50);
  }, 180_000);

  it('scopes the export as the list: an agent’s office listings are not HQ’s listings', async () => {
    const lines = async (url: string, email: string) => (await get(url, email, 'text/csv')).body.trimEnd().split('\r\n');
    const hq = await lines('/api/listings', 'admin@demo.test');
    const agent = await lines('/api/office/listings', 'agent@demo.test');
    expect(agent[0]).toBe(hq[0]);
    expect(agent.length).toBeGreaterThan(1);
    expect(agent.length).toBeLessThan(hq.length);
    // The JSON count tells the whole list: the file holds all of it, not one page.
    const count = ((await get('/api/listings?limit=1', 'admin@demo.test')).json() as { payload: JsonList }).payload.count;
    expect(hq.length - 1).toBe(count);
  });

  it('agrees with the JSON list under a search, a filter and every sort (an export reads its own narrow rows for /listing)', async () => {
    csvSettings.chunkRows = 5;
    const asked = [
      ['GET /api/listings', 'admin@demo.test'],
      ['GET /api/office/listings', 'agent@demo.test'],
    ] as const;
    let compared = 0;
    for (const sort of ['updatedAt:DESC', 'createdAt:ASC', 'price:ASC', 'price:DESC', 'title:ASC', 'listingCode:DESC', 'viewCount:DESC', 'shareCount:ASC']) {
      const variants: Record<string, string>[] = [{ sort }, { sort, search: 'a' }, { sort, filterStatus: 'PUBLISH,OPEN', filterSellOrRent: 'sell' }];
      for (const filters of variants) {
        for (const [key, email] of asked) {
          const route = LIST_ROUTES.get(key)!;
          const url = `${route.url}?${queryOf(route, filters)}`;
          const csv = await get(url, email, 'text/csv');
          expect(csv.statusCode, `${url}: ${csv.body}`).toBe(200);
          const json = await allJsonRows(route, email, filters);
          expect(csv.body, `${url} as ${email}`).toBe(expectedCsv(route, json));
          compared += json.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('writes the screen’s column names and neutralises cells a spreadsheet would run', async () => {
    const listingsCsv = (await get('/api/listings?search=HYPERLINK', 'admin@demo.test', 'text/csv')).body;
    expect(listingsCsv.split('\r\n')[0]).toBe('Code,Title,Office,Agent,Price,Sell/Rent,Status,Posted,Updated');
    expect(listingsCsv).toContain(`,"'=HYPERLINK(""http://attacker.test"",""Open"")",`);
    const tagsCsv = (await get('/api/master-article-tags?limit=1000', 'admin@demo.test', 'text/csv')).body;
    // Quote-prefixed, then quoted for its commas (RFC 4180).
    expect(tagsCsv).toMatch(/\r\n"'@SUM\(1,2\)",(Published|Unpublish)\r\n/);
    expect(tagsCsv).not.toMatch(/(^|\r\n)"?@SUM/);
  });

  it('refuses bad input with 400 and the JSON error before writing any CSV', async () => {
    for (const route of routes().filter((r) => r.hasQuery)) {
      for (const bad of ['limit=0', 'limit=abc', 'offset=-1', 'unknownParameter=1']) {
        const res = await get(`${route.url}?${queryOf(route)}&${bad}`, readerOf(route), 'text/csv');
        expect(res.statusCode, `${route.url}?${bad}: ${res.body}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    const badSort = await get('/api/listings?sort=password:ASC', 'admin@demo.test', 'text/csv');
    expect(badSort.statusCode).toBe(400);
  });
});

describe('the count of every list route', () => {
  it('is the planner’s estimate, marked countIsEstimate, where the matches pass the exact-count threshold', async () => {
    const routes = [...LIST_ROUTES.values()].filter((r) => r.hasQuery);
    const totals = new Map<string, number>();
    for (const route of routes) totals.set(route.url, (await allJsonRows(route, readerOf(route))).length);
    countSettings.exactThreshold = 0;
    try {
      let estimated = 0;
      for (const route of routes) {
        const res = await get(`${route.url}?${queryOf(route, { limit: '1' })}`, readerOf(route));
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
        const payload = (res.json() as { payload: JsonList }).payload;
        const all = totals.get(route.url)!;
        // limit 1 + threshold 0: a second row is already past what is counted exactly.
        if (all >= 2) {
          expect(payload.countIsEstimate, route.url).toBe(true);
          expect(payload.next, route.url).toBe(1);
          estimated++;
        } else {
          expect(payload.countIsEstimate, route.url).toBe(false);
          expect(payload.count, route.url).toBe(all);
        }
      }
      expect(estimated).toBeGreaterThanOrEqual(8);
    } finally {
      countSettings.exactThreshold = EXACT_COUNT_THRESHOLD;
    }
  });
});
