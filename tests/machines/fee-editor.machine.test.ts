import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { FEE_FORM_MESSAGES, FEE_FREQUENCIES, newFeeItem, nextChargeDate, percentToStored, type TeamMemberFeeItem } from '../../domain/fees';
import {
  canEdit,
  feeEditorMachine,
  frequencyOptions,
  hasChanges,
  LOCAL_FEE_ID_PREFIX,
  type AddFeeDraft,
  type FeeEditorContext,
  type FeeEditorEvent,
  type FeeEditorInput,
  type FeeMember,
} from '../../machines/fee-editor.machine';
import { recorder } from './fixtures';
import { coverage, drive, expectPlayerAgrees, label, modelEdges, type Edge, type ModelEvent } from './model';

const saved = (teamsMemberFeeItemId: string, patch: Partial<TeamMemberFeeItem> = {}): TeamMemberFeeItem => ({
  teamsMemberFeeItemId,
  teamsMemberFeeId: 'tmf-1',
  position: 'bottom',
  type: 'percentage',
  frequency: 'per_transaction',
  feeFor: 'AGENT',
  value: 0.08,
  nextChargeAt: null,
  startAt: '2026-01-01',
  endAt: null,
  status: 'PUBLISH',
  ...patch,
});
const F1 = saved('f-1');
const F2 = saved('f-2', { type: 'amount', frequency: 'monthly', feeFor: 'OFFICE', value: 250000, nextChargeAt: '2026-02-01' });
const RELOADED = [F2, saved('f-3', { value: 0.0999 })];
/** Saved fees as the list holds them once loaded: flagged not new. */
const listed = (...fees: TeamMemberFeeItem[]) => fees.map((f) => ({ ...f, isNew: false }));

const MEMBER: FeeMember = { groupMemberId: 'gm-new', userId: 'u-ani', employeeId: 'e-ani' };
const editInput: FeeEditorInput = { mode: 'edit', teamsMemberFeeId: 'tmf-1' };
const detailInput: FeeEditorInput = { mode: 'detail', teamsMemberFeeId: 'tmf-1' };
const createInput: FeeEditorInput = { mode: 'create', member: MEMBER };
const createNoMemberInput: FeeEditorInput = { mode: 'create', member: null };

/** A percentage fee's fields, complete and allowed. */
const PERCENT_FIELDS: Omit<AddFeeDraft, 'type'> = { feeFor: 'AGENT', value: 9.99, frequency: 'per_transaction', startAt: '2026-01-31' };
/** An amount fee's fields, complete and allowed. */
const AMOUNT_FIELDS: Omit<AddFeeDraft, 'type'> = { feeFor: 'OFFICE', value: 1500000, frequency: 'monthly', startAt: '2026-01-31', endAt: '2026-12-31' };
const apiError = (message: string) => ({ status: 400, data: { code: 'err_validation', message } });

const FORM_EVENTS: FeeEditorEvent[] = [
  { type: 'addFee.opened' },
  { type: 'addFee.typeChanged', feeType: 'percentage' },
  { type: 'addFee.typeChanged', feeType: 'amount' },
  { type: 'addFee.changed', fields: PERCENT_FIELDS },
  { type: 'addFee.changed', fields: AMOUNT_FIELDS },
  { type: 'addFee.changed', fields: { frequency: 'one_time' } },
  { type: 'addFee.submitted' },
  { type: 'addFee.cancelled' },
];
const LIST_EVENTS: FeeEditorEvent[] = [
  { type: 'fee.removed', teamsMemberFeeItemId: 'f-1' },
  { type: 'fee.removed', teamsMemberFeeItemId: 'f-2' },
  { type: 'fee.removed', teamsMemberFeeItemId: `${LOCAL_FEE_ID_PREFIX}1` },
  { type: 'save.requested' },
  { type: 'load.retried' },
  { type: 'member.chosen', member: MEMBER },
];
const USER_EVENTS = [...FORM_EVENTS, ...LIST_EVENTS];
const ACTOR_EVENTS: ModelEvent[] = [
  { type: 'xstate.done.actor.loadFees', output: [F1, F2] },
  { type: 'xstate.error.actor.loadFees', error: { status: 503 } },
  { type: 'xstate.done.actor.saveFees', output: {} },
  { type: 'xstate.error.actor.saveFees', error: apiError('Fee could not be saved.') },
  { type: 'xstate.done.actor.createFees', output: {} },
  { type: 'xstate.error.actor.createFees', error: apiError('Fee could not be saved.') },
];
const events = [...(USER_EVENTS as ModelEvent[]), ...ACTOR_EVENTS];
/** A new member's list with one kind of fee is walked enough: the edit run walks the sub-modal in full. */
const createEvents = [...(USER_EVENTS.filter((e) => e.type !== 'addFee.changed' || e.fields === PERCENT_FIELDS) as ModelEvent[]), ...ACTOR_EVENTS];

/**
 * The list as saved ids plus how many are new (two stand for any more), the
 * queue and what is said; in the sub-modal, its fields and messages alone (the
 * sub-modal does the same whatever the list holds). Enough to tell every
 * promise apart while keeping the graph finite and small.
 */
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as FeeEditorContext;
  if (s.matches('adding')) return JSON.stringify([s.value, c.draft, Object.keys(c.draftErrors).sort()]);
  const savedIds = c.fees.filter((f) => !f.isNew).map((f) => f.teamsMemberFeeItemId);
  const newCount = Math.min(c.fees.filter((f) => f.isNew).length, 2);
  return JSON.stringify([s.value, savedIds, newCount, c.removedIds, c.error, c.member?.groupMemberId ?? null]);
};

const ACTIONS = ['notify', 'feesSaved'];
const runs = [
  { name: 'edit', input: editInput, edges: modelEdges(feeEditorMachine, { input: editInput, events, serializeState }) },
  { name: 'create', input: createInput, edges: modelEdges(feeEditorMachine, { input: createInput, events: createEvents, serializeState }) },
  {
    name: 'create without a member',
    input: createNoMemberInput,
    edges: modelEdges(feeEditorMachine, { input: createNoMemberInput, events: createEvents, serializeState }),
  },
  { name: 'detail', input: detailInput, edges: modelEdges(feeEditorMachine, { input: detailInput, events, serializeState }) },
];
const notices = (rec: ReturnType<typeof recorder>, from = 0) =>
  rec.calls.slice(from).flatMap((c) => (c.name === 'notify' ? [(c.params as { summary: string }).summary] : []));
const asSnapshot = (s: AnyMachineSnapshot) => s as unknown as Parameters<typeof canEdit>[0];
const withoutLocal = ({ teamsMemberFeeItemId: _id, isNew: _isNew, ...body }: TeamMemberFeeItem) => body;

test('the edges of every mode take every transition and visit every state', () => {
  const c = coverage(
    feeEditorMachine,
    runs.flatMap((r) => r.edges),
  );
  expect(c.missedStates).toEqual([]);
  expect(c.missedTransitions).toEqual([]);
  expect(c.transitionCount).toBe(23);
});

/** The promises every state keeps, whatever the mode. */
async function checkEdge(edge: Edge, input: FeeEditorInput) {
  const rec = recorder(ACTIONS);
  const d = drive(feeEditorMachine, { input, actions: rec.actions });
  for (const e of edge.path) await d.play(e as ModelEvent);
  const before = d.snapshot();
  const b = before.context as FeeEditorContext;
  const callsBefore = rec.calls.length;
  await d.play(edge.event as ModelEvent);
  const after = d.snapshot();
  expectPlayerAgrees(feeEditorMachine, d);
  const c = after.context as FeeEditorContext;
  const said = notices(rec, callsBefore);
  const ran = rec.names().slice(callsBefore);
  expect(after.value).toEqual(edge.to.value);

  // New fees are local, flagged and locally named; a removed saved fee is queued once and gone from the list.
  for (const f of c.fees) expect(f.isNew === true).toBe(f.teamsMemberFeeItemId.startsWith(LOCAL_FEE_ID_PREFIX));
  for (const id of c.removedIds) expect(id.startsWith(LOCAL_FEE_ID_PREFIX)).toBe(false);
  expect(new Set(c.removedIds).size).toBe(c.removedIds.length);
  expect(c.fees.filter((f) => c.removedIds.includes(f.teamsMemberFeeItemId))).toEqual([]);
  if (input.mode === 'detail') {
    expect([c.removedIds, c.fees.filter((f) => f.isNew)]).toEqual([[], []]);
    expect(canEdit(asSnapshot(after))).toBe(false);
  }
  if (input.mode === 'create') expect(c.removedIds).toEqual([]);

  if (edge.event.type === 'fee.removed') {
    const id = (edge.event as unknown as { teamsMemberFeeItemId: string }).teamsMemberFeeItemId;
    const fee = b.fees.find((f) => f.teamsMemberFeeItemId === id) as TeamMemberFeeItem;
    expect(c.fees).toEqual(b.fees.filter((f) => f !== fee));
    expect(c.removedIds).toEqual(fee.isNew ? b.removedIds : [...b.removedIds, id]);
  }
  if (after.matches('adding')) {
    expect(frequencyOptions(c)).toEqual(
      c.draft.type === 'percentage' ? ['per_transaction'] : c.draft.type === 'amount' ? FEE_FREQUENCIES.filter((f) => f !== 'one_time') : [],
    );
  }
  if (edge.event.type === 'addFee.opened') expect([c.draft, c.draftErrors]).toEqual([{}, {}]);
  if (edge.event.type === 'addFee.typeChanged') {
    // §5: changing the type clears value and frequency; the rest stays.
    expect(c.draft).toEqual({ ...b.draft, type: (edge.event as unknown as { feeType: string }).feeType, value: undefined, frequency: undefined });
  }
  if (edge.event.type === 'addFee.submitted') {
    const parsed = newFeeItem.safeParse(b.draft);
    if (parsed.success) {
      const added = c.fees.at(-1) as TeamMemberFeeItem;
      expect(after.value).toBe('viewing');
      expect(c.fees).toHaveLength(b.fees.length + 1);
      expect(added).toMatchObject({ isNew: true, status: 'PUBLISH', type: parsed.data.type, frequency: parsed.data.frequency, startAt: parsed.data.startAt });
      expect(added.value).toBe(parsed.data.type === 'percentage' ? percentToStored(parsed.data.value) : parsed.data.value);
      expect(added.nextChargeAt).toBe(nextChargeDate(parsed.data.startAt, parsed.data.frequency));
    } else {
      expect(after.value).toBe('adding');
      expect(c.fees).toEqual(b.fees);
      expect(Object.keys(c.draftErrors).sort()).toEqual([...new Set(parsed.error.issues.map((i) => String(i.path[0])))].sort());
    }
  }
  if (edge.event.type === 'save.requested' && before.matches('viewing') && input.mode !== 'detail' && b.fees.length === 0) {
    expect(said).toEqual(["Fee can't be empty!"]);
    expect(c.error).toBe("Fee can't be empty!");
    expect(after.children).toEqual({});
  }
  if (after.matches('saving')) {
    // One request: exactly the new fees to create, exactly the removed saved ones to delete.
    expect(d.pending.get('saveFees')?.input).toEqual({
      teamsMemberFeeId: 'tmf-1',
      create: c.fees.filter((f) => f.isNew).map(withoutLocal),
      remove: c.removedIds,
    });
    expect(c.removedIds.length + c.fees.filter((f) => f.isNew).length).toBeGreaterThan(0);
    for (const e of USER_EVENTS) expect(after.can(e)).toBe(false);
  }
  if (after.matches('reloading')) {
    expect(ran).toEqual(['feesSaved']);
    expect([c.removedIds, c.fees.filter((f) => f.isNew)]).toEqual([[], []]);
    expect(d.pending.get('loadFees')?.input).toEqual({ teamsMemberFeeId: 'tmf-1' });
  }
  if (after.matches('creating')) {
    expect(d.pending.get('createFees')?.input).toEqual({
      ...MEMBER,
      teamsMemberFeeItems: c.fees.map(({ feeFor, type, value, frequency, nextChargeAt, startAt, endAt }) => ({
        feeFor,
        type,
        value,
        frequency,
        nextChargeAt,
        startAt,
        endAt,
      })),
    });
    expect(c.fees.length).toBeGreaterThan(0);
  }
  if (after.matches('created')) {
    expect(after.status).toBe('done');
    expect(ran).toEqual(['feesSaved']);
  }
  if (edge.event.type.startsWith('xstate.error.actor.')) {
    expect(said).toHaveLength(1);
    expect(c.error).toBe(said[0]);
    // Nothing was written: what was edited stays, to save again.
    if (edge.event.type !== 'xstate.error.actor.loadFees') expect([c.fees, c.removedIds]).toEqual([b.fees, b.removedIds]);
  }
  if (after.matches('viewing') && !after.matches('saving')) expect(canEdit(asSnapshot(after))).toBe(input.mode !== 'detail');
  d.actor.stop();
}

for (const run of runs) {
  describe(`fee editor machine, model-based (${run.name})`, () => {
    test.each(run.edges.map((e) => [label(e), e] as const))('%s', (_l, edge) => checkEdge(edge, run.input));
  });
}

/** An edit with the saved fees loaded. */
async function editing(rec = recorder(ACTIONS)) {
  const d = drive(feeEditorMachine, { input: editInput, actions: rec.actions });
  expect(d.pending.get('loadFees')?.input).toEqual({ teamsMemberFeeId: 'tmf-1' });
  await d.play({ type: 'xstate.done.actor.loadFees', output: [F1, F2] });
  return d;
}
type Driven = Awaited<ReturnType<typeof editing>>;

async function addFee(d: Driven, type: 'percentage' | 'amount', fields: Omit<AddFeeDraft, 'type'>) {
  await d.play({ type: 'addFee.opened' });
  await d.play({ type: 'addFee.typeChanged', feeType: type });
  await d.play({ type: 'addFee.changed', fields });
  await d.play({ type: 'addFee.submitted' });
}
const ctx = (d: Driven) => d.snapshot().context as FeeEditorContext;

describe('§4 team member fee editing', () => {
  test('new fees are kept locally, flagged new; removing a saved fee queues it for deletion', async () => {
    const d = await editing();
    await addFee(d, 'percentage', PERCENT_FIELDS);
    await d.play({ type: 'fee.removed', teamsMemberFeeItemId: 'f-1' });
    expect(ctx(d).fees.map((f) => [f.teamsMemberFeeItemId, f.isNew ?? false])).toEqual([
      ['f-2', false],
      ['new-1', true],
    ]);
    expect(ctx(d).removedIds).toEqual(['f-1']);
    expect(d.pending.size).toBe(0);
    expect(hasChanges(ctx(d))).toBe(true);
  });

  test('removing a new fee drops it: nothing to delete on the server', async () => {
    const d = await editing();
    await addFee(d, 'amount', AMOUNT_FIELDS);
    await d.play({ type: 'fee.removed', teamsMemberFeeItemId: 'new-1' });
    expect(ctx(d).fees).toEqual(listed(F1, F2));
    expect(ctx(d).removedIds).toEqual([]);
    expect(hasChanges(ctx(d))).toBe(false);
  });

  test('saving an edit: the new fees created and the removed ones deleted in ONE call, then the list reloads', async () => {
    const rec = recorder(ACTIONS);
    const d = await editing(rec);
    await addFee(d, 'percentage', PERCENT_FIELDS);
    await addFee(d, 'amount', AMOUNT_FIELDS);
    await d.play({ type: 'fee.removed', teamsMemberFeeItemId: 'f-1' });
    await d.play({ type: 'save.requested' });
    expect(d.snapshot().value).toBe('saving');
    expect([...d.pending.keys()]).toEqual(['saveFees']);
    expect(d.pending.get('saveFees')?.input).toEqual({
      teamsMemberFeeId: 'tmf-1',
      create: [
        {
          teamsMemberFeeId: 'tmf-1',
          position: 'bottom',
          status: 'PUBLISH',
          feeFor: 'AGENT',
          type: 'percentage',
          value: 0.0999,
          frequency: 'per_transaction',
          nextChargeAt: null,
          startAt: '2026-01-31',
          endAt: null,
        },
        {
          teamsMemberFeeId: 'tmf-1',
          position: 'bottom',
          status: 'PUBLISH',
          feeFor: 'OFFICE',
          type: 'amount',
          value: 1500000,
          frequency: 'monthly',
          nextChargeAt: '2026-02-28',
          startAt: '2026-01-31',
          endAt: '2026-12-31',
        },
      ],
      remove: ['f-1'],
    });
    await d.play({ type: 'xstate.done.actor.saveFees', output: {} });
    expect(d.snapshot().value).toBe('reloading');
    expect(rec.names()).toEqual(['feesSaved']);
    expect(d.pending.get('loadFees')?.input).toEqual({ teamsMemberFeeId: 'tmf-1' });
    await d.play({ type: 'xstate.done.actor.loadFees', output: RELOADED });
    expect(d.snapshot().value).toBe('viewing');
    expect(ctx(d)).toMatchObject({ fees: listed(...RELOADED), removedIds: [], error: null });
  });

  test('a refused save writes nothing and keeps the edits to save again', async () => {
    const rec = recorder(ACTIONS);
    const d = await editing(rec);
    await d.play({ type: 'fee.removed', teamsMemberFeeItemId: 'f-2' });
    await d.play({ type: 'save.requested' });
    await d.play({ type: 'xstate.error.actor.saveFees', error: apiError('Fee could not be saved.') });
    expect(d.snapshot().value).toBe('viewing');
    expect(ctx(d)).toMatchObject({ fees: listed(F1), removedIds: ['f-2'], error: 'Fee could not be saved.' });
    expect(notices(rec)).toEqual(['Fee could not be saved.']);
    await d.play({ type: 'save.requested' });
    expect(d.pending.get('saveFees')?.input).toEqual({ teamsMemberFeeId: 'tmf-1', create: [], remove: ['f-2'] });
  });

  test('saving an unchanged list sends nothing', async () => {
    const rec = recorder(ACTIONS);
    const d = await editing(rec);
    await d.play({ type: 'save.requested' });
    expect(d.snapshot().value).toBe('viewing');
    expect(d.pending.size).toBe(0);
    expect(rec.names()).toEqual(['feesSaved']);
  });

  test("'Add Member': a new member's fees are created in one POST teams-member-fees", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(feeEditorMachine, { input: createInput, actions: rec.actions });
    expect(d.snapshot().value).toBe('viewing');
    expect(d.pending.size).toBe(0);
    await addFee(d, 'percentage', PERCENT_FIELDS);
    await d.play({ type: 'save.requested' });
    expect(d.pending.get('createFees')?.input).toEqual({
      groupMemberId: 'gm-new',
      userId: 'u-ani',
      employeeId: 'e-ani',
      teamsMemberFeeItems: [
        { feeFor: 'AGENT', type: 'percentage', value: 0.0999, frequency: 'per_transaction', nextChargeAt: null, startAt: '2026-01-31', endAt: null },
      ],
    });
    await d.play({ type: 'xstate.done.actor.createFees', output: {} });
    expect(d.snapshot().status).toBe('done');
    expect(rec.names()).toEqual(['feesSaved']);
  });

  test("'Add Member' needs the agent: 'Agent is required.'", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(feeEditorMachine, { input: createNoMemberInput, actions: rec.actions });
    await addFee(d, 'amount', AMOUNT_FIELDS);
    await d.play({ type: 'save.requested' });
    expect(notices(rec)).toEqual(['Agent is required.']);
    await d.play({ type: 'member.chosen', member: MEMBER });
    await d.play({ type: 'save.requested' });
    expect(d.pending.get('createFees')?.input).toMatchObject(MEMBER);
  });

  test("'Detail Fees' is read only", async () => {
    const d = drive(feeEditorMachine, { input: detailInput });
    await d.play({ type: 'xstate.done.actor.loadFees', output: [F1, F2] });
    const s = d.snapshot();
    expect(canEdit(asSnapshot(s))).toBe(false);
    for (const e of [{ type: 'addFee.opened' }, { type: 'fee.removed', teamsMemberFeeItemId: 'f-1' }] as FeeEditorEvent[]) expect(s.can(e)).toBe(false);
  });

  test('a list that failed to load is loaded again on retry', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(feeEditorMachine, { input: editInput, actions: rec.actions });
    await d.play({ type: 'xstate.error.actor.loadFees', error: { status: 502 } });
    expect(d.snapshot().value).toBe('loadFailed');
    expect(notices(rec)).toEqual(['Our server is temporarily unavailable. Please try again later.']);
    await d.play({ type: 'load.retried' });
    await d.play({ type: 'xstate.done.actor.loadFees', output: [F1] });
    expect(ctx(d)).toMatchObject({ fees: listed(F1), error: null });
  });
});

describe('§5 fee rules in the modal', () => {
  test.each([
    ['edit', editInput],
    ['create', createInput],
  ] as const)("an empty list is not saved (%s): 'Fee can't be empty!'", async (_mode, input) => {
    const rec = recorder(ACTIONS);
    const d = drive(feeEditorMachine, { input, actions: rec.actions });
    if (input.mode === 'edit') {
      await d.play({ type: 'xstate.done.actor.loadFees', output: [F1] });
      await d.play({ type: 'fee.removed', teamsMemberFeeItemId: 'f-1' });
    }
    await d.play({ type: 'save.requested' });
    expect(notices(rec)).toEqual(["Fee can't be empty!"]);
    expect(ctx(d).error).toBe("Fee can't be empty!");
    expect(d.snapshot().value).toBe('viewing');
    expect(d.snapshot().children).toEqual({});
  });

  test('percentage allows only per_transaction; amount every frequency but one_time', async () => {
    const d = await editing();
    await d.play({ type: 'addFee.opened' });
    expect(frequencyOptions(ctx(d))).toEqual([]);
    await d.play({ type: 'addFee.typeChanged', feeType: 'percentage' });
    expect(frequencyOptions(ctx(d))).toEqual(['per_transaction']);
    await d.play({ type: 'addFee.typeChanged', feeType: 'amount' });
    expect(frequencyOptions(ctx(d))).toEqual(['per_transaction', 'monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly']);
  });

  test('a frequency the type does not allow is refused on submit', async () => {
    const d = await editing();
    await addFee(d, 'amount', { ...AMOUNT_FIELDS, frequency: 'one_time' });
    expect(d.snapshot().value).toBe('adding');
    expect(ctx(d).draftErrors).toEqual({ frequency: FEE_FORM_MESSAGES.frequencyNotAllowed('amount') });
    expect(ctx(d).fees).toEqual(listed(F1, F2));
  });

  test('changing the type clears value and frequency, and keeps the rest', async () => {
    const d = await editing();
    await d.play({ type: 'addFee.opened' });
    await d.play({ type: 'addFee.typeChanged', feeType: 'amount' });
    await d.play({ type: 'addFee.changed', fields: AMOUNT_FIELDS });
    await d.play({ type: 'addFee.typeChanged', feeType: 'percentage' });
    expect(ctx(d).draft).toEqual({ feeFor: 'OFFICE', type: 'percentage', value: undefined, frequency: undefined, startAt: '2026-01-31', endAt: '2026-12-31' });
  });

  test("the sub-modal's required fields, in §5's words", async () => {
    const d = await editing();
    await d.play({ type: 'addFee.opened' });
    await d.play({ type: 'addFee.submitted' });
    expect(ctx(d).draftErrors).toEqual({
      feeFor: 'Fees is required.',
      type: 'Type Fee is required.',
      value: 'Value is required.',
      frequency: 'Frequency is required.',
      startAt: 'Start Date is required.',
    });
    await d.play({ type: 'addFee.cancelled' });
    expect(ctx(d)).toMatchObject({ draft: {}, draftErrors: {}, fees: listed(F1, F2) });
  });

  test('percent is stored as a fraction; the next charge date is start plus one period', async () => {
    const d = await editing();
    await addFee(d, 'amount', { ...AMOUNT_FIELDS, frequency: 'yearly', startAt: '2024-02-29' });
    expect(ctx(d).fees.at(-1)).toMatchObject({ value: 1500000, nextChargeAt: '2025-02-28', isNew: true });
    await addFee(d, 'percentage', { ...PERCENT_FIELDS, value: 8 });
    expect(ctx(d).fees.at(-1)).toMatchObject({ value: 0.08, nextChargeAt: null, teamsMemberFeeItemId: 'new-2' });
  });

  test('a new edit starts with an empty sub-modal', () => {
    const snapshot = createActor(feeEditorMachine, { input: createInput }).start().getSnapshot();
    expect(snapshot.context.draft).toEqual({});
    expect(canEdit(asSnapshot(snapshot))).toBe(true);
  });
});
