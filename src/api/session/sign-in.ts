import { http, type Envelope } from '../http';

/** POST auth/signin (§7): payload.token. No stored token is sent. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await http.post<Envelope<{ token: string }>>('auth/signin', { email, password }, { token: null });
  return res.payload.token;
}
