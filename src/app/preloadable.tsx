import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component with a way to fetch its chunk before its first render. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * React.lazy plus preload(): route-preload.ts fetches the chunk at boot, and
 * lazy()'s own import() then resolves from the module map, no second fetch.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return Object.assign(lazy(load), { preload: load });
}
