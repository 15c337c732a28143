import type { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { deferred, useDeferred } from './use-deferred';
import { subscribeToasts, type ToastMessage } from './toast';

const primeToast = deferred(() => import('primereact/toast'));

/**
 * Renders every showToast() of the SPA (machines, push, pages) with PrimeReact's Toast.
 * The Toast is fetched after the first paint; a message shown before it arrives waits for it.
 */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  const waiting = useRef<ToastMessage[]>([]);
  const loaded = useDeferred(primeToast);
  useEffect(() => {
    const unsubscribe = subscribeToasts((message) => (toast.current ? toast.current.show(message) : waiting.current.push(message)));
    return () => {
      unsubscribe();
    };
  }, []);
  useEffect(() => {
    if (loaded && toast.current && waiting.current.length > 0) toast.current.show(waiting.current.splice(0));
  }, [loaded]);
  return loaded ? <loaded.Toast ref={toast} position="top-right" /> : null;
}
