/** Query keys of employees, and of the website-link checks (GET employees?filterSlug or filterSlugAuthor). */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...employeeKeys.lists(), params] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (employeeId: string) => [...employeeKeys.details(), employeeId] as const,
  birthdays: () => [...employeeKeys.all, 'birthdays'] as const,
  websiteLinks: () => [...employeeKeys.all, 'website-link'] as const,
  websiteLink: (field: string, slug: string) => [...employeeKeys.websiteLinks(), field, slug] as const,
};
