import { Button } from 'primereact/button';
import { useState } from 'react';
import { bulkTargets, canBulkDecide } from '../../../domain/comment';
import type { Comment, DecidedStatus } from '../../../domain/entities/comment';
import { errorMessage } from '../../../domain/errors';
import { useBulkModerateComments } from '../../api/article-comments/bulk-moderate';
import { showToast } from '../../ui/toast';
import { ModerationConfirm } from './ModerationConfirm';

const VERB: Record<DecidedStatus, string> = { PUBLISH: 'Approve', REJECTED: 'Reject' };
const DONE: Record<DecidedStatus, string> = { PUBLISH: 'approved', REJECTED: 'rejected' };
const comments = (n: number) => `${n} comment${n === 1 ? '' : 's'}`;

/** §8 names the single dialogs; the bulk ones and their notice are ours, in the same words. */
export const bulkConfirmation = (status: DecidedStatus, count: number) => ({
  header: `${VERB[status]} Comments`,
  message: `${VERB[status]} ${comments(count)} selected?`,
});
export const bulkSuccess = (status: DecidedStatus, updated: number) => `${comments(updated)} ${DONE[status]} successfully`;

/** 'Approve selected' / 'Reject selected' over the ticked waiting comments, after a confirmation; then the panel reloads. */
export function BulkActions({ selected, onDone }: { selected: readonly Comment[]; onDone: () => void }) {
  const [status, setStatus] = useState<DecidedStatus | null>(null);
  const mutation = useBulkModerateComments();
  const targets = bulkTargets(selected);
  const canDecide = canBulkDecide(selected) && !mutation.isPending;

  const confirm = () => {
    if (!status) return;
    setStatus(null);
    mutation.mutate(
      { commentIds: targets.map((c) => c.commentId), status },
      {
        onSuccess: (result) => {
          showToast({ severity: 'success', summary: bulkSuccess(status, result.updated) });
          onDone();
        },
        onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
      },
    );
  };

  return (
    <div role="group" aria-label="Bulk moderation" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <span aria-live="polite">{selected.length} selected</span>
      <Button type="button" size="small" label="Approve selected" severity="success" disabled={!canDecide} loading={mutation.isPending} onClick={() => setStatus('PUBLISH')} />
      <Button type="button" size="small" label="Reject selected" severity="danger" outlined disabled={!canDecide} onClick={() => setStatus('REJECTED')} />
      <ModerationConfirm
        confirmation={status ? bulkConfirmation(status, targets.length) : null}
        acceptLabel={status ? VERB[status] : ''}
        isDanger={status === 'REJECTED'}
        onAccept={confirm}
        onReject={() => setStatus(null)}
      />
    </div>
  );
}
