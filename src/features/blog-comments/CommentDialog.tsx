import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { COMMENT_MODAL_WIDTH } from '../../../domain/comment';
import { commentBody, replyBody, type Comment } from '../../../domain/entities/comment';
import { useCreateComment } from '../../api/article-comments/create-comment';
import { useCreateReply } from '../../api/article-comments/create-reply';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors, oneMessage } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

/** What the dialog writes: a new comment on the post, or a reply to one comment. */
export type CommentDialogTarget = { kind: 'comment' } | { kind: 'reply'; comment: Comment };

/** The catalogue of §8 has no notice for these, so they are ours. */
export const COMMENT_ADDED = 'Comment added successfully';
export const REPLY_ADDED = 'Reply added successfully';

const FIELD_ID = 'comment-dialog-text';

function useSubmit(articleId: string, target: CommentDialogTarget, onDone: () => void, setError: (message: string) => void) {
  const createComment = useCreateComment();
  const createReply = useCreateReply();
  const parse = (text: string) =>
    target.kind === 'comment' ? commentBody.safeParse({ articleId, comment: text }) : replyBody.safeParse({ commentId: target.comment.commentId, comment: text });
  const send = (text: string) => {
    const request =
      target.kind === 'comment' ? createComment.mutateAsync({ articleId, comment: text }) : createReply.mutateAsync({ commentId: target.comment.commentId, comment: text });
    request
      .then(() => {
        showToast({ severity: 'success', summary: target.kind === 'comment' ? COMMENT_ADDED : REPLY_ADDED });
        onDone();
      })
      .catch((failure: unknown) => applyServerErrors(failure, oneMessage(setError), { fields: [FIELD_ID], fieldMap: { comment: FIELD_ID } }));
  };
  return { parse, send, isSaving: createComment.isPending || createReply.isPending };
}

/**
 * 'Add Comment' and 'Reply' (§2, 520 wide by §9): the text only, required
 * (§5); the server posts it as the logged-in user (§6).
 */
export function CommentDialog({ articleId, target, onHide }: { articleId: string; target: CommentDialogTarget; onHide: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { parse, send, isSaving } = useSubmit(articleId, target, onHide, setError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      scrollToField(FIELD_ID);
      return;
    }
    setError(undefined);
    send(parsed.data.comment);
  };

  return (
    <Dialog
      header={target.kind === 'comment' ? 'Add Comment' : `Reply to ${target.comment.name}`}
      visible
      onHide={onHide}
      modal
      style={{ width: `${COMMENT_MODAL_WIDTH}px` }}
      breakpoints={{ '560px': '95vw' }}
    >
      <form noValidate onSubmit={submit}>
        {target.kind === 'reply' && (
          <blockquote style={{ margin: '0 0 1rem', paddingLeft: '0.75rem', borderLeft: '3px solid #d1d5db', whiteSpace: 'pre-wrap' }}>{target.comment.comment}</blockquote>
        )}
        <div className="field">
          {/* §3: a reply's text is its 'comment' too, and the required message names it so. */}
          <label htmlFor={FIELD_ID}>Comment</label>
          <InputTextarea id={FIELD_ID} value={text} onChange={(e) => setText(e.target.value)} rows={5} autoResize className="w-full" autoFocus aria-required {...fieldAria(FIELD_ID, error)} />
          <FieldError id={`${FIELD_ID}-error`} message={error} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} disabled={isSaving} />
          <Button type="submit" label={target.kind === 'comment' ? 'Post Comment' : 'Post Reply'} loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}
