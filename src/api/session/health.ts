import { http } from '../http';

/** GET health (§7), every 60 s by the connectivity flow. */
export async function checkHealth(): Promise<unknown> {
  return http.get('health', { token: null });
}
