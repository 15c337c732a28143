import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { confirmedMoveMachine, type ConfirmedMoveEvent, type Move } from '../../machines/confirmed-move.machine';
import { recorder } from './fixtures';
import { coverage, drive, expectPlayerAgrees, label, modelEdges, type Edge, type ModelEvent } from './model';

/** A screen's own move: the machine carries it as it is. */
interface PostMove extends Move {
  articleId: string;
  action: 'approve' | 'delete';
}

const APPROVE: PostMove = { articleId: 'a-1', action: 'approve', success: 'Success change Rumah status.' };
const DELETE: PostMove = { articleId: 'a-1', action: 'delete', success: 'Success change Rumah status.' };
const apiError = { status: 400, data: { code: 'err_validation', message: 'This post cannot move to that status.' } };

const USER_EVENTS: ConfirmedMoveEvent[] = [
  { type: 'move.chosen', move: APPROVE },
  { type: 'move.chosen', move: DELETE },
  { type: 'move.confirmed' },
  { type: 'move.cancelled' },
  { type: 'move.retried' },
];
const events: ModelEvent[] = [
  ...(USER_EVENTS as ModelEvent[]),
  { type: 'xstate.done.actor.move', output: { articleId: 'a-1', status: 'PUBLISH' } },
  { type: 'xstate.error.actor.move', error: apiError },
];

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.move, s.context.error]);
const edges = modelEdges(confirmedMoveMachine, { events, serializeState });
const chosenOn = (path: { type: string; move?: unknown }[]) => path.filter((e) => e.type === 'move.chosen').at(-1)?.move;

describe('confirmed move machine, model-based', () => {
  test('the edges take every transition and visit every state', () => {
    const c = coverage(confirmedMoveMachine, edges);
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
    expect(c.transitionCount).toBe(9);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge: Edge) => {
    const rec = recorder(['notify']);
    const d = drive(confirmedMoveMachine, { actions: rec.actions });
    for (const e of edge.path) await d.play(e as ModelEvent);
    const before = d.snapshot();
    const callsBefore = rec.calls.length;
    await d.play(edge.event as ModelEvent);
    const after = d.snapshot();
    expectPlayerAgrees(confirmedMoveMachine, d);
    const said = rec.calls.slice(callsBefore).map((c) => c.params);
    const { move, error } = after.context;
    expect(after.value).toEqual(edge.to.value);

    if (after.matches('idle')) {
      // Dropped: nothing kept, nothing said, nothing sent.
      expect([move, error]).toEqual([null, null]);
      expect(said).toEqual([]);
      expect(d.pending.has('move')).toBe(false);
    }
    if (after.matches('confirming')) {
      // The confirmation asks about the move just chosen, exactly as the screen gave it; nothing is sent yet.
      expect(move).toEqual((edge.event as { move?: Move }).move);
      expect(error).toBeNull();
      expect(d.pending.has('move')).toBe(false);
    }
    if (after.matches('moving')) {
      // The request gets the move confirmed (or retried) as it was chosen; nothing else is taken meanwhile.
      expect(d.pending.get('move')?.input).toEqual(chosenOn(edge.path.concat(edge.event)));
      expect(error).toBeNull();
      for (const e of USER_EVENTS) expect(after.can(e)).toBe(false);
    }
    if (after.matches('done')) {
      expect(said).toEqual([{ severity: 'success', summary: (before.context.move as Move).success }]);
      expect([move, error]).toEqual([null, null]);
      expect(after.can({ type: 'move.chosen', move: DELETE })).toBe(true);
    }
    if (after.matches('failed') && edge.event.type === 'xstate.error.actor.move') {
      // The server's words, as a toast and kept; the move kept for a retry.
      expect(said).toEqual([{ severity: 'error', summary: apiError.data.message }]);
      expect(error).toBe(apiError.data.message);
      expect(move).toEqual(before.context.move);
      expect(after.can({ type: 'move.retried' })).toBe(true);
    }
    d.actor.stop();
  });
});

describe('a move as a screen makes it', () => {
  test('declined: nothing is sent', async () => {
    const d = drive(confirmedMoveMachine);
    await d.play({ type: 'move.chosen', move: APPROVE });
    await d.play({ type: 'move.cancelled' });
    expect(d.snapshot().value).toBe('idle');
    expect(d.pending.size).toBe(0);
  });

  test('refused, then retried: the same move is sent again without asking again, and goes through', async () => {
    const rec = recorder(['notify']);
    const d = drive(confirmedMoveMachine, { actions: rec.actions });
    await d.play({ type: 'move.chosen', move: DELETE });
    await d.play({ type: 'move.confirmed' });
    await d.play({ type: 'xstate.error.actor.move', error: apiError });
    await d.play({ type: 'move.retried' });
    expect(d.pending.get('move')?.input).toEqual(DELETE);
    await d.play({ type: 'xstate.done.actor.move', output: {} });
    expect(d.snapshot().value).toBe('done');
    expect(rec.calls.map((c) => c.params)).toEqual([
      { severity: 'error', summary: apiError.data.message },
      { severity: 'success', summary: DELETE.success },
    ]);
  });

  test('another move after one went through is asked again first', async () => {
    const d = drive(confirmedMoveMachine);
    await d.play({ type: 'move.chosen', move: APPROVE });
    await d.play({ type: 'move.confirmed' });
    await d.play({ type: 'xstate.done.actor.move', output: {} });
    await d.play({ type: 'move.chosen', move: DELETE });
    expect(d.snapshot().value).toBe('confirming');
    expect(d.pending.size).toBe(0);
  });
});
