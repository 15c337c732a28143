import { describe, expect, test } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { Listing, ListingPhoto } from '../../domain/entities/listing';
import { canSetWatermark, watermarkFlag, type WatermarkFlag } from '../../domain/watermark';
import { confirmationOf, watermarkFlagMachine, type WatermarkFlagEvent } from '../../machines/watermark-flag.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge, type Edge, type ModelEvent } from './model';

const GENIUS_AT = '2026-01-02T00:00:00.000Z';

const PHOTOS: Record<WatermarkFlag, ListingPhoto> = {
  unidentified: { key: 'p1', url: 'https://cdn.test/p1.jpg' },
  byGenius: { key: 'p1', url: 'https://cdn.test/p1.jpg', isWatermark: true, createdAt: GENIUS_AT },
  byAdmin: { key: 'p1', url: 'https://cdn.test/p1.jpg', isWatermark: true },
  notWatermark: { key: 'p1', url: 'https://cdn.test/p1.jpg', isWatermark: false },
};

const STATE_OF: Record<WatermarkFlag, string> = {
  unidentified: 'unidentified',
  byGenius: 'watermarkedByGenius',
  byAdmin: 'watermarkedByAdmin',
  notWatermark: 'notWatermarked',
};

const RESTING = new Set(Object.values(STATE_OF));

/** The listing bulk-update-status-watermark answers with, p1 carrying the given flag. */
function answer(photo: ListingPhoto): Listing {
  return {
    listingId: 'l-1',
    listingCode: 'LST-1',
    title: 'Rumah 2 Lantai',
    description: '<p>Rumah asri dekat taman dan sekolah.</p>',
    status: 'PUBLISH',
    sellOrRent: 'sell',
    listingType: 'secondary',
    listingPartId: null,
    listingPropertyTypeId: null,
    listingCertificateTypeId: null,
    buildingArea: null,
    landArea: null,
    buildingFace: null,
    numberOfFloor: null,
    mainBedroom: null,
    mainBathroom: null,
    housekeepBedroom: null,
    housekeepBathroom: null,
    facilities: [],
    price: 1_000_000_000,
    defaultPriceFreq: null,
    additionalPriceFreq: null,
    pdfOrientation: 'PORTRAIT',
    videoUrl: [],
    photos: [photo, { key: 'p2', url: 'https://cdn.test/p2.jpg' }],
    country: null,
    province: null,
    city: null,
    userId: 'u-2',
    viewCount: 0,
    shareCount: 0,
    maskingCount: 0,
    copyListingMaskingCount: 0,
    pdfListingMaskingCount: 0,
    officeId: 'o-1',
    employeeId: 'e-2',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const apiError = { status: 400, data: { code: 'err_validation', message: 'This photo watermark flag cannot be changed that way.' } };

const USER_EVENTS: WatermarkFlagEvent[] = [
  { type: 'watermark.watermarkChosen' },
  { type: 'watermark.notWatermarkChosen' },
  { type: 'watermark.confirmed' },
  { type: 'watermark.cancelled' },
];

const events: ModelEvent[] = [
  ...(USER_EVENTS as ModelEvent[]),
  { type: 'xstate.done.actor.updateWatermark', output: answer(PHOTOS.byAdmin) },
  { type: 'xstate.done.actor.updateWatermark', output: answer(PHOTOS.notWatermark) },
  // The Genius service may have watermarked the photo meanwhile: the server's answer wins.
  { type: 'xstate.done.actor.updateWatermark', output: answer(PHOTOS.byGenius) },
  { type: 'xstate.error.actor.updateWatermark', error: apiError },
];

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.target, watermarkFlag(s.context.photo)]);

const FLAGS = Object.keys(PHOTOS) as WatermarkFlag[];
const inputOf = (flag: WatermarkFlag) => ({ listingId: 'l-1', photo: PHOTOS[flag] });
const edgesByFlag = FLAGS.map((flag) => ({
  flag,
  edges: modelEdges(watermarkFlagMachine, { input: inputOf(flag), events, serializeState }),
}));

describe('watermark flag machine, model-based', () => {
  test('the edges of all four starting flags take every transition and visit every state', () => {
    const c = coverage(watermarkFlagMachine, edgesByFlag.flatMap((e) => e.edges));
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
    expect(c.transitionCount).toBe(8);
  });

  test('starting byGenius there is no edge at all', () => {
    expect(edgesByFlag.find((e) => e.flag === 'byGenius')?.edges).toEqual([]);
  });

  for (const { flag, edges } of edgesByFlag.filter((e) => e.edges.length > 0)) {
    describe(`starting ${flag}`, () => {
      test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge: Edge) => {
        const rec = recorder(['notify']);
        const { before, after } = await runEdge(watermarkFlagMachine, edge, { input: inputOf(flag), actions: rec.actions });
        expect(after.value).toEqual(edge.to.value);

        // Resting states name the photo's flag; nothing is pending.
        if (RESTING.has(after.value as string)) {
          expect(after.value).toBe(STATE_OF[watermarkFlag(after.context.photo)]);
          expect(after.context.target).toBeNull();
        }
        if (after.matches('confirming')) {
          expect(canSetWatermark(after.context.photo, after.context.target)).toBe(true);
          expect(confirmationOf(after.context)).toBe(after.context.target ? 'Watermarked?' : 'Not watermarked?');
        }
        if (before.matches('updating')) {
          // The path may have notified before; the edge's own notice is the last.
          const notice = rec.calls.at(-1)?.params;
          if (edge.event.type.startsWith('xstate.error')) {
            // Failure: the §8 message, and back to where the photo was.
            expect(notice).toEqual({ severity: 'error', summary: apiError.data.message });
            expect(after.value).toBe(STATE_OF[watermarkFlag(before.context.photo)]);
          } else {
            expect(notice).toEqual({ severity: 'success', summary: before.context.target ? 'Success change to watermarked' : 'Not watermarked' });
          }
        }
      });
    });
  }
});

describe('exactly the moves of §4', () => {
  const REST: WatermarkFlag[] = ['unidentified', 'byAdmin', 'notWatermark', 'byGenius'];
  const allowed: Record<WatermarkFlag, string[]> = {
    unidentified: ['watermark.watermarkChosen', 'watermark.notWatermarkChosen'],
    byAdmin: ['watermark.notWatermarkChosen'],
    notWatermark: ['watermark.watermarkChosen'],
    byGenius: [],
  };

  const cases = REST.flatMap((flag) => USER_EVENTS.map((event) => [flag, event.type, allowed[flag].includes(event.type)] as const));
  test.each(cases)('%s: can(%s) is %s', (flag, type, possible) => {
    const actor = createActor(watermarkFlagMachine, { input: inputOf(flag) }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(STATE_OF[flag]);
    expect(snapshot.can({ type } as WatermarkFlagEvent)).toBe(possible);
    actor.stop();
  });

  test.each(REST)('%s: the machine allows what domain/watermark allows', (flag) => {
    const snapshot = createActor(watermarkFlagMachine, { input: inputOf(flag) }).start().getSnapshot();
    expect(snapshot.can({ type: 'watermark.watermarkChosen' })).toBe(canSetWatermark(PHOTOS[flag], true));
    expect(snapshot.can({ type: 'watermark.notWatermarkChosen' })).toBe(canSetWatermark(PHOTOS[flag], false));
  });

  test('Watermark by Genius is final: the actor is done and accepts nothing', () => {
    const snapshot = createActor(watermarkFlagMachine, { input: inputOf('byGenius') }).start().getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('watermarkedByGenius');
    for (const event of USER_EVENTS) expect(snapshot.can(event)).toBe(false);
  });

  test('while confirming or updating, no new choice can be made', async () => {
    const d = drive(watermarkFlagMachine, { input: inputOf('unidentified') });
    await d.play({ type: 'watermark.watermarkChosen' });
    expect(d.snapshot().value).toBe('confirming');
    expect(d.snapshot().can({ type: 'watermark.notWatermarkChosen' })).toBe(false);
    await d.play({ type: 'watermark.confirmed' });
    expect(d.snapshot().value).toBe('updating');
    for (const event of USER_EVENTS) expect(d.snapshot().can(event)).toBe(false);
  });
});

describe('the update call and its messages', () => {
  async function flow(flag: WatermarkFlag, choice: 'watermark.watermarkChosen' | 'watermark.notWatermarkChosen') {
    const rec = recorder(['notify']);
    const d = drive(watermarkFlagMachine, { input: inputOf(flag), actions: rec.actions });
    await d.play({ type: choice });
    await d.play({ type: 'watermark.confirmed' });
    return { d, rec };
  }

  test.each([
    ['unidentified', 'watermark.watermarkChosen', true, 'watermarkedByAdmin', 'Success change to watermarked'],
    ['unidentified', 'watermark.notWatermarkChosen', false, 'notWatermarked', 'Not watermarked'],
    ['byAdmin', 'watermark.notWatermarkChosen', false, 'notWatermarked', 'Not watermarked'],
    ['notWatermark', 'watermark.watermarkChosen', true, 'watermarkedByAdmin', 'Success change to watermarked'],
  ] as const)('%s + %s → POST keys [p1] isWatermark %s → %s, %s', async (flag, choice, isWatermark, state, message) => {
    const { d, rec } = await flow(flag, choice);
    expect(d.pending.get('updateWatermark')?.input).toEqual({ listingId: 'l-1', keys: ['p1'], isWatermark });
    await d.play({ type: 'xstate.done.actor.updateWatermark', output: answer({ ...PHOTOS.unidentified, isWatermark }) });
    expect(d.snapshot().value).toBe(state);
    expect(rec.calls.map((c) => c.params)).toEqual([{ severity: 'success', summary: message }]);
  });

  test('failure: the error message of §8 and the previous flag', async () => {
    const { d, rec } = await flow('notWatermark', 'watermark.watermarkChosen');
    await d.play({ type: 'xstate.error.actor.updateWatermark', error: { status: 503 } });
    expect(d.snapshot().value).toBe('notWatermarked');
    expect(d.snapshot().context.photo).toEqual(PHOTOS.notWatermark);
    expect(rec.calls.map((c) => c.params)).toEqual([{ severity: 'error', summary: 'Our server is temporarily unavailable. Please try again later.' }]);
  });

  test('cancelling the confirmation goes back without a call', async () => {
    const rec = recorder(['notify']);
    const d = drive(watermarkFlagMachine, { input: inputOf('byAdmin'), actions: rec.actions });
    await d.play({ type: 'watermark.notWatermarkChosen' });
    expect(confirmationOf(d.snapshot().context)).toBe('Not watermarked?');
    await d.play({ type: 'watermark.cancelled' });
    expect(d.snapshot().value).toBe('watermarkedByAdmin');
    expect(d.pending.size).toBe(0);
    expect(rec.calls).toEqual([]);
  });

  test('an answer without the photo keeps the chosen value', async () => {
    const { d } = await flow('unidentified', 'watermark.notWatermarkChosen');
    await d.play({ type: 'xstate.done.actor.updateWatermark', output: { ...answer(PHOTOS.unidentified), photos: [] } });
    expect(d.snapshot().value).toBe('notWatermarked');
  });
});
