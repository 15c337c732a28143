import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { TabPanel, TabView } from 'primereact/tabview';
import { useCallback, useState, type CSSProperties } from 'react';
import {
  COMMENT_STATUS_LABELS,
  COMMENT_TABS,
  DEFAULT_COMMENT_SORT,
  DEFAULT_COMMENT_TAB,
  SHOW_REMOVED_LABEL,
  type CommentSort,
} from '../../../domain/comment';
import type { Comment, CommentStatus } from '../../../domain/entities/comment';
import { BulkActions } from './BulkActions';
import { SORT_LABELS, SORT_PARAMS } from './comment-display';
import { CommentDialog, type CommentDialogTarget } from './CommentDialog';
import { CommentList, type BulkSelection } from './CommentList';
import { CommentTotals } from './CommentTotals';
import { useModerationMachine } from './use-moderation-machine';
import { useNow } from './use-now';

const TOOLBAR_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem', marginBottom: '0.5rem' };
const NO_SELECTION: ReadonlyMap<string, Comment> = new Map();

/** The bulk selection: ticked waiting comments by id, cleared whenever the list it was made on changes. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Comment>>(NO_SELECTION);
  const toggle = useCallback((comment: Comment, isSelected: boolean) => {
    setSelected((prev) => {
      if (prev.has(comment.commentId) === isSelected) return prev;
      const next = new Map(prev);
      if (isSelected) next.set(comment.commentId, comment);
      else next.delete(comment.commentId);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(NO_SELECTION), []);
  return { selected, toggle, clear };
}

function SortToggle({ sort, onChange }: { sort: CommentSort; onChange: (sort: CommentSort) => void }) {
  const other: CommentSort = sort === 'oldest' ? 'latest' : 'oldest';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
      <span>Sorted: {SORT_LABELS[sort].toLowerCase()}</span>
      <Button type="button" size="small" text icon="pi pi-sort-alt" label={`Show ${SORT_LABELS[other].toLowerCase()}`} onClick={() => onChange(other)} />
    </span>
  );
}

/**
 * The comments panel of a post (§2): totals, the Waiting Approval, Approved
 * and Rejected tabs (Waiting Approval first, oldest first, §9), the
 * 'Show Rejected/Deleted' tickbox, each comment's and reply's moderation,
 * bulk approve/reject of waiting comments, and 'Add Comment' / 'Reply'.
 */
export function CommentsPanel({ articleId }: { articleId: string }) {
  const [tab, setTab] = useState<CommentStatus>(DEFAULT_COMMENT_TAB);
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const [showRemoved, setShowRemoved] = useState(false);
  const [dialog, setDialog] = useState<CommentDialogTarget | null>(null);
  const { selected, toggle, clear } = useSelection();
  const machine = useModerationMachine();
  const now = useNow();
  const bulk: BulkSelection | null = tab === 'WAITING_APPROVAL' ? { selected, toggle } : null;
  // A new list (tab, order, tickbox) is a new selection.
  const changeList = (change: () => void) => {
    clear();
    change();
  };
  const params = { articleIds: [articleId], status: tab, sort: SORT_PARAMS[sort], showDeleted: showRemoved };

  return (
    <section aria-labelledby="comments-panel-title" className="card">
      <div style={TOOLBAR_STYLE}>
        <h2 id="comments-panel-title" className="card-title" style={{ margin: 0 }}>
          Comments
        </h2>
        <Button type="button" size="small" icon="pi pi-plus" label="Add Comment" onClick={() => setDialog({ kind: 'comment' })} />
      </div>
      <CommentTotals articleId={articleId} />
      <div style={TOOLBAR_STYLE}>
        <SortToggle sort={sort} onChange={(next) => changeList(() => setSort(next))} />
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
          <Checkbox inputId="comments-show-removed" checked={showRemoved} onChange={(e) => changeList(() => setShowRemoved(e.checked === true))} />
          <label htmlFor="comments-show-removed">{SHOW_REMOVED_LABEL}</label>
        </span>
      </div>
      <TabView activeIndex={COMMENT_TABS.indexOf(tab)} onTabChange={(e) => changeList(() => setTab(COMMENT_TABS[e.index] ?? DEFAULT_COMMENT_TAB))}>
        {COMMENT_TABS.map((status) => (
          <TabPanel key={status} header={COMMENT_STATUS_LABELS[status]}>
            {status === tab && (
              <>
                {bulk && selected.size > 0 && <BulkActions selected={[...selected.values()]} onDone={clear} />}
                <CommentList params={params} machine={machine} showRemoved={showRemoved} now={now} bulk={bulk} onReply={(comment) => setDialog({ kind: 'reply', comment })} />
              </>
            )}
          </TabPanel>
        ))}
      </TabView>
      {dialog && <CommentDialog articleId={articleId} target={dialog} onHide={() => setDialog(null)} />}
    </section>
  );
}
