/**
 * The per-office status tallies the dashboard's listings by status read
 * (migration 0025): after any write to listings — one row or many, a status
 * move, an office change, a delete, a copy, a truncate — the tallies equal a
 * count of the listings themselves, office by office and status by status,
 * and the dashboard's answer follows at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatusCounts } from '../../domain/dashboard';
import { bearer, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = { office_id: string; status: string; n: number };
const rowsOf = async (query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const key = (r: Row) => `${r.office_id}/${r.status}`;
const asMap = (rows: Row[]) => Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [key(r), Number(r.n)]));

async function expectTalliesToMatch() {
  const counted = await rowsOf(sql`select office_id, status, count(*)::int as n from listings group by office_id, status`);
  const tallied = await rowsOf(sql`select office_id, status, listings as n from listing_status_tallies`);
  expect(asMap(tallied)).toEqual(asMap(counted));
  return asMap(counted);
}

const statusCounts = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/listings/status-counts', headers: bearer(await signIn(server.app, 'admin@demo.test')) });
  return Object.fromEntries(payloadOf(res, listingStatusCounts).results.map((c) => [c.status, c.count]));
};

describe('listing status tallies', () => {
  it('hold the demo listings, office by office and status by status', async () => {
    const counted = await expectTalliesToMatch();
    expect(Object.keys(counted).length).toBeGreaterThan(3);
  });

  it('follow a status move of many rows, an office change, a copy and a delete', async () => {
    const before = await statusCounts();
    const open = before.OPEN ?? 0;
    expect(open).toBeGreaterThan(1);
    // Every OPEN listing to CLOSED in one statement.
    await server.database.db.execute(sql`update listings set status = 'CLOSED' where status = 'OPEN'`);
    await expectTalliesToMatch();
    expect(await statusCounts()).toMatchObject({ OPEN: 0, CLOSED: (before.CLOSED ?? 0) + open });
    // One listing to another office, status unchanged.
    const other = (await rowsOf(sql`select office_id, '' as status, 0 as n from offices order by office_id desc limit 1`))[0]!.office_id;
    await server.database.db.execute(sql`update listings set office_id = ${other} where listing_id = (select listing_id from listings where office_id <> ${other} order by listing_id limit 1)`);
    await expectTalliesToMatch();
    // A statement that changes nothing the tallies count.
    await server.database.db.execute(sql`update listings set view_count = view_count + 1`);
    await expectTalliesToMatch();
    // Copies of three listings, then the copies deleted.
    await server.database.db.execute(sql`
      insert into listings (listing_id, listing_code, title, description, status, sell_or_rent, listing_type, price, user_id, employee_id, office_id)
      select 'copy-' || listing_id, 'COPY-' || listing_code, title, description, 'PENDING', sell_or_rent, listing_type, price, user_id, employee_id, office_id
      from listings order by listing_id limit 3`);
    await expectTalliesToMatch();
    expect((await statusCounts()).PENDING).toBe((before.PENDING ?? 0) + 3);
    await server.database.db.execute(sql`delete from listings where listing_id like 'copy-%'`);
    await expectTalliesToMatch();
    expect((await statusCounts()).PENDING).toBe(before.PENDING ?? 0);
  });

  it('roll back with the statement that failed', async () => {
    const before = await expectTalliesToMatch();
    // The second row's code collides with the first's: the whole insert fails, and its tally with it.
    await expect(
      server.database.db.execute(sql`
        insert into listings (listing_id, listing_code, title, description, status, sell_or_rent, listing_type, price, user_id, employee_id, office_id)
        select 'dup-' || listing_id, 'DUP-ONE', title, description, 'PENDING', sell_or_rent, listing_type, price, user_id, employee_id, office_id
        from listings order by listing_id limit 2`),
    ).rejects.toThrow();
    expect(await expectTalliesToMatch()).toEqual(before);
  });
});
