/**
 * Remote feature flags of §1/§6: each may hide a sidebar entry; the values
 * live in app-configs under `feature_flags` (flag → on). Checked here without
 * a schema library: the shell reads them and zod stays out of its chunk; the
 * server's schema is featureFlagsValue in entities/app-config.ts.
 */
import { REMOTE_FLAGS, type RemoteFlag } from './access';

/** The app-config key the flags are kept under. */
export const FEATURE_FLAGS_KEY = 'feature_flags';

/** Each flag in words, as /preference's switches name them. */
export const FEATURE_FLAG_LABELS: Record<RemoteFlag, string> = {
  client: 'Client',
  template_message: 'Template Messages',
  listing_no_watermark: 'Listing No Watermark',
  listing_has_portal: 'Listing Has Portal',
  mylist: 'My List',
};

export type FeatureFlags = Record<RemoteFlag, boolean>;

/**
 * §9: remote config is refreshed at most every 5 s. The SPA takes an answer as
 * fresh for that long and asks again every minute (and when the window gets
 * the focus back), never more often.
 */
export const REMOTE_CONFIG_MIN_REFRESH_MS = 5_000;
export const REMOTE_CONFIG_REFRESH_MS = 60_000;

/** The flags that are on in a stored value; a flag missing or not `true` is off. */
export function enabledFlagsOf(value: unknown): ReadonlySet<RemoteFlag> {
  if (!value || typeof value !== 'object') return new Set();
  const stored = value as Record<string, unknown>;
  return new Set(REMOTE_FLAGS.filter((flag) => stored[flag] === true));
}

/** The stored value with one flag changed, every flag present. */
export function withFlag(enabled: ReadonlySet<RemoteFlag>, flag: RemoteFlag, isOn: boolean): FeatureFlags {
  return Object.fromEntries(REMOTE_FLAGS.map((f) => [f, f === flag ? isOn : enabled.has(f)])) as FeatureFlags;
}
