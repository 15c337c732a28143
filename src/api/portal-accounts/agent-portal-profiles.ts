import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import {
  agentPortalProfile,
  validatePortalEmailAnswer,
  type AgentPortalProfile,
  type agentPortalProfilesQuery,
  type CreateAgentPortalProfileInput,
} from '../../../domain/portal-accounts';
import { http, type QueryParams } from '../http';
import { portalAccountKeys } from './keys';

export type AgentPortalProfilesParams = Partial<QueryParams<typeof agentPortalProfilesQuery>>;

const page = envelope(listPayload(agentPortalProfile));
const one = envelope(agentPortalProfile);

/** GET agent-portal-profiles: a page of /setting-portal-agent. */
export async function getAgentPortalProfiles(params: AgentPortalProfilesParams, signal?: AbortSignal): Promise<ListPayload<AgentPortalProfile>> {
  return (await http.get('agent-portal-profiles', { query: { ...params }, signal, schema: page })).payload;
}

export const useAgentPortalProfiles = (params: AgentPortalProfilesParams) =>
  useQuery({ queryKey: portalAccountKeys.list({ agents: true, ...params }), queryFn: ({ signal }) => getAgentPortalProfiles(params, signal), placeholderData: keepPreviousData });

/** POST agent-portal-profiles. */
export async function createAgentPortalProfile(body: CreateAgentPortalProfileInput): Promise<AgentPortalProfile> {
  return (await http.post('agent-portal-profiles', body, { schema: one })).payload;
}

/** DELETE agent-portal-profiles/{id}. */
export async function deleteAgentPortalProfile(id: string): Promise<AgentPortalProfile> {
  return (await http.delete(`agent-portal-profiles/${encodeURIComponent(id)}`, { schema: one })).payload;
}

export function useCreateAgentPortalProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAgentPortalProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: portalAccountKeys.all }) });
}

export function useDeleteAgentPortalProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAgentPortalProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: portalAccountKeys.all }) });
}

/** POST agent-portal-profiles/validate-email (§7): has this portal an agent account with this email already? */
export const useAgentPortalEmailUsed = (email: string | null, portalId: string | null) =>
  useQuery({
    queryKey: [...portalAccountKeys.emailCheck(portalId ?? '', email ?? ''), 'agent'] as const,
    queryFn: async ({ signal }) =>
      (await http.post('agent-portal-profiles/validate-email', { email, portalId }, { signal, schema: envelope(validatePortalEmailAnswer) })).payload.isExist,
    enabled: !!email && !!portalId,
    staleTime: 30_000,
    retry: false,
  });
