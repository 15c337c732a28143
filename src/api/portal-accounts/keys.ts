/** Query keys of office portal accounts. */
export const portalAccountKeys = {
  all: ['portal-accounts'] as const,
  list: (params: Record<string, unknown>) => [...portalAccountKeys.all, 'list', params] as const,
  emailCheck: (portalId: string, email: string) => [...portalAccountKeys.all, 'email', portalId, email] as const,
};
