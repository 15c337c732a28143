export const TEAM_LIST_PATH = '/teams';
export const CREATE_TEAM_PATH = '/teams/create';
export const teamDetailPath = (groupId: string) => `/teams/${encodeURIComponent(groupId)}`;
export const editTeamPath = (groupId: string) => `/teams/${encodeURIComponent(groupId)}/edit`;
