import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { myList, sharedList, type MyListInput, type myListsQuery, type UpdateMyListBody } from '../../../domain/my-list';
import { http, type QueryParams } from '../http';

export type MyListsParams = Partial<QueryParams<typeof myListsQuery>>;

/** Keys of my lists: every key starts with 'my-lists', so one invalidation refreshes lists and details. */
export const myListKeys = {
  all: ['my-lists'] as const,
  lists: () => [...myListKeys.all, 'list'] as const,
  list: (params: MyListsParams) => [...myListKeys.lists(), params] as const,
  detail: (myListId: string) => [...myListKeys.all, 'detail', myListId] as const,
  shared: (sharedCode: string) => ['shared-lists', sharedCode] as const,
};

const one = envelope(myList);
const page = envelope(listPayload(myList));

/** GET my-lists: a page of the caller's own lists. */
export const useMyLists = (params: MyListsParams) =>
  useQuery({
    queryKey: myListKeys.list(params),
    queryFn: async ({ signal }) => (await http.get('my-lists', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET my-lists/{myListId}: one of the caller's lists with its listings and their masked links. */
export const myListQueryOptions = (myListId: string) =>
  queryOptions({
    queryKey: myListKeys.detail(myListId),
    queryFn: async ({ signal }) => (await http.get(`my-lists/${encodeURIComponent(myListId)}`, { signal, schema: one })).payload,
  });

export const useMyList = (myListId: string, enabled = true) => useQuery({ ...myListQueryOptions(myListId), enabled });

/** GET shared-lists/{sharedCode}: the public page of a shared list, read without a token. */
export const useSharedList = (sharedCode: string) =>
  useQuery({
    queryKey: myListKeys.shared(sharedCode),
    queryFn: async ({ signal }) => (await http.get(`shared-lists/${encodeURIComponent(sharedCode)}`, { signal, token: null, schema: envelope(sharedList) })).payload,
    retry: false,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: myListKeys.all });
}

/** POST my-lists. */
export function useCreateMyList() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: MyListInput) => (await http.post('my-lists', body, { schema: one })).payload, onSuccess: invalidate });
}

/** PATCH my-lists/{myListId}. */
export function useUpdateMyList(myListId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: Partial<MyListInput> & Partial<UpdateMyListBody>) => (await http.patch(`my-lists/${encodeURIComponent(myListId)}`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

/** DELETE my-lists/{myListId}. */
export function useDeleteMyList(myListId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async () => (await http.delete(`my-lists/${encodeURIComponent(myListId)}`, { schema: one })).payload, onSuccess: invalidate });
}

/** POST my-lists/{myListId}/share (agents): masks and shares each listing, gives the list its public link. */
export function useShareMyList(myListId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async () => (await http.post(`my-lists/${encodeURIComponent(myListId)}/share`, undefined, { schema: one })).payload, onSuccess: invalidate });
}
