/**
 * Teams (groups), their members, transfers of team members and member fees:
 * the API's contract (§3, §7 "Fees and teams"), shared by the server's routes
 * and the SPA's hooks. The rules of the forms live in domain/transfer.ts and
 * domain/fees.ts; these are the shapes on the wire.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { createTeamsMemberFeeItemBody, FEE_CODES, teamsMemberFee } from '../fees';
import { groupMember, TRANSFER_MEMBER_STATUSES } from '../transfer';
import { booleanString, csv, DROPDOWN_LIST_LIMIT, id, listQuery, MAX_PAGE_LIMIT, pageLimit } from './common';

/** limit (1 to the route's maximum) and offset with their defaults: every other parameter may be left out. */
const paging = (max: number) => ({ limit: pageLimit(max), offset: listQuery.shape.offset });

/** A group member's place: active in the group, waiting for its transfer to complete, or left it. */
export const GROUP_MEMBER_STATUSES = ['active', 'waiting', 'inactive'] as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

export const GROUP_NAME_MAX = 100;

/** The leader or a member as the team screens show them. */
export const teamPerson = z.object({
  employeeId: z.string(),
  userId: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  employeeCode: z.string().nullable(),
});
export type TeamPerson = z.infer<typeof teamPerson>;

/** A row of GET /groups (§7: filterOfficeId, limit up to 9999 for the transfer dropdowns). */
export const groupListItem = z.object({
  groupId: z.string(),
  groupName: z.string(),
  officeId: z.string().nullable(),
  office: z.object({ officeId: z.string(), officeName: z.string() }).nullable(),
  leader: teamPerson.nullable(),
  /** Active members, the leader included. */
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type GroupListItem = z.infer<typeof groupListItem>;

/** GET /groups/{groupId}: the group with its active members and each member's fees. */
export const groupDetail = groupListItem.extend({ members: z.array(groupMember) });
export type GroupDetail = z.infer<typeof groupDetail>;

export const GROUP_SORTS = ['createdAt:DESC', 'createdAt:ASC', 'groupName:ASC', 'groupName:DESC'] as const;

export const groupsQuery = listQuery
  .extend({
    sort: z.enum(GROUP_SORTS),
    filterOfficeId: id,
  })
  .partial()
  .extend(paging(DROPDOWN_LIST_LIMIT))
  .strict();
export type GroupsQuery = z.infer<typeof groupsQuery>;

export const GROUP_FORM_LABELS = {
  officeId: 'Office',
  groupName: 'Team Name',
  leaderEmployeeId: 'Leader',
  memberEmployeeIds: 'Members',
} as const;

const groupName = z
  .string({ error: () => MESSAGES.required(GROUP_FORM_LABELS.groupName) })
  .trim()
  .min(1, MESSAGES.required(GROUP_FORM_LABELS.groupName))
  .max(GROUP_NAME_MAX, MESSAGES.maxLength(GROUP_FORM_LABELS.groupName, GROUP_NAME_MAX));

const requiredId = (field: string) =>
  z.string({ error: () => MESSAGES.required(field) }).trim().min(1, MESSAGES.required(field)).max(64, MESSAGES.maxLength(field, 64));

/** POST /groups: a team of an office, its leader (an active, approved agent of that office) and its first members. */
export const createGroupBody = z
  .object({
    officeId: requiredId(GROUP_FORM_LABELS.officeId),
    groupName,
    leaderEmployeeId: requiredId(GROUP_FORM_LABELS.leaderEmployeeId),
    memberEmployeeIds: z.array(requiredId(GROUP_FORM_LABELS.memberEmployeeIds)).max(500).default([]),
  })
  .strict();
export type CreateGroupBody = z.infer<typeof createGroupBody>;
export type CreateGroupInput = z.input<typeof createGroupBody>;

/** PATCH /groups/{groupId}: rename, or name another leader (who becomes a member if not one). */
export const patchGroupBody = z
  .object({ groupName, leaderEmployeeId: requiredId(GROUP_FORM_LABELS.leaderEmployeeId) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update.' });
export type PatchGroupBody = z.infer<typeof patchGroupBody>;

export const groupIdParams = z.object({ groupId: id }).strict();

/** POST /group-members: add an agent to a group ('Agent is required.'; 'User already exists in group {group}'). */
export const addGroupMemberBody = z
  .object({ groupId: requiredId('Team'), employeeId: requiredId('Agent') })
  .strict();
export type AddGroupMemberBody = z.infer<typeof addGroupMemberBody>;

export const groupMemberIdParams = z.object({ groupMemberId: id }).strict();

export const INCLUDE_GROUP_MEMBER_DATA = ['user', 'employee', 'profile', 'teamsMemberFees'] as const;

/** GET /group-members (§7: filterGroupId, filterUserId, filterStatus active, limit 9999, includeData, withLeaderTeam=false). */
export const groupMembersQuery = listQuery
  .extend({
    filterGroupId: id,
    filterUserId: id,
    filterStatus: csv(GROUP_MEMBER_STATUSES),
    includeData: csv(INCLUDE_GROUP_MEMBER_DATA),
    /** false: the group's leader is left out of the list (the member dropdown of a transfer). */
    withLeaderTeam: booleanString,
  })
  .partial()
  .extend(paging(DROPDOWN_LIST_LIMIT))
  .strict();
export type GroupMembersQuery = z.infer<typeof groupMembersQuery>;

// ---------------------------------------------------------------------------
// Transfers of team members

export const TRANSFER_MEMBER_SORTS = ['createdAt:DESC', 'createdAt:ASC'] as const;
export const INCLUDE_TRANSFER_MEMBER_DATA = ['originGroup', 'toGroup', 'originGroupMember', 'toGroupMember', 'user', 'createdByUserMeta'] as const;

/** GET /transfer-member-teams (§7: sort createdAt:DESC, includeData, filterUserId, filterStatus; search by name, §2). */
export const transferMemberTeamsQuery = listQuery
  .extend({
    sort: z.enum(TRANSFER_MEMBER_SORTS),
    includeData: csv(INCLUDE_TRANSFER_MEMBER_DATA),
    filterUserId: id,
    filterStatus: csv(TRANSFER_MEMBER_STATUSES),
    filterOfficeId: id,
    filterGroupId: id,
  })
  .partial()
  .extend(paging(MAX_PAGE_LIMIT))
  .strict();
export type TransferMemberTeamsQuery = z.infer<typeof transferMemberTeamsQuery>;

export const transferMemberIdParams = z.object({ transferMemberId: id }).strict();

// ---------------------------------------------------------------------------
// Member fees

export const teamsMemberFeeItemsQuery = listQuery
  .extend({ filterTeamsMemberFeeId: id })
  .partial()
  .extend(paging(DROPDOWN_LIST_LIMIT))
  .strict();
export type TeamsMemberFeeItemsQuery = z.infer<typeof teamsMemberFeeItemsQuery>;

export const teamsMemberFeeItemIdParams = z.object({ teamsMemberFeeItemId: id }).strict();

/**
 * POST /teams-member-fee-items/save: the fee editor's save in edit mode (§4),
 * new items created and removed ones deleted in ONE transaction. The list it
 * leaves must not be empty ('Fee can't be empty!').
 */
export const saveTeamsMemberFeeItemsBody = z
  .object({
    teamsMemberFeeId: requiredId('teamsMemberFeeId'),
    create: z.array(createTeamsMemberFeeItemBody).max(100),
    remove: z.array(requiredId('teamsMemberFeeItemId')).max(100),
  })
  .strict();
export type SaveTeamsMemberFeeItemsBody = z.infer<typeof saveTeamsMemberFeeItemsBody>;

/** What the save answers: the member's fee record with the list as it now stands. */
export const savedTeamsMemberFee = teamsMemberFee;

/** A row of GET /master-fees (§9): the code with its rate, a fraction like a percentage fee item (0.0999 for 9.99%). */
export const masterFeeRate = z.object({ feeCode: z.enum(FEE_CODES), type: z.literal('percentage'), value: z.number() });
export type MasterFeeRate = z.infer<typeof masterFeeRate>;
