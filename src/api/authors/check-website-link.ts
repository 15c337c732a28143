import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmployees } from '../employees/get-employees';
import { authorKeys } from './keys';

/** Who holds an author website link: the employee ids answering GET employees?filterSlugAuthor (§5, §7). */
export async function websiteLinkHolders(slugAuthor: string, signal?: AbortSignal): Promise<string[]> {
  const page = await getEmployees({ filterSlugAuthor: slugAuthor, limit: 1, offset: 0 }, signal);
  return page.results.map((e) => e.employeeId);
}

export const websiteLinkQueryOptions = (slugAuthor: string) =>
  queryOptions({
    queryKey: authorKeys.websiteLink(slugAuthor),
    queryFn: ({ signal }) => websiteLinkHolders(slugAuthor, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Ask only when `slugAuthor` is set (the caller debounces it and skips the employee's own link). */
export const useWebsiteLinkHolders = (slugAuthor: string | null) =>
  useQuery({ ...websiteLinkQueryOptions(slugAuthor ?? ''), enabled: slugAuthor !== null && slugAuthor !== '' });
