/** The magazine (issue 19): issues read with the list's query, created, edited (publish and unpublish too), deleted. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { magazineItem, type CreateMagazineBody, type MagazineItem, type UpdateMagazineBody } from '../../../domain/magazine';
import { http, type Query } from '../http';

export const magazineKeys = {
  all: ['magazines'] as const,
  lists: () => [...magazineKeys.all, 'list'] as const,
  list: (params: Query) => [...magazineKeys.lists(), params] as const,
};

const list = envelope(listPayload(magazineItem));
const one = envelope(magazineItem);

export const magazinesQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: magazineKeys.list(params),
    queryFn: async ({ signal }): Promise<ListPayload<MagazineItem>> => (await http.get('magazines', { query: params, signal, schema: list })).payload,
    placeholderData: keepPreviousData,
  });
export const useMagazines = (params: Query) => useQuery(magazinesQueryOptions(params));

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: magazineKeys.all });
};

/** Create (no id) or edit (an id). */
export function useSaveMagazine() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ magazineId, body }: { magazineId?: string; body: CreateMagazineBody | UpdateMagazineBody }) =>
      (magazineId ? await http.patch(`magazines/${encodeURIComponent(magazineId)}`, body, { schema: one }) : await http.post('magazines', body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

export function useDeleteMagazine() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (magazineId: string) => (await http.delete(`magazines/${encodeURIComponent(magazineId)}`, { schema: one })).payload, onSuccess: invalidate });
}
