import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useSearchParams } from 'wouter';
import type { AppConfigKey } from '../../../domain/entities/app-config';
import { enabledFlagsOf } from '../../../domain/feature-flags';
import { MESSAGES } from '../../../domain/messages';
import { PREFERENCE_TABS } from '../../../domain/preference';
import { APP_VERSION, asLatestVersion } from '../../../domain/version';
import { useAppConfigs } from '../../api/app-configs/use-app-configs';
import { QueryPending } from '../../ui/QueryState';
import { FeatureFlagsForm } from './FeatureFlagsForm';
import { LegalTextForm } from './LegalTextForm';
import { VersionForm } from './VersionForm';

const KEYS: readonly AppConfigKey[] = ['TERMS_AND_CONDITIONS', 'PRIVACY_AND_POLICY', 'cms_latest_version', 'feature_flags'];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /preference (§2, admin-HQ-plus): the two legal texts, each in the limited
 * editor with 'Update'; the version gate's latest version; the remote feature
 * flags. The open tab is kept in the URL (?tab=privacy), so a reload stays on it.
 */
export default function PreferencePage() {
  const configs = useAppConfigs(KEYS);
  const [params, setParams] = useSearchParams();
  const tabIndex = Math.max(0, PREFERENCE_TABS.findIndex((t) => t.key === params.get('tab')));
  const openTab = (index: number) => setParams(index === 0 ? {} : { tab: PREFERENCE_TABS[index]!.key }, { replace: true });

  const body = (() => {
    if (configs.isPending) return <QueryPending label="Loading preference" />;
    if (configs.isError) {
      return (
        <div className="query-error" role="alert">
          <p>{MESSAGES.preferenceLoadFailed}</p>
          <Button type="button" label="Try again" icon="pi pi-refresh" size="small" outlined onClick={() => void configs.refetch()} />
        </div>
      );
    }
    const values = configs.data;
    return (
      <TabView activeIndex={tabIndex} onTabChange={(e) => openTab(e.index)}>
        <TabPanel header={PREFERENCE_TABS[0].label}>
          <LegalTextForm configKey="TERMS_AND_CONDITIONS" initial={textOf(values.TERMS_AND_CONDITIONS)} />
        </TabPanel>
        <TabPanel header={PREFERENCE_TABS[1].label}>
          <LegalTextForm configKey="PRIVACY_AND_POLICY" initial={textOf(values.PRIVACY_AND_POLICY)} />
        </TabPanel>
        <TabPanel header={PREFERENCE_TABS[2].label}>
          <VersionForm initial={asLatestVersion(values.cms_latest_version) ?? { version: APP_VERSION, isForceUpdate: false }} />
        </TabPanel>
        <TabPanel header={PREFERENCE_TABS[3].label}>
          <FeatureFlagsForm enabled={enabledFlagsOf(values.feature_flags)} />
        </TabPanel>
      </TabView>
    );
  })();

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Preference</h1>
      </div>
      <div className="card">{body}</div>
    </div>
  );
}
