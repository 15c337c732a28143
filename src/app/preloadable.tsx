import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P extends object> = { default: ComponentType<P> };

/** A lazy component with a way to fetch its chunk before its first render. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * React.lazy plus preload(): route-preload.ts fetches the chunk at boot. When
 * the chunk has arrived by the first render, lazy() is handed a thenable that
 * answers at once, so the screen renders in that pass instead of suspending
 * for a turn (after which React holds the reveal for its fallback throttle);
 * otherwise it suspends on the fetch already under way, as lazy() would.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch may be tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
