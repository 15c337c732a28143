/** /preference (§2): the tabs and their words; the values are app configs (entities/app-config.ts). */
import type { LegalTextKey } from './entities/app-config';

export const PREFERENCE_TABS = [
  { key: 'terms', label: 'Term & Condition' },
  { key: 'privacy', label: 'Privacy Policy' },
  { key: 'version', label: 'App Version' },
  { key: 'flags', label: 'Feature Flags' },
] as const;
export type PreferenceTab = (typeof PREFERENCE_TABS)[number]['key'];

/** Each legal text's tab, and its editor's label. */
export const LEGAL_TEXT_LABELS: Record<LegalTextKey, string> = {
  TERMS_AND_CONDITIONS: 'Term & Condition',
  PRIVACY_AND_POLICY: 'Privacy Policy',
};

export const PREFERENCE_LABELS = {
  update: 'Update',
  latestVersion: 'Latest Version',
  forceUpdate: 'Force Update',
  versionHint: (appVersion: string) => `This app is version ${appVersion}. A newer version with Force Update on asks every open session to reload.`,
  flagsHint: 'A feature switched off still shows in the sidebar, marked with a yellow dot, to those who may open it.',
} as const;
