import { z } from 'zod';
import { REMOTE_FLAGS, type RemoteFlag } from '../access';
import { textField } from '../validation';

export const APP_CONFIG_KEYS = ['TERMS_AND_CONDITIONS', 'PRIVACY_AND_POLICY', 'cms_latest_version', 'feature_flags', 'app_logo'] as const;
export type AppConfigKey = (typeof APP_CONFIG_KEYS)[number];

/** The keys whose value is rich text (HTML), cleaned by the server before it is stored. */
export const LEGAL_TEXT_KEYS = ['TERMS_AND_CONDITIONS', 'PRIVACY_AND_POLICY'] as const satisfies readonly AppConfigKey[];
export type LegalTextKey = (typeof LEGAL_TEXT_KEYS)[number];
export const isLegalTextKey = (key: string): key is LegalTextKey => (LEGAL_TEXT_KEYS as readonly string[]).includes(key);

export const latestVersionValue = z.object({
  version: z.string().regex(/^\d+(\.\d+)*$/, 'version format is invalid.'),
  isForceUpdate: z.boolean(),
});
export type LatestVersion = z.infer<typeof latestVersionValue>;

/** The remote feature flags (§1, §6): every flag named, each on or off; nothing else. */
export const featureFlagsValue = z
  .object(Object.fromEntries(REMOTE_FLAGS.map((flag) => [flag, z.boolean({ error: `${flag} must be on or off.` })])) as Record<RemoteFlag, z.ZodBoolean>)
  .strict();

/** /config-app-logo (issue 19): the logo the shell shows, an uploaded image's URL; null shows the product's name. */
export const APP_LOGO_MESSAGES = {
  notUploaded: 'Upload the logo first: only an image uploaded here can be the logo.',
  saved: 'Updated successfully',
} as const;
export const appLogoValue = z.object({ url: z.string({ error: 'Logo is required.' }).min(1, 'Logo is required.').max(500, 'Logo URL must be at most 500 characters.') }).strict().nullable();
export type AppLogo = z.infer<typeof appLogoValue>;

/** Values per key: the legal texts are HTML, the version, the flags and the logo are objects. */
export const appConfigValue = {
  TERMS_AND_CONDITIONS: textField('Terms and conditions', 200_000, { trim: false }),
  PRIVACY_AND_POLICY: textField('Privacy and policy', 200_000, { trim: false }),
  cms_latest_version: latestVersionValue,
  feature_flags: featureFlagsValue,
  app_logo: appLogoValue,
} as const satisfies Record<AppConfigKey, z.ZodType>;
export type AppConfigValue<K extends AppConfigKey> = z.infer<(typeof appConfigValue)[K]>;

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
