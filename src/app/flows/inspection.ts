import type { InspectionEvent } from 'xstate';
import { createFlowLog, type FlowLog } from '../../../machines/flow-log';

/** QA's switch: `?inspect` in the URL or VITE_INSPECT=1 at build time. */
export function isInspectEnabled(): boolean {
  if (import.meta.env.VITE_INSPECT === '1') return true;
  try {
    return new URLSearchParams(window.location.search).has('inspect');
  } catch {
    return false;
  }
}

type Inspect = (event: InspectionEvent) => void;

/**
 * One inspection hub for every flow actor: the in-app flow log always (when
 * enabled), and @statelyai/inspect's browser inspector, loaded lazily so it
 * stays out of the main bundle (it opens stately.ai, which an office network
 * may not reach — the flow log works without it).
 */
export function createInspection(enabled: boolean): { flowLog: FlowLog | null; inspectorFor: (flow: string, input?: unknown) => Inspect | undefined } {
  if (!enabled) return { flowLog: null, inspectorFor: () => undefined };
  const flowLog = createFlowLog();
  let stately: Inspect | null = null;
  void import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      stately = createBrowserInspector().inspect as Inspect;
    })
    .catch(() => undefined);
  return {
    flowLog,
    inspectorFor: (flow, input) => {
      const log = flowLog.inspector(flow, input);
      return (event) => {
        log(event);
        stately?.(event);
      };
    },
  };
}
