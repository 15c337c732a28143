/**
 * The one way a list route of §7 is registered. The route answers the list
 * payload as JSON (results, count, countIsEstimate, prev, next) and, when the
 * request's Accept asks for text/csv, every matching row as CSV with the same
 * filters, search, sort and scoping: the same service reads both, so a field
 * the caller may not see in JSON is not in the file either. Authorization is
 * the API's one hook; the query is validated before anything is read or sent.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope, listPayload } from '../../domain/entities/common';
import { csvFileName, csvHeader, csvRow, type ListColumn } from '../../domain/list-columns';
import type { ListPage, Window } from '../list-window';
import { serializerOf } from './validation';

/** Rows per statement of an export: other requests run between two chunks (PGlite has one connection). */
export const CSV_CHUNK_ROWS = 1_000;

/** The chunk size in force: tests make it small so every export spans several chunks. */
export const csvSettings = { chunkRows: CSV_CHUNK_ROWS };

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface ListRouteSpec<Query extends object, Row extends CsvRow, CsvRow = Row> {
  url: string;
  /** The route's zod query (limit 1..max, allowed sorts, filters); none for a list that is not paged. */
  querystring?: z.ZodType<Query>;
  item: z.ZodType<Row>;
  /** The screen's columns (domain/lists/): the CSV header row and cells. */
  columns: readonly ListColumn<CsvRow>[];
  /** The file name's stem: '<screen>-<YYYY-MM-DD>.csv'. */
  screen: string;
  /**
   * One page, or one chunk of an export (the window says which). A service
   * that reads by keyset returns the cursor of its last row and is then asked
   * for the rows after it; any other is asked for the next offset.
   */
  read: (request: FastifyRequest, q: Query & Window) => Promise<ListPage<Row>>;
  /**
   * An export's chunk, where the list's rows are much wider than its columns:
   * the same filters, scoping and order as `read`, selecting only what the
   * columns show (100,000 listings read 10 columns, not 40). Without it, an
   * export reads its chunks with `read`.
   */
  exportRead?: (request: FastifyRequest, q: Query & Window) => Promise<ListPage<CsvRow>>;
  /** The includeData an export adds to the caller's (the joins its columns show). */
  exportIncludes?: readonly string[];
  /** The list has no pages: one read gives every row. */
  isWhole?: boolean;
  /**
   * The list's rows when the query names a view (`view=row`, `view=masking`):
   * for each, a narrower item (what that screen's row reads) and the read that
   * selects only that. The answer goes out through that item's schema, so
   * nothing else is sent. The route's query schema says which views exist.
   */
  views?: Record<string, ListView<Query>>;
}

export interface ListView<Query> {
  item: z.ZodType;
  read: (request: FastifyRequest, q: Query & Window) => Promise<ListPage<unknown>>;
}

export interface ListRouteInfo {
  method: 'GET';
  url: string;
  screen: string;
  columns: readonly ListColumn<never>[];
  hasQuery: boolean;
  exportIncludes: readonly string[];
}

/** Every list route registered through listRoute, by 'GET /api/…': tests walk it. */
export const LIST_ROUTES = new Map<string, ListRouteInfo>();

export const wantsCsv = (request: FastifyRequest): boolean => /(^|,)\s*text\/csv\s*(;|,|$)/i.test(request.headers.accept ?? '');

export function listRoute<Query extends object, Row extends CsvRow, CsvRow = Row>(app: FastifyInstance, spec: ListRouteSpec<Query, Row, CsvRow>): void {
  const url = `${app.prefix}${spec.url}`;
  LIST_ROUTES.set(`GET ${url}`, {
    method: 'GET',
    url,
    screen: spec.screen,
    columns: spec.columns as readonly ListColumn<never>[],
    hasQuery: !!spec.querystring,
    exportIncludes: spec.exportIncludes ?? [],
  });
  const schema = {
    ...(spec.querystring && { querystring: spec.querystring }),
    response: { 200: envelope(listPayload(spec.item)) },
  };
  const views = new Map(Object.entries(spec.views ?? {}).map(([name, view]) => [name, { read: view.read, serialize: serializerOf(envelope(listPayload(view.item))) }]));
  app.get(spec.url, { schema }, async (request, reply) => {
    // One URL, two representations: caches keep them apart.
    reply.header('vary', 'Accept');
    // A list without a query schema never reads the query (nothing unvalidated reaches a service).
    const q = (spec.querystring ? request.query : {}) as Query;
    if (wantsCsv(request)) return sendCsv(app, request, reply, spec, q);
    const view = views.get((q as { view?: string }).view ?? '');
    if (view) {
      const { cursor: _cursor, ...payload } = await view.read(request, q as Query & Window);
      return reply.serializer(view.serialize).send({ payload });
    }
    const { cursor: _cursor, ...payload } = await spec.read(request, q as Query & Window);
    return { payload };
  });
}

async function sendCsv<Query extends object, Row extends CsvRow, CsvRow>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ListRouteSpec<Query, Row, CsvRow>,
  asked: Query,
): Promise<FastifyReply> {
  const q = withIncludes(asked, spec.exportIncludes);
  const size = csvSettings.chunkRows;
  const read = spec.exportRead ?? spec.read;
  const chunk = (window: Window): Promise<ListPage<CsvRow>> => read(request, { ...q, ...window, uncounted: true });
  // The first chunk is read before any byte is sent: a refusal is still a JSON error with its status.
  const first = await chunk({ limit: size, offset: 0 });
  async function* lines(): AsyncGenerator<string> {
    yield csvHeader(spec.columns);
    let page = first;
    let offset = 0;
    for (;;) {
      yield page.results.map((row) => csvRow(spec.columns, row)).join('');
      if (spec.isWhole || page.results.length < size) return;
      offset += page.results.length;
      page = await chunk(page.cursor ? { limit: size, offset: 0, after: page.cursor } : { limit: size, offset });
    }
  }
  const fileName = csvFileName(spec.screen, app.services.now());
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }));
}

function withIncludes<Query extends object>(q: Query, needed: readonly string[] | undefined): Query {
  if (!needed?.length) return q;
  const asked = (q as { includeData?: readonly string[] }).includeData ?? [];
  return { ...q, includeData: [...new Set([...asked, ...needed])] };
}
