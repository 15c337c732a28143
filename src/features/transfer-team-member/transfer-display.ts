import type { TransferMemberTeam } from '../../../domain/transfer';
import { orDash } from '../../../domain/list-columns';

/** The member as the list and the detail name them (§3: user.nickName). */
export const memberNameOf = (t: Pick<TransferMemberTeam, 'user'>) => orDash(t.user?.nickName);
export const employeeCodeOf = (t: Pick<TransferMemberTeam, 'originGroupMember'>) => orDash(t.originGroupMember?.employee?.employeeCode);
export const fromGroupOf = (t: Pick<TransferMemberTeam, 'originGroup'>) => orDash(t.originGroup?.groupName);
export const toGroupOf = (t: Pick<TransferMemberTeam, 'toGroup'>) => orDash(t.toGroup?.groupName);
export const createdByOf = (t: Pick<TransferMemberTeam, 'createdByUserMeta'>) => orDash(t.createdByUserMeta?.name);
