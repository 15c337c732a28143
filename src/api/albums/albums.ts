/** Albums (issue 19): the list of /album, one album with its items, create, edit and delete; writes invalidate every album query. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { album, type AlbumFormInput, type albumsQuery } from '../../../domain/album';
import { envelope, listPayload } from '../../../domain/entities/common';
import { http, type QueryParams } from '../http';

export type AlbumsParams = Partial<QueryParams<typeof albumsQuery>>;

const one = envelope(album);
const page = envelope(listPayload(album));

export const albumKeys = {
  all: ['albums'] as const,
  lists: () => [...albumKeys.all, 'list'] as const,
  list: (params: AlbumsParams) => [...albumKeys.lists(), params] as const,
  details: () => [...albumKeys.all, 'detail'] as const,
  detail: (albumId: string) => [...albumKeys.details(), albumId] as const,
};

export const albumsQueryOptions = (params: AlbumsParams) =>
  queryOptions({
    queryKey: albumKeys.list(params),
    queryFn: async ({ signal }) => (await http.get('albums', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });
export const useAlbums = (params: AlbumsParams) => useQuery(albumsQueryOptions(params));

export const albumQueryOptions = (albumId: string) =>
  queryOptions({
    queryKey: albumKeys.detail(albumId),
    queryFn: async ({ signal }) => (await http.get(`albums/${encodeURIComponent(albumId)}`, { signal, schema: one })).payload,
  });
export const useAlbum = (albumId: string) => useQuery(albumQueryOptions(albumId));

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: albumKeys.all });
}

/** POST albums (no id) or PATCH albums/{albumId}: the whole album, its items in their order. */
export function useSaveAlbum(albumId?: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: AlbumFormInput) =>
      (albumId ? await http.patch(`albums/${encodeURIComponent(albumId)}`, body, { schema: one }) : await http.post('albums', body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

/** DELETE albums/{albumId}. */
export function useDeleteAlbum(albumId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async () => (await http.delete(`albums/${encodeURIComponent(albumId)}`, { schema: one })).payload, onSuccess: invalidate });
}
