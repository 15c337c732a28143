import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { allowedMoves, moderated, moderationConfirmation, moderationSuccess, statusOf, type ModeratedKind, type ModerationAction } from '../../domain/comment';
import type { CommentStatus } from '../../domain/entities/comment';
import { commentModerationMachine, confirmationOf, type CommentModerationEvent, type ModeratedItem } from '../../machines/comment-moderation.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge, type Edge, type ModelEvent } from './model';

type Start = { status: CommentStatus | null; isDeleted: boolean };

const STARTS = {
  absent: { status: null, isDeleted: false },
  waiting: { status: 'WAITING_APPROVAL', isDeleted: false },
  approved: { status: 'PUBLISH', isDeleted: false },
  rejected: { status: 'REJECTED', isDeleted: false },
  deletedWaiting: { status: 'WAITING_APPROVAL', isDeleted: true },
  deletedApproved: { status: 'PUBLISH', isDeleted: true },
  deletedRejected: { status: 'REJECTED', isDeleted: true },
} satisfies Record<string, Start>;
type StartName = keyof typeof STARTS;
const START_NAMES = Object.keys(STARTS) as StartName[];
const KINDS: ModeratedKind[] = ['comment', 'reply'];

/** Where each start rests: an idle child per status; deleted, whatever the status, is final. */
const REST_OF: Record<StartName, unknown> = {
  absent: { idle: 'waitingApproval' },
  waiting: { idle: 'waitingApproval' },
  approved: { idle: 'approved' },
  rejected: { idle: 'rejected' },
  deletedWaiting: 'deleted',
  deletedApproved: 'deleted',
  deletedRejected: 'deleted',
};

const IDLE_CHILD_OF: Record<CommentStatus, string> = { WAITING_APPROVAL: 'waitingApproval', PUBLISH: 'approved', REJECTED: 'rejected' };

const itemOf = (start: Start): ModeratedItem => ({ id: 'c-1', ...start });
const inputOf = (kind: ModeratedKind, name: StartName) => ({ kind, item: itemOf(STARTS[name]) });
const apiError = { status: 400, data: { code: 'err_validation', message: 'This comment was already moderated.' } };

const MOVE_EVENT: Record<ModerationAction, CommentModerationEvent['type']> = {
  approve: 'moderation.approveChosen',
  reject: 'moderation.rejectChosen',
  delete: 'moderation.deleteChosen',
};
const USER_EVENTS: CommentModerationEvent[] = [
  ...Object.values(MOVE_EVENT).map((type) => ({ type }) as CommentModerationEvent),
  { type: 'confirmation.accepted' },
  { type: 'confirmation.rejected' },
];

/** The moves a snapshot offers, as the panel's buttons read them with `can`. */
const offered = (s: AnyMachineSnapshot) =>
  (Object.keys(MOVE_EVENT) as ModerationAction[]).filter((action) => s.can({ type: MOVE_EVENT[action] } as CommentModerationEvent));

/** The server answers with the item as a move makes it; every answer is tried in every submitting state (its answer wins). */
function answers(start: Start): ModelEvent[] {
  const item = itemOf(start);
  return [
    ...(['approve', 'reject', 'delete'] as const).map((action) => ({ type: 'xstate.done.actor.moderate', output: moderated(item, action) })),
    { type: 'xstate.error.actor.moderate', error: apiError },
  ];
}

const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.action, s.context.item.status, s.context.item.isDeleted, s.context.error]);

const runs = KINDS.flatMap((kind) =>
  START_NAMES.map((name) => ({
    kind,
    name,
    input: inputOf(kind, name),
    edges: modelEdges(commentModerationMachine, {
      input: inputOf(kind, name),
      events: [...(USER_EVENTS as ModelEvent[]), ...answers(STARTS[name])],
      serializeState,
    }),
  })),
);

describe('comment moderation machine, model-based', () => {
  test('the edges of both kinds and every starting status take every transition and visit every state', () => {
    const c = coverage(commentModerationMachine, runs.flatMap((r) => r.edges));
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
    expect(c.transitionCount).toBe(12);
  });

  test('a deleted item and a rejected reply have no edge at all', () => {
    const empty = runs.filter((r) => r.edges.length === 0).map((r) => `${r.kind} ${r.name}`);
    expect(empty).toEqual([
      'comment deletedWaiting',
      'comment deletedApproved',
      'comment deletedRejected',
      'reply rejected',
      'reply deletedWaiting',
      'reply deletedApproved',
      'reply deletedRejected',
    ]);
  });

  for (const run of runs.filter((r) => r.edges.length > 0)) {
    describe(`${run.kind} starting ${run.name}`, () => {
      test.each(run.edges.map((e) => [label(e), e] as const))('%s', async (_l, edge: Edge) => {
        const rec = recorder(['notify', 'refresh']);
        const { before, after } = await runEdge(commentModerationMachine, edge, { input: run.input, actions: rec.actions });
        expect(after.value).toEqual(edge.to.value);
        const { item, action, kind } = after.context;
        const notices = rec.calls.filter((c) => c.name === 'notify');
        const answered = (type: string) => [...edge.path, edge.event].filter((e) => e.type.startsWith(type)).length;
        // The panel reloads once per move the server took, never on a failure or a cancel.
        expect(rec.names().filter((n) => n === 'refresh')).toHaveLength(answered('xstate.done.actor.moderate'));

        if (after.matches('idle')) {
          // Back after a cancel: the child names the status, the buttons are exactly the rules'.
          expect(after.value).toEqual({ idle: IDLE_CHILD_OF[statusOf(item)] });
          expect(offered(after)).toEqual(allowedMoves(item, kind));
          expect([action, after.context.error]).toEqual([null, null]);
          // A cancel notifies nothing: the only notices are the answers the path itself settled.
          expect(notices.length).toBe(answered('xstate.done.actor.moderate') + answered('xstate.error.actor.moderate'));
        }
        if (after.matches('confirming')) {
          // Only a move the rules allowed reaches the dialog, and the dialog says what it does.
          expect(allowedMoves(before.context.item, kind)).toContain(action);
          expect(confirmationOf(after.context)).toEqual(moderationConfirmation(action, kind));
          expect(offered(after)).toEqual([]);
        }
        if (after.matches('submitting')) {
          expect(action).not.toBeNull();
          for (const e of USER_EVENTS) expect(after.can(e)).toBe(false);
        }
        if (after.matches('settled') || after.matches('deleted')) {
          // The server's answer is the item now, announced with the move that was confirmed.
          expect(item).toEqual((edge.event as ModelEvent).output);
          expect(notices.at(-1)?.params).toEqual({ severity: 'success', summary: moderationSuccess(before.context.action!, kind) });
          // Announced before the reload, which may take the item (and this actor) off the screen.
          expect(rec.names().slice(-2)).toEqual(['notify', 'refresh']);
          expect(action).toBeNull();
        }
        if (after.matches('settled')) {
          // None once decided: at most delete is left, and not for a rejected reply.
          expect(item.isDeleted).toBe(false);
          expect(offered(after)).toEqual(allowedMoves(item, kind).filter((a) => a === 'delete'));
          expect(offered(after)).not.toContain('approve');
        }
        if (after.matches('deleted')) {
          // Deleted offers nothing, whatever its status label: the actor is done. (That delete keeps the label is the call tests' promise; here the model's answers are arbitrary.)
          expect(item.isDeleted).toBe(true);
          expect(after.status).toBe('done');
          expect(offered(after)).toEqual([]);
        }
        if (after.matches('failed')) {
          // Back with the error: the item unchanged, and every move it allowed offered again.
          expect(item).toEqual(before.context.item);
          expect(after.context.error).toBe(apiError.data.message);
          expect(rec.calls.at(-1)).toEqual({ name: 'notify', params: { severity: 'error', summary: apiError.data.message } });
          expect(offered(after)).toEqual(allowedMoves(item, kind));
        }
      });
    });
  }
});

describe('exactly the moves of §4, as loaded', () => {
  const cases = KINDS.flatMap((kind) => START_NAMES.map((name) => [kind, name] as const));
  test.each(cases)('%s %s rests by its status and offers what domain/comment allows', (kind, name) => {
    const snapshot = createActor(commentModerationMachine, { input: inputOf(kind, name) }).start().getSnapshot();
    expect(snapshot.value).toEqual(REST_OF[name]);
    expect(offered(snapshot)).toEqual(allowedMoves(STARTS[name], kind));
  });

  test('an approved or rejected comment offers no approve or reject, only delete', () => {
    for (const name of ['approved', 'rejected'] as const) {
      const snapshot = createActor(commentModerationMachine, { input: inputOf('comment', name) }).start().getSnapshot();
      expect(offered(snapshot)).toEqual(['delete']);
    }
  });

  test('a rejected or deleted reply cannot be removed', () => {
    for (const name of ['rejected', 'deletedWaiting', 'deletedApproved', 'deletedRejected'] as const) {
      const snapshot = createActor(commentModerationMachine, { input: inputOf('reply', name) }).start().getSnapshot();
      expect(snapshot.can({ type: 'moderation.deleteChosen' })).toBe(false);
    }
  });
});

describe('the moderation call', () => {
  async function submit(kind: ModeratedKind, name: StartName, action: ModerationAction) {
    const rec = recorder(['notify', 'refresh']);
    const d = drive(commentModerationMachine, { input: inputOf(kind, name), actions: rec.actions });
    await d.play({ type: MOVE_EVENT[action] });
    await d.play({ type: 'confirmation.accepted' });
    return { d, rec };
  }

  test.each([
    ['comment', 'waiting', 'approve', 'settled', 'PUBLISH', false, 'Comment approved successfully'],
    ['comment', 'absent', 'reject', 'settled', 'REJECTED', false, 'Comment rejected successfully'],
    ['reply', 'waiting', 'reject', 'settled', 'REJECTED', false, 'Reply rejected successfully'],
    ['comment', 'approved', 'delete', 'deleted', 'PUBLISH', true, 'Comment deleted successfully'],
    ['comment', 'rejected', 'delete', 'deleted', 'REJECTED', true, 'Comment deleted successfully'],
    ['reply', 'approved', 'delete', 'deleted', 'PUBLISH', true, 'Reply deleted successfully'],
  ] as const)('%s %s + %s → moderate → %s, %s (deleted %s), %s', async (kind, name, action, state, status, isDeleted, message) => {
    const { d, rec } = await submit(kind, name, action);
    expect(d.pending.get('moderate')?.input).toEqual({ kind, id: 'c-1', action });
    await d.play({ type: 'xstate.done.actor.moderate', output: moderated(itemOf(STARTS[name]), action) });
    expect(d.snapshot().value).toBe(state);
    // Delete keeps the status label (§4).
    expect(d.snapshot().context.item).toMatchObject({ status, isDeleted });
    expect(rec.calls).toEqual([
      { name: 'notify', params: { severity: 'success', summary: message } },
      { name: 'refresh', params: undefined },
    ]);
  });

  test('approve, then delete: the settled item still offers delete, then nothing', async () => {
    const { d } = await submit('comment', 'waiting', 'approve');
    await d.play({ type: 'xstate.done.actor.moderate', output: moderated(itemOf(STARTS.waiting), 'approve') });
    expect(offered(d.snapshot())).toEqual(['delete']);
    await d.play({ type: 'moderation.deleteChosen' });
    expect(confirmationOf(d.snapshot().context)?.message).toBe('Delete this comment? This action cannot be undone.');
    await d.play({ type: 'confirmation.accepted' });
    await d.play({ type: 'xstate.done.actor.moderate', output: moderated(itemOf(STARTS.approved), 'delete') });
    expect(d.snapshot().value).toBe('deleted');
    expect(d.snapshot().context.item).toEqual({ id: 'c-1', status: 'PUBLISH', isDeleted: true });
    expect(offered(d.snapshot())).toEqual([]);
  });

  test('failure: the §8 message, the item as it was, and a retry goes through the dialog again', async () => {
    const { d, rec } = await submit('comment', 'waiting', 'reject');
    await d.play({ type: 'xstate.error.actor.moderate', error: { status: 503 } });
    const message = 'Our server is temporarily unavailable. Please try again later.';
    expect(d.snapshot().value).toBe('failed');
    expect(d.snapshot().context).toMatchObject({ item: itemOf(STARTS.waiting), error: message, action: null });
    expect(rec.calls).toEqual([{ name: 'notify', params: { severity: 'error', summary: message } }]);
    await d.play({ type: 'moderation.rejectChosen' });
    expect(d.snapshot().value).toBe('confirming');
    expect(d.snapshot().context.error).toBeNull();
  });

  test('cancelling the confirmation sends nothing and leaves the item where it was', async () => {
    const rec = recorder(['notify', 'refresh']);
    const d = drive(commentModerationMachine, { input: inputOf('reply', 'approved'), actions: rec.actions });
    await d.play({ type: 'moderation.deleteChosen' });
    expect(confirmationOf(d.snapshot().context)).toEqual({ header: 'Delete Reply', message: 'Delete this reply? This action cannot be undone.' });
    await d.play({ type: 'confirmation.rejected' });
    expect(d.snapshot().value).toEqual({ idle: 'approved' });
    expect(d.pending.size).toBe(0);
    expect(rec.calls).toEqual([]);
  });
});
