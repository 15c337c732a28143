import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { INCLUDE_TRANSFER_MEMBER_DATA, type transferMemberTeamsQuery } from '../../../domain/entities/team';
import { transferMemberTeam, type TransferMemberTeam } from '../../../domain/transfer';
import { http, type QueryParams } from '../http';
import { teamKeys } from './keys';

export type TransferMemberTeamsParams = Partial<QueryParams<typeof transferMemberTeamsQuery>>;

const answer = envelope(listPayload(transferMemberTeam));

/** What every row of the list shows (§3): both groups, the member's code and nickname, who created it. */
export const TRANSFER_LIST_INCLUDE = [...INCLUDE_TRANSFER_MEMBER_DATA];

/** GET transfer-member-teams (§7). */
export async function getTransferMemberTeams(params: TransferMemberTeamsParams, signal?: AbortSignal): Promise<ListPayload<TransferMemberTeam>> {
  const res = await http.get('transfer-member-teams', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const transferMemberTeamsQueryOptions = (params: TransferMemberTeamsParams) =>
  queryOptions({ queryKey: teamKeys.transferList(params), queryFn: ({ signal }) => getTransferMemberTeams(params, signal) });

export const useTransferMemberTeams = (params: TransferMemberTeamsParams) =>
  useQuery({ ...transferMemberTeamsQueryOptions(params), placeholderData: keepPreviousData });
