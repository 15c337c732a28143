import type { InspectionEvent } from 'xstate';
import { inGroup, type Role } from '../../../domain/roles';
import { createFlowLog, redact, type FlowLog } from '../../../machines/flow-log';

/** QA's switch: `?inspect` in the URL or VITE_INSPECT=1 at build time. */
export function isInspectEnabled(): boolean {
  if (import.meta.env.VITE_INSPECT === '1') return true;
  try {
    return new URLSearchParams(window.location.search).has('inspect');
  } catch {
    return false;
  }
}

/**
 * Who may open the flow log and its player (issue 20): everyone in a
 * development build or one built with VITE_INSPECT=1; in a production build
 * only the Super Admin. What `?inspect` records stays in the browser's memory.
 */
export function mayOpenFlowLog(roles: readonly Role[] | null, build: { dev: boolean; inspect: boolean } = { dev: import.meta.env.DEV, inspect: import.meta.env.VITE_INSPECT === '1' }): boolean {
  return build.dev || build.inspect || (roles !== null && inGroup(roles, 'superAdmin'));
}

export type Inspect = (event: InspectionEvent) => void;

export interface Inspection {
  flowLog: FlowLog | null;
  inspectorFor: (flow: string, input?: unknown) => Inspect | undefined;
}

/** Events seen before the lazily loaded inspector arrives (its own buffer holds 200). */
const EARLY_EVENTS_LIMIT = 200;

/**
 * @statelyai/inspect's browser inspector, loaded lazily so it stays out of the
 * main bundle; events that happen while it loads are kept and handed over.
 * Passwords and tokens are masked before anything leaves for stately.ai.
 */
function lazyStatelyInspector(): Inspect {
  let next: Inspect | null = null;
  const early: InspectionEvent[] = [];
  void import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({
        sanitizeEvent: (event) => redact(event) as typeof event,
        sanitizeContext: (context) => redact(context) as typeof context,
      });
      // `inspect` is an observer ({ next }), not a function.
      next = (event) => inspector.inspect.next?.(event);
      early.splice(0).forEach(next);
    })
    .catch(() => undefined);
  return (event) => {
    if (next) next(event);
    else if (early.push(event) > EARLY_EVENTS_LIMIT) early.shift();
  };
}

/**
 * One inspection hub for every flow actor: the in-app flow log (stately.ai may
 * be out of an office network's reach) and the Stately browser inspector.
 */
export function createInspection(enabled: boolean): Inspection {
  if (!enabled) return { flowLog: null, inspectorFor: () => undefined };
  const flowLog = createFlowLog();
  const stately = lazyStatelyInspector();
  return {
    flowLog,
    inspectorFor: (flow, input) => {
      const log = flowLog.inspector(flow, input);
      return (event) => {
        log(event);
        stately(event);
      };
    },
  };
}
