/** The columns of the teams screens (issue 16): teams, their members, transfers, member fees and the master fees. */
import type { GroupListItem } from '../entities/team';
import { FEE_CODE_LABELS, FEE_FREQUENCY_LABELS, FEE_ITEM_STATUS_LABELS, FEE_TYPE_LABELS, formatFeeValue, type MasterFee, type TeamsMemberFeeItem } from '../fees';
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';
import { TRANSFER_MEMBER_STATUS_LABELS, type GroupMember, type TransferMemberTeam } from '../transfer';

export const GROUP_COLUMNS: readonly ListColumn<GroupListItem>[] = [
  { key: 'groupName', header: 'Team Name', text: (g) => g.groupName },
  { key: 'office', header: 'Office', text: (g) => orDash(g.office?.officeName) },
  { key: 'leader', header: 'Leader', text: (g) => orDash(g.leader?.name) },
  { key: 'memberCount', header: 'Members', text: (g) => String(g.memberCount) },
  { key: 'createdAt', header: 'Created At', text: (g) => dateCell(g.createdAt) },
];

export const GROUP_MEMBER_COLUMNS: readonly ListColumn<GroupMember>[] = [
  { key: 'employeeCode', header: 'Employee Code', text: (m) => orDash(m.employee?.employeeCode) },
  { key: 'name', header: 'Name', text: (m) => orDash(m.user?.name) },
  { key: 'nickName', header: 'Nickname', text: (m) => orDash(m.user?.nickName) },
];

export const TRANSFER_MEMBER_COLUMNS: readonly ListColumn<TransferMemberTeam>[] = [
  { key: 'createdAt', header: 'Date', text: (t) => dateTimeCell(t.createdAt) },
  { key: 'employeeCode', header: 'Employee Code', text: (t) => orDash(t.originGroupMember?.employee?.employeeCode) },
  { key: 'nickName', header: 'Member', text: (t) => orDash(t.user?.nickName) },
  { key: 'originGroup', header: 'From Group', text: (t) => orDash(t.originGroup?.groupName) },
  { key: 'toGroup', header: 'To Group', text: (t) => orDash(t.toGroup?.groupName) },
  { key: 'status', header: 'Status', text: (t) => TRANSFER_MEMBER_STATUS_LABELS[t.status] },
  { key: 'createdBy', header: 'Created By', text: (t) => orDash(t.createdByUserMeta?.name) },
];

export const FEE_ITEM_COLUMNS: readonly ListColumn<TeamsMemberFeeItem>[] = [
  { key: 'feeFor', header: 'Fees', text: (f) => f.feeFor },
  { key: 'type', header: 'Type Fee', text: (f) => FEE_TYPE_LABELS[f.type] },
  { key: 'value', header: 'Value', text: (f) => formatFeeValue(f.type, f.value) },
  { key: 'frequency', header: 'Frequency', text: (f) => FEE_FREQUENCY_LABELS[f.frequency] },
  { key: 'startAt', header: 'Start Date', text: (f) => dateCell(f.startAt) },
  { key: 'endAt', header: 'End Date', text: (f) => dateCell(f.endAt) },
  { key: 'nextChargeAt', header: 'Next Charge', text: (f) => dateCell(f.nextChargeAt) },
  { key: 'status', header: 'Status', text: (f) => FEE_ITEM_STATUS_LABELS[f.status] },
];

export const MASTER_FEE_COLUMNS: readonly ListColumn<MasterFee>[] = [
  { key: 'feeCode', header: 'Fee Code', text: (m) => m.feeCode },
  { key: 'name', header: 'Fee', text: (m) => FEE_CODE_LABELS[m.feeCode] },
  { key: 'value', header: 'Rate', text: (m) => formatFeeValue(m.type, m.value) },
];
