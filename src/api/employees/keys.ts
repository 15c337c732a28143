/** Query keys of employees. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...employeeKeys.lists(), params] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (employeeId: string) => [...employeeKeys.details(), employeeId] as const,
  birthdays: () => [...employeeKeys.all, 'birthdays'] as const,
};
