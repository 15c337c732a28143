import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { canDecide, canDelete, moderated, type ModeratedKind } from '../../domain/comment';
import type { CommentStatus } from '../../domain/entities/comment';
import { commentModerationMachine, confirmationOf, type CommentModerationEvent, type ModeratedItem } from '../../machines/comment-moderation.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge, type Edge, type ModelEvent } from './model';

type Start = { status: CommentStatus | null; isDeleted: boolean };

const STARTS: Record<string, Start> = {
  absent: { status: null, isDeleted: false },
  waiting: { status: 'WAITING_APPROVAL', isDeleted: false },
  approved: { status: 'PUBLISH', isDeleted: false },
  rejected: { status: 'REJECTED', isDeleted: false },
  deletedWaiting: { status: 'WAITING_APPROVAL', isDeleted: true },
  deletedApproved: { status: 'PUBLISH', isDeleted: true },
};
const KINDS: ModeratedKind[] = ['comment', 'reply'];

const itemOf = (start: Start): ModeratedItem => ({ id: 'c-1', ...start });
const apiError = { status: 400, data: { code: 'err_validation', message: 'This comment was already moderated.' } };

const USER_EVENTS: CommentModerationEvent[] = [
  { type: 'moderation.approveChosen' },
  { type: 'moderation.rejectChosen' },
  { type: 'moderation.deleteChosen' },
  { type: 'confirmation.accepted' },
  { type: 'confirmation.rejected' },
];

/** The server answers with the item as the action makes it (as the real one does). */
function answers(start: Start): ModelEvent[] {
  const item = itemOf(start);
  return [
    { type: 'xstate.done.actor.moderate', output: moderated(item, 'approve') },
    { type: 'xstate.done.actor.moderate', output: moderated(item, 'reject') },
    { type: 'xstate.done.actor.moderate', output: moderated(item, 'delete') },
    { type: 'xstate.error.actor.moderate', error: apiError },
  ];
}

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.action, s.context.item.status, s.context.item.isDeleted]);

const runs = KINDS.flatMap((kind) =>
  Object.entries(STARTS).map(([name, start]) => ({
    kind,
    name,
    input: { kind, item: itemOf(start) },
    edges: modelEdges(commentModerationMachine, { input: { kind, item: itemOf(start) }, events: [...(USER_EVENTS as ModelEvent[]), ...answers(start)], serializeState }),
  })),
);

/** The resting state an item belongs in. */
function restingStateOf(kind: ModeratedKind, item: ModeratedItem): string {
  if (canDecide(item)) return 'waiting';
  return canDelete(item, kind) ? 'decided' : 'settled';
}

describe('comment moderation machine, model-based', () => {
  test('the edges of every kind and starting status take every transition and visit every state', () => {
    const c = coverage(commentModerationMachine, runs.flatMap((r) => r.edges));
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
  });

  for (const run of runs.filter((r) => r.edges.length > 0)) {
    describe(`${run.kind} starting ${run.name}`, () => {
      test.each(run.edges.map((e) => [label(e), e] as const))('%s', async (_l, edge: Edge) => {
        const rec = recorder(['notify']);
        const { before, after } = await runEdge(commentModerationMachine, edge, { input: run.input, actions: rec.actions });
        expect(after.value).toEqual(edge.to.value);
        if (['waiting', 'decided', 'settled'].includes(after.value as string)) {
          expect(after.value).toBe(restingStateOf(run.kind, after.context.item));
          expect(after.context.action).toBeNull();
        }
        if (after.matches('confirming')) {
          const confirmation = confirmationOf(after.context)!;
          expect(confirmation.header).toMatch(/^(Approve|Reject|Delete) (Comment|Reply)$/);
          if (after.context.action === 'delete') expect(confirmation.message).toContain('cannot be undone');
        }
        if (before.matches('submitting')) {
          const notice = rec.calls.at(-1)?.params;
          if (edge.event.type.startsWith('xstate.error')) {
            expect(notice).toEqual({ severity: 'error', summary: apiError.data.message });
            expect(after.context.item).toEqual(before.context.item);
          } else {
            expect(notice).toMatchObject({ severity: 'success' });
          }
        }
      });
    });
  }
});

describe('exactly the moves of §4', () => {
  const allowed = (kind: ModeratedKind, start: Start): string[] => {
    const item = itemOf(start);
    return [
      ...(canDecide(item) ? ['moderation.approveChosen', 'moderation.rejectChosen'] : []),
      ...(canDelete(item, kind) ? ['moderation.deleteChosen'] : []),
    ];
  };

  test.each(KINDS.flatMap((kind) => Object.entries(STARTS).map(([name, start]) => [kind, name, start] as const)))('%s %s', (kind, _name, start) => {
    const snapshot = createActor(commentModerationMachine, { input: { kind, item: itemOf(start) } }).start().getSnapshot();
    const possible = USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type);
    expect(possible).toEqual(allowed(kind, start));
  });

  test('none once decided: an approved or rejected comment can only be deleted', () => {
    for (const start of [STARTS.approved!, STARTS.rejected!]) {
      const snapshot = createActor(commentModerationMachine, { input: { kind: 'comment', item: itemOf(start) } }).start().getSnapshot();
      expect(snapshot.value).toBe('decided');
      expect(snapshot.can({ type: 'moderation.approveChosen' })).toBe(false);
      expect(snapshot.can({ type: 'moderation.rejectChosen' })).toBe(false);
      expect(snapshot.can({ type: 'moderation.deleteChosen' })).toBe(true);
    }
  });

  test('a rejected or deleted reply cannot be removed; the actor is done', () => {
    for (const start of [STARTS.rejected!, STARTS.deletedApproved!]) {
      const snapshot = createActor(commentModerationMachine, { input: { kind: 'reply', item: itemOf(start) } }).start().getSnapshot();
      expect(snapshot.status).toBe('done');
      for (const event of USER_EVENTS) expect(snapshot.can(event)).toBe(false);
    }
  });
});

describe('the moderation call', () => {
  test.each([
    ['comment', 'moderation.approveChosen', 'approve', 'PUBLISH', false, 'decided', 'Comment approved successfully'],
    ['comment', 'moderation.rejectChosen', 'reject', 'REJECTED', false, 'decided', 'Comment rejected successfully'],
    ['reply', 'moderation.rejectChosen', 'reject', 'REJECTED', false, 'settled', 'Reply rejected successfully'],
    ['comment', 'moderation.deleteChosen', 'delete', 'WAITING_APPROVAL', true, 'settled', 'Comment deleted successfully'],
  ] as const)('%s + %s → moderate(%s) → %s (deleted %s), %s: %s', async (kind, choice, action, status, isDeleted, state, message) => {
    const rec = recorder(['notify']);
    const d = drive(commentModerationMachine, { input: { kind, item: itemOf(STARTS.waiting!) }, actions: rec.actions });
    await d.play({ type: choice });
    await d.play({ type: 'confirmation.accepted' });
    expect(d.pending.get('moderate')?.input).toEqual({ kind, id: 'c-1', action });
    await d.play({ type: 'xstate.done.actor.moderate', output: moderated(itemOf(STARTS.waiting!), action) });
    expect(d.snapshot().value).toBe(state);
    // Delete keeps the status label (§4).
    expect(d.snapshot().context.item).toMatchObject({ status, isDeleted });
    expect(rec.calls.at(-1)?.params).toEqual({ severity: 'success', summary: message });
  });

  test('cancelling the confirmation sends nothing and leaves the item waiting', async () => {
    const d = drive(commentModerationMachine, { input: { kind: 'comment', item: itemOf(STARTS.waiting!) } });
    await d.play({ type: 'moderation.approveChosen' });
    await d.play({ type: 'confirmation.rejected' });
    expect(d.snapshot().value).toBe('waiting');
    expect(d.pending.size).toBe(0);
  });
});
