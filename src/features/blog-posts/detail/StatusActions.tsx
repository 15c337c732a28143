import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { actionStatus, POST_ACTION_LABELS, postActions, type PostAction } from '../../../../domain/blog';
import { CONTENT_STATUS_LABELS, type Article } from '../../../../domain/entities/article';
import { errorMessage } from '../../../../domain/errors';
import { useUpdateArticle } from '../../../api/articles/update-article';
import { showToast } from '../../../ui/toast';

/** Ours: §8 words the public-user toggle this way and names no text for a post's status move. */
export const statusChangedMessage = (title: string) => `Success change ${title} status.`;

/** The moves the post's status allows (domain/blog.ts), each asked to confirm first, then PATCH /articles/{id} {status}. */
export function StatusActions({ article }: { article: Article }) {
  const [asked, setAsked] = useState<PostAction | null>(null);
  const update = useUpdateArticle();
  const close = () => setAsked(null);

  const confirm = () => {
    if (!asked) return;
    update.mutate(
      { articleId: article.articleId, body: { status: actionStatus(asked) } },
      {
        onSuccess: () => showToast({ severity: 'success', summary: statusChangedMessage(article.title) }),
        onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
        onSettled: close,
      },
    );
  };

  const label = asked ? POST_ACTION_LABELS[asked] : '';
  return (
    <>
      {postActions(article.status).map((action) => (
        <Button
          key={action}
          type="button"
          label={POST_ACTION_LABELS[action]}
          severity={action === 'delete' ? 'danger' : undefined}
          outlined={action !== 'approve' && action !== 'publish'}
          disabled={update.isPending}
          onClick={() => setAsked(action)}
        />
      ))}
      <Dialog
        header={`${label} Post?`}
        visible={asked !== null}
        onHide={close}
        modal
        style={{ width: '400px' }}
        footer={
          <>
            <Button type="button" label="No" outlined onClick={close} disabled={update.isPending} />
            <Button type="button" label="Yes" onClick={confirm} loading={update.isPending} autoFocus />
          </>
        }
      >
        <p>
          “{article.title}” will move to {asked ? CONTENT_STATUS_LABELS[actionStatus(asked)] : ''}.
        </p>
      </Dialog>
    </>
  );
}
