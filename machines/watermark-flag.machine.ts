import { assign, fromPromise, setup } from 'xstate';
import type { BulkUpdateWatermarkBody, Listing, ListingPhoto } from '../domain/entities/listing';
import { watermarkConfirmation, watermarkFlag, watermarkSuccess } from '../domain/watermark';
import { never, notifyError, type NotifyParams } from './helpers';

export interface WatermarkFlagInput {
  listingId: string;
  photo: ListingPhoto;
}

export interface WatermarkFlagContext extends WatermarkFlagInput {
  /** The value being confirmed or sent; null while resting. */
  target: boolean | null;
}

export type WatermarkFlagEvent =
  | { type: 'watermark.watermarkChosen' }
  | { type: 'watermark.notWatermarkChosen' }
  | { type: 'watermark.confirmed' }
  | { type: 'watermark.cancelled' };

export type UpdateWatermarkInput = BulkUpdateWatermarkBody & { listingId: string };

/** The photo as the server now has it; a listing without it means the server kept nothing we can read, so assume the move. */
function photoAfter(context: WatermarkFlagContext, listing: Listing): ListingPhoto {
  return listing.photos.find((p) => p.key === context.photo.key) ?? { ...context.photo, isWatermark: context.target };
}

/** The confirmation the dialog asks while confirming ('Watermarked?' / 'Not watermarked?'). */
export function confirmationOf(context: WatermarkFlagContext): string | null {
  return context.target === null ? null : watermarkConfirmation(context.target);
}

/**
 * One photo's watermark flag (§4): Unidentified → watermarked or not;
 * watermarked by admin → not; not watermarked → watermarked; Watermark by
 * Genius is final. Every move is confirmed, then sent to
 * bulk-update-status-watermark; the server's answer decides the new flag, a
 * failure leaves the old one.
 */
export const watermarkFlagMachine = setup({
  types: {
    context: {} as WatermarkFlagContext,
    events: {} as WatermarkFlagEvent,
    input: {} as WatermarkFlagInput,
  },
  actors: {
    updateWatermark: fromPromise<Listing, UpdateWatermarkInput>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    chooseWatermark: assign({ target: true }),
    chooseNotWatermark: assign({ target: false }),
    clearTarget: assign({ target: null }),
  },
  guards: {
    isUnidentified: ({ context }) => watermarkFlag(context.photo) === 'unidentified',
    isByGenius: ({ context }) => watermarkFlag(context.photo) === 'byGenius',
    isByAdmin: ({ context }) => watermarkFlag(context.photo) === 'byAdmin',
  },
}).createMachine({
  id: 'watermarkFlag',
  context: ({ input }) => ({ listingId: input.listingId, photo: input.photo, target: null }),
  initial: 'resolving',
  states: {
    /** Transient: rest in the state the photo's flag names. */
    resolving: {
      always: [
        { guard: 'isUnidentified', target: 'unidentified' },
        { guard: 'isByGenius', target: 'watermarkedByGenius' },
        { guard: 'isByAdmin', target: 'watermarkedByAdmin' },
        { target: 'notWatermarked' },
      ],
    },
    unidentified: {
      on: {
        'watermark.watermarkChosen': { target: 'confirming', actions: 'chooseWatermark' },
        'watermark.notWatermarkChosen': { target: 'confirming', actions: 'chooseNotWatermark' },
      },
    },
    watermarkedByAdmin: {
      on: { 'watermark.notWatermarkChosen': { target: 'confirming', actions: 'chooseNotWatermark' } },
    },
    notWatermarked: {
      on: { 'watermark.watermarkChosen': { target: 'confirming', actions: 'chooseWatermark' } },
    },
    watermarkedByGenius: { type: 'final' },
    confirming: {
      on: {
        'watermark.confirmed': { target: 'updating' },
        'watermark.cancelled': { target: 'resolving', actions: 'clearTarget' },
      },
    },
    updating: {
      invoke: {
        id: 'updateWatermark',
        src: 'updateWatermark',
        input: ({ context }) => ({ listingId: context.listingId, keys: [context.photo.key], isWatermark: context.target === true }),
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: watermarkSuccess(context.target === true) }) },
            assign({ photo: ({ context, event }) => photoAfter(context, event.output), target: null }),
          ],
        },
        onError: {
          target: 'resolving',
          actions: [notifyError, 'clearTarget'],
        },
      },
    },
  },
});

export type WatermarkFlagMachine = typeof watermarkFlagMachine;
