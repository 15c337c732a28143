/**
 * Query keys of teams, their members, transfers and member fees: all under
 * 'teams', because a transfer or a fee save changes what every one of them
 * shows (members move, counts change), so one invalidation refreshes them all.
 */
export const teamKeys = {
  all: ['teams'] as const,
  groups: () => [...teamKeys.all, 'groups'] as const,
  groupList: (params: Record<string, unknown>) => [...teamKeys.groups(), 'list', params] as const,
  group: (groupId: string) => [...teamKeys.groups(), 'detail', groupId] as const,
  members: (params: Record<string, unknown>) => [...teamKeys.all, 'members', params] as const,
  transfers: () => [...teamKeys.all, 'transfers'] as const,
  transferList: (params: Record<string, unknown>) => [...teamKeys.transfers(), 'list', params] as const,
  transfer: (transferMemberId: string) => [...teamKeys.transfers(), 'detail', transferMemberId] as const,
  feeItems: (teamsMemberFeeId: string) => [...teamKeys.all, 'fee-items', teamsMemberFeeId] as const,
  masterFees: () => [...teamKeys.all, 'master-fees'] as const,
};
