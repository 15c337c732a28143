import { pingPayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

const answer = envelope(pingPayload);

/** GET auth/ping (§7): payload.status must be 'ok'. Also keeps the server session fresh. */
export async function ping(token?: string): Promise<{ status: string }> {
  const res = await http.get('auth/ping', token ? { token, schema: answer } : { schema: answer });
  return res.payload;
}
