import { signInPayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

const answer = envelope(signInPayload);

/** POST auth/signin (§7): payload.token. No stored token is sent. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await http.post('auth/signin', { email, password }, { token: null, schema: answer });
  return res.payload.token;
}
