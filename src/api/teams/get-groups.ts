import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DROPDOWN_LIST_LIMIT, envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { groupListItem, type GroupListItem, type groupsQuery } from '../../../domain/entities/team';
import { http, type QueryParams } from '../http';
import { teamKeys } from './keys';

export type GroupsParams = Partial<QueryParams<typeof groupsQuery>>;

const answer = envelope(listPayload(groupListItem));

/** GET groups (§7): a page of /teams, or every group of an office for the transfer dropdowns. */
export async function getGroups(params: GroupsParams, signal?: AbortSignal): Promise<ListPayload<GroupListItem>> {
  const res = await http.get('groups', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const groupsQueryOptions = (params: GroupsParams) =>
  queryOptions({ queryKey: teamKeys.groupList(params), queryFn: ({ signal }) => getGroups(params, signal) });

/** A page of /teams: the previous page stays while the next loads. */
export const useGroups = (params: GroupsParams) => useQuery({ ...groupsQueryOptions(params), placeholderData: keepPreviousData });

/** §9: the transfer dropdowns list every group (limit 9999), of the caller's scope. */
const ALL_GROUPS: GroupsParams = { limit: DROPDOWN_LIST_LIMIT, offset: 0, sort: 'groupName:ASC' };

export const useAllGroups = () => useQuery({ ...groupsQueryOptions(ALL_GROUPS), select: (page) => page.results });
