import { http } from '../http';

/** The answer's schema loads beside the call: /login paints without zod. */
const answer = () => import('./session-answers').then((m) => m.pingAnswer);

/** GET auth/ping (§7): payload.status must be 'ok'. Also keeps the server session fresh. */
export async function ping(token?: string): Promise<{ status: string }> {
  const res = await http.get('auth/ping', token ? { token, schema: answer } : { schema: answer });
  return res.payload;
}
