import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../domain/messages';
import { asLatestVersion } from '../../../domain/version';
import { versionGateMachine } from '../../../machines/version-gate.machine';
import { getAppConfigs } from '../../api/app-configs/get-app-configs';
import { useFlows } from './flows-context';

async function fetchLatestVersion() {
  const configs = await getAppConfigs(['cms_latest_version']);
  return asLatestVersion(configs.cms_latest_version);
}

/** §4: a newer forced version blocks the app until it reloads. */
export function VersionGate() {
  const { inspectorFor } = useFlows();
  const machine = useMemo(
    () =>
      versionGateMachine.provide({
        actors: { fetchLatestVersion: fromPromise(fetchLatestVersion) },
        actions: { reload: () => window.location.reload() },
      }),
    [],
  );
  const gate = useActorRef(machine, { inspect: inspectorFor('versionGate') });
  const isOutdated = useSelector(gate, (s) => s.matches('outdated'));
  const latest = useSelector(gate, (s) => s.context.latest);
  return (
    <Dialog
      header={MESSAGES.newVersionTitle}
      visible={isOutdated}
      onHide={() => undefined}
      closable={false}
      modal
      style={{ width: '26rem' }}
      footer={<Button label={MESSAGES.reloadToUpdate} onClick={() => gate.send({ type: 'version.reload' })} autoFocus />}
    >
      <p>Version {latest?.version} is available. Reload to keep working with the latest version.</p>
    </Dialog>
  );
}
