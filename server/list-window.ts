/**
 * Which rows of a list to read, and the page that comes back: what a list
 * route (server/http/list-route.ts) asks a service (server/services/) for.
 * Neither server/http nor server/services: both import it.
 */
import type { ListPayload } from '../domain/entities/common';

/**
 * Where a CSV export's next chunk starts: the last row's sort value, as
 * PostgreSQL's own text (a timestamp keeps its microseconds), and its id.
 */
export interface Cursor {
  value: string | null;
  id: string;
}

/**
 * Which rows of a list to read: a page (limit, offset), or an export's chunk,
 * which skips the count (`uncounted`) and, where the service reads by keyset,
 * starts after a cursor instead of at an offset.
 */
export interface Window {
  limit: number;
  offset: number;
  after?: Cursor;
  uncounted?: boolean;
}

/** A list payload plus, for a keyset service, the cursor of its last row. */
export type ListPage<T> = ListPayload<T> & { cursor?: Cursor };
