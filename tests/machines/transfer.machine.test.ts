import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  canChooseMember,
  canSubmit,
  isAlreadyInGroup,
  toGroupOptions,
  transferMachine,
  type TransferContext,
  type TransferEvent,
  type TransferGroup,
  type TransferInput,
  type TransferMember,
} from '../../machines/transfer.machine';
import { recorder } from './fixtures';
import { coverage, drive, expectPlayerAgrees, label, modelEdges, type ModelEvent } from './model';

const groups: TransferGroup[] = [
  { groupId: 'g-1', groupName: 'Tim Elang' },
  { groupId: 'g-2', groupName: 'Tim Garuda' },
  { groupId: 'g-3', groupName: 'Tim Rajawali' },
];
const input: TransferInput = { groups };
const ANI: TransferMember = { groupMemberId: 'gm-ani', userId: 'u-ani', employeeId: 'e-ani', name: 'Ani' };
const BUDI: TransferMember = { groupMemberId: 'gm-budi', userId: 'u-budi', employeeId: 'e-budi', name: 'Budi' };
const CREATED = { transferMemberId: 'tm-1', toGroupMemberId: 'gm-new' };
const apiError = (message: string) => ({ status: 400, data: { code: 'err_validation', message } });
const REFUSAL = apiError('User already exists in group Tim Garuda');

const USER_EVENTS: TransferEvent[] = [
  { type: 'fromGroup.chosen', groupId: 'g-1' },
  { type: 'fromGroup.chosen', groupId: 'g-2' },
  { type: 'fromGroup.chosen', groupId: 'g-unknown' },
  { type: 'member.chosen', groupMemberId: 'gm-ani' },
  { type: 'member.chosen', groupMemberId: 'gm-budi' },
  { type: 'member.chosen', groupMemberId: 'gm-unknown' },
  { type: 'toGroup.chosen', groupId: 'g-1' },
  { type: 'toGroup.chosen', groupId: 'g-2' },
  { type: 'toGroup.chosen', groupId: 'g-unknown' },
  { type: 'transfer.submitted' },
];
const events: ModelEvent[] = [
  ...(USER_EVENTS as ModelEvent[]),
  { type: 'xstate.done.actor.loadMembers', output: [ANI, BUDI] },
  { type: 'xstate.error.actor.loadMembers', error: { status: 503 } },
  { type: 'xstate.done.actor.loadToGroupMembers', output: ['u-ani', 'u-budi'] },
  { type: 'xstate.done.actor.loadToGroupMembers', output: [] },
  { type: 'xstate.done.actor.loadToGroupMembers', output: ['u-citra'] },
  { type: 'xstate.error.actor.loadToGroupMembers', error: { status: 500 } },
  { type: 'xstate.done.actor.createTransfer', output: CREATED },
  { type: 'xstate.error.actor.createTransfer', error: REFUSAL },
];

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as TransferContext;
  return JSON.stringify([s.value, c.originGroupId, c.members.length, c.member?.groupMemberId ?? null, c.toGroupId, c.toGroupUserIds, c.error]);
};
const edges = modelEdges(transferMachine, { input, events, serializeState });
const notices = (rec: ReturnType<typeof recorder>) => rec.calls.map((c) => c.params as { severity: string; summary: string });
const snapshotOf = (s: AnyMachineSnapshot) => s as unknown as Parameters<typeof canSubmit>[0];

describe('transfer machine, model-based', () => {
  test('the edges take every transition and visit every state', () => {
    const c = coverage(transferMachine, edges);
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
    expect(c.transitionCount).toBe(16);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(['notify']);
    const d = drive(transferMachine, { input, actions: rec.actions });
    for (const e of edge.path) await d.play(e as ModelEvent);
    const before = d.snapshot();
    const callsBefore = rec.calls.length;
    await d.play(edge.event as ModelEvent);
    const after = d.snapshot();
    expectPlayerAgrees(transferMachine, d);
    const said = notices(rec).slice(callsBefore);
    const c = after.context as TransferContext;
    expect(after.value).toEqual(edge.to.value);

    // What the form holds is always consistent with §5.
    if (c.toGroupId) expect(c.toGroupId).not.toBe(c.originGroupId);
    if (c.member) expect(c.members).toContainEqual(c.member);
    if (c.originGroupId === null) expect([c.member, c.toGroupId]).toEqual([null, null]);
    expect(toGroupOptions(c).map((g) => g.groupId)).not.toContain(c.originGroupId);

    if (edge.event.type === 'fromGroup.chosen') {
      // A new from group clears member and to group, and loads its members.
      expect(after.matches({ editing: 'loadingMembers' })).toBe(true);
      expect([c.member, c.toGroupId, c.members, c.error]).toEqual([null, null, [], null]);
    }
    if (after.matches({ editing: 'loadingMembers' })) {
      expect(d.pending.get('loadMembers')?.input).toEqual({ groupId: c.originGroupId });
      expect(canChooseMember(snapshotOf(after))).toBe(false);
    }
    if (after.matches({ editing: 'lookingUpMember' })) {
      expect(d.pending.get('loadToGroupMembers')?.input).toEqual({ groupId: c.toGroupId, userId: c.member?.userId });
      expect(canSubmit(snapshotOf(after))).toBe(false);
    }
    if (after.matches({ editing: 'idle' })) {
      // 'Transfer Now' is enabled exactly when all three are chosen and the member is not in the to group already.
      const complete = c.originGroupId !== null && c.member !== null && c.toGroupId !== null;
      expect(canSubmit(snapshotOf(after))).toBe(complete && !isAlreadyInGroup(c));
      expect(after.children).toEqual({});
    }
    if (after.matches('submitting')) {
      expect(d.pending.get('createTransfer')?.input).toEqual({
        originGroupId: c.originGroupId,
        originGroupMemberId: c.member?.groupMemberId,
        toGroupId: c.toGroupId,
        userId: c.member?.userId,
      });
      for (const e of USER_EVENTS) expect(after.can(e)).toBe(false);
    }
    if (after.matches('transferred')) {
      expect(said.at(-1)).toEqual({ severity: 'success', summary: 'Transfer created!' });
      expect(after.status).toBe('done');
      expect(after.output).toEqual({ ...CREATED, userId: c.member?.userId, employeeId: c.member?.employeeId, toGroupId: c.toGroupId });
    }
    if (edge.event.type === 'transfer.submitted' && !before.matches('submitting')) {
      const bc = before.context as TransferContext;
      if (!bc.member) {
        expect(said.at(-1)).toEqual({ severity: 'warn', summary: 'Please select a member first.' });
        expect(c.error).toBe('Please select a member first.');
      }
      if (!canSubmit(snapshotOf(before))) expect(after.matches('submitting')).toBe(false);
    }
    if (edge.event.type === 'xstate.done.actor.loadToGroupMembers' && (edge.event as unknown as { output: string[] }).output.includes(c.member?.userId ?? '')) {
      const name = groups.find((g) => g.groupId === c.toGroupId)?.groupName;
      expect(isAlreadyInGroup(c)).toBe(true);
      expect(c.error).toBe(`User already exists in group ${name}`);
      expect(said.at(-1)).toEqual({ severity: 'error', summary: `User already exists in group ${name}` });
    }
    if (edge.event.type === 'xstate.error.actor.createTransfer') {
      expect(after.matches({ editing: 'idle' })).toBe(true);
      expect(c.error).toBe(REFUSAL.data.message);
      expect(said.at(-1)).toEqual({ severity: 'error', summary: REFUSAL.data.message });
    }
    d.actor.stop();
  });
});

/** A form filled to the point of submitting: from g-1, Ani, to the given group, found not to be there yet. */
async function filled(toGroupId = 'g-2', toGroupUserIds: string[] = []) {
  const rec = recorder(['notify']);
  const d = drive(transferMachine, { input, actions: rec.actions });
  await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
  await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI, BUDI] });
  await d.play({ type: 'member.chosen', groupMemberId: 'gm-ani' });
  await d.play({ type: 'toGroup.chosen', groupId: toGroupId });
  await d.play({ type: 'xstate.done.actor.loadToGroupMembers', output: toGroupUserIds });
  return { d, rec };
}

describe('§5 transfer form rules', () => {
  test('the to-group list excludes the from group', () => {
    const snapshot = createActor(transferMachine, { input }).start().getSnapshot();
    expect(toGroupOptions(snapshot.context)).toEqual([]);
    expect(toGroupOptions({ ...snapshot.context, originGroupId: 'g-1' }).map((g) => g.groupId)).toEqual(['g-2', 'g-3']);
    expect(toGroupOptions({ ...snapshot.context, originGroupId: 'g-2' }).map((g) => g.groupName)).toEqual(['Tim Elang', 'Tim Rajawali']);
  });

  test('the from group cannot be chosen as the to group', async () => {
    const { d } = await filled();
    expect(d.snapshot().can({ type: 'toGroup.chosen', groupId: 'g-1' })).toBe(false);
    expect(d.snapshot().can({ type: 'toGroup.chosen', groupId: 'g-3' })).toBe(true);
  });

  test('a new from group clears member and to group and loads its own members', async () => {
    const { d } = await filled();
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-3' });
    const c = d.snapshot().context as TransferContext;
    expect([c.originGroupId, c.member, c.toGroupId, c.members]).toEqual(['g-3', null, null, []]);
    expect(d.pending.get('loadMembers')?.input).toEqual({ groupId: 'g-3' });
  });

  test('the button is disabled until all three are chosen', async () => {
    const d = drive(transferMachine, { input });
    const enabled = () => canSubmit(snapshotOf(d.snapshot()));
    expect(enabled()).toBe(false);
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
    await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI, BUDI] });
    expect(enabled()).toBe(false);
    await d.play({ type: 'toGroup.chosen', groupId: 'g-2' });
    expect(d.pending.size).toBe(0);
    expect(enabled()).toBe(false);
    await d.play({ type: 'member.chosen', groupMemberId: 'gm-budi' });
    expect(enabled()).toBe(false);
    await d.play({ type: 'xstate.done.actor.loadToGroupMembers', output: [] });
    expect(enabled()).toBe(true);
  });

  test("submit without a member: 'Please select a member first.', nothing sent", async () => {
    const rec = recorder(['notify']);
    const d = drive(transferMachine, { input, actions: rec.actions });
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
    await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI] });
    await d.play({ type: 'toGroup.chosen', groupId: 'g-2' });
    await d.play({ type: 'transfer.submitted' });
    expect(notices(rec)).toEqual([{ severity: 'warn', summary: 'Please select a member first.' }]);
    expect(d.snapshot().context.error).toBe('Please select a member first.');
    expect(d.pending.has('createTransfer')).toBe(false);
  });

  test("submit without a to group: '{field} is required.', nothing sent", async () => {
    const rec = recorder(['notify']);
    const d = drive(transferMachine, { input, actions: rec.actions });
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
    await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI] });
    await d.play({ type: 'member.chosen', groupMemberId: 'gm-ani' });
    await d.play({ type: 'transfer.submitted' });
    expect(notices(rec)).toEqual([{ severity: 'warn', summary: 'To Group is required.' }]);
    expect(d.pending.has('createTransfer')).toBe(false);
  });

  test("a member active in the to group already: 'User already exists in group {group}', blocked", async () => {
    const { d, rec } = await filled('g-3', ['u-ani']);
    expect(d.snapshot().context.error).toBe('User already exists in group Tim Rajawali');
    expect(canSubmit(snapshotOf(d.snapshot()))).toBe(false);
    await d.play({ type: 'transfer.submitted' });
    expect(notices(rec)).toEqual([
      { severity: 'error', summary: 'User already exists in group Tim Rajawali' },
      { severity: 'error', summary: 'User already exists in group Tim Rajawali' },
    ]);
    expect(d.pending.has('createTransfer')).toBe(false);
    // Another to group is asked about afresh.
    await d.play({ type: 'toGroup.chosen', groupId: 'g-2' });
    expect(d.snapshot().context.error).toBeNull();
    expect(d.pending.get('loadToGroupMembers')?.input).toEqual({ groupId: 'g-2', userId: 'u-ani' });
  });

  test('the server refusing with the same words is shown as it says it, and the form stays filled', async () => {
    const { d, rec } = await filled();
    await d.play({ type: 'transfer.submitted' });
    await d.play({ type: 'xstate.error.actor.createTransfer', error: REFUSAL });
    expect(d.snapshot().value).toEqual({ editing: 'idle' });
    expect(d.snapshot().context).toMatchObject({ originGroupId: 'g-1', member: ANI, toGroupId: 'g-2', error: REFUSAL.data.message });
    expect(notices(rec)).toEqual([{ severity: 'error', summary: 'User already exists in group Tim Garuda' }]);
  });

  test('a failed lookup does not block: the server decides', async () => {
    const d = drive(transferMachine, { input });
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
    await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI] });
    await d.play({ type: 'member.chosen', groupMemberId: 'gm-ani' });
    await d.play({ type: 'toGroup.chosen', groupId: 'g-2' });
    await d.play({ type: 'xstate.error.actor.loadToGroupMembers', error: { status: 500 } });
    expect(canSubmit(snapshotOf(d.snapshot()))).toBe(true);
  });

  test("'Transfer Now': POST transfer-member-teams, 'Transfer created!', the new place for the fees", async () => {
    const { d, rec } = await filled();
    await d.play({ type: 'transfer.submitted' });
    expect(d.pending.get('createTransfer')?.input).toEqual({ originGroupId: 'g-1', originGroupMemberId: 'gm-ani', toGroupId: 'g-2', userId: 'u-ani' });
    await d.play({ type: 'xstate.done.actor.createTransfer', output: CREATED });
    expect(notices(rec)).toEqual([{ severity: 'success', summary: 'Transfer created!' }]);
    expect(d.snapshot().output).toEqual({ transferMemberId: 'tm-1', toGroupMemberId: 'gm-new', userId: 'u-ani', employeeId: 'e-ani', toGroupId: 'g-2' });
  });

  test('a choice made during a lookup replaces it: the answer about the old choice is not taken', async () => {
    const d = drive(transferMachine, { input });
    await d.play({ type: 'fromGroup.chosen', groupId: 'g-1' });
    await d.play({ type: 'xstate.done.actor.loadMembers', output: [ANI, BUDI] });
    await d.play({ type: 'member.chosen', groupMemberId: 'gm-ani' });
    await d.play({ type: 'toGroup.chosen', groupId: 'g-2' });
    const stale = d.pending.get('loadToGroupMembers');
    await d.play({ type: 'member.chosen', groupMemberId: 'gm-budi' });
    expect(d.pending.get('loadToGroupMembers')?.input).toEqual({ groupId: 'g-2', userId: 'u-budi' });
    stale?.resolve(['u-ani']);
    await d.play({ type: 'xstate.done.actor.loadToGroupMembers', output: [] });
    expect(isAlreadyInGroup(d.snapshot().context)).toBe(false);
    expect(canSubmit(snapshotOf(d.snapshot()))).toBe(true);
  });
});
