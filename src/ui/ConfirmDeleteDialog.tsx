import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** A delete asks first (issue 19: every list confirms before delete). */
export function ConfirmDeleteDialog({ header, text, confirmLabel, isDeleting, onHide, onConfirm }: { header: string; text: string; confirmLabel: string; isDeleting: boolean; onHide: () => void; onConfirm: () => void }) {
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Cancel" outlined onClick={onHide} />
        <Button type="button" label={confirmLabel} severity="danger" loading={isDeleting} onClick={onConfirm} />
      </div>
    </Dialog>
  );
}
