import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { MESSAGES } from '../../../domain/messages';
import { useFlows } from './flows-context';

/** §7/§8: any err_unauthorized ends the session with this dialog, then '/'. */
export function SessionExpiredDialog() {
  const { session } = useFlows();
  const isExpired = useSelector(session, (s) => s.matches('expired'));
  const acknowledge = () => session.send({ type: 'session.expiredAcknowledged' });
  return (
    <Dialog
      header={MESSAGES.sessionExpiredTitle}
      visible={isExpired}
      onHide={acknowledge}
      closable={false}
      modal
      style={{ width: '24rem' }}
      footer={<Button label="OK" onClick={acknowledge} autoFocus />}
    >
      <p>{MESSAGES.unauthenticated}</p>
    </Dialog>
  );
}
