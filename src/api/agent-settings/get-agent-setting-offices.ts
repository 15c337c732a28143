import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agentSettingOffice, type AgentSettingOffice } from '../../../domain/agent-settings';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { agentSettingKeys } from './keys';

const answer = envelope(z.array(agentSettingOffice));

/** GET agent-settings/offices: the offices whose agents the caller sets, by name. */
export async function getAgentSettingOffices(signal?: AbortSignal): Promise<AgentSettingOffice[]> {
  const res = await http.get('agent-settings/offices', { signal, schema: answer });
  return res.payload;
}

export const useAgentSettingOffices = () =>
  useQuery({ queryKey: agentSettingKeys.offices(), queryFn: ({ signal }) => getAgentSettingOffices(signal), staleTime: 10 * 60_000 });
