import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, type ClientInput, type clientsQuery, type CreateClientNoteBody, type CreateClientShareBody, type UpdateClientBody } from '../../../domain/client';
import { envelope, listPayload } from '../../../domain/entities/common';
import { http, type QueryParams } from '../http';

export type ClientsParams = Partial<QueryParams<typeof clientsQuery>>;

/** Keys of clients: every key starts with 'clients', so one invalidation refreshes lists and details. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: ClientsParams) => [...clientKeys.lists(), params] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (clientId: string) => [...clientKeys.details(), clientId] as const,
};

const one = envelope(client);
const page = envelope(listPayload(client));
const path = (clientId: string) => `clients/${encodeURIComponent(clientId)}`;

/** GET clients: a page of the caller's clients (every agent's for the Super Admin). */
export const useClients = (params: ClientsParams) =>
  useQuery({
    queryKey: clientKeys.list(params),
    queryFn: async ({ signal }) => (await http.get('clients', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET clients/{clientId}: the client with notes and shared listings. */
export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.detail(clientId),
    queryFn: async ({ signal }) => (await http.get(path(clientId), { signal, schema: one })).payload,
  });

export const useClient = (clientId: string) => useQuery(clientQueryOptions(clientId));

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

/** POST clients. */
export function useCreateClient() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: ClientInput) => (await http.post('clients', body, { schema: one })).payload, onSuccess: invalidate });
}

/** PATCH clients/{clientId}. */
export function useUpdateClient(clientId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: ClientInput | UpdateClientBody) => (await http.patch(path(clientId), body, { schema: one })).payload, onSuccess: invalidate });
}

/** DELETE clients/{clientId}. */
export function useDeleteClient(clientId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async () => (await http.delete(path(clientId), { schema: one })).payload, onSuccess: invalidate });
}

/** POST clients/{clientId}/notes. */
export function useAddClientNote(clientId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreateClientNoteBody) => (await http.post(`${path(clientId)}/notes`, body, { schema: one })).payload, onSuccess: invalidate });
}

/** POST clients/{clientId}/shares: masks the listing where it must be and shares it by link. */
export function useShareWithClient(clientId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreateClientShareBody) => (await http.post(`${path(clientId)}/shares`, body, { schema: one })).payload, onSuccess: invalidate });
}
