import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, listPayload } from '../../../domain/entities/common';
import { handover, type AddHandoverFileBody, type Handover, type CreateHandoverInput, type handoversQuery, type UpdateHandoverInput } from '../../../domain/handover';
import { http, type QueryParams } from '../http';

export type HandoversParams = Partial<QueryParams<typeof handoversQuery>>;
/** HQ reads unprefixed, everyone else under office/ (domain/handover.ts handoverPrefix); writes are agents', under office/. */
export type HandoverPrefix = '' | 'office/';

export const handoverKeys = { all: ['handovers'] as const };

const one = envelope(handover);
const page = envelope(listPayload(handover));
const choices = envelope(z.array(z.object({ closingId: z.string(), closingCode: z.string(), listingCode: z.string(), title: z.string(), buyerName: z.string(), closingDate: z.string() })));
const path = (handoverId: string) => `office/handovers/${encodeURIComponent(handoverId)}`;

/** GET [office/]handovers: a page of /handover in the caller's scope. */
export const useHandovers = (prefix: HandoverPrefix, params: HandoversParams) =>
  useQuery({
    queryKey: [...handoverKeys.all, 'list', prefix, params],
    queryFn: async ({ signal }) => (await http.get(`${prefix}handovers`, { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET [office/]handovers/{handoverId}: one handover with its checklist and files. */
export const useHandover = (prefix: HandoverPrefix, handoverId: string) =>
  useQuery({
    queryKey: [...handoverKeys.all, 'detail', prefix, handoverId],
    queryFn: async ({ signal }) => (await http.get(`${prefix}handovers/${encodeURIComponent(handoverId)}`, { signal, schema: one })).payload,
  });

/** GET office/handovers/closings: the agent's closings that can be handed over (the create form's choices). */
export const useHandoverableClosings = () =>
  useQuery({
    queryKey: [...handoverKeys.all, 'closings'],
    queryFn: async ({ signal }) => (await http.get('office/handovers/closings', { signal, schema: choices })).payload,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: handoverKeys.all });
}

/** A change answers the whole handover: the agent's detail shows it at once (writes are office/'s), then every list refetches. */
function useSaved() {
  const queryClient = useQueryClient();
  return (saved: Handover) => {
    queryClient.setQueryData([...handoverKeys.all, 'detail', 'office/', saved.handoverId], saved);
    void queryClient.invalidateQueries({ queryKey: handoverKeys.all });
  };
}

/** POST office/handovers (agents). */
export function useCreateHandover() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreateHandoverInput) => (await http.post('office/handovers', body, { schema: one })).payload, onSuccess: invalidate });
}

/** PATCH office/handovers/{id}: date, receiver, note, checklist (the handing agent, while in progress). */
export function useUpdateHandover(handoverId: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: async (body: UpdateHandoverInput) => (await http.patch(path(handoverId), body, { schema: one })).payload, onSuccess: saved });
}

/** POST office/handovers/{id}/files: an uploaded image as a document or a signature. */
export function useAddHandoverFile(handoverId: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: async (body: AddHandoverFileBody) => (await http.post(`${path(handoverId)}/files`, body, { schema: one })).payload, onSuccess: saved });
}

/** DELETE office/handovers/{id}/files/{handoverFileId}. */
export function useRemoveHandoverFile(handoverId: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (handoverFileId: string) => (await http.delete(`${path(handoverId)}/files/${encodeURIComponent(handoverFileId)}`, { schema: one })).payload,
    onSuccess: saved,
  });
}

/** POST office/handovers/{id}/complete or /cancel. */
export function useHandoverStatus(handoverId: string, action: 'complete' | 'cancel') {
  const saved = useSaved();
  return useMutation({ mutationFn: async () => (await http.post(`${path(handoverId)}/${action}`, undefined, { schema: one })).payload, onSuccess: saved });
}
