import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { author, type Author } from '../../../domain/entities/author';
import { http } from '../http';
import { authorKeys } from './keys';

const answer = z.object({ payload: author });

/** GET /authors/{employeeId}: any employee, author or not yet (slugAuthor null). */
export async function getAuthor(employeeId: string, signal?: AbortSignal): Promise<Author> {
  const res = await http.get<unknown>(`authors/${encodeURIComponent(employeeId)}`, { signal });
  return answer.parse(res).payload;
}

export const authorQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: authorKeys.detail(employeeId),
    queryFn: ({ signal }) => getAuthor(employeeId, signal),
  });

export const useAuthor = (employeeId: string) => useQuery(authorQueryOptions(employeeId));
