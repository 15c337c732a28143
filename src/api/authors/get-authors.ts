import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { author, type Author, type AuthorsQuery } from '../../../domain/entities/author';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http } from '../http';
import { authorKeys } from './keys';

export type AuthorsParams = Partial<AuthorsQuery>;

const answer = envelope(listPayload(author));

/** GET /authors: employees with an author website link, searched by name or email, paged. */
export async function getAuthors(params: AuthorsParams, signal?: AbortSignal): Promise<ListPayload<Author>> {
  const res = await http.get('authors', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const authorsQueryOptions = (params: AuthorsParams) =>
  queryOptions({
    queryKey: authorKeys.list({ ...params }),
    queryFn: ({ signal }) => getAuthors(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuthors = (params: AuthorsParams) => useQuery(authorsQueryOptions(params));
