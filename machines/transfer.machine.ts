import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import { errorMessage } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import {
  canSubmitTransfer,
  toGroupOptions as groupsBesides,
  TRANSFER_FORM_LABELS,
  TRANSFER_MESSAGES,
  transferBody,
  transferRefusal,
  type CreateTransferMemberTeamBody,
  type TransferForm,
  type TransferMemberTeam,
} from '../domain/transfer';
import { never, notify, notifyError, type NotifyParams } from './helpers';

/** A group of the office, as GET /groups lists it. */
export interface TransferGroup {
  groupId: string;
  groupName: string;
}

/** A member of the from group, as GET group-members (filterGroupId, filterStatus active) lists it. */
export interface TransferMember {
  groupMemberId: string;
  userId: string;
  employeeId: string;
  /** The name the member dropdown shows (user.nickName or name). */
  name: string;
}

/** What the server answers a transfer with: toGroupMemberId is the member's new place, where its fees go. */
export type CreatedTransfer = Pick<TransferMemberTeam, 'transferMemberId' | 'toGroupMemberId'>;

/** What the 'Add Member/Update Fee/Detail Fees' modal needs once the member is moved. */
export interface TransferOutput extends CreatedTransfer {
  userId: string;
  employeeId: string;
  toGroupId: string;
}

export interface TransferInput {
  groups: TransferGroup[];
}

/** The form's three choices under domain/transfer's names: the from group is the origin group of §7. */
export interface TransferContext extends TransferForm {
  groups: TransferGroup[];
  /** The from group's active members; empty until they load. */
  members: TransferMember[];
  member: TransferMember | null;
  /** Users the lookup found active in the to group; the chosen member among them blocks the transfer (§5). */
  toGroupUserIds: string[];
  /** Why the form cannot go on, in §5's or the server's words; null when nothing is wrong. */
  error: string | null;
  transfer: CreatedTransfer | null;
}

export type TransferEvent =
  | { type: 'fromGroup.chosen'; groupId: string }
  | { type: 'member.chosen'; groupMemberId: string }
  | { type: 'toGroup.chosen'; groupId: string }
  | { type: 'transfer.submitted' };

/** GET group-members (filterGroupId, filterUserId, filterStatus active) */
export interface LoadToGroupMembersInput {
  groupId: string;
  userId: string;
}

const toGroup = (context: TransferContext) => context.groups.find((g) => g.groupId === context.toGroupId) ?? null;

/** Why the form may not be sent as it stands (§5), or null. */
export const refusal = (context: TransferContext) => transferRefusal(context, toGroup(context), context.toGroupUserIds);

/** The chosen member is active in the chosen to group already: 'User already exists in group {group}'. */
export const isAlreadyInGroup = (context: TransferContext) => context.member !== null && refusal(context) !== null;

const alreadyInGroupNotice = ({ context }: { context: TransferContext }): NotifyParams => ({ severity: 'error', summary: refusal(context) ?? '' });

/** The to-group list: every group but the from group (§5); none before it is chosen, as choosing it would clear the to group. */
export const toGroupOptions = (context: TransferContext): TransferGroup[] =>
  context.originGroupId === null ? [] : groupsBesides(context.groups, context.originGroupId);

type TransferSnapshot = { context: TransferContext; matches: (value: { editing: 'idle' }) => boolean };

/** 'Transfer Now' is enabled: all three chosen, nothing being looked up, the member not in the to group already. */
export const canSubmit = (snapshot: TransferSnapshot) =>
  snapshot.matches({ editing: 'idle' }) && canSubmitTransfer(snapshot.context) && !isAlreadyInGroup(snapshot.context);

/** The member dropdown has the from group's members to offer. */
export const canChooseMember = (snapshot: TransferSnapshot) => snapshot.matches({ editing: 'idle' }) && snapshot.context.originGroupId !== null;

/** A submit the form cannot take: said as a toast and kept beside the form. */
const refuse = (message: string) => [notify('warn', message), { type: 'showError', params: message }] as const;

/**
 * The /transfer-team-member/create form of §2 and §5: from group, member,
 * to group, 'Transfer Now'. Choosing a from group loads its members and
 * clears member and to group; once member and to group are both chosen the
 * machine asks whether the member is active in the to group already, which
 * blocks the transfer with 'User already exists in group {group}'. The server
 * has the last word: its refusal is shown as it says it.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as TransferInput,
    output: {} as TransferOutput,
  },
  actors: {
    /** GET group-members (filterGroupId, filterStatus active, limit 9999) */
    loadMembers: fromPromise<TransferMember[], { groupId: string }>(() => never()),
    /** GET group-members (filterGroupId, filterUserId, filterStatus active): the userIds found */
    loadToGroupMembers: fromPromise<string[], LoadToGroupMembersInput>(() => never()),
    /** POST transfer-member-teams */
    createTransfer: fromPromise<CreatedTransfer, CreateTransferMemberTeamBody>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    chooseFromGroup: assign({
      originGroupId: ({ event }) => (event.type === 'fromGroup.chosen' ? event.groupId : null),
      members: [],
      member: null,
      toGroupId: null,
      toGroupUserIds: [],
      error: null,
    }),
    chooseMember: assign({
      member: ({ context, event }) => context.members.find((m) => event.type === 'member.chosen' && m.groupMemberId === event.groupMemberId) ?? null,
      toGroupUserIds: [],
      error: null,
    }),
    chooseToGroup: assign({
      toGroupId: ({ event }) => (event.type === 'toGroup.chosen' ? event.groupId : null),
      toGroupUserIds: [],
      error: null,
    }),
    showError: assign({ error: (_, message: string | null) => message }),
  },
  guards: {
    isMember: ({ context, event }) => event.type === 'member.chosen' && context.members.some((m) => m.groupMemberId === event.groupMemberId),
    isGroup: ({ context, event }) => event.type === 'fromGroup.chosen' && context.groups.some((g) => g.groupId === event.groupId),
    isToGroupOption: ({ context, event }) => event.type === 'toGroup.chosen' && toGroupOptions(context).some((g) => g.groupId === event.groupId),
    hasMember: ({ context }) => context.member !== null,
    hasToGroup: ({ context }) => context.toGroupId !== null,
    isAlreadyInGroup: ({ context }) => isAlreadyInGroup(context),
    isLookingUp: not(stateIn('#transfer.editing.idle')),
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    groups: input.groups,
    originGroupId: null,
    members: [],
    member: null,
    toGroupId: null,
    toGroupUserIds: [],
    error: null,
    transfer: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({
    transferMemberId: context.transfer?.transferMemberId ?? '',
    toGroupMemberId: context.transfer?.toGroupMemberId ?? null,
    userId: context.member?.userId ?? '',
    employeeId: context.member?.employeeId ?? '',
    toGroupId: context.toGroupId ?? '',
  }),
  states: {
    editing: {
      initial: 'idle',
      on: {
        // A choice made while a lookup runs replaces it: the lookup's answer would be about the old choice.
        'fromGroup.chosen': { guard: 'isGroup', target: '.loadingMembers', reenter: true, actions: 'chooseFromGroup' },
        'member.chosen': { guard: 'isMember', target: '.deciding', reenter: true, actions: 'chooseMember' },
        'toGroup.chosen': { guard: 'isToGroupOption', target: '.deciding', reenter: true, actions: 'chooseToGroup' },
        'transfer.submitted': [
          { guard: not('hasMember'), actions: refuse(TRANSFER_MESSAGES.selectMemberFirst) },
          { guard: not('hasToGroup'), actions: refuse(MESSAGES.required(TRANSFER_FORM_LABELS.toGroupId)) },
          // The button is disabled meanwhile; a submit by keyboard waits for the answer rather than racing it.
          { guard: 'isLookingUp' },
          {
            guard: 'isAlreadyInGroup',
            actions: { type: 'notify', params: alreadyInGroupNotice },
          },
          { target: 'submitting' },
        ],
      },
      states: {
        idle: {},
        loadingMembers: {
          // The to group may be chosen while the members load; the lookup waits for a member.
          on: { 'toGroup.chosen': { guard: 'isToGroupOption', actions: 'chooseToGroup' } },
          invoke: {
            id: 'loadMembers',
            src: 'loadMembers',
            input: ({ context }) => ({ groupId: context.originGroupId ?? '' }),
            onDone: { target: 'idle', actions: assign({ members: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
          },
        },
        /** Transient: the lookup needs both the member and the to group. */
        deciding: {
          always: [{ guard: not('hasMember'), target: 'idle' }, { guard: not('hasToGroup'), target: 'idle' }, { target: 'lookingUpMember' }],
        },
        lookingUpMember: {
          invoke: {
            id: 'loadToGroupMembers',
            src: 'loadToGroupMembers',
            input: ({ context }) => ({ groupId: context.toGroupId ?? '', userId: context.member?.userId ?? '' }),
            onDone: [
              {
                guard: ({ context, event }) => isAlreadyInGroup({ ...context, toGroupUserIds: event.output }),
                target: 'idle',
                actions: [
                  assign({ toGroupUserIds: ({ event }) => event.output }),
                  { type: 'showError', params: ({ context }) => refusal(context) },
                  { type: 'notify', params: alreadyInGroupNotice },
                ],
              },
              { target: 'idle', actions: assign({ toGroupUserIds: ({ event }) => event.output }) },
            ],
            // As §5 has it for the uniqueness checks: a failed lookup does not block; the server decides on submit.
            onError: { target: 'idle' },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createTransfer',
        src: 'createTransfer',
        input: ({ context }) => transferBody(context) as CreateTransferMemberTeamBody,
        onDone: {
          target: 'transferred',
          actions: [assign({ transfer: ({ event }) => event.output }), notify('success', TRANSFER_MESSAGES.transferCreated)],
        },
        // The server's refusal ('User already exists in group {group}' among them) is shown as it says it.
        onError: { target: 'editing', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    transferred: { type: 'final' },
  },
});

export type TransferMachine = typeof transferMachine;
