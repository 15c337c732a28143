import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import type { RecordPaymentInput } from '../../../domain/invoice';
import { officeBilling, type CreateOfficeBillingInput, type officeBillingsQuery } from '../../../domain/office-billing';
import { http, type QueryParams } from '../http';

export type OfficeBillingsParams = Partial<QueryParams<typeof officeBillingsQuery>>;

export const officeBillingKeys = { all: ['office-billings'] as const };

const one = envelope(officeBilling);
const page = envelope(listPayload(officeBilling));

/** GET office-billings: a page of /billing (HQ's). */
export const useOfficeBillings = (params: OfficeBillingsParams) =>
  useQuery({
    queryKey: [...officeBillingKeys.all, 'list', params],
    queryFn: async ({ signal }) => (await http.get('office-billings', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET office-billings/{officeBillingId}: one billing with its charges. */
export const useOfficeBilling = (officeBillingId: string) =>
  useQuery({
    queryKey: [...officeBillingKeys.all, 'detail', officeBillingId],
    queryFn: async ({ signal }) => (await http.get(`office-billings/${encodeURIComponent(officeBillingId)}`, { signal, schema: one })).payload,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: officeBillingKeys.all });
}

/** POST office-billings (HQ finance). */
export function useCreateOfficeBilling() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreateOfficeBillingInput) => (await http.post('office-billings', body, { schema: one })).payload, onSuccess: invalidate });
}

/** POST office-billings/{officeBillingId}/stop (HQ finance). */
export function useStopOfficeBilling(officeBillingId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async () => (await http.post(`office-billings/${encodeURIComponent(officeBillingId)}/stop`, undefined, { schema: one })).payload, onSuccess: invalidate });
}

/** POST office-billings/{officeBillingId}/charges/{officeBillingChargeId}/payments (HQ finance): what the office paid of a charge. */
export function useRecordChargePayment(officeBillingId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ officeBillingChargeId, body }: { officeBillingChargeId: string; body: RecordPaymentInput }) =>
      (await http.post(`office-billings/${encodeURIComponent(officeBillingId)}/charges/${encodeURIComponent(officeBillingChargeId)}/payments`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}
