import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '../../../domain/entities/common';
import { transferMemberTeam } from '../../../domain/transfer';
import { http } from '../http';
import { TRANSFER_LIST_INCLUDE } from './get-transfer-member-teams';
import { teamKeys } from './keys';

/**
 * §3's record; the fee modal of a waiting transfer needs the new membership's
 * user and employee too, which includeData=toGroupMember brings when the
 * server sends the whole group member (optional: without them the page only
 * offers to cancel).
 */
export const transferMemberTeamDetail = transferMemberTeam.extend({
  toGroupMember: z
    .object({
      groupMemberId: z.string(),
      user: z.object({ userId: z.string() }).nullable().optional(),
      employee: z.object({ employeeId: z.string() }).nullable().optional(),
    })
    .nullable(),
});
export type TransferMemberTeamDetail = z.infer<typeof transferMemberTeamDetail>;

const answer = envelope(transferMemberTeamDetail);

/** GET transfer-member-teams/{transferMemberId}. */
export async function getTransferMemberTeam(transferMemberId: string, signal?: AbortSignal): Promise<TransferMemberTeamDetail> {
  const res = await http.get(`transfer-member-teams/${encodeURIComponent(transferMemberId)}`, {
    query: { includeData: TRANSFER_LIST_INCLUDE },
    signal,
    schema: answer,
  });
  return res.payload;
}

export const transferMemberTeamQueryOptions = (transferMemberId: string) =>
  queryOptions({ queryKey: teamKeys.transfer(transferMemberId), queryFn: ({ signal }) => getTransferMemberTeam(transferMemberId, signal) });

export const useTransferMemberTeam = (transferMemberId: string) => useQuery(transferMemberTeamQueryOptions(transferMemberId));
