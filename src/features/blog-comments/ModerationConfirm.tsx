import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface ModerationConfirmProps {
  /** §8's dialog (header and question); null hides it. */
  confirmation: { header: string; message: string } | null;
  /** The accept button's label: the move itself ('Approve', 'Delete'). */
  acceptLabel: string;
  isDanger?: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** The confirmation every approve, reject and delete asks first (§4, §8). */
export function ModerationConfirm({ confirmation, acceptLabel, isDanger = false, onAccept, onReject }: ModerationConfirmProps) {
  return (
    <Dialog
      header={confirmation?.header}
      visible={confirmation !== null}
      onHide={onReject}
      modal
      style={{ width: '400px' }}
      breakpoints={{ '480px': '95vw' }}
      footer={
        <>
          <Button type="button" label="Cancel" outlined onClick={onReject} />
          <Button type="button" label={acceptLabel} severity={isDanger ? 'danger' : undefined} onClick={onAccept} autoFocus />
        </>
      }
    >
      <p style={{ margin: 0 }}>{confirmation?.message}</p>
    </Dialog>
  );
}
