import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { connectivityBanner, connectivityMachine } from '../../../machines/connectivity.machine';
import { checkHealth } from '../../api/session/health';
import { afterStartupThen } from './after-startup';
import { useFlow } from './use-flow';

/** §4: offline or unreachable server → a banner over the app. */
export function ConnectivityBanner() {
  const connectivity = useFlow(() => connectivityMachine.provide({ actors: { checkHealth: fromPromise(afterStartupThen(checkHealth)) } }), {
    name: 'connectivity',
    input: { isOnline: navigator.onLine },
  });
  const banner = useSelector(connectivity, (s) => connectivityBanner(s.value as { browser: string; server: string }));

  useEffect(() => {
    const online = () => connectivity.send({ type: 'browser.online' });
    const offline = () => connectivity.send({ type: 'browser.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [connectivity]);

  if (!banner) return null;
  return (
    <div className="connectivity-banner" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {banner}
    </div>
  );
}
