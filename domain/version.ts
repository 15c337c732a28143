/** The app's own version (§9). */
export const APP_VERSION = '2.76.0';

/** Compare dotted version numbers: negative if a < b, 0 if equal, positive if a > b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The version gate of §4: newer than ours and forced. */
export function mustUpdate(latest: { version: string; isForceUpdate: boolean } | undefined, current = APP_VERSION): boolean {
  return !!latest && latest.isForceUpdate && compareVersions(latest.version, current) > 0;
}

/** cms_latest_version as served, checked without a schema library (this runs in the entry chunk). */
export function asLatestVersion(value: unknown): { version: string; isForceUpdate: boolean } | null {
  if (!value || typeof value !== 'object') return null;
  const { version, isForceUpdate } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !/^\d+(\.\d+)*$/.test(version) || typeof isForceUpdate !== 'boolean') return null;
  return { version, isForceUpdate };
}
