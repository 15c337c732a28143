import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../domain/messages';
import { asLatestVersion } from '../../../domain/version';
import { versionGateMachine } from '../../../machines/version-gate.machine';
import { getAppConfigs } from '../../api/app-configs/get-app-configs';
import { afterStartupThen } from './after-startup';
import { LazyFlowDialog } from './LazyFlowDialog';
import { useFlow } from './use-flow';

async function fetchLatestVersion() {
  const configs = await getAppConfigs(['cms_latest_version']);
  return asLatestVersion(configs.cms_latest_version);
}

/** §4: a newer forced version blocks the app until it reloads. */
export function VersionGate() {
  const gate = useFlow(
    () =>
      versionGateMachine.provide({
        // Checked once the first screen is up: a new version blocks work, never the first paint.
        actors: { fetchLatestVersion: fromPromise(afterStartupThen(fetchLatestVersion)) },
        actions: { reload: () => window.location.reload() },
      }),
    { name: 'versionGate' },
  );
  const isOutdated = useSelector(gate, (s) => s.matches('outdated'));
  const latest = useSelector(gate, (s) => s.context.latest);
  return (
    <LazyFlowDialog
      header={MESSAGES.newVersionTitle}
      visible={isOutdated}
      onHide={() => undefined}
      width="26rem"
      action={{ label: MESSAGES.reloadToUpdate, onClick: () => gate.send({ type: 'version.reload' }) }}
    >
      <p>Version {latest?.version} is available. Reload to keep working with the latest version.</p>
    </LazyFlowDialog>
  );
}
