import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { GUARDS } from '../../../domain/access';
import { HEADING_NOTE, MODERATION_ACTIONS, shownText, statusLabel, statusOf, type ModeratedKind, type ModerationAction } from '../../../domain/comment';
import { formatDate, formatRelativeTime } from '../../../domain/format';
import { accessSubject } from '../../../domain/session';
import { confirmationOf, type ModeratedItem } from '../../../machines/comment-moderation.machine';
import { useFlow } from '../../app/flows/use-flow';
import { useCurrentSession } from '../../app/session-context';
import { RecordHistoryButton } from '../../ui/RecordHistory';
import { StatusTag } from '../../ui/StatusTag';
import { actionName, actionVerb, COMMENT_STATUS_COLORS, moderatedItemOf, type Moderatable } from './comment-display';
import { CollapsibleText } from './CollapsibleText';
import { ModerationConfirm } from './ModerationConfirm';
import type { ProvidedModerationMachine } from './use-moderation-machine';

const ENTRY_STYLE: CSSProperties = { display: 'grid', gap: '0.375rem', padding: '0.75rem 0', borderTop: '1px solid #e5e7eb' };
const ROW_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' };
const MUTED_STYLE: CSSProperties = { color: '#4b5563', fontSize: '0.875rem' };

const CHOSEN = { approve: 'moderation.approveChosen', reject: 'moderation.rejectChosen', delete: 'moderation.deleteChosen' } as const;
const sameActions = (a: ModerationAction[], b: ModerationAction[]) => a.join() === b.join();

export interface Selection {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

export interface ModeratedEntryProps {
  kind: ModeratedKind;
  item: Moderatable;
  machine: ProvidedModerationMachine;
  /** The 'Show Rejected/Deleted' tickbox. */
  showRemoved: boolean;
  now: Date;
  /** A comment of another tab heading its replies in this one: shown without its moves, its checkbox or its extra buttons (its own tab has them). */
  isHeading?: boolean;
  /** Bulk selection: a checkbox while the item can still be approved or rejected. */
  selection?: Selection;
  /** More buttons after the moderation ones (a comment's 'Reply'), given the item as it stands now. */
  extraActions?: (current: ModeratedItem) => ReactNode;
  children?: ReactNode;
}

/** One comment or reply, driven by its own moderation actor: the buttons are the moves it allows now (§4). */
export function ModeratedEntry({ kind, item, machine, showRemoved, now, isHeading = false, selection, extraActions, children }: ModeratedEntryProps) {
  // The panel provided the machine once; this item runs its own actor of it.
  const actor = useFlow(machine, { name: 'commentModeration', input: { kind, item: moderatedItemOf(item) } });
  const current = useSelector(actor, (s) => s.context.item);
  const confirmation = useSelector(actor, (s) => (s.matches('confirming') ? confirmationOf(s.context) : null));
  const pending = useSelector(actor, (s) => s.context.action);
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const allowed = useSelector(actor, (s) => MODERATION_ACTIONS.filter((a) => s.can({ type: CHOSEN[a] })), sameActions);
  const moves = isHeading ? [] : allowed;
  const isSelectable = !isHeading && allowed.includes('approve');
  const onSelectionChange = selection?.onChange;
  const isSelected = selection?.isSelected ?? false;
  const readsAudit = GUARDS.auditReader(accessSubject(useCurrentSession()));

  // Decided on its own while ticked: it leaves the selection, as its checkbox leaves the screen.
  useEffect(() => {
    if (isSelected && !isSelectable) onSelectionChange?.(false);
  }, [isSelected, isSelectable, onSelectionChange]);

  const id = `${kind}-${current.id}`;
  return (
    <article aria-labelledby={`${id}-name`} style={ENTRY_STYLE} aria-busy={isSubmitting}>
      <div style={ROW_STYLE}>
        {selection && isSelectable && (
          <Checkbox inputId={`${id}-select`} checked={isSelected} onChange={(e) => selection.onChange(e.checked === true)} aria-label={`Select comment by ${item.name}`} />
        )}
        <strong id={`${id}-name`}>{item.name}</strong>
        <time dateTime={item.createdAt} title={formatDate(item.createdAt)} style={MUTED_STYLE}>
          {formatRelativeTime(item.createdAt, now)}
        </time>
        <StatusTag label={statusLabel(current)} color={COMMENT_STATUS_COLORS[statusOf(current)]} />
        {current.isDeleted && <StatusTag label="Deleted" color="red" />}
        {isHeading && <span style={MUTED_STYLE}>{HEADING_NOTE}</span>}
      </div>
      <CollapsibleText id={`${id}-text`} text={shownText(current, item.comment, showRemoved)} />
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
      <div style={ROW_STYLE}>
        {moves.map((action) => (
          <Button
            key={action}
            type="button"
            size="small"
            text
            severity={action === 'approve' ? 'success' : 'danger'}
            label={actionVerb(action)}
            aria-label={actionName(action, kind, item.name)}
            loading={isSubmitting && pending === action}
            disabled={isSubmitting}
            onClick={() => actor.send({ type: CHOSEN[action] })}
          />
        ))}
        {!isHeading && extraActions?.(current)}
        {!isHeading && readsAudit && (
          <RecordHistoryButton
            entityType={kind === 'comment' ? 'article_comment' : 'article_reply_comment'}
            entityId={current.id}
            name={`${kind} by ${item.name}`}
          />
        )}
      </div>
      {children}
      <ModerationConfirm
        confirmation={confirmation}
        acceptLabel={pending ? actionVerb(pending) : ''}
        isDanger={pending !== 'approve'}
        onAccept={() => actor.send({ type: 'confirmation.accepted' })}
        onReject={() => actor.send({ type: 'confirmation.rejected' })}
      />
    </article>
  );
}
