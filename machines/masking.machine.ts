import { assign, fromPromise, not, setup } from 'xstate';
import type { AccessSubject } from '../domain/access';
import type { Listing, PdfOrientation } from '../domain/entities/listing';
import {
  DEFAULT_PDF_LANGUAGE,
  type CreateListingMaskingBody,
  type CreateListingMaskingHistoryBody,
  type CreatedMaskingHistory,
  type ListingMasking,
  type PdfLanguage,
} from '../domain/entities/listing-masking';
import { isMasked } from '../domain/listing';
import { canBeMasked, isAgent, MASKING_MESSAGES, pdfFileName, sharedListingPath, type MaskingListing } from '../domain/masking';
import { MESSAGES } from '../domain/messages';
import { never, notifyError, type NotifyParams } from './helpers';

export interface MaskingInput {
  /** The agent's employee record that masks and shares. */
  employeeId: string;
  userId: string;
  subject: AccessSubject;
}

export interface MaskingContext extends MaskingInput {
  /** Listing ids chosen for multiple mask, in the order chosen. */
  selected: string[];
  /** Listing ids still to mask in this run, head first. */
  queue: string[];
  /** How many this run has masked (for the notice). */
  maskedCount: number;
  /** The masked listing being shared by LINK or PDF. */
  sharing: MaskingListing | null;
  /** Loaded with the listing detail; a PDF waits for it. */
  pdfOrientation: PdfOrientation | null;
  language: PdfLanguage;
}

export type MaskingEvent =
  | { type: 'masking.listingSelected'; listing: MaskingListing }
  | { type: 'masking.listingDeselected'; listingId: string }
  | { type: 'masking.selectionCleared' }
  | { type: 'masking.maskRequested'; listing: MaskingListing }
  | { type: 'masking.multiMaskRequested' }
  | { type: 'masking.linkRequested'; listing: MaskingListing }
  | { type: 'masking.pdfRequested'; listing: MaskingListing }
  | { type: 'masking.languageChosen'; language: PdfLanguage }
  | { type: 'masking.pdfDownloadRequested' }
  | { type: 'masking.pdfCancelled' };

export interface DownloadPdfInput {
  listingId: string;
  listingCode: string;
  employeeId: string;
  lang: PdfLanguage;
  pdfOrientation: PdfOrientation;
}

export type CopyLinkParams = { listingSharedCode: string; path: string };
export type SavePdfParams = { fileName: string; file: unknown };

const listingOf = (event: MaskingEvent): MaskingListing | null => ('listing' in event ? event.listing : null);

/**
 * The masking flow of §2 and §6 on the Data Masking tab: select unmasked
 * listings, mask one or several (agents only), then share a masked listing by
 * LINK (the copied link carries listingSharedCode) or by PDF (once the
 * listing's pdfOrientation has loaded, in id or en, saved as '{title}.pdf').
 */
export const maskingMachine = setup({
  types: {
    context: {} as MaskingContext,
    events: {} as MaskingEvent,
    input: {} as MaskingInput,
  },
  actors: {
    /** POST /listing-maskings */
    mask: fromPromise<ListingMasking, CreateListingMaskingBody>(() => never()),
    /** POST /listing-masking-histories with type LINK */
    createShareLink: fromPromise<Pick<CreatedMaskingHistory, 'listingSharedCode'>, CreateListingMaskingHistoryBody>(() => never()),
    /** GET listings/{id} (or office/listings/{id}): the detail carries pdfOrientation */
    loadListing: fromPromise<Listing, { listingId: string }>(() => never()),
    /** POST /listing-masking-histories with type PDF */
    recordPdfShare: fromPromise<unknown, CreateListingMaskingHistoryBody>(() => never()),
    /** GET pdf/listing/{listingId}?lang&listingCode&employeeId as a blob */
    downloadPdf: fromPromise<unknown, DownloadPdfInput>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    copyLink: (_, _params: CopyLinkParams) => undefined,
    savePdf: (_, _params: SavePdfParams) => undefined,
    /** The list's masking state and counts changed on the server. */
    reloadListings: () => undefined,
    select: assign({ selected: ({ context, event }) => [...context.selected, (listingOf(event) as MaskingListing).listingId] }),
    deselect: assign({
      selected: ({ context, event }) => context.selected.filter((id) => event.type !== 'masking.listingDeselected' || id !== event.listingId),
    }),
    clearSelection: assign({ selected: [] }),
    queueOne: assign({ queue: ({ event }) => [(listingOf(event) as MaskingListing).listingId], maskedCount: 0 }),
    queueSelected: assign({ queue: ({ context }) => [...context.selected], maskedCount: 0 }),
    /** The head is masked: out of the queue and out of the selection. */
    dequeue: assign({
      selected: ({ context }) => context.selected.filter((id) => id !== context.queue[0]),
      queue: ({ context }) => context.queue.slice(1),
      maskedCount: ({ context }) => context.maskedCount + 1,
    }),
    clearQueue: assign({ queue: [] }),
    startSharing: assign({ sharing: ({ event }) => listingOf(event), pdfOrientation: null }),
    stopSharing: assign({ sharing: null, pdfOrientation: null }),
  },
  guards: {
    isAgent: ({ context }) => isAgent(context.subject),
    isSelectable: ({ context, event }) => {
      const listing = listingOf(event);
      return !!listing && canBeMasked(listing, context.userId) && !context.selected.includes(listing.listingId);
    },
    isSelected: ({ context, event }) => event.type === 'masking.listingDeselected' && context.selected.includes(event.listingId),
    hasSelection: ({ context }) => context.selected.length > 0,
    isMaskable: ({ context, event }) => {
      const listing = listingOf(event);
      return !!listing && canBeMasked(listing, context.userId);
    },
    isMaskedListing: ({ event }) => {
      const listing = listingOf(event);
      return !!listing && isMasked(listing);
    },
    hasMoreToMask: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'masking',
  context: ({ input }) => ({
    ...input,
    selected: [],
    queue: [],
    maskedCount: 0,
    sharing: null,
    pdfOrientation: null,
    language: DEFAULT_PDF_LANGUAGE,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'masking.listingSelected': { guard: 'isSelectable', actions: 'select' },
        'masking.listingDeselected': { guard: 'isSelected', actions: 'deselect' },
        'masking.selectionCleared': { guard: 'hasSelection', actions: 'clearSelection' },
        'masking.maskRequested': [
          { guard: not('isAgent'), actions: { type: 'notify', params: { severity: 'error', summary: MESSAGES.onlyAgent } } },
          { guard: 'isMaskable', target: 'maskingListings', actions: 'queueOne' },
        ],
        'masking.multiMaskRequested': [
          { guard: not('isAgent'), actions: { type: 'notify', params: { severity: 'error', summary: MESSAGES.onlyAgent } } },
          { guard: not('hasSelection'), actions: { type: 'notify', params: { severity: 'warn', summary: MESSAGES.selectListingFirst } } },
          { target: 'maskingListings', actions: 'queueSelected' },
        ],
        'masking.linkRequested': [
          { guard: not('isAgent'), actions: { type: 'notify', params: { severity: 'error', summary: MESSAGES.onlyAgent } } },
          { guard: 'isMaskedListing', target: 'creatingLink', actions: 'startSharing' },
        ],
        'masking.pdfRequested': [
          { guard: not('isAgent'), actions: { type: 'notify', params: { severity: 'error', summary: MESSAGES.onlyAgent } } },
          { guard: 'isMaskedListing', target: 'preparingPdf', actions: 'startSharing' },
        ],
      },
    },
    maskingListings: {
      invoke: {
        id: 'mask',
        src: 'mask',
        input: ({ context }) => ({ employeeId: context.employeeId, listingId: context.queue[0] ?? '' }),
        onDone: [
          { guard: 'hasMoreToMask', target: 'maskingListings', reenter: true, actions: 'dequeue' },
          {
            target: 'browsing',
            actions: [
              'dequeue',
              { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: MASKING_MESSAGES.masked(context.maskedCount) }) },
              'reloadListings',
            ],
          },
        ],
        // Stop at the first refusal: what is masked stays masked, the rest stays selected to retry.
        onError: { target: 'browsing', actions: [notifyError, 'clearQueue', 'reloadListings'] },
      },
    },
    creatingLink: {
      invoke: {
        id: 'createShareLink',
        src: 'createShareLink',
        input: ({ context }) => ({ employeeId: context.employeeId, listingId: context.sharing?.listingId ?? '', type: 'LINK' as const }),
        onDone: {
          target: 'browsing',
          actions: [
            {
              type: 'copyLink',
              params: ({ event }) => ({
                listingSharedCode: event.output.listingSharedCode,
                path: sharedListingPath(event.output.listingSharedCode),
              }),
            },
            { type: 'notify', params: { severity: 'success', summary: MASKING_MESSAGES.linkCopied } },
            'reloadListings',
            'stopSharing',
          ],
        },
        onError: { target: 'browsing', actions: [notifyError, 'stopSharing'] },
      },
    },
    preparingPdf: {
      initial: 'loadingListing',
      on: {
        'masking.languageChosen': { actions: assign({ language: ({ event }) => event.language }) },
        'masking.pdfCancelled': { target: 'browsing', actions: 'stopSharing' },
      },
      states: {
        loadingListing: {
          invoke: {
            id: 'loadListing',
            src: 'loadListing',
            input: ({ context }) => ({ listingId: context.sharing?.listingId ?? '' }),
            onDone: {
              target: 'ready',
              actions: assign({
                pdfOrientation: ({ event }) => event.output.pdfOrientation,
                sharing: ({ context, event }) =>
                  context.sharing && { ...context.sharing, title: event.output.title, listingCode: event.output.listingCode },
              }),
            },
            onError: { target: '#masking.browsing', actions: [notifyError, 'stopSharing'] },
          },
          on: {
            'masking.pdfDownloadRequested': { actions: { type: 'notify', params: { severity: 'warn', summary: MESSAGES.waitLoading } } },
            'masking.pdfRequested': { actions: { type: 'notify', params: { severity: 'warn', summary: MESSAGES.waitLoading } } },
          },
        },
        ready: {
          on: { 'masking.pdfDownloadRequested': { target: '#masking.sharingPdf' } },
        },
      },
    },
    sharingPdf: {
      initial: 'recordingShare',
      states: {
        recordingShare: {
          invoke: {
            id: 'recordPdfShare',
            src: 'recordPdfShare',
            input: ({ context }) => ({ employeeId: context.employeeId, listingId: context.sharing?.listingId ?? '', type: 'PDF' as const }),
            onDone: { target: 'downloading' },
            onError: { target: '#masking.browsing', actions: [notifyError, 'stopSharing'] },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => ({
              listingId: context.sharing?.listingId ?? '',
              listingCode: context.sharing?.listingCode ?? '',
              employeeId: context.employeeId,
              lang: context.language,
              pdfOrientation: context.pdfOrientation ?? 'PORTRAIT',
            }),
            onDone: {
              target: '#masking.browsing',
              actions: [
                { type: 'savePdf', params: ({ context, event }) => ({ fileName: pdfFileName(context.sharing?.title ?? ''), file: event.output }) },
                { type: 'notify', params: { severity: 'success', summary: MASKING_MESSAGES.pdfDownloaded } },
                'reloadListings',
                'stopSharing',
              ],
            },
            onError: { target: '#masking.browsing', actions: [notifyError, 'reloadListings', 'stopSharing'] },
          },
        },
      },
    },
  },
});

export type MaskingMachine = typeof maskingMachine;
