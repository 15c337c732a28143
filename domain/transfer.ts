/**
 * Transfer team member (§2, §3, §4, §5, §7): statuses with labels and colours,
 * the transfer record, the request body, and the form's rules (which groups
 * may be chosen, what a new from group clears, when it may be sent, why not).
 */
import { z } from 'zod';
import { teamsMemberFee } from './fees';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';

export const TRANSFER_MEMBER_STATUSES = ['WAITING', 'TRANSFERED', 'CANCELED'] as const;
export type TransferMemberStatus = (typeof TRANSFER_MEMBER_STATUSES)[number];

/** §4, word for word. */
export const TRANSFER_MEMBER_STATUS_LABELS: Record<TransferMemberStatus, string> = {
  WAITING: 'Waiting Transfer',
  TRANSFERED: 'Done',
  CANCELED: 'Canceled',
};

/** Ours (§4 names no colours): waiting like an open listing, done green, canceled red. */
export const TRANSFER_MEMBER_STATUS_COLORS: Record<TransferMemberStatus, TagColor> = {
  WAITING: 'warning',
  TRANSFERED: 'green',
  CANCELED: 'red',
};

export function transferMemberStatusTag(status: TransferMemberStatus): { label: string; color: TagColor } {
  return { label: TRANSFER_MEMBER_STATUS_LABELS[status], color: TRANSFER_MEMBER_STATUS_COLORS[status] };
}

/** §2: history views list only done transfers. */
export const TRANSFER_HISTORY_STATUS: TransferMemberStatus = 'TRANSFERED';

export const TRANSFER_TIMINGS = ['SCHEDULED', 'IMMEDIATELY'] as const;
export type TransferTiming = (typeof TRANSFER_TIMINGS)[number];

/** The messages of the transfer flow (§5, §8), taken from the one catalogue. */
export const TRANSFER_MESSAGES = {
  selectMemberFirst: MESSAGES.selectMemberFirst,
  userAlreadyInGroup: MESSAGES.userAlreadyInGroup,
  transferCreated: MESSAGES.transferCreated,
} as const;

/** Transfer member team of §3. */
export const transferMemberTeam = z.object({
  transferMemberId: z.string(),
  originGroup: z.object({ groupName: z.string() }).nullable(),
  toGroup: z.object({ groupName: z.string() }).nullable(),
  originGroupMember: z.object({ employee: z.object({ employeeCode: z.string().nullable() }).nullable() }).nullable(),
  toGroupMember: z.object({ groupMemberId: z.string() }).nullable(),
  toGroupMemberId: z.string().nullable(),
  user: z.object({ nickName: z.string().nullable() }).nullable(),
  status: z.enum(TRANSFER_MEMBER_STATUSES),
  createdAt: z.string(),
  createdByUserMeta: z.object({ name: z.string() }).nullable(),
});
export type TransferMemberTeam = z.infer<typeof transferMemberTeam>;

/** A team (GET /groups). */
export const group = z.object({ groupId: z.string(), groupName: z.string(), officeId: z.string().nullable().optional() });
export type Group = z.infer<typeof group>;

/** Group member of §3; the profile's shape is not shown by the spec, so it is kept as sent. */
export const groupMember = z.object({
  groupMemberId: z.string(),
  groupId: z.string().optional(),
  user: z.object({ userId: z.string(), name: z.string(), nickName: z.string().nullable().optional() }).nullable(),
  employee: z.object({ employeeId: z.string(), employeeCode: z.string().nullable().optional() }).nullable(),
  profile: z.record(z.string(), z.unknown()).nullable().optional(),
  teamsMemberFees: z.array(teamsMemberFee).optional(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** The member picker's choice from a group member. */
export function transferMemberOf(member: Pick<GroupMember, 'groupMemberId' | 'user'>): TransferForm['member'] {
  return member.user ? { groupMemberId: member.groupMemberId, userId: member.user.userId } : null;
}

/** The form's labels (§2: from group, member, to group). */
export const TRANSFER_FORM_LABELS = {
  originGroupId: 'From Group',
  member: 'Member',
  toGroupId: 'To Group',
  submit: 'Transfer Now',
} as const;

const id = (field: string, message: string = MESSAGES.required(field)) =>
  z.string({ error: () => message }).trim().min(1, message).max(64, MESSAGES.maxLength(field, 64));

/** POST transfer-member-teams (§7). */
export const createTransferMemberTeamBody = z
  .object({
    originGroupId: id(TRANSFER_FORM_LABELS.originGroupId),
    originGroupMemberId: id(TRANSFER_FORM_LABELS.member, MESSAGES.selectMemberFirst),
    toGroupId: id(TRANSFER_FORM_LABELS.toGroupId),
    userId: id(TRANSFER_FORM_LABELS.member, MESSAGES.selectMemberFirst),
  })
  .strict()
  .refine((body) => body.toGroupId !== body.originGroupId, {
    path: ['toGroupId'],
    message: 'To Group must differ from From Group.',
  });
export type CreateTransferMemberTeamBody = z.infer<typeof createTransferMemberTeamBody>;

/** What the form holds while it is filled in. */
export interface TransferForm {
  originGroupId: string | null;
  member: { groupMemberId: string; userId: string } | null;
  toGroupId: string | null;
}

export const EMPTY_TRANSFER_FORM: TransferForm = { originGroupId: null, member: null, toGroupId: null };

/** §5: choosing a new from group clears member and to group. */
export function onOriginGroupChanged(form: TransferForm, originGroupId: string | null): TransferForm {
  if (originGroupId === form.originGroupId) return form;
  return { originGroupId, member: null, toGroupId: null };
}

/** §5: the to-group list excludes the from group. */
export function toGroupOptions<G extends { groupId: string }>(groups: readonly G[], originGroupId: string | null): G[] {
  return groups.filter((group) => group.groupId !== originGroupId);
}

/** §5: 'Transfer Now' stays disabled until all three are chosen. */
export function canSubmitTransfer(form: TransferForm): boolean {
  return Boolean(form.originGroupId && form.member && form.toGroupId);
}

/**
 * Why a transfer may not be sent, or null (§5): no member chosen, or the user
 * already an active member of the target group (`targetGroupUserIds`).
 */
export function transferRefusal(
  form: TransferForm,
  toGroup: { groupName: string } | null,
  targetGroupUserIds: readonly string[],
): string | null {
  if (!form.member) return MESSAGES.selectMemberFirst;
  if (toGroup && targetGroupUserIds.includes(form.member.userId)) return MESSAGES.userAlreadyInGroup(toGroup.groupName);
  return null;
}

/** The body of a complete form, or null while a choice is missing. */
export function transferBody(form: TransferForm): CreateTransferMemberTeamBody | null {
  if (!form.originGroupId || !form.member || !form.toGroupId) return null;
  return {
    originGroupId: form.originGroupId,
    originGroupMemberId: form.member.groupMemberId,
    toGroupId: form.toGroupId,
    userId: form.member.userId,
  };
}
