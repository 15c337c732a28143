import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmployees } from './get-employees';
import { employeeKeys } from './keys';

/** The two website links of an employee (§3, §5): their own page (slug) and their author page (slugAuthor). */
export type WebsiteLinkKind = 'slug' | 'slugAuthor';

const FILTER = { slug: 'filterSlug', slugAuthor: 'filterSlugAuthor' } as const;

/** Who holds a website link: the employee ids answering GET employees?filterSlug or filterSlugAuthor (§5, §7). */
export async function websiteLinkHolders(kind: WebsiteLinkKind, slug: string, signal?: AbortSignal): Promise<string[]> {
  const page = await getEmployees({ [FILTER[kind]]: slug, limit: 1, offset: 0 }, signal);
  return page.results.map((e) => e.employeeId);
}

export const websiteLinkQueryOptions = (kind: WebsiteLinkKind, slug: string) =>
  queryOptions({
    queryKey: employeeKeys.websiteLink(kind, slug),
    queryFn: ({ signal }) => websiteLinkHolders(kind, slug, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Ask only when `slug` is set (the caller debounces it and skips the employee's own link). */
export const useWebsiteLinkHolders = (kind: WebsiteLinkKind, slug: string | null) =>
  useQuery({ ...websiteLinkQueryOptions(kind, slug ?? ''), enabled: slug !== null && slug !== '' });
