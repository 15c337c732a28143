import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FlowLog } from '../../../machines/flow-log';
import type { browserSessionMachine } from './session-actor';

export interface Flows {
  session: ActorRefFrom<typeof browserSessionMachine>;
  flowLog: FlowLog | null;
  inspectorFor: (flow: string, input?: unknown) => ((event: import('xstate').InspectionEvent) => void) | undefined;
}

export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error('useFlows needs <FlowsProvider>.');
  return flows;
}
