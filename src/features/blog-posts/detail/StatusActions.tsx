import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { actionStatus, POST_ACTION_LABELS, postActions, type PostAction } from '../../../../domain/blog';
import { CONTENT_STATUS_LABELS, type Article } from '../../../../domain/entities/article';
import type { Move } from '../../../../machines/confirmed-move.machine';
import { useUpdateArticle } from '../../../api/articles/update-article';
import { useConfirmedMove } from '../../../app/flows/use-confirmed-move';

/** Ours: §8 words the public-user toggle this way and names no text for a post's status move. */
export const statusChangedMessage = (title: string) => `Success change ${title} status.`;

interface PostMove extends Move {
  articleId: string;
  action: PostAction;
}

/** The moves the post's status allows (domain/blog.ts), each asked to confirm first, then PATCH /articles/{id} {status}. */
export function StatusActions({ article }: { article: Article }) {
  const { mutateAsync } = useUpdateArticle();
  const move = useConfirmedMove<PostMove>('postStatusMove', ({ articleId, action }) => mutateAsync({ articleId, body: { status: actionStatus(action) } }));
  const asked = move.asked?.action ?? null;

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
          disabled={move.isMoving}
          onClick={() => move.choose({ articleId: article.articleId, action, success: statusChangedMessage(article.title) })}
        />
      ))}
      <Dialog
        header={`${label} Post?`}
        visible={asked !== null}
        onHide={move.cancel}
        modal
        style={{ width: '400px' }}
        footer={
          <>
            <Button type="button" label="No" outlined onClick={move.cancel} disabled={move.isMoving} />
            <Button type="button" label="Yes" onClick={move.confirm} loading={move.isMoving} autoFocus />
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
