import { http } from '../http';

/** POST auth/signout (§7). */
export async function signOut(token: string): Promise<void> {
  await http.post('auth/signout', undefined, { token });
}
