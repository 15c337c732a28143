import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { idleMachine, PROMPT_BEFORE_MS } from '../../../machines/idle.machine';
import { ping } from '../../api/session/ping';
import { broadcastActivity, broadcastStillHere, listenToActivity, listenToOtherTabs } from './cross-tab';
import { useFlows } from './flows-context';
import { LazyFlowDialog } from './LazyFlowDialog';
import { useFlow } from './use-flow';

/** Seconds left in the prompt; mounted only while the prompt shows. */
function PromptCountdown({ fromSeconds }: { fromSeconds: number }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, fromSeconds - Math.floor((now - startedAt) / 1000));
  return (
    <p role="timer" aria-live="polite">
      You have been inactive for a while. You will be logged out in {left} seconds.
    </p>
  );
}

/**
 * Idle timeout of §4, mounted only while signed in: an hour without activity
 * in any tab logs out; the prompt shows 30 s before.
 */
export function IdleWatcher() {
  const { session } = useFlows();
  const idle = useFlow(
    () =>
      idleMachine.provide({
        actions: {
          touch: () => void ping().catch(() => undefined),
          logout: () => session.send({ type: 'session.signOut' }),
        },
      }),
    { name: 'idle' },
  );
  const isPrompting = useSelector(idle, (s) => s.matches({ watching: { timer: 'prompting' } }));

  useEffect(() => {
    const stopLocal = listenToActivity(() => {
      idle.send({ type: 'user.activity' });
      broadcastActivity();
    });
    const stopOthers = listenToOtherTabs({
      onActivity: () => idle.send({ type: 'user.activity' }),
      onStillHere: () => idle.send({ type: 'idle.stillHere' }),
      // FlowsProvider ends the session on another tab's logout, which unmounts this watcher.
      onLogout: () => undefined,
    });
    return () => {
      stopLocal();
      stopOthers();
    };
  }, [idle]);

  const stillHere = () => {
    idle.send({ type: 'idle.stillHere' });
    broadcastStillHere();
  };

  return (
    <LazyFlowDialog
      header="Are you still there?"
      visible={isPrompting}
      onHide={stillHere}
      width="26rem"
      action={{ label: MESSAGES.stillHere, onClick: stillHere }}
    >
      {isPrompting && <PromptCountdown fromSeconds={PROMPT_BEFORE_MS / 1000} />}
    </LazyFlowDialog>
  );
}
