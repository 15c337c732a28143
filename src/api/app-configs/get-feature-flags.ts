import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RemoteFlag } from '../../../domain/access';
import { enabledFlagsOf, REMOTE_CONFIG_MIN_REFRESH_MS, REMOTE_CONFIG_REFRESH_MS } from '../../../domain/feature-flags';
import { fetchAppConfigs } from './use-app-configs';
import { appConfigKeys } from './keys';

/**
 * The remote feature flags the sidebar marks (§1, §6), refreshed as remote
 * config is (§9): fresh for 5 s, asked again every minute and when the window
 * gets the focus back, never more often than every 5 s.
 */
/** What the shell reads of the app configs, in one request: the flags and the logo (/config-app-logo). */
export const SHELL_CONFIG_KEYS = ['feature_flags', 'app_logo'] as const;

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.list(SHELL_CONFIG_KEYS),
    queryFn: ({ signal }) => fetchAppConfigs(SHELL_CONFIG_KEYS, signal),
    staleTime: REMOTE_CONFIG_MIN_REFRESH_MS,
    refetchInterval: REMOTE_CONFIG_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The flags that are on; undefined until they are known (or when they cannot be read). */
export function useEnabledFlags(): ReadonlySet<RemoteFlag> | undefined {
  const { data, isSuccess } = useQuery({ ...featureFlagsQueryOptions(), select: (configs) => enabledFlagsOf(configs.feature_flags ?? null) });
  return isSuccess ? data : undefined;
}
