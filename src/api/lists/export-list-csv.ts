import { ApiError, buildUrl, callSignal, failure, headers, parseBody, type Query } from '../http';
import { getToken } from '../token';

/** The list request a screen makes (path under the API, its query): the export asks the same one for CSV. */
export interface ListRequest {
  path: string;
  query: Query;
}

export interface CsvFile {
  fileName: string;
  blob: Blob;
}

export interface ExportOptions {
  signal?: AbortSignal;
  /** Bytes of the body received so far: the server streams, so the total is not known in advance. */
  onProgress?: (bytes: number) => void;
}

/** The paging a screen's request carries: an export asks for every matching row, so it leaves them out. */
const PAGING_KEYS = new Set(['limit', 'offset']);

const CSV_TYPE = 'text/csv; charset=utf-8';

/** `attachment; filename="listings-2026-01-05.csv"` → `listings-2026-01-05.csv`; a fallback when the header is absent. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = quoted?.[1] ? decodeURIComponent(quoted[1].trim()) : '';
  return name || fallback;
}

/** Reads the body chunk by chunk, reporting the bytes received, into one CSV Blob. */
async function readBody(res: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!res.body) return new Blob([await res.text()], { type: CSV_TYPE });
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress?.(bytes);
  }
  return new Blob(chunks, { type: CSV_TYPE });
}

/**
 * The list as CSV (§7 lists, issue 13): the same URL, filters, search and sort
 * the screen shows, every matching row, with the session's token and the
 * client headers like every call, and the server's file name.
 */
export async function exportListCsv(request: ListRequest, options: ExportOptions = {}): Promise<CsvFile> {
  const query = Object.fromEntries(Object.entries(request.query).filter(([key]) => !PAGING_KEYS.has(key)));
  let res: Response;
  try {
    // Like every call (http.ts): its headers, its timeout, and a refusal that ends the session or means /forbidden is announced.
    res = await fetch(buildUrl(request.path, query), { method: 'GET', headers: headers(getToken(), false, 'text/csv'), signal: callSignal(options.signal) });
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : String(cause));
  }
  if (!res.ok) throw failure(res.status, res.statusText, await parseBody(res).catch(() => undefined));
  const fallback = `${request.path.split('/').filter(Boolean).join('-') || 'list'}.csv`;
  return { fileName: fileNameOf(res.headers.get('content-disposition'), fallback), blob: await readBody(res, options.onProgress) };
}
