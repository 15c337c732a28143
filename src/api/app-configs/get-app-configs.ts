import type { AppConfigKey } from '../../../domain/entities/app-config';
import { http } from '../http';

/** The version gate asks at startup: the answer's schema loads beside the call, not with the entry. */
const answer = () => import('./app-configs-answer').then((m) => m.appConfigsAnswer);

/** GET app-configs/custom/as-object?keys=: one value per requested key. */
export async function getAppConfigs(keys: readonly AppConfigKey[], signal?: AbortSignal): Promise<Partial<Record<AppConfigKey, unknown>>> {
  const res = await http.get('app-configs/custom/as-object', { query: { keys: [...keys] }, signal, schema: answer });
  return res.payload;
}
