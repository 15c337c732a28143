import { assign, fromPromise, setup } from 'xstate';
import {
  canDecide,
  canDelete,
  moderationConfirmation,
  moderationSuccess,
  statusOf,
  type Moderated,
  type ModeratedKind,
  type ModerationAction,
} from '../domain/comment';
import { errorMessage } from '../domain/errors';
import { never, notifyError, type NotifyParams } from './helpers';

/** A comment or reply by one id (commentId or replyId), so one machine serves both. */
export interface ModeratedItem extends Moderated {
  id: string;
}

export interface CommentModerationInput {
  kind: ModeratedKind;
  item: ModeratedItem;
}

export interface CommentModerationContext extends CommentModerationInput {
  /** The action being confirmed or sent; null while resting. */
  action: ModerationAction | null;
  /** Why the last move did not happen; kept until the next choice so the panel can show it beside the item. */
  error: string | null;
}

export type CommentModerationEvent =
  | { type: 'moderation.approveChosen' }
  | { type: 'moderation.rejectChosen' }
  | { type: 'moderation.deleteChosen' }
  | { type: 'confirmation.accepted' }
  | { type: 'confirmation.rejected' };

export interface ModerateInput {
  kind: ModeratedKind;
  id: string;
  action: ModerationAction;
}

/** The dialog's header and question while confirming. */
export function confirmationOf(context: CommentModerationContext): { header: string; message: string } | null {
  return context.action === null ? null : moderationConfirmation(context.action, context.kind);
}

/**
 * One comment's or reply's moderation (§4): Waiting Approval (or no status)
 * → Approved or Rejected through a confirmed button, none once decided;
 * delete (confirmed, cannot be undone) marks it deleted and keeps its status;
 * a rejected or deleted reply cannot be removed. The server's answer is the
 * item's new state (settled, or deleted), announced, and then the panel
 * refreshes; a failure leaves the item as it was (failed). Every offer is
 * guarded by domain/comment, so no state offers what §4 forbids and the
 * server refuses the same.
 */
export const commentModerationMachine = setup({
  types: {
    context: {} as CommentModerationContext,
    events: {} as CommentModerationEvent,
    input: {} as CommentModerationInput,
  },
  actors: {
    moderate: fromPromise<ModeratedItem, ModerateInput>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    /**
     * The panel's lists and totals load again once the move is announced: the
     * item may now belong to another tab, and its entry (with this actor) may
     * leave the screen, so this comes last.
     */
    refresh: () => undefined,
    chooseApprove: assign({ action: 'approve' as const, error: null }),
    chooseReject: assign({ action: 'reject' as const, error: null }),
    chooseDelete: assign({ action: 'delete' as const, error: null }),
    dismiss: assign({ action: null, error: null }),
  },
  guards: {
    canDecide: ({ context }) => canDecide(context.item),
    canDelete: ({ context }) => canDelete(context.item, context.kind),
    isDeleted: ({ context }) => context.item.isDeleted,
    isApproved: ({ context }) => statusOf(context.item) === 'PUBLISH',
    isRejected: ({ context }) => statusOf(context.item) === 'REJECTED',
  },
}).createMachine({
  id: 'commentModeration',
  context: ({ input }) => ({ kind: input.kind, item: input.item, action: null, error: null }),
  initial: 'idle',
  states: {
    /** As loaded or after a cancel: one child per status, so the panel and the inspector see where the item stands. */
    idle: {
      initial: 'resolving',
      on: {
        'moderation.approveChosen': { guard: 'canDecide', target: 'confirming', actions: 'chooseApprove' },
        'moderation.rejectChosen': { guard: 'canDecide', target: 'confirming', actions: 'chooseReject' },
        'moderation.deleteChosen': { guard: 'canDelete', target: 'confirming', actions: 'chooseDelete' },
      },
      states: {
        resolving: {
          always: [
            { guard: 'isDeleted', target: '#commentModeration.deleted' },
            { guard: 'isApproved', target: 'approved' },
            { guard: 'isRejected', target: 'rejected' },
            { target: 'waitingApproval' },
          ],
        },
        waitingApproval: {},
        approved: {},
        rejected: {},
      },
    },
    confirming: {
      on: {
        'confirmation.accepted': { target: 'submitting' },
        'confirmation.rejected': { target: 'idle', actions: 'dismiss' },
      },
    },
    submitting: {
      invoke: {
        id: 'moderate',
        src: 'moderate',
        input: ({ context }) => ({ kind: context.kind, id: context.item.id, action: context.action as ModerationAction }),
        onDone: [
          {
            // The server's answer wins: whatever it says the item is now decides where it rests.
            guard: ({ event }) => event.output.isDeleted,
            target: 'deleted',
            actions: [
              { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: moderationSuccess(context.action as ModerationAction, context.kind) }) },
              assign({ item: ({ event }) => event.output, action: null }),
              'refresh',
            ],
          },
          {
            target: 'settled',
            actions: [
              { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: moderationSuccess(context.action as ModerationAction, context.kind) }) },
              assign({ item: ({ event }) => event.output, action: null }),
              'refresh',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            notifyError,
            assign({ error: ({ event }) => errorMessage(event.error), action: null }),
          ],
        },
      },
    },
    /** The server took the decision: none once decided, only delete is left (and not for a rejected reply). */
    settled: {
      on: { 'moderation.deleteChosen': { guard: 'canDelete', target: 'confirming', actions: 'chooseDelete' } },
    },
    /** The item is as it was, with the error: every move it allowed is offered again. */
    failed: {
      on: {
        'moderation.approveChosen': { guard: 'canDecide', target: 'confirming', actions: 'chooseApprove' },
        'moderation.rejectChosen': { guard: 'canDecide', target: 'confirming', actions: 'chooseReject' },
        'moderation.deleteChosen': { guard: 'canDelete', target: 'confirming', actions: 'chooseDelete' },
      },
    },
    /** Deleted, as loaded or just now: it keeps its status label and nothing more can happen to it. */
    deleted: { type: 'final' },
  },
});

export type CommentModerationMachine = typeof commentModerationMachine;
