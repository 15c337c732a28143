import { Button } from 'primereact/button';
import type { CSSProperties } from 'react';
import { isHeadingOnly, isRemoved, NO_COMMENTS, statusOf } from '../../../domain/comment';
import type { Comment } from '../../../domain/entities/comment';
import { useComments, type CommentsParams } from '../../api/article-comments/get-comments';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { idOf, type Moderatable } from './comment-display';
import { ModeratedEntry } from './ModeratedEntry';
import type { ProvidedModerationMachine } from './use-moderation-machine';

const REPLIES_STYLE: CSSProperties = { marginLeft: '1.5rem', paddingLeft: '0.75rem', borderLeft: '2px solid #e5e7eb' };

/** The bulk selection of the Waiting Approval tab. */
export interface BulkSelection {
  selected: ReadonlyMap<string, Comment>;
  toggle: (comment: Comment, isSelected: boolean) => void;
}

interface Props {
  params: CommentsParams;
  machine: ProvidedModerationMachine;
  showRemoved: boolean;
  now: Date;
  /** Null outside the Waiting Approval tab: no checkboxes there. */
  bulk: BulkSelection | null;
  onReply: (comment: Comment) => void;
}

/** A fresh actor whenever the server says something new about the item (a reload after a bulk move). */
const entryKey = (item: Moderatable) => `${idOf(item)}:${statusOf(item)}:${String(item.isDeleted)}`;

/**
 * One tab of comments, oldest or latest first as asked, each with its replies
 * of the tab (domain/comment.ts's rule, applied by the server); a comment of
 * another tab only heads its replies here. 'Load more' brings the next page.
 */
export function CommentList({ params, machine, showRemoved, now, bulk, onReply }: Props) {
  const query = useComments(params);
  if (query.isPending) return <QueryPending label="Loading comments" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const comments = query.data.pages.flatMap((page) => page.results);
  if (comments.length === 0) return <EmptyState text={NO_COMMENTS} />;
  const total = query.data.pages.at(-1)?.count ?? comments.length;

  return (
    <div>
      {comments.map((comment) => (
        <ModeratedEntry
          key={entryKey(comment)}
          kind="comment"
          item={comment}
          machine={machine}
          showRemoved={showRemoved}
          now={now}
          isHeading={isHeadingOnly(comment, params.status)}
          selection={bulk ? { isSelected: bulk.selected.has(comment.commentId), onChange: (on) => bulk.toggle(comment, on) } : undefined}
          extraActions={(current) =>
            !isRemoved(current) && (
              <Button type="button" size="small" text label="Reply" icon="pi pi-reply" aria-label={`Reply to comment by ${comment.name}`} onClick={() => onReply(comment)} />
            )
          }
        >
          {comment.replies.length > 0 && (
            <div style={REPLIES_STYLE} aria-label={`Replies to ${comment.name}`} role="group">
              {comment.replies.map((reply) => (
                <ModeratedEntry key={entryKey(reply)} kind="reply" item={reply} machine={machine} showRemoved={showRemoved} now={now} />
              ))}
            </div>
          )}
        </ModeratedEntry>
      ))}
      <p style={{ color: '#4b5563', fontSize: '0.875rem' }}>
        Showing {comments.length} of {total}
      </p>
      {query.hasNextPage && (
        <Button type="button" label="Load more comments" outlined size="small" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      )}
    </div>
  );
}
