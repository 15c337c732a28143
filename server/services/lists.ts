import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListPayload } from '../../domain/entities/common';
import type { Executor } from '../db/client';
import { fieldError } from '../errors';
import type { Cursor, Window } from '../list-window';

// The services read their pages by these; they live apart so server/http can name them too.
export type { Cursor, ListPage, Window } from '../list-window';

/**
 * Up to this many matches past the page are counted exactly; beyond, the
 * planner's estimate is given and marked, so a count never reads much more
 * than the page itself (a search matching 80% of 100k listings would
 * otherwise read them all on every page). 100: four pages of 25 past the
 * one shown, the page links a paginator offers. With 1,000 the count of a
 * broad list at scale read 41 times the rows of its page (an agent's event
 * list: 7.5 ms of its 8); with 200 a search's count was still the costliest
 * statement of its request (the HQ masking history search at scale: 4 of 9
 * ms on PostgreSQL). The paging stays exact either way, as the cap counts
 * from the page's own offset.
 */
/** A search's text as a LIKE pattern's literal part: its backslashes, % and _ match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const EXACT_COUNT_THRESHOLD = 100;

/** The threshold in force: tests lower it to see an estimate on demo data. */
export const countSettings = { exactThreshold: EXACT_COUNT_THRESHOLD };

/** A list's order: one column, then the id the same way (so an index on (column, id) serves both). */
export interface Order {
  column: AnyColumn;
  id: AnyColumn;
  direction: 'ASC' | 'DESC';
}

export const orderBy = (o: Order): SQL[] => (o.direction === 'ASC' ? [asc(o.column), asc(o.id)] : [desc(o.column), desc(o.id)]);

/**
 * A list's `sort` parameter ('field:ASC' or 'field:DESC', any case; absent:
 * `fallback`) as an Order over the list's sortable columns, its id breaking
 * ties the same way. The route's query schema names the fields where it can;
 * a field outside `sortable` is refused at `sort` (400), never ignored.
 */
export function sortOrder(sort: string | undefined, sortable: Readonly<Record<string, AnyColumn>>, id: AnyColumn, fallback: string): Order {
  const [field = '', direction = 'ASC'] = (sort ?? fallback).split(':');
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!column) throw fieldError('sort', `Sort field must be one of ${Object.keys(sortable).join(', ')}.`);
  return { column, id, direction: direction.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

/**
 * The order a list's count reads its matches in, for a table whose rows lie
 * in about the order its lists show them (the audit trail, listings by their
 * last change): a search's in the page's own order, any other in none. No
 * btree serves a text match, so the planner takes a search's capped count as
 * a sequential scan from the table's first page: on a large table its oldest
 * pages, outside the database's buffers (at scale factor 1 the audit search's
 * count read 224 pages from disk for 126 matches). In the page's order the
 * count reads the pages the page has just read, and stops as soon. A filter
 * an index serves is counted by that index, which the page's order would only
 * slow (a franchise owner's audit count, 1.8 -> 2.3 ms), so it is left
 * unordered. Where the order does not follow the table (closings by closing
 * date, masking history searched by listing words) the ordered count read
 * scattered pages and was slower on both databases: those stay unordered.
 */
export const countOrder = (q: { search?: string }, order: Order): SQL[] => (q.search?.trim() ? orderBy(order) : []);

/** The rows after a cursor in this order, as a row comparison an index on (column, id) serves. */
export function seek(o: Order, after: Cursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const op = o.direction === 'ASC' ? sql.raw('>') : sql.raw('<');
  return sql`(${o.column}, ${o.id}) ${op} (${after.value}, ${after.id})`;
}

/**
 * A page read as ids first, then its rows by those ids: the rows put back in
 * the ids' order (the second statement answers in any order).
 */
export function inOrderOf<Id, Row>(ids: readonly Id[], rows: readonly Row[], idOf: (row: Row) => Id): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Select these with a keyset page's ids to build its cursor. */
export const cursorFields = (o: Order) => ({ cursorValue: sql<string | null>`(${o.column})::text`, cursorId: sql<string>`(${o.id})::text` });

export const cursorOf = (last: { cursorValue: string | null; cursorId: string } | undefined): Cursor | undefined =>
  last ? { value: last.cursorValue, id: last.cursorId } : undefined;

/** A list payload of §7: prev and next are the offsets of the neighbouring pages, or null. */
export function page<T>(results: T[], total: number, limit: number, offset: number, countIsEstimate = false): ListPayload<T> {
  return {
    results,
    count: total,
    countIsEstimate,
    prev: offset > 0 ? Math.max(0, offset - limit) : null,
    next: offset + limit < total ? offset + limit : null,
  };
}

/**
 * The page of a list route with its count. `matches` selects the rows the
 * list filters to (any columns, no order, no limit). A short page tells the
 * count without a query; otherwise the rows are counted up to the page's end
 * plus the threshold, and past that the planner's estimate is taken.
 */
export async function countedPage<T>(
  db: Executor,
  results: T[],
  matches: SQLWrapper,
  q: Window,
): Promise<ListPayload<T>> {
  // An export's chunk needs no total: a full chunk says only "maybe more".
  if (q.uncounted) return page(results, q.offset + results.length + (results.length === q.limit ? 1 : 0), q.limit, q.offset);
  const { count, isEstimate } = await countMatches(db, matches, results.length, q);
  return page(results, count, q.limit, q.offset, isEstimate);
}

export async function countMatches(
  db: Executor,
  matches: SQLWrapper,
  found: number,
  q: { limit: number; offset: number },
): Promise<{ count: number; isEstimate: boolean }> {
  // A page past the end (found 0 at an offset) says nothing of the total.
  if (found < q.limit && (found > 0 || q.offset === 0)) return { count: q.offset + found, isEstimate: false };
  const cap = q.offset + q.limit + countSettings.exactThreshold;
  const counted = await rowsOf(db.execute(sql`select count(*)::int as n from (${matches} limit ${cap + 1}) as capped`));
  const n = Number(counted[0]?.n ?? 0);
  if (n <= cap) return { count: n, isEstimate: false };
  // More than cap rows exist, so the estimate is never allowed below that.
  return { count: Math.max(n, await estimatedRows(db, matches)), isEstimate: true };
}

/**
 * How long a query's estimate is kept: a minute. Paging through a large list
 * asks the same query's estimate on every page (the matches carry no offset),
 * and it was a statement of its own on each (0.4–0.8 ms of a 6–9 ms request on
 * PostgreSQL at scale factor 1). The estimate only moves as the planner's
 * statistics do, and it is shown as "about N" anyway.
 */
export const ESTIMATE_KEPT_MS = 60_000;
const KEPT_ESTIMATES = 1_000;
const dialect = new PgDialect();
const estimates = new Map<string, { rows: number; until: number }>();

/** The planner's row estimate for a query: EXPLAIN plans it and runs nothing; kept a minute per query and values. */
async function estimatedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const key = `${text}\u0000${JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && kept.until > now) return kept.rows;
  const rows = await rowsOf(db.execute(sql`explain (format json) ${query}`));
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  const estimate = Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
  estimates.delete(key);
  if (estimates.size >= KEPT_ESTIMATES) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: estimate, until: now + ESTIMATE_KEPT_MS });
  return estimate;
}

/** node-postgres and PGlite both answer execute() with { rows }. */
async function rowsOf(result: Promise<unknown>): Promise<Record<string, unknown>[]> {
  return ((await result) as { rows: Record<string, unknown>[] }).rows;
}
