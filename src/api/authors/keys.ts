/** Query keys of /author: the list, one author, and the website-link checks. */
export const authorKeys = {
  all: ['authors'] as const,
  lists: () => [...authorKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...authorKeys.lists(), params] as const,
  details: () => [...authorKeys.all, 'detail'] as const,
  detail: (employeeId: string) => [...authorKeys.details(), employeeId] as const,
  websiteLinks: () => [...authorKeys.all, 'website-link'] as const,
  websiteLink: (slugAuthor: string) => [...authorKeys.websiteLinks(), slugAuthor] as const,
};
