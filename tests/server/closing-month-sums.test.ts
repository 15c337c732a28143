/**
 * The per-month, per-office sums of the closings in force that HQ's closing
 * summary reads (migration 0028): after any write to closings — a cancel of
 * many, a date moved to another month, a price changed, a copy, a delete, a
 * failed insert — the sums equal a grouping of the closings themselves, and
 * HQ's summary by month and by office, for ranges of whole months, of part
 * of one month and of both, gives the figures the closings themselves give.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closingSummary } from '../../domain/closing';
import { closings } from '../../server/db/schema';
import { splitByWholeMonths } from '../../server/services/closings';
import { payloadOf, requestsAs, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = { month: string; office_id: string; n: number; fp: number; cm: number };
const rowsOf = async (query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const asMap = (rows: Row[]) =>
  Object.fromEntries(rows.filter((r) => Number(r.n) !== 0 || Number(r.fp) !== 0).map((r) => [`${String(r.month).slice(0, 10)}/${r.office_id}`, [Number(r.n), Number(r.fp), Number(r.cm)]]));

async function expectSumsToMatch() {
  const grouped = await rowsOf(sql`
    select to_char(date_trunc('month', closing_date::timestamp), 'YYYY-MM-DD') as month, office_id, count(*)::int as n, sum(final_price) as fp, sum(commission) as cm
    from closings where status = 'ACTIVE' group by 1, 2`);
  const kept = await rowsOf(sql`select to_char(month, 'YYYY-MM-DD') as month, office_id, closings as n, final_price as fp, commission as cm from closing_month_sums`);
  expect(asMap(kept)).toEqual(asMap(grouped));
  return asMap(grouped);
}

/** HQ's summary by month and by office for the range, against the same figures summed here from the closings. */
async function expectSummaryToMatchClosings(start: string, end: string) {
  const hq = await requestsAs(server.app, 'admin@demo.test');
  const all = await server.database.db.select().from(closings);
  const inRange = all.filter((c) => c.status === 'ACTIVE' && c.closingDate >= start && c.closingDate <= end);
  const sumsBy = (keyOf: (c: (typeof all)[number]) => string) => {
    const sums: Record<string, { count: number; finalPrice: number; commission: number }> = {};
    for (const c of inRange) {
      const seen = (sums[keyOf(c)] ??= { count: 0, finalPrice: 0, commission: 0 });
      seen.count += 1;
      seen.finalPrice += c.finalPrice;
      seen.commission += c.commission;
    }
    return sums;
  };
  const pick = (rows: { key: string; count: number; finalPrice: number; commission: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [r.key, { count: r.count, finalPrice: r.finalPrice, commission: r.commission }]));

  const byMonth = payloadOf(await hq('GET', `closings/summary?groupBy=month&filterClosingDateStartAt=${start}&filterClosingDateEndAt=${end}`), closingSummary);
  expect(pick(byMonth.rows)).toEqual(sumsBy((c) => c.closingDate.slice(0, 7)));
  expect(byMonth.rows[0]!.key).toBe(start.slice(0, 7));
  expect(byMonth.rows.at(-1)!.key).toBe(end.slice(0, 7));
  expect(byMonth.total.count).toBe(inRange.length);

  const byOffice = payloadOf(await hq('GET', `closings/summary?groupBy=office&filterClosingDateStartAt=${start}&filterClosingDateEndAt=${end}`), closingSummary);
  expect(pick(byOffice.rows)).toEqual(sumsBy((c) => c.officeId));
  expect(byOffice.rows.every((r) => r.count > 0 && r.label.length > 0)).toBe(true);
  expect(byOffice.total).toEqual(byMonth.total);
  return inRange.length;
}

describe('splitByWholeMonths', () => {
  it('answers the whole months of a range and the days of the months it covers only in part', () => {
    expect(splitByWholeMonths('2026-01-01', '2026-12-31')).toEqual({ whole: { first: '2026-01-01', last: '2026-12-01' }, partial: [] });
    expect(splitByWholeMonths('2026-01-15', '2026-04-30')).toEqual({ whole: { first: '2026-02-01', last: '2026-04-01' }, partial: [{ start: '2026-01-15', end: '2026-01-31' }] });
    expect(splitByWholeMonths('2026-02-01', '2026-05-10')).toEqual({ whole: { first: '2026-02-01', last: '2026-04-01' }, partial: [{ start: '2026-05-01', end: '2026-05-10' }] });
    expect(splitByWholeMonths('2025-12-31', '2026-03-01')).toEqual({
      whole: { first: '2026-01-01', last: '2026-02-01' },
      partial: [
        { start: '2025-12-31', end: '2025-12-31' },
        { start: '2026-03-01', end: '2026-03-01' },
      ],
    });
    // February of a leap year ends on the 29th.
    expect(splitByWholeMonths('2028-02-01', '2028-02-29')).toEqual({ whole: { first: '2028-02-01', last: '2028-02-01' }, partial: [] });
    expect(splitByWholeMonths('2028-02-01', '2028-02-28')).toEqual({ whole: null, partial: [{ start: '2028-02-01', end: '2028-02-28' }] });
    expect(splitByWholeMonths('2026-05-10', '2026-06-20')).toEqual({ whole: null, partial: [{ start: '2026-05-10', end: '2026-06-20' }] });
  });
});

describe('closing month sums', () => {
  /**
   * Ranges drawn from the closings in force, so their edges hold closings: from the first closing's day
   * to the last one's (part of a month at both ends), the whole months between, one day of one month.
   */
  const ranges = async () => {
    const dates = (await rowsOf(sql`select to_char(closing_date, 'YYYY-MM-DD') as month from closings where status = 'ACTIVE' order by closing_date`)).map((r) => r.month);
    const first = dates[0]!;
    const last = dates.at(-1)!;
    const monthEnd = (d: string) => DateTime.fromISO(d).endOf('month').toISODate()!;
    return [
      [first, last],
      [`${first.slice(0, 7)}-01`, monthEnd(last)],
      [first, monthEnd(first)],
      [last, last],
      [`${first.slice(0, 7)}-02`, `${last.slice(0, 7)}-01`],
    ];
  };

  it('hold the demo closings in force, and HQ’s summary gives the closings’ own figures for whole and partial months', async () => {
    const held = await expectSumsToMatch();
    expect(Object.keys(held).length).toBeGreaterThan(3);
    let seen = 0;
    for (const [start, end] of await ranges()) seen += await expectSummaryToMatchClosings(start!, end!);
    expect(seen).toBeGreaterThan(0);
  });

  it('follow a cancel of many, a move to another month, a price change, a copy and a delete', async () => {
    const { db } = server.database;
    // Every third closing in force cancelled in one statement.
    await db.execute(sql`update closings set status = 'CANCELLED' where closing_id in (select closing_id from closings where status = 'ACTIVE' order by closing_id offset 1) and closing_number % 3 = 0`);
    await expectSumsToMatch();
    // One closing in force moved to another month and re-priced, another re-priced only.
    await db.execute(sql`update closings set closing_date = closing_date - 40, final_price = final_price + 1000000, commission = commission + 30000
      where closing_id = (select closing_id from closings where status = 'ACTIVE' order by closing_id limit 1)`);
    await db.execute(sql`update closings set final_price = final_price + 7 where closing_id = (select closing_id from closings where status = 'ACTIVE' order by closing_id desc limit 1)`);
    await expectSumsToMatch();
    // A statement that changes nothing the sums hold.
    await db.execute(sql`update closings set note = coalesce(note, '') || '.'`);
    await expectSumsToMatch();
    // Copies of three cancelled closings put back in force, then deleted.
    await db.execute(sql`
      insert into closings (closing_id, listing_id, office_id, previous_listing_status, sell_or_rent, final_price, commission_bp, commission, owed_to_hq, closing_date, buyer_name, status)
      select 'copy-' || closing_id, listing_id, office_id, previous_listing_status, sell_or_rent, final_price, commission_bp, commission, owed_to_hq, closing_date + 3, buyer_name, 'CANCELLED'
      from closings c where status = 'CANCELLED' and not exists (select 1 from closings a where a.listing_id = c.listing_id and a.status = 'ACTIVE')
      order by closing_id limit 3`);
    await db.execute(sql`update closings set status = 'ACTIVE' where closing_id in (select closing_id from closings where closing_id like 'copy-%' order by closing_id limit 1)`);
    await expectSumsToMatch();
    for (const [start, end] of await ranges()) await expectSummaryToMatchClosings(start!, end!);
    await db.execute(sql`delete from closings where closing_id like 'copy-%'`);
    await expectSumsToMatch();
    for (const [start, end] of await ranges()) await expectSummaryToMatchClosings(start!, end!);
  });

  it('roll back with the statement that failed', async () => {
    const before = await expectSumsToMatch();
    // The same copy twice, in force: the second row collides with the first, the whole insert fails, and its sums with it.
    await expect(
      server.database.db.execute(sql`
        insert into closings (closing_id, listing_id, office_id, previous_listing_status, sell_or_rent, final_price, commission_bp, commission, owed_to_hq, closing_date, buyer_name, status)
        select 'dup-one', listing_id, office_id, previous_listing_status, sell_or_rent, final_price, commission_bp, commission, owed_to_hq, closing_date, buyer_name, 'ACTIVE'
        from (select * from closings where status = 'CANCELLED' order by closing_id limit 1) c cross join generate_series(1, 2)`),
    ).rejects.toThrow();
    expect(await expectSumsToMatch()).toEqual(before);
  });
});
