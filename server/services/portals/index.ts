/**
 * Which adapter answers for each portal, chosen once from the environment
 * (README "Portals"). By default every portal is the local simulator. With
 * PORTAL_ADAPTER=http, a portal at position N uses the HTTP adapter when
 * PORTAL_<N>_API_URL and PORTAL_<N>_API_TOKEN are set, and the simulator
 * otherwise (said at startup, never silently).
 */
import type { PortalAdapter, PortalAdapters } from './adapter';
import { createHttpPortalAdapter } from './api-adapter';
import { createPortalSimulator, SIMULATED_OUTCOMES, type OrderedOutcome, type SimulatedOutcome, type SimulatorOptions } from './simulator';

export type { PortalAdapter, PortalAdapters } from './adapter';

/** One adapter for every portal (tests: a simulator they order). */
export const samePortalAdapter = (adapter: PortalAdapter): PortalAdapters => ({ forPortal: () => adapter });

/**
 * PORTAL_SIMULATOR_SCRIPT=down,accept,reject@LST-100001: outcomes the
 * simulator uses first, each for the next push or, with @code, for that
 * listing's next push (the e2e orders a failure this way).
 */
export function scriptOf(value: string | undefined): OrderedOutcome[] {
  return (value ?? '').split(',').flatMap((entry): OrderedOutcome[] => {
    const [outcome = '', listingCode] = entry.trim().split('@');
    if (!(SIMULATED_OUTCOMES as readonly string[]).includes(outcome)) return [];
    return [listingCode ? { outcome: outcome as SimulatedOutcome, listingCode } : (outcome as SimulatedOutcome)];
  });
}

export function portalAdaptersFromEnv(env: NodeJS.ProcessEnv, log: (message: string) => void = () => undefined): PortalAdapters {
  const delay = Number(env.PORTAL_SIMULATOR_DELAY_MS ?? 400);
  const options: SimulatorOptions = {
    delayMs: [delay / 2, delay * 1.5],
    failureRate: Number(env.PORTAL_SIMULATOR_FAILURE_RATE ?? 0) || 0,
    script: scriptOf(env.PORTAL_SIMULATOR_SCRIPT),
  };
  const simulator = createPortalSimulator(options);
  const byPosition = new Map<number, PortalAdapter>();
  if (env.PORTAL_ADAPTER === 'http') {
    for (const [key, url] of Object.entries(env)) {
      const match = /^PORTAL_(\d+)_API_URL$/.exec(key);
      if (!match || !url) continue;
      const token = env[`PORTAL_${match[1]}_API_TOKEN`];
      if (!token) {
        log(`[portals] ${key} is set without PORTAL_${match[1]}_API_TOKEN: portal ${match[1]} stays on the simulator`);
        continue;
      }
      byPosition.set(Number(match[1]), createHttpPortalAdapter({ baseUrl: url, token }));
    }
  }
  return { forPortal: (portal) => byPosition.get(portal.position) ?? simulator };
}
