import { assign, fromPromise, setup } from 'xstate';
import { canDecide, canDelete, moderationConfirmation, moderationSuccess, statusOf, type Moderated, type ModeratedKind, type ModerationAction } from '../domain/comment';
import { errorMessage } from '../domain/errors';

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

export type NotifyParams = { severity: 'success' | 'error'; summary: string };

const never = <T>() => new Promise<T>(() => undefined);

/** The dialog's header and question while confirming. */
export function confirmationOf(context: CommentModerationContext): { header: string; message: string } | null {
  return context.action === null ? null : moderationConfirmation(context.action, context.kind);
}

/**
 * One comment's or reply's moderation (§4): waiting → approved or rejected
 * through a confirmed button, nothing once decided; delete (confirmed, cannot
 * be undone) marks it deleted and keeps its status; a rejected reply cannot be
 * deleted. The server's answer is the item's new state; a failure leaves it.
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
    chooseApprove: assign({ action: 'approve' as const }),
    chooseReject: assign({ action: 'reject' as const }),
    chooseDelete: assign({ action: 'delete' as const }),
    clearAction: assign({ action: null }),
  },
  guards: {
    isWaiting: ({ context }) => canDecide(context.item),
    canDelete: ({ context }) => canDelete(context.item, context.kind),
    isFinal: ({ context }) => !canDecide(context.item) && !canDelete(context.item, context.kind),
  },
}).createMachine({
  id: 'commentModeration',
  context: ({ input }) => ({ kind: input.kind, item: input.item, action: null }),
  initial: 'resolving',
  states: {
    /** Transient: rest in the state the item's status names. */
    resolving: {
      always: [
        { guard: 'isWaiting', target: 'waiting' },
        { guard: 'isFinal', target: 'settled' },
        { target: 'decided' },
      ],
    },
    waiting: {
      on: {
        'moderation.approveChosen': { target: 'confirming', actions: 'chooseApprove' },
        'moderation.rejectChosen': { target: 'confirming', actions: 'chooseReject' },
        'moderation.deleteChosen': { target: 'confirming', actions: 'chooseDelete' },
      },
    },
    /** Approved or rejected: only delete is left (and for a rejected reply, not even that: settled). */
    decided: {
      on: { 'moderation.deleteChosen': { guard: 'canDelete', target: 'confirming', actions: 'chooseDelete' } },
    },
    /** Deleted, or a rejected reply: nothing more can happen to it. */
    settled: { type: 'final' },
    confirming: {
      on: {
        'confirmation.accepted': { target: 'submitting' },
        'confirmation.rejected': { target: 'resolving', actions: 'clearAction' },
      },
    },
    submitting: {
      invoke: {
        id: 'moderate',
        src: 'moderate',
        input: ({ context }) => ({ kind: context.kind, id: context.item.id, action: context.action! }),
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: moderationSuccess(context.action!, context.kind) }) },
            assign({ item: ({ event }) => event.output, action: null }),
          ],
        },
        onError: {
          target: 'resolving',
          actions: [{ type: 'notify', params: ({ event }) => ({ severity: 'error', summary: errorMessage(event.error) }) }, 'clearAction'],
        },
      },
    },
  },
});

export type CommentModerationMachine = typeof commentModerationMachine;
/** For views: the status label follows the item, deleted or not. */
export const statusOfItem = (context: CommentModerationContext) => statusOf(context.item);
