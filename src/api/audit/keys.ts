/** Query keys of the audit trail: /audit-log's pages and each record's History. */
export const auditKeys = {
  all: ['audit-events'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...auditKeys.lists(), params] as const,
  records: () => [...auditKeys.all, 'record'] as const,
  record: (entityType: string, entityId: string) => [...auditKeys.records(), entityType, entityId] as const,
};
