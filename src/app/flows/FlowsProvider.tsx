import './flows.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSessionEnding } from '../../api/http';
import { ConnectivityBanner } from './ConnectivityBanner';
import { listenToOtherTabs } from './cross-tab';
import { FlowsContext, type Flows } from './flows-context';
import { IdleWatcher } from './IdleWatcher';
import { createInspection, flowLogPanel, isInspectEnabled, mayOpenFlowLog } from './inspection';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { browserSessionMachine, initialSessionInput } from './session-actor';
import { VersionGate } from './VersionGate';

/**
 * Hosts the app-wide flows of §4 — session, idle, version gate, connectivity —
 * and renders their dialogs and banner; views read them with useSession().
 */
export function FlowsProvider({ children }: { children: ReactNode }) {
  const [inspection] = useState(() => createInspection(isInspectEnabled()));
  // Loaded with the log by prepareInspection (main.tsx), or null without ?inspect.
  const [FlowLogPanel] = useState(flowLogPanel);
  const [input] = useState(initialSessionInput);
  const session = useActorRef(browserSessionMachine, { input, inspect: inspection.inspectorFor('session', input) });
  const isLoggedIn = useSelector(session, (s) => s.matches('loggedIn'));
  const roles = useSelector(session, (s) => s.context.session?.roles ?? null);

  useEffect(() => onSessionEnding(() => session.send({ type: 'session.expired' })), [session]);
  useEffect(
    () =>
      listenToOtherTabs({
        onActivity: () => undefined,
        onStillHere: () => undefined,
        onLogout: () => session.send({ type: 'session.remoteLogout' }),
      }),
    [session],
  );

  const flows = useMemo<Flows>(
    () => ({ session, flowLog: inspection.flowLog, inspectorFor: inspection.inspectorFor }),
    [session, inspection],
  );

  return (
    <FlowsContext.Provider value={flows}>
      <ConnectivityBanner />
      {children}
      {isLoggedIn && <IdleWatcher />}
      <SessionExpiredDialog />
      <VersionGate />
      {inspection.flowLog && FlowLogPanel && mayOpenFlowLog(roles) && <FlowLogPanel flowLog={inspection.flowLog} />}
    </FlowsContext.Provider>
  );
}
