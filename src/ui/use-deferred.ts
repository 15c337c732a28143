import { useEffect, useState } from 'react';

/** A module fetched once, on first demand, and remembered. */
export interface Deferred<T> {
  load(): Promise<T>;
  /** The module once it has arrived. */
  loaded(): T | undefined;
}

export function deferred<T>(importModule: () => Promise<T>): Deferred<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (promise ??= importModule().then(
        (module) => (value = module),
        (error: unknown) => {
          promise = undefined; // a failed chunk download may be retried by the next mount
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * The module, fetched right after the first paint: UI that only appears
 * later (dialogs, toasts) stays out of the JS that paints /login, yet is there
 * long before it is needed. undefined until it has arrived.
 */
export function useDeferred<T>(module: Deferred<T>): T | undefined {
  const [value, setValue] = useState(module.loaded);
  useEffect(() => {
    if (value !== undefined) return;
    let isMounted = true;
    module
      .load()
      .then((loaded) => isMounted && setValue(() => loaded))
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, [module, value]);
  return value;
}
