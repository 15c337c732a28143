import { useQuery } from '@tanstack/react-query';
import { listOffices } from './list-offices';
import { officeKeys } from './keys';

/** §5: is the subdomain another office's? GET offices?filterSubdomain, the office being edited left out. */
export async function isSubdomainUsed(subdomain: string, excludeOfficeId: string | null, signal?: AbortSignal): Promise<boolean> {
  const page = await listOffices({ filterSubdomain: subdomain, ...(excludeOfficeId ? { excludeOfficeId } : {}), limit: 1, offset: 0 }, signal);
  return page.count > 0;
}

/** Ask only when `subdomain` is set (the caller debounces it). */
export const useSubdomainUsed = (subdomain: string | null, excludeOfficeId: string | null) =>
  useQuery({
    queryKey: officeKeys.subdomain(subdomain ?? '', excludeOfficeId),
    queryFn: ({ signal }) => isSubdomainUsed(subdomain ?? '', excludeOfficeId, signal),
    enabled: subdomain !== null && subdomain !== '',
    staleTime: 30_000,
    retry: false,
  });
