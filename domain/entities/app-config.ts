import { z } from 'zod';
import { textField } from '../validation';

export const APP_CONFIG_KEYS = ['TERMS_AND_CONDITIONS', 'PRIVACY_AND_POLICY', 'cms_latest_version'] as const;
export type AppConfigKey = (typeof APP_CONFIG_KEYS)[number];

export const latestVersionValue = z.object({
  version: z.string().regex(/^\d+(\.\d+)*$/, 'version format is invalid.'),
  isForceUpdate: z.boolean(),
});
export type LatestVersion = z.infer<typeof latestVersionValue>;

/** Values per key: the legal texts are HTML, the version is an object. */
export const appConfigValue = {
  TERMS_AND_CONDITIONS: textField('Terms and conditions', 200_000, { trim: false }),
  PRIVACY_AND_POLICY: textField('Privacy and policy', 200_000, { trim: false }),
  cms_latest_version: latestVersionValue,
} as const satisfies Record<AppConfigKey, z.ZodType>;

export const appConfigKeysQuery = z
  .object({
    keys: z
      .string()
      .max(500)
      .transform((s) => s.split(',').map((k) => k.trim()).filter(Boolean))
      .pipe(z.array(z.enum(APP_CONFIG_KEYS)).min(1, 'keys is required.')),
  })
  .strict();

export const patchAppConfigBody = z.object({ value: z.unknown() }).strict();

export const appConfigKeyParams = z.object({ key: z.string().min(1).max(100) }).strict();
export const appConfigsPayload = z.record(z.string(), z.unknown());
export const appConfigPayload = z.object({ key: z.enum(APP_CONFIG_KEYS), value: z.unknown() });
