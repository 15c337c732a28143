import { http } from '../http';

/** The answer's schema loads beside the call: /login paints without zod. */
const answer = () => import('./session-answers').then((m) => m.signInAnswer);

/** POST auth/signin (§7): payload.token. No stored token is sent. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await http.post('auth/signin', { email, password }, { token: null, schema: answer });
  return res.payload.token;
}
