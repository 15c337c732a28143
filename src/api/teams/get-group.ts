import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { groupDetail, type GroupDetail } from '../../../domain/entities/team';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(groupDetail);

/** GET groups/{groupId}: the team with its active members and their fees. */
export async function getGroup(groupId: string, signal?: AbortSignal): Promise<GroupDetail> {
  const res = await http.get(`groups/${encodeURIComponent(groupId)}`, { signal, schema: answer });
  return res.payload;
}

export const groupQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: teamKeys.group(groupId), queryFn: ({ signal }) => getGroup(groupId, signal) });

export const useGroup = (groupId: string) => useQuery(groupQueryOptions(groupId));
