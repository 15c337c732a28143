import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentCard, type AgentCard, type agentSettingsQuery } from '../../../domain/agent-settings';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http, type QueryParams } from '../http';
import { agentSettingKeys } from './keys';

export type AgentSettingsParams = Partial<QueryParams<typeof agentSettingsQuery>>;

const answer = envelope(listPayload(agentCard));

/** GET agent-settings: the office agent grid (12 a page), searched by name or nickname. */
export async function getAgentSettings(params: AgentSettingsParams, signal?: AbortSignal): Promise<ListPayload<AgentCard>> {
  const res = await http.get('agent-settings', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const useAgentSettings = (params: AgentSettingsParams, isEnabled = true) =>
  useQuery({
    queryKey: agentSettingKeys.list({ ...params }),
    queryFn: ({ signal }) => getAgentSettings(params, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
