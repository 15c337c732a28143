import type { InspectionEvent } from 'xstate';
import { inGroup, type Role } from '../../../domain/roles';
import type { ComponentType } from 'react';
import type { FlowLog } from '../../../machines/flow-log';

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

type InspectionKit = typeof import('./inspection-kit');
let kit: InspectionKit | null = null;

/**
 * Loads the flow log and its panel when QA turned inspection on; main.tsx
 * awaits it before the first render, so the log records every flow from its
 * start. Without `?inspect` it loads nothing.
 */
export async function prepareInspection(enabled: boolean = isInspectEnabled()): Promise<void> {
  if (enabled && !kit) kit = await import('./inspection-kit');
}

/** The flow log panel, once prepareInspection loaded it. */
export function flowLogPanel(): ComponentType<{ flowLog: FlowLog }> | null {
  return kit?.FlowLogPanel ?? null;
}

/**
 * One inspection hub for every flow actor: the in-app flow log (stately.ai may
 * be out of an office network's reach) and the Stately browser inspector.
 */
export function createInspection(enabled: boolean): Inspection {
  if (!enabled || !kit) return { flowLog: null, inspectorFor: () => undefined };
  const flowLog = kit.createFlowLog();
  const stately = kit.lazyStatelyInspector();
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
