import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { officePortalProfile, type OfficePortalProfile, type officePortalProfilesQuery } from '../../../domain/portal-accounts';
import { http, type QueryParams } from '../http';
import { portalAccountKeys } from './keys';

export type OfficePortalProfilesParams = Partial<QueryParams<typeof officePortalProfilesQuery>>;

const answer = envelope(listPayload(officePortalProfile));

/** GET [/office]/office-portal-profiles (§7): HQ without the prefix, everyone else with it (§6). */
export async function getOfficePortalProfiles(prefix: '' | 'office/', params: OfficePortalProfilesParams, signal?: AbortSignal): Promise<ListPayload<OfficePortalProfile>> {
  const res = await http.get(`${prefix}office-portal-profiles`, { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const officePortalProfilesQueryOptions = (prefix: '' | 'office/', params: OfficePortalProfilesParams) =>
  queryOptions({ queryKey: portalAccountKeys.list({ prefix, ...params }), queryFn: ({ signal }) => getOfficePortalProfiles(prefix, params, signal) });

export const useOfficePortalProfiles = (prefix: '' | 'office/', params: OfficePortalProfilesParams) =>
  useQuery({ ...officePortalProfilesQueryOptions(prefix, params), placeholderData: keepPreviousData });
