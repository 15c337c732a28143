import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { showToast } from './toast';

interface ConfirmDeleteProps {
  header: string;
  text: string;
  cancelLabel?: string;
  confirmLabel: string;
  isDeleting: boolean;
  onHide: () => void;
}

/** A delete asks first (issue 19: every list confirms before delete). */
export function ConfirmDeleteDialog({ header, text, cancelLabel = 'Cancel', confirmLabel, isDeleting, onHide, onConfirm }: ConfirmDeleteProps & { onConfirm: () => void }) {
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label={cancelLabel} outlined onClick={onHide} />
        <Button type="button" label={confirmLabel} severity="danger" loading={isDeleting} onClick={onConfirm} />
      </div>
    </Dialog>
  );
}

/**
 * The confirmation of a record's delete request: once confirmed and done the
 * dialog closes and `deletedMessage` is toasted; a refusal is toasted and the
 * dialog stays, so the user can try again or keep the record.
 */
export function ConfirmDeleteRecord({ deletedMessage, onDelete, ...dialog }: ConfirmDeleteProps & { deletedMessage: string; onDelete: () => Promise<unknown> }) {
  const confirm = () =>
    void onDelete().then(
      () => {
        dialog.onHide();
        showToast({ severity: 'success', summary: deletedMessage });
      },
      (failure: unknown) => showToast({ severity: 'error', summary: failure instanceof Error ? failure.message : String(failure) }),
    );
  return <ConfirmDeleteDialog {...dialog} onConfirm={confirm} />;
}
