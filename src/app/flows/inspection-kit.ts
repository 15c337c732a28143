/**
 * What QA's inspection needs and nobody else loads (issue 20): the flow log,
 * its panel (with the player behind it) and the Stately inspector's bridge.
 * inspection.ts imports it only when `?inspect` or VITE_INSPECT=1 asks, so
 * none of it is in the JS that paints /login.
 */
import type { InspectionEvent } from 'xstate';
import { redact } from '../../../machines/flow-log';

export { createFlowLog } from '../../../machines/flow-log';
export { FlowLogPanel } from './FlowLogPanel';

type Inspect = (event: InspectionEvent) => void;

/** Events seen before the lazily loaded inspector arrives (its own buffer holds 200). */
const EARLY_EVENTS_LIMIT = 200;

/**
 * @statelyai/inspect's browser inspector, loaded lazily so it stays out of the
 * main bundle; events that happen while it loads are kept and handed over.
 * Passwords and tokens are masked before anything leaves for stately.ai.
 */
export function lazyStatelyInspector(): Inspect {
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

