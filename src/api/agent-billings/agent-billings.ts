import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentBilling, type AgentBilling, type agentBillingsQuery } from '../../../domain/agent-billing';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import type { RecordPaymentInput } from '../../../domain/invoice';
import { http, type QueryParams } from '../http';

export type AgentBillingsParams = Partial<QueryParams<typeof agentBillingsQuery>>;
/** HQ calls the agent-billing routes unprefixed, everyone else under office/ (agentBillingPrefix). */
export type AgentBillingPrefix = '' | 'office/';

export const agentBillingKeys = {
  all: ['agent-billings'] as const,
  list: (params: Record<string, unknown>) => [...agentBillingKeys.all, 'list', params] as const,
  detail: (prefix: string, agentBillingId: string) => [...agentBillingKeys.all, 'detail', prefix, agentBillingId] as const,
};

const one = envelope(agentBilling);
const page = envelope(listPayload(agentBilling));

/** GET [office/]agent-billings: a page of /agent-receivable. */
export async function listAgentBillings(prefix: AgentBillingPrefix, params: AgentBillingsParams, signal?: AbortSignal): Promise<ListPayload<AgentBilling>> {
  return (await http.get(`${prefix}agent-billings`, { query: { ...params }, signal, schema: page })).payload;
}

export const useAgentBillings = (prefix: AgentBillingPrefix, params: AgentBillingsParams) =>
  useQuery({ queryKey: agentBillingKeys.list({ prefix, ...params }), queryFn: ({ signal }) => listAgentBillings(prefix, params, signal), placeholderData: keepPreviousData });

/** GET [office/]agent-billings/{agentBillingId}: one receivable with its payouts and running balance. */
export const useAgentBilling = (prefix: AgentBillingPrefix, agentBillingId: string) =>
  useQuery({
    queryKey: agentBillingKeys.detail(prefix, agentBillingId),
    queryFn: async ({ signal }) => (await http.get(`${prefix}agent-billings/${encodeURIComponent(agentBillingId)}`, { signal, schema: one })).payload,
  });

/** POST [office/]agent-billings/{agentBillingId}/payments: a payout to the agent. */
export function useRecordPayout(prefix: AgentBillingPrefix, agentBillingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordPaymentInput) => (await http.post(`${prefix}agent-billings/${encodeURIComponent(agentBillingId)}/payments`, body, { schema: one })).payload,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentBillingKeys.all }),
  });
}
