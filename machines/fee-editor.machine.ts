import { and, assign, fromPromise, not, setup } from 'xstate';
import { errorMessage } from '../domain/errors';
import {
  createTeamsMemberFeesBodyFrom,
  feeItemFromForm,
  feeListDraft,
  feeListRefusal,
  feeSavePlan,
  frequenciesFor,
  newFeeItem,
  onFeeTypeChanged,
  withFeeAdded,
  withFeeRemoved,
  type CreateTeamsMemberFeeItemBody,
  type CreateTeamsMemberFeesBody,
  type FeeFor,
  type FeeFrequency,
  type FeeType,
  type TeamMemberFeeItem,
} from '../domain/fees';
import { MESSAGES } from '../domain/messages';
import { never, notify, notifyError, type NotifyParams } from './helpers';

/**
 * 'Add Member' (create: a member's first fees, after a transfer or from the
 * team), 'Update Fee' (edit: the member's saved fees) or 'Detail Fees'
 * (detail: read only).
 */
export type FeeEditorMode = 'create' | 'edit' | 'detail';

/** The group member whose fees these are (create mode); after a transfer, its toGroupMemberId. */
export interface FeeMember {
  groupMemberId: string;
  userId: string;
  employeeId: string;
}

export interface FeeEditorInput {
  mode: FeeEditorMode;
  /** The member's saved fees (edit, detail); null in create mode. */
  teamsMemberFeeId?: string | null;
  /** Known after a transfer; otherwise chosen with the agent selector (create mode). */
  member?: FeeMember | null;
}

/** The 'Add Fee' sub-modal's fields as chosen so far (newFeeItem's input); value is the number as typed, percent or rupiah. */
export interface AddFeeDraft {
  feeFor?: FeeFor;
  type?: FeeType;
  value?: number;
  frequency?: FeeFrequency;
  /** yyyy-MM-dd */
  startAt?: string;
  /** Empty or null: the fee runs forever (MESSAGES.keepEndDateEmpty). */
  endAt?: string | null;
}
export type AddFeeField = keyof AddFeeDraft;

export interface FeeEditorContext {
  mode: FeeEditorMode;
  teamsMemberFeeId: string | null;
  member: FeeMember | null;
  /** The list on screen: saved fees not removed, then new ones (isNew, a local id) in the order added. */
  fees: TeamMemberFeeItem[];
  /** Saved fees removed from the list, deleted on save. */
  removedIds: string[];
  /** How many fees were added locally in this run: the next local id. */
  addedCount: number;
  draft: AddFeeDraft;
  /** The sub-modal's messages by field, from newFeeItem. */
  draftErrors: Partial<Record<AddFeeField, string>>;
  /** Why the list could not load or save, in §5's or the server's words. */
  error: string | null;
}

export type FeeEditorEvent =
  | { type: 'member.chosen'; member: FeeMember }
  | { type: 'fee.removed'; teamsMemberFeeItemId: string }
  | { type: 'addFee.opened' }
  /** Any field but the type; the view parses what was typed (percent with dot, amount with separators) into a number. */
  | { type: 'addFee.changed'; fields: Omit<AddFeeDraft, 'type'> }
  | { type: 'addFee.typeChanged'; feeType: FeeType }
  | { type: 'addFee.submitted' }
  | { type: 'addFee.cancelled' }
  | { type: 'save.requested' }
  | { type: 'load.retried' };

/**
 * The one request that saves an edit (§4), domain/fees' save plan: the new
 * fees to create and the removed saved fees' ids to delete (`remove`), in one
 * server transaction.
 */
export interface SaveFeesInput {
  teamsMemberFeeId: string;
  create: CreateTeamsMemberFeeItemBody[];
  remove: string[];
}

export const LOCAL_FEE_ID_PREFIX = 'new-';

/** Frequencies the chosen type allows (§5); none before a type is chosen. */
export const frequencyOptions = (context: FeeEditorContext): FeeFrequency[] => (context.draft.type ? frequenciesFor(context.draft.type) : []);

/** Something to send on save. */
export const hasChanges = (context: FeeEditorContext) => context.removedIds.length > 0 || context.fees.some((f) => f.isNew);

type FeeEditorSnapshot = { context: FeeEditorContext; matches: (value: 'viewing') => boolean };

/** Remove, 'Add Fee' and save are offered: an editable mode, the list at rest. */
export const canEdit = (snapshot: FeeEditorSnapshot) => snapshot.context.mode !== 'detail' && snapshot.matches('viewing');

function draftErrors(draft: AddFeeDraft): FeeEditorContext['draftErrors'] {
  const parsed = newFeeItem.safeParse(draft);
  if (parsed.success) return {};
  const errors: FeeEditorContext['draftErrors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddFeeField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The context's list as domain/fees' draft of it, and back. */
const listOf = (context: FeeEditorContext) => ({ items: context.fees, removedIds: context.removedIds });
const fromList = ({ items, removedIds }: { items: TeamMemberFeeItem[]; removedIds: string[] }) => ({ fees: items, removedIds });

function withDraftAdded(context: FeeEditorContext) {
  const item = feeItemFromForm(newFeeItem.parse(context.draft), { teamsMemberFeeId: context.teamsMemberFeeId ?? '' });
  return fromList(withFeeAdded(listOf(context), item, `${LOCAL_FEE_ID_PREFIX}${context.addedCount + 1}`));
}

const saveFeesInput = (context: FeeEditorContext): SaveFeesInput => ({
  teamsMemberFeeId: context.teamsMemberFeeId ?? '',
  ...feeSavePlan(listOf(context)),
});

const createFeesInput = (context: FeeEditorContext): CreateTeamsMemberFeesBody =>
  createTeamsMemberFeesBodyFrom(context.member as FeeMember, context.fees);

/** The saved fees as loaded: the list starts afresh from them. */
const loaded = { type: 'showLoaded', params: ({ event }: { event: { output: TeamMemberFeeItem[] } }) => event.output } as const;

/** A save the list cannot take: said as a toast and kept beside the list. */
const refuse = (message: string) => [notify('error', message), { type: 'showError', params: message }] as const;

/**
 * The 'Add Member/Update Fee/Detail Fees' modal of §2 with its 'Add Fee'
 * sub-modal, by the rules of §4 and §5: fees added are kept locally, flagged
 * new, until saved; removing a saved fee queues it for deletion. Saving an
 * edit sends the new fees and the removed ids in one request, then reloads
 * the list; saving a new member's fees creates them all at once. The list
 * must not be empty ('Fee can't be empty!'). In the sub-modal, the type
 * decides the frequencies and changing it clears value and frequency.
 */
export const feeEditorMachine = setup({
  types: {
    context: {} as FeeEditorContext,
    events: {} as FeeEditorEvent,
    input: {} as FeeEditorInput,
  },
  actors: {
    /** GET teams-member-fee-items?filterTeamsMemberFeeId */
    loadFees: fromPromise<TeamMemberFeeItem[], { teamsMemberFeeId: string }>(() => never()),
    /** The edit's creations and deletions in one server transaction */
    saveFees: fromPromise<unknown, SaveFeesInput>(() => never()),
    /** POST teams-member-fees */
    createFees: fromPromise<unknown, CreateTeamsMemberFeesBody>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    /** The fees are on the server: the host refreshes what shows them (and may close the modal). */
    feesSaved: () => undefined,
    showError: assign({ error: (_, message: string) => message }),
    showLoaded: assign((_, saved: TeamMemberFeeItem[]) => ({ ...fromList(feeListDraft(saved)), error: null })),
    chooseMember: assign({ member: ({ event }) => (event.type === 'member.chosen' ? event.member : null), error: null }),
    removeFee: assign(({ context, event }) => ({
      ...fromList(withFeeRemoved(listOf(context), event.type === 'fee.removed' ? event.teamsMemberFeeItemId : '')),
      error: null,
    })),
    openDraft: assign({ draft: {}, draftErrors: {} }),
    changeDraft: assign({
      draft: ({ context, event }) => (event.type === 'addFee.changed' ? { ...context.draft, ...event.fields, type: context.draft.type } : context.draft),
      draftErrors: {},
    }),
    changeDraftType: assign({
      draft: ({ context, event }) => (event.type === 'addFee.typeChanged' ? onFeeTypeChanged(context.draft, event.feeType) : context.draft),
      draftErrors: {},
    }),
    showDraftErrors: assign({ draftErrors: ({ context }) => draftErrors(context.draft) }),
    addFee: assign(({ context }) => ({
      ...withDraftAdded(context),
      addedCount: context.addedCount + 1,
      draft: {},
      draftErrors: {},
      error: null,
    })),
    closeDraft: assign({ draft: {}, draftErrors: {} }),
    /** Saved: nothing is new or queued any more. */
    clearChanges: assign({ fees: ({ context }) => context.fees.filter((f) => !f.isNew), removedIds: [], error: null }),
  },
  guards: {
    isCreating: ({ context }) => context.mode === 'create',
    isEditable: ({ context }) => context.mode !== 'detail',
    isListed: ({ context, event }) => event.type === 'fee.removed' && context.fees.some((f) => f.teamsMemberFeeItemId === event.teamsMemberFeeItemId),
    hasFees: ({ context }) => feeListRefusal(context.fees) === null,
    hasMember: ({ context }) => context.member !== null,
    hasChanges: ({ context }) => hasChanges(context),
    isDraftValid: ({ context }) => newFeeItem.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'feeEditor',
  context: ({ input }) => ({
    mode: input.mode,
    teamsMemberFeeId: input.teamsMemberFeeId ?? null,
    member: input.member ?? null,
    fees: [],
    removedIds: [],
    addedCount: 0,
    draft: {},
    draftErrors: {},
    error: null,
  }),
  initial: 'opening',
  states: {
    /** Transient: a new member's list starts empty; saved fees load first. */
    opening: {
      always: [{ guard: 'isCreating', target: 'viewing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadFees',
        src: 'loadFees',
        input: ({ context }) => ({ teamsMemberFeeId: context.teamsMemberFeeId ?? '' }),
        onDone: { target: 'viewing', actions: loaded },
        onError: { target: 'loadFailed', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    loadFailed: {
      on: { 'load.retried': { target: 'loading' } },
    },
    viewing: {
      on: {
        'member.chosen': { guard: 'isCreating', actions: 'chooseMember' },
        'fee.removed': { guard: and(['isEditable', 'isListed']), actions: 'removeFee' },
        'addFee.opened': { guard: 'isEditable', target: 'adding', actions: 'openDraft' },
        'save.requested': [
          { guard: not('isEditable') },
          { guard: not('hasFees'), actions: refuse(MESSAGES.feeEmpty) },
          { guard: and(['isCreating', not('hasMember')]), actions: refuse(MESSAGES.required('Agent')) },
          { guard: 'isCreating', target: 'creating' },
          // Nothing new and nothing removed: nothing to send.
          { guard: not('hasChanges'), actions: 'feesSaved' },
          { target: 'saving' },
        ],
      },
    },
    adding: {
      on: {
        'addFee.changed': { actions: 'changeDraft' },
        'addFee.typeChanged': { actions: 'changeDraftType' },
        'addFee.submitted': [{ guard: 'isDraftValid', target: 'viewing', actions: 'addFee' }, { actions: 'showDraftErrors' }],
        'addFee.cancelled': { target: 'viewing', actions: 'closeDraft' },
      },
    },
    saving: {
      invoke: {
        id: 'saveFees',
        src: 'saveFees',
        input: ({ context }) => saveFeesInput(context),
        onDone: { target: 'reloading', actions: ['clearChanges', 'feesSaved'] },
        // Nothing was written (one transaction): the list stays as edited, to save again.
        onError: { target: 'viewing', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    reloading: {
      invoke: {
        id: 'loadFees',
        src: 'loadFees',
        input: ({ context }) => ({ teamsMemberFeeId: context.teamsMemberFeeId ?? '' }),
        onDone: { target: 'viewing', actions: loaded },
        onError: { target: 'loadFailed', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    creating: {
      invoke: {
        id: 'createFees',
        src: 'createFees',
        input: ({ context }) => createFeesInput(context),
        onDone: { target: 'created', actions: 'feesSaved' },
        onError: { target: 'viewing', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    created: { type: 'final' },
  },
});

export type FeeEditorMachine = typeof feeEditorMachine;
