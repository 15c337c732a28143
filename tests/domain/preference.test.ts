/**
 * The remote feature flags' value (§1, §6) and the app configs /preference
 * writes: every flag named and on or off, nothing else; what the shell reads
 * from a stored value without the schema; one switch changed keeps the rest.
 */
import { describe, expect, it } from 'vitest';
import { REMOTE_FLAGS, visibleSidebar } from '../../domain/access';
import { APP_CONFIG_KEYS, appConfigValue, featureFlagsValue, isLegalTextKey } from '../../domain/entities/app-config';
import { enabledFlagsOf, FEATURE_FLAG_LABELS, FEATURE_FLAGS_KEY, REMOTE_CONFIG_MIN_REFRESH_MS, REMOTE_CONFIG_REFRESH_MS, withFlag } from '../../domain/feature-flags';

const ALL_ON = Object.fromEntries(REMOTE_FLAGS.map((f) => [f, true]));

describe('featureFlagsValue', () => {
  it('takes every flag on or off', () => {
    expect(featureFlagsValue.parse(ALL_ON)).toEqual(ALL_ON);
    expect(featureFlagsValue.parse({ ...ALL_ON, mylist: false }).mylist).toBe(false);
  });

  it.each([
    ['a flag as text', { ...ALL_ON, client: 'true' }, ['client'], 'client must be on or off.'],
    ['a missing flag', { ...ALL_ON, mylist: undefined }, ['mylist'], 'mylist must be on or off.'],
    ['an unknown flag', { ...ALL_ON, dark_mode: true }, [], undefined],
  ])('refuses %s at its path', (_, value, path, message) => {
    const result = featureFlagsValue.safeParse(value);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    if (message) expect(issue.message).toBe(message);
    expect(issue.path).toEqual(path.length ? path : []);
  });

  it('is the value of the feature_flags key, one of the app config keys', () => {
    expect(APP_CONFIG_KEYS).toContain(FEATURE_FLAGS_KEY);
    expect(appConfigValue[FEATURE_FLAGS_KEY]).toBe(featureFlagsValue);
  });
});

describe('legal texts', () => {
  it('are the two texts of /preference, not the version or the flags', () => {
    expect(APP_CONFIG_KEYS.filter(isLegalTextKey)).toEqual(['TERMS_AND_CONDITIONS', 'PRIVACY_AND_POLICY']);
  });
});

describe('enabledFlagsOf', () => {
  it('reads the flags that are true; anything else is off', () => {
    expect([...enabledFlagsOf({ ...ALL_ON, client: false, mylist: 'yes', extra: true })].sort()).toEqual(['listing_has_portal', 'listing_no_watermark', 'template_message']);
    for (const nothing of [null, undefined, 'on', 42, []]) expect(enabledFlagsOf(nothing).size).toBe(0);
  });

  it('gives the sidebar its yellow dot for the flag that is off only', () => {
    const enabledFlags = enabledFlagsOf({ ...ALL_ON, listing_has_portal: false });
    const dotted = visibleSidebar({ roles: ['admin_hq'], allowSelfListing: true, agentListingPermission: false }, { enabledFlags })
      .flatMap((g) => g.entries)
      .filter((e) => e.isFlagHidden)
      .map((e) => e.key);
    expect(dotted).toEqual(['listing-has-portal']);
  });
});

describe('withFlag', () => {
  it('changes one flag and writes every flag', () => {
    const value = withFlag(new Set(['client', 'mylist']), 'mylist', false);
    expect(value).toEqual({ client: true, template_message: false, listing_no_watermark: false, listing_has_portal: false, mylist: false });
    expect(featureFlagsValue.safeParse(value).success).toBe(true);
  });
});

it('names every flag in words', () => {
  expect(Object.keys(FEATURE_FLAG_LABELS).sort()).toEqual([...REMOTE_FLAGS].sort());
  for (const label of Object.values(FEATURE_FLAG_LABELS)) expect(label).toMatch(/^[A-Z][A-Za-z ]+$/);
});

it('refreshes remote config no more often than every 5 s (§9)', () => {
  expect(REMOTE_CONFIG_MIN_REFRESH_MS).toBe(5_000);
  expect(REMOTE_CONFIG_REFRESH_MS).toBeGreaterThanOrEqual(REMOTE_CONFIG_MIN_REFRESH_MS);
});
