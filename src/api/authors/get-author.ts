import { queryOptions, useQuery } from '@tanstack/react-query';
import { author, type Author } from '../../../domain/entities/author';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { authorKeys } from './keys';

const answer = envelope(author);

/** GET /authors/{employeeId}: any employee, author or not yet (slugAuthor null). */
export async function getAuthor(employeeId: string, signal?: AbortSignal): Promise<Author> {
  const res = await http.get(`authors/${encodeURIComponent(employeeId)}`, { signal, schema: answer });
  return res.payload;
}

export const authorQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: authorKeys.detail(employeeId),
    queryFn: ({ signal }) => getAuthor(employeeId, signal),
  });

export const useAuthor = (employeeId: string) => useQuery(authorQueryOptions(employeeId));
