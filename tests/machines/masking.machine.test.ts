import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { AccessSubject } from '../../domain/access';
import type { Listing } from '../../domain/entities/listing';
import { canBeMasked, type MaskingListing } from '../../domain/masking';
import type { Role } from '../../domain/roles';
import { maskingMachine, type MaskingEvent, type MaskingInput } from '../../machines/masking.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge, type ModelEvent } from './model';

const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: false });
const agentInput: MaskingInput = { employeeId: 'e-me', userId: 'u-me', subject: subject('agent') };
const ownerInput: MaskingInput = { employeeId: 'e-owner', userId: 'u-me', subject: subject('franchise_owner') };

const row = (listingId: string, patch: Partial<MaskingListing> = {}): MaskingListing => ({
  listingId,
  listingCode: `LST-${listingId}`,
  title: `Rumah ${listingId}`,
  status: 'PUBLISH',
  maskingCount: 0,
  userId: 'u-other',
  ...patch,
});

const A = row('a');
const B = row('b', { status: 'CLOSED' });
/** Masked already: shares, never masks or selects. */
const M = row('m', { maskingCount: 2 });
/** Not a Data Masking status. */
const W = row('w', { status: 'OPEN' });
/** The agent's own listing. */
const O = row('o', { userId: 'u-me' });

const detail = { ...M, title: 'Rumah 2 Lantai di Kebayoran Baru', pdfOrientation: 'LANDSCAPE' } as unknown as Listing;
const apiError = (message: string) => ({ status: 400, data: { code: 'err_validation', message } });
const CODE = 'Qm9vbXNoYWthbGFrYS1uZXZlcg';
const PDF_BLOB = { kind: 'pdf-blob' };

const events: ModelEvent[] = [
  ...[A, B, M, W, O].map((listing) => ({ type: 'masking.listingSelected', listing })),
  ...['a', 'b'].map((listingId) => ({ type: 'masking.listingDeselected', listingId })),
  { type: 'masking.selectionCleared' },
  ...[A, M, W, O].map((listing) => ({ type: 'masking.maskRequested', listing })),
  { type: 'masking.multiMaskRequested' },
  ...[M, A].map((listing) => ({ type: 'masking.linkRequested', listing })),
  ...[M, A].map((listing) => ({ type: 'masking.pdfRequested', listing })),
  { type: 'masking.languageChosen', language: 'en' },
  { type: 'masking.languageChosen', language: 'id' },
  { type: 'masking.pdfDownloadRequested' },
  { type: 'masking.pdfCancelled' },
  { type: 'xstate.done.actor.mask', output: { listingMaskingId: 'lm-1', listingId: 'a', employeeId: 'e-me', createdAt: '2026-01-05T00:00:00.000Z' } },
  { type: 'xstate.error.actor.mask', error: apiError('This listing is already masked.') },
  { type: 'xstate.done.actor.createShareLink', output: { listingSharedCode: CODE } },
  { type: 'xstate.error.actor.createShareLink', error: { status: 503 } },
  { type: 'xstate.done.actor.loadListing', output: detail },
  { type: 'xstate.error.actor.loadListing', error: apiError('Listing not found.') },
  { type: 'xstate.done.actor.recordPdfShare', output: {} },
  { type: 'xstate.error.actor.recordPdfShare', error: apiError('Only agent can do this action') },
  { type: 'xstate.done.actor.downloadPdf', output: PDF_BLOB },
  { type: 'xstate.error.actor.downloadPdf', error: { message: 'Network down' } },
];

const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.selected, s.context.queue, s.context.sharing?.listingId ?? null, s.context.pdfOrientation, s.context.language]);

const ACTIONS = ['notify', 'copyLink', 'savePdf', 'reloadListings'];
const notices = (rec: ReturnType<typeof recorder>) => rec.calls.filter((c) => c.name === 'notify').map((c) => (c.params as { summary: string }).summary);

const agentEdges = modelEdges(maskingMachine, { input: agentInput, events, serializeState });
const ownerEdges = modelEdges(maskingMachine, { input: ownerInput, events, serializeState });

test('the edges of both inputs (agent, not an agent) take every transition and visit every state', () => {
  const c = coverage(maskingMachine, [...agentEdges, ...ownerEdges]);
  expect(c.missedStates).toEqual([]);
  expect(c.missedTransitions).toEqual([]);
  expect(c.transitionCount).toBeGreaterThan(20);
  // The non-agent branches are the only ones the agent's edges leave out.
  expect(coverage(maskingMachine, agentEdges).missedTransitions).toEqual([
    'masking.browsing --masking.maskRequested--> (self)',
    'masking.browsing --masking.multiMaskRequested--> (self)',
    'masking.browsing --masking.linkRequested--> (self)',
    'masking.browsing --masking.pdfRequested--> (self)',
  ]);
});

describe('masking machine, model-based (agent)', () => {
  const edges = agentEdges;

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(ACTIONS);
    const { before, after } = await runEdge(maskingMachine, edge, { input: agentInput, actions: rec.actions });
    expect(after.value).toEqual(edge.to.value);

    // The promises each state makes.
    const { selected, queue, sharing, pdfOrientation } = after.context;
    expect(selected.every((id: string) => ['a', 'b'].includes(id))).toBe(true);
    expect(new Set(selected).size).toBe(selected.length);
    if (after.matches('browsing')) {
      expect(queue).toEqual([]);
      expect(sharing).toBeNull();
    }
    if (after.matches('maskingListings')) {
      expect(queue.length).toBeGreaterThan(0);
      expect(queue.every((id: string) => ['a', 'b'].includes(id))).toBe(true);
    }
    if (after.matches('creatingLink') || after.matches('preparingPdf') || after.matches('sharingPdf')) {
      expect(sharing?.maskingCount).toBeGreaterThan(0);
    }
    if (after.matches({ preparingPdf: 'loadingListing' })) expect(pdfOrientation).toBeNull();
    if (after.matches('sharingPdf') || after.matches({ preparingPdf: 'ready' })) expect(pdfOrientation).toBe('LANDSCAPE');

    // Every request in a state that cannot serve it now says why, word for word.
    if (before.matches({ preparingPdf: 'loadingListing' }) && ['masking.pdfDownloadRequested', 'masking.pdfRequested'].includes(edge.event.type)) {
      expect(notices(rec).at(-1)).toBe('Please wait until loading finished');
    }
    if (edge.event.type === 'masking.multiMaskRequested' && before.context.selected.length === 0) {
      expect(notices(rec).at(-1)).toBe('Please select a listing first before multiple mask!');
      expect(after.value).toBe('browsing');
    }
    if (edge.event.type.startsWith('xstate.error.actor.')) {
      expect(after.value).toBe('browsing');
      expect(rec.calls.filter((c) => c.name === 'notify').at(-1)?.params).toMatchObject({ severity: 'error' });
    }
  });
});

describe('masking machine, model-based (not an agent)', () => {
  const edges = ownerEdges;

  test('a non-agent never leaves browsing', () => {
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((e) => e.to.value === 'browsing')).toBe(true);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(ACTIONS);
    const { after } = await runEdge(maskingMachine, edge, { input: ownerInput, actions: rec.actions });
    expect(after.value).toBe('browsing');
    const isRequest = ['masking.maskRequested', 'masking.multiMaskRequested', 'masking.linkRequested', 'masking.pdfRequested'].includes(edge.event.type);
    if (isRequest) expect(notices(rec).at(-1)).toBe('Only agent can do this action');
    expect(rec.names()).not.toContain('reloadListings');
  });
});

describe('selection: only unmasked listings in a Data Masking status, not the agent’s own', () => {
  test.each([
    [A, true],
    [B, true],
    [M, false],
    [W, false],
    [O, false],
  ])('%j selectable: %s', (listing, selectable) => {
    const snapshot = createActor(maskingMachine, { input: agentInput }).start().getSnapshot();
    expect(snapshot.can({ type: 'masking.listingSelected', listing })).toBe(selectable);
    expect(snapshot.can({ type: 'masking.maskRequested', listing })).toBe(selectable);
    expect(canBeMasked(listing, agentInput.userId)).toBe(selectable);
  });

  test('selecting twice is not possible; deselecting takes it out', async () => {
    const d = drive(maskingMachine, { input: agentInput });
    await d.play({ type: 'masking.listingSelected', listing: A });
    expect(d.snapshot().can({ type: 'masking.listingSelected', listing: A })).toBe(false);
    await d.play({ type: 'masking.listingSelected', listing: B });
    expect(d.snapshot().context.selected).toEqual(['a', 'b']);
    await d.play({ type: 'masking.listingDeselected', listingId: 'a' });
    expect(d.snapshot().context.selected).toEqual(['b']);
    expect(d.snapshot().can({ type: 'masking.listingDeselected', listingId: 'a' })).toBe(false);
    await d.play({ type: 'masking.selectionCleared' });
    expect(d.snapshot().context.selected).toEqual([]);
  });

  test('sharing needs a masked listing', () => {
    const snapshot = createActor(maskingMachine, { input: agentInput }).start().getSnapshot();
    expect(snapshot.can({ type: 'masking.linkRequested', listing: A })).toBe(false);
    expect(snapshot.can({ type: 'masking.pdfRequested', listing: A })).toBe(false);
    expect(snapshot.can({ type: 'masking.linkRequested', listing: M })).toBe(true);
    expect(snapshot.can({ type: 'masking.pdfRequested', listing: M })).toBe(true);
  });
});

describe('messages of §5 and §6, word for word', () => {
  test("multiple mask with nothing selected: 'Please select a listing first before multiple mask!'", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.multiMaskRequested' });
    expect(d.snapshot().value).toBe('browsing');
    expect(rec.calls).toEqual([{ name: 'notify', params: { severity: 'warn', summary: 'Please select a listing first before multiple mask!' } }]);
    expect(d.pending.size).toBe(0);
  });

  test.each([
    { type: 'masking.maskRequested', listing: A },
    { type: 'masking.multiMaskRequested' },
    { type: 'masking.linkRequested', listing: M },
    { type: 'masking.pdfRequested', listing: M },
  ] as MaskingEvent[])("non-agent $type: 'Only agent can do this action', no call", async (event) => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: ownerInput, actions: rec.actions });
    await d.play({ type: 'masking.listingSelected', listing: A });
    await d.play(event as ModelEvent);
    expect(rec.calls).toEqual([{ name: 'notify', params: { severity: 'error', summary: 'Only agent can do this action' } }]);
    expect(d.pending.size).toBe(0);
  });

  test("PDF before the orientation loaded: 'Please wait until loading finished'", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.pdfRequested', listing: M });
    expect(d.snapshot().value).toEqual({ preparingPdf: 'loadingListing' });
    await d.play({ type: 'masking.pdfDownloadRequested' });
    await d.play({ type: 'masking.pdfRequested', listing: M });
    expect(d.snapshot().value).toEqual({ preparingPdf: 'loadingListing' });
    expect(notices(rec)).toEqual(['Please wait until loading finished', 'Please wait until loading finished']);
    expect(d.pending.has('downloadPdf')).toBe(false);
  });
});

describe('the flow end to end', () => {
  test('multiple mask: one call per selected listing, in order; the list reloads once', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.listingSelected', listing: B });
    await d.play({ type: 'masking.listingSelected', listing: A });
    await d.play({ type: 'masking.multiMaskRequested' });
    expect(d.pending.get('mask')?.input).toEqual({ employeeId: 'e-me', listingId: 'b' });
    await d.play({ type: 'xstate.done.actor.mask', output: {} });
    expect(d.snapshot().value).toBe('maskingListings');
    expect(d.pending.get('mask')?.input).toEqual({ employeeId: 'e-me', listingId: 'a' });
    await d.play({ type: 'xstate.done.actor.mask', output: {} });
    expect(d.snapshot().value).toBe('browsing');
    expect(d.snapshot().context.selected).toEqual([]);
    expect(notices(rec)).toEqual(['2 listings masked successfully']);
    expect(rec.names().filter((n) => n === 'reloadListings')).toHaveLength(1);
  });

  test('a refusal stops the run: what was masked stays, the rest stays selected', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.listingSelected', listing: A });
    await d.play({ type: 'masking.listingSelected', listing: B });
    await d.play({ type: 'masking.multiMaskRequested' });
    await d.play({ type: 'xstate.done.actor.mask', output: {} });
    await d.play({ type: 'xstate.error.actor.mask', error: apiError('This listing is already masked.') });
    expect(d.snapshot().value).toBe('browsing');
    expect(d.snapshot().context.selected).toEqual(['b']);
    expect(notices(rec)).toEqual(['This listing is already masked.']);
    expect(rec.names()).toContain('reloadListings');
  });

  test('mask one listing', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.maskRequested', listing: A });
    expect(d.pending.get('mask')?.input).toEqual({ employeeId: 'e-me', listingId: 'a' });
    await d.play({ type: 'xstate.done.actor.mask', output: {} });
    expect(notices(rec)).toEqual(['Listing masked successfully']);
  });

  test('share by LINK: history of type LINK, the link copied with its listingSharedCode', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.linkRequested', listing: M });
    expect(d.pending.get('createShareLink')?.input).toEqual({ employeeId: 'e-me', listingId: 'm', type: 'LINK' });
    await d.play({ type: 'xstate.done.actor.createShareLink', output: { listingSharedCode: CODE } });
    expect(d.snapshot().value).toBe('browsing');
    expect(rec.calls.find((c) => c.name === 'copyLink')?.params).toEqual({ listingSharedCode: CODE, path: `/shared/${CODE}` });
    expect(notices(rec)).toEqual(['Link copied to clipboard']);
    expect(rec.names()).toContain('reloadListings');
  });

  test("share by PDF: orientation loaded, language chosen, history of type PDF, saved as '{title}.pdf'", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.pdfRequested', listing: M });
    expect(d.pending.get('loadListing')?.input).toEqual({ listingId: 'm' });
    await d.play({ type: 'masking.languageChosen', language: 'en' });
    await d.play({ type: 'xstate.done.actor.loadListing', output: detail });
    expect(d.snapshot().value).toEqual({ preparingPdf: 'ready' });
    await d.play({ type: 'masking.pdfDownloadRequested' });
    expect(d.pending.get('recordPdfShare')?.input).toEqual({ employeeId: 'e-me', listingId: 'm', type: 'PDF' });
    await d.play({ type: 'xstate.done.actor.recordPdfShare', output: {} });
    expect(d.pending.get('downloadPdf')?.input).toEqual({
      listingId: 'm',
      listingCode: 'LST-m',
      employeeId: 'e-me',
      lang: 'en',
      pdfOrientation: 'LANDSCAPE',
    });
    await d.play({ type: 'xstate.done.actor.downloadPdf', output: PDF_BLOB });
    expect(d.snapshot().value).toBe('browsing');
    expect(rec.calls.find((c) => c.name === 'savePdf')?.params).toEqual({ fileName: 'Rumah 2 Lantai di Kebayoran Baru.pdf', file: PDF_BLOB });
    expect(notices(rec)).toEqual(['PDF downloaded successfully']);
  });

  test('the PDF language is id unless chosen, and the choice is kept for the next PDF', async () => {
    const d = drive(maskingMachine, { input: agentInput });
    expect(d.snapshot().context.language).toBe('id');
    await d.play({ type: 'masking.pdfRequested', listing: M });
    await d.play({ type: 'xstate.done.actor.loadListing', output: detail });
    await d.play({ type: 'masking.languageChosen', language: 'en' });
    await d.play({ type: 'masking.pdfCancelled' });
    expect(d.snapshot().value).toBe('browsing');
    expect(d.snapshot().context.language).toBe('en');
  });

  test('failures notify the §8 message and go back to the list', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(maskingMachine, { input: agentInput, actions: rec.actions });
    await d.play({ type: 'masking.pdfRequested', listing: M });
    await d.play({ type: 'xstate.error.actor.loadListing', error: apiError('Listing not found.') });
    await d.play({ type: 'masking.linkRequested', listing: M });
    await d.play({ type: 'xstate.error.actor.createShareLink', error: { status: 502 } });
    expect(d.snapshot().value).toBe('browsing');
    expect(notices(rec)).toEqual(['Listing not found.', 'Our server is temporarily unavailable. Please try again later.']);
    expect(rec.names()).not.toContain('copyLink');
  });
});
