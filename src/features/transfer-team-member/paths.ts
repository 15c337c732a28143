export const TRANSFER_LIST_PATH = '/transfer-team-member';
export const CREATE_TRANSFER_PATH = '/transfer-team-member/create';
export const transferDetailPath = (transferMemberId: string) => `/transfer-team-member/${encodeURIComponent(transferMemberId)}`;
