import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { subscribeToasts } from './toast';

/** Renders every showToast() of the SPA (machines, push, pages) with PrimeReact's Toast. */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    const unsubscribe = subscribeToasts((message) => toast.current?.show(message));
    return () => {
      unsubscribe();
    };
  }, []);
  return <Toast ref={toast} position="top-right" />;
}
