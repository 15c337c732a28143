import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { nextStatus, toggleLabel } from './public-user-display';
import type { ToggleSubject } from './use-status-toggle';

interface Props {
  subject: ToggleSubject | null;
  isSaving: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** The confirmation before a public user's status changes (§4); an inactive user cannot sign in. */
export function StatusToggleConfirm({ subject, isSaving, onAccept, onReject }: Props) {
  const verb = subject ? toggleLabel(subject.status) : '';
  return (
    <Dialog
      header={subject ? `${verb} Public User` : undefined}
      visible={subject !== null}
      onHide={onReject}
      modal
      style={{ width: '420px' }}
      breakpoints={{ '480px': '95vw' }}
      footer={
        <>
          <Button type="button" label="Cancel" outlined onClick={onReject} disabled={isSaving} />
          <Button type="button" label={verb} onClick={onAccept} loading={isSaving} autoFocus />
        </>
      }
    >
      {subject && (
        <p style={{ margin: 0 }}>
          Change the status of “{subject.name}” to {nextStatus(subject.status)}?
          {subject.status === 'active' ? ' They will be signed out and cannot sign in until activated again.' : ' They can sign in again.'}
        </p>
      )}
    </Dialog>
  );
}
