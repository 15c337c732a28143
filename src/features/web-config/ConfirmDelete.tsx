import { WEB_CONFIG_MESSAGES } from '../../../domain/web-config';
import { ConfirmDeleteRecord } from '../../ui/ConfirmDeleteDialog';

/** 'Delete Partner' after a confirmation naming the record; the toast says it is gone. */
export function ConfirmDelete({ noun, name, isDeleting, onDelete, onHide }: { noun: string; name: string; isDeleting: boolean; onDelete: () => Promise<unknown>; onHide: () => void }) {
  return (
    <ConfirmDeleteRecord
      header={`Delete ${noun}`}
      text={`Delete “${name}”? This cannot be undone.`}
      cancelLabel={`Keep ${noun}`}
      confirmLabel={`Delete ${noun}`}
      deletedMessage={WEB_CONFIG_MESSAGES.deleted(name)}
      isDeleting={isDeleting}
      onDelete={onDelete}
      onHide={onHide}
    />
  );
}
