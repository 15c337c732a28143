import { useSelector } from '@xstate/react';
import { MESSAGES } from '../../../domain/messages';
import { useFlows } from './flows-context';
import { LazyFlowDialog } from './LazyFlowDialog';

/** §7/§8: any err_unauthorized ends the session with this dialog, then '/'. */
export function SessionExpiredDialog() {
  const { session } = useFlows();
  const isExpired = useSelector(session, (s) => s.matches('expired'));
  const acknowledge = () => session.send({ type: 'session.expiredAcknowledged' });
  return (
    <LazyFlowDialog
      header={MESSAGES.sessionExpiredTitle}
      visible={isExpired}
      onHide={acknowledge}
      width="24rem"
      action={{ label: 'OK', onClick: acknowledge }}
    >
      <p>{MESSAGES.unauthenticated}</p>
    </LazyFlowDialog>
  );
}
