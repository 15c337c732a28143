import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closing, closingHistory, closingSummary, type CancelClosingBody, type Closing, type closingHistoriesQuery, type ClosingHistory, type closingsQuery, type CreateClosingInput, type UpdateClosingInput } from '../../../domain/closing';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { listingKeys } from '../listings/keys';
import { http, type QueryParams } from '../http';
import { closingKeys } from './keys';

export type ClosingsParams = Partial<QueryParams<typeof closingsQuery>>;
/** HQ calls the closing routes unprefixed, everyone else under office/ (closingPrefix). */
export type ClosingPrefix = '' | 'office/';

const one = envelope(closing);
const page = envelope(listPayload(closing));

/** GET [office/]closings: a page of /closing. */
export async function listClosings(prefix: ClosingPrefix, params: ClosingsParams, signal?: AbortSignal): Promise<ListPayload<Closing>> {
  return (await http.get(`${prefix}closings`, { query: { ...params }, signal, schema: page })).payload;
}

export const closingsQueryOptions = (prefix: ClosingPrefix, params: ClosingsParams) =>
  queryOptions({ queryKey: closingKeys.list({ prefix, ...params }), queryFn: ({ signal }) => listClosings(prefix, params, signal) });

export const useClosings = (prefix: ClosingPrefix, params: ClosingsParams) => useQuery({ ...closingsQueryOptions(prefix, params), placeholderData: keepPreviousData });

/** GET [office/]closings/{closingId}: one closing with its sides and agents. */
export async function getClosing(prefix: ClosingPrefix, closingId: string, signal?: AbortSignal): Promise<Closing> {
  return (await http.get(`${prefix}closings/${encodeURIComponent(closingId)}`, { signal, schema: one })).payload;
}

export const useClosing = (prefix: ClosingPrefix, closingId: string) =>
  useQuery({ queryKey: closingKeys.detail(prefix, closingId), queryFn: ({ signal }) => getClosing(prefix, closingId, signal) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: closingKeys.all });
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
  };
}

/** POST [office/]closings. */
export function useCreateClosing(prefix: ClosingPrefix) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateClosingInput) => (await http.post(`${prefix}closings`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

/** POST [office/]closings/{closingId}/cancel. */
export function useCancelClosing(prefix: ClosingPrefix, closingId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CancelClosingBody) => (await http.post(`${prefix}closings/${encodeURIComponent(closingId)}/cancel`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

/** PATCH [office/]closings/{closingId}: the buyer's details and the note. */
export function useUpdateClosing(prefix: ClosingPrefix, closingId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdateClosingInput) => (await http.patch(`${prefix}closings/${encodeURIComponent(closingId)}`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

export type ClosingHistoriesParams = Partial<QueryParams<typeof closingHistoriesQuery>>;
const historyPage = envelope(listPayload(closingHistory));

/** GET [office/]closing-histories: a page of /closing/history. */
export async function listClosingHistories(prefix: ClosingPrefix, params: ClosingHistoriesParams, signal?: AbortSignal): Promise<ListPayload<ClosingHistory>> {
  return (await http.get(`${prefix}closing-histories`, { query: { ...params }, signal, schema: historyPage })).payload;
}

export const useClosingHistories = (prefix: ClosingPrefix, params: ClosingHistoriesParams) =>
  useQuery({ queryKey: [...closingKeys.all, 'histories', prefix, params], queryFn: ({ signal }) => listClosingHistories(prefix, params, signal), placeholderData: keepPreviousData });

/** GET [office/]closing-histories/{closingHistoryId}: one change, before and after. */
export const useClosingHistory = (prefix: ClosingPrefix, closingHistoryId: string) =>
  useQuery({
    queryKey: [...closingKeys.all, 'history', prefix, closingHistoryId],
    queryFn: async ({ signal }) => (await http.get(`${prefix}closing-histories/${encodeURIComponent(closingHistoryId)}`, { signal, schema: envelope(closingHistory) })).payload,
  });

export interface ClosingSummaryParams {
  groupBy: 'month' | 'office' | 'agent';
  filterClosingDateStartAt?: string;
  filterClosingDateEndAt?: string;
}

/** GET [office/]closings/summary: totals by month, office or agent for a range of closing dates. */
export const useClosingSummary = (prefix: ClosingPrefix, params: ClosingSummaryParams) =>
  useQuery({
    queryKey: [...closingKeys.all, 'summary', prefix, params],
    queryFn: async ({ signal }) => (await http.get(`${prefix}closings/summary`, { query: { ...params }, signal, schema: envelope(closingSummary) })).payload,
    placeholderData: keepPreviousData,
  });
