import { http, type Envelope } from '../http';

/** GET auth/ping (§7): payload.status must be 'ok'. Also keeps the server session fresh. */
export async function ping(token?: string): Promise<{ status: string }> {
  const res = await http.get<Envelope<{ status: string }>>('auth/ping', token ? { token } : undefined);
  return res.payload;
}
