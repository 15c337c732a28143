import { assign, fromPromise, setup } from 'xstate';
import type { LatestVersion } from '../domain/entities/app-config';
import { APP_VERSION, mustUpdate } from '../domain/version';
import { never } from './helpers';

export interface VersionGateContext {
  currentVersion: string;
  latest: LatestVersion | null;
}

export type VersionGateEvent = { type: 'version.reload' };

/**
 * Version gate of §4: compare cms_latest_version with the app's own; a newer,
 * forced version blocks the app with 'New Version Available'. Rechecks
 * periodically (remote config refresh is at least 5 s apart; we use 5 min).
 */
export const versionGateMachine = setup({
  types: {
    context: {} as VersionGateContext,
    events: {} as VersionGateEvent,
  },
  actors: {
    fetchLatestVersion: fromPromise<LatestVersion | null>(() => never()),
  },
  actions: {
    reload: () => undefined,
  },
  guards: {
    isOutdated: ({ context, event }) =>
      'output' in event && mustUpdate((event.output as LatestVersion | null) ?? undefined, context.currentVersion),
  },
  delays: {
    recheckInterval: 5 * 60 * 1000,
  },
}).createMachine({
  id: 'versionGate',
  context: { currentVersion: APP_VERSION, latest: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchLatestVersion',
        src: 'fetchLatestVersion',
        onDone: [
          { guard: 'isOutdated', target: 'outdated', actions: assign({ latest: ({ event }) => event.output }) },
          { target: 'upToDate', actions: assign({ latest: ({ event }) => event.output }) },
        ],
        onError: { target: 'upToDate' },
      },
    },
    upToDate: {
      after: { recheckInterval: { target: 'checking' } },
    },
    outdated: {
      on: { 'version.reload': { actions: 'reload' } },
    },
  },
});

export type VersionGateMachine = typeof versionGateMachine;
