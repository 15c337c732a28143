import type { CSSProperties } from 'react';
import { COMMENT_STATUS_LABELS, TOTALS_NOTE } from '../../../domain/comment';
import type { CommentStatistics } from '../../../domain/entities/comment';
import { useCommentStatistics } from '../../api/article-comments/get-comment-statistics';
import { QueryError, QueryPending } from '../../ui/QueryState';

const GRID_STYLE: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))', gap: '0.5rem', margin: '0 0 1rem' };
const CELL_STYLE: CSSProperties = { background: '#f3f4f6', borderRadius: 6, padding: '0.5rem 0.75rem' };
const NOTE_STYLE: CSSProperties = { margin: '-0.5rem 0 1rem', color: '#4b5563', fontSize: '0.8125rem' };

const TOTALS: [keyof CommentStatistics, string][] = [
  ['totalComment', 'Total Comments'],
  ['totalCommentWaitingApproval', COMMENT_STATUS_LABELS.WAITING_APPROVAL],
  ['totalCommentApprove', COMMENT_STATUS_LABELS.PUBLISH],
  ['totalCommentReject', COMMENT_STATUS_LABELS.REJECTED],
];

/** §2's statistics totals of the post's comments and replies (deleted ones not counted), as domain/comment.ts counts them. */
export function CommentTotals({ articleId }: { articleId: string }) {
  const query = useCommentStatistics(articleId);
  if (query.isPending) return <QueryPending label="Loading comment statistics" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <dl aria-label="Comment statistics" aria-describedby="comment-totals-note" style={GRID_STYLE}>
        {TOTALS.map(([key, label]) => (
          <div key={key} style={CELL_STYLE}>
            <dt style={{ fontSize: '0.8125rem', color: '#4b5563' }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 700, fontSize: '1.25rem' }}>{query.data[key]}</dd>
          </div>
        ))}
      </dl>
      <p id="comment-totals-note" style={NOTE_STYLE}>
        {TOTALS_NOTE}
      </p>
    </>
  );
}
