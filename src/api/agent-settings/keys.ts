/** Query keys of Setting Agent: the caller's offices and the office agent grid. */
export const agentSettingKeys = {
  all: ['agent-settings'] as const,
  offices: () => [...agentSettingKeys.all, 'offices'] as const,
  lists: () => [...agentSettingKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...agentSettingKeys.lists(), params] as const,
};
