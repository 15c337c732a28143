import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigKey } from '../../../domain/entities/app-config';
import { http } from '../http';
import { appConfigsAnswer } from './app-configs-answer';
import { appConfigKeys } from './keys';

/**
 * GET app-configs/custom/as-object?keys= for the screens (the shell's flags,
 * /preference). The version gate has its own caller in the entry
 * (get-app-configs.ts): a lazy screen importing that one split the entry's
 * http client into a chunk of its own, and /login went over its bytes budget.
 */
export async function fetchAppConfigs(keys: readonly AppConfigKey[], signal?: AbortSignal): Promise<Partial<Record<AppConfigKey, unknown>>> {
  return (await http.get('app-configs/custom/as-object', { query: { keys: [...keys] }, signal, schema: appConfigsAnswer })).payload;
}

export const appConfigsQueryOptions = (keys: readonly AppConfigKey[]) =>
  queryOptions({ queryKey: appConfigKeys.list(keys), queryFn: ({ signal }) => fetchAppConfigs(keys, signal) });

/** The values of these keys (null for a key never set). */
export const useAppConfigs = (keys: readonly AppConfigKey[]) => useQuery(appConfigsQueryOptions(keys));
