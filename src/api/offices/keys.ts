/** Query keys of the office search. */
export const officeKeys = {
  all: ['offices'] as const,
  search: (search: string) => [...officeKeys.all, 'search', search] as const,
  detail: (officeId: string) => [...officeKeys.all, 'detail', officeId] as const,
};
