/** Query keys of offices: the picker's search, one office's name, the /office list and one office's detail. */
export const officeKeys = {
  all: ['offices'] as const,
  search: (search: string) => [...officeKeys.all, 'search', search] as const,
  detail: (officeId: string) => [...officeKeys.all, 'detail', officeId] as const,
  list: (params: Record<string, unknown>) => [...officeKeys.all, 'list', params] as const,
  full: (officeId: string) => [...officeKeys.all, 'full', officeId] as const,
  subdomain: (subdomain: string, excludeOfficeId: string | null) => [...officeKeys.all, 'subdomain', subdomain, excludeOfficeId] as const,
};
