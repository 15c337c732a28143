import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentCard, type AgentCard, type UpdateAgentSettingsBody } from '../../../domain/agent-settings';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { agentSettingKeys } from './keys';

const answer = envelope(agentCard);

/** PATCH agent-settings/{employeeId}: refusals come back at allowSelfListing or commissionPercent. */
export async function updateAgentSettings({ employeeId, body }: { employeeId: string; body: UpdateAgentSettingsBody }): Promise<AgentCard> {
  const res = await http.patch(`agent-settings/${encodeURIComponent(employeeId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgentSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentSettingKeys.lists() }),
  });
}
