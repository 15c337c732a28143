import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { showToast } from '../../ui/toast';
import { WEB_CONFIG_MESSAGES } from '../../../domain/web-config';

/** 'Delete Partner' after a confirmation naming the record; the toast says it is gone. */
export function ConfirmDelete({ noun, name, isDeleting, onDelete, onHide }: { noun: string; name: string; isDeleting: boolean; onDelete: () => Promise<unknown>; onHide: () => void }) {
  const confirm = () =>
    void onDelete().then(
      () => {
        onHide();
        showToast({ severity: 'success', summary: WEB_CONFIG_MESSAGES.deleted(name) });
      },
      (failure: unknown) => showToast({ severity: 'error', summary: failure instanceof Error ? failure.message : String(failure) }),
    );
  return (
    <Dialog header={`Delete ${noun}`} visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>Delete “{name}”? This cannot be undone.</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label={`Keep ${noun}`} outlined onClick={onHide} />
        <Button type="button" label={`Delete ${noun}`} severity="danger" loading={isDeleting} onClick={confirm} />
      </div>
    </Dialog>
  );
}
