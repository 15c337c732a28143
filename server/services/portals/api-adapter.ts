/**
 * The adapter for a real portal's HTTP API, chosen by environment variables
 * (README "Portals"): POST {base}/listings (create), PUT {base}/listings/{id}
 * (update), DELETE {base}/listings/{id} (delete), GET {base}/listings/{id}
 * (current result), each with `Authorization: Bearer {token}`, the account's
 * username and an Idempotency-Key. A 2xx answer is accepted, a 4xx refused
 * (Rejected, with the portal's message), anything else or no answer is the
 * portal unavailable (the push is retried).
 */
import { PortalUnavailableError, type PortalAdapter, type PortalPushAnswer } from './adapter';

export interface HttpPortalOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

export function createHttpPortalAdapter(options: HttpPortalOptions): PortalAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PortalUnavailableError(`The portal could not be reached: ${error instanceof Error ? error.message : String(error)}`, { url: `${base}${path}` });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { body: text.slice(0, 2000) };
    }
    return { status: response.status, json };
  }

  return {
    description: `portal API at ${base}`,
    async push(request): Promise<PortalPushAnswer> {
      const headers = { 'idempotency-key': request.idempotencyKey, 'x-portal-username': request.account.portalUsername };
      const id = request.externalId ? `/${encodeURIComponent(request.externalId)}` : '';
      const method = request.action === 'create' || !request.externalId ? 'POST' : request.action === 'update' ? 'PUT' : 'DELETE';
      const { status, json } = await call(method, `/listings${method === 'POST' ? '' : id}`, headers, method === 'DELETE' ? undefined : request.listing);
      const body = asRecord(json);
      const message = str(body.message) ?? `HTTP ${status}`;
      const trxId = str(body.trx_id) ?? str(body.trxId);
      if (status >= 200 && status < 300) {
        const externalId = str(body.id) ?? request.externalId ?? trxId ?? request.listing.listingCode;
        return { outcome: 'accepted', message, trxId: trxId ?? externalId, externalId, url: str(body.url), raw: json };
      }
      if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429) {
        return { outcome: 'rejected', message, trxId, raw: json };
      }
      throw new PortalUnavailableError(`The portal answered ${status}: ${message}`, json);
    },
    async currentResult(_portal, externalId) {
      const { status, json } = await call('GET', `/listings/${encodeURIComponent(externalId)}`, {});
      const body = asRecord(json);
      if (status >= 200 && status < 300) return { message: str(body.message), link: str(body.url) };
      throw new PortalUnavailableError(`The portal answered ${status}.`, json);
    },
  };
}
