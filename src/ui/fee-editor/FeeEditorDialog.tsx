import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { MESSAGES } from '../../../domain/messages';
import { canEdit, type FeeEditorInput, type FeeEditorMode } from '../../../machines/fee-editor.machine';
import { AddFeeDialog } from './AddFeeDialog';
import { FeeTable } from './FeeTable';
import { useFeeEditorFlow, type FeeEditorActor } from './use-fee-editor-flow';

/** §2's one modal under its three names. */
export const FEE_EDITOR_TITLES: Record<FeeEditorMode, string> = {
  create: 'Add Member',
  edit: 'Update Fee',
  detail: 'Detail Fees',
};

export interface FeeEditorDialogProps {
  input: FeeEditorInput;
  /** Whose fees: shown under the title. */
  memberName: string;
  /** The fees are on the server. */
  onSaved: () => void;
  onClose: () => void;
}

function Footer({ actor, onClose }: { actor: FeeEditorActor; onClose: () => void }) {
  const isEditable = useSelector(actor, canEdit);
  const isSaving = useSelector(actor, (s) => s.matches('saving') || s.matches('creating') || s.matches('reloading'));
  const isDetail = useSelector(actor, (s) => s.context.mode === 'detail');
  return (
    <>
      <Button type="button" label={isDetail ? 'Close' : 'Cancel'} outlined onClick={onClose} />
      {!isDetail && <Button type="button" label="Save" loading={isSaving} disabled={!isEditable && !isSaving} onClick={() => actor.send({ type: 'save.requested' })} />}
    </>
  );
}

function Body({ actor, memberName }: { actor: FeeEditorActor; memberName: string }) {
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const hasFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const isEditable = useSelector(actor, canEdit);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <>
      <div className="page-header">
        <p>
          Fees of <strong>{memberName}</strong>
        </p>
        {isEditable && <Button type="button" label="Add Fee" icon="pi pi-plus" size="small" onClick={() => actor.send({ type: 'addFee.opened' })} />}
      </div>
      {error && (
        <p role="alert" className="p-error">
          {error}
        </p>
      )}
      {hasFailed ? (
        <Button type="button" label="Retry" onClick={() => actor.send({ type: 'load.retried' })} />
      ) : isLoading ? (
        <p role="status">Loading fees</p>
      ) : (
        <FeeTable actor={actor} />
      )}
      <small className="field-hint">{MESSAGES.keepEndDateEmpty}</small>
      <AddFeeDialog actor={actor} />
    </>
  );
}

/**
 * The 'Add Member/Update Fee/Detail Fees' modal (§2, §4, §5), driven by the
 * fee editor machine: mount it when it opens, so each opening starts afresh.
 */
export function FeeEditorDialog({ input, memberName, onSaved, onClose }: FeeEditorDialogProps) {
  const actor = useFeeEditorFlow(input, onSaved);
  return (
    <Dialog
      header={FEE_EDITOR_TITLES[input.mode]}
      visible
      onHide={onClose}
      modal
      style={{ width: 'min(64rem, 95vw)' }}
      footer={<Footer actor={actor} onClose={onClose} />}
    >
      <Body actor={actor} memberName={memberName} />
    </Dialog>
  );
}
