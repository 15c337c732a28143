/** The office screens' paths (§2). The wizard's slug is the screen it started from: /detail-office. */
export const OFFICE_LIST_PATH = '/office';
export const CREATE_OFFICE_PATH = '/office/create';
export const APPROVE_OFFICE_PATH = '/approve-office';
export const DETAIL_OFFICE_PATH = '/detail-office';
export const officeDetailPath = (officeId: string, tab = 'information') => `/office/${encodeURIComponent(officeId)}/${tab}`;
export const editOfficePath = (officeId: string) => `/office/${encodeURIComponent(officeId)}/edit`;
export const settingWebPath = (officeId: string) => `${DETAIL_OFFICE_PATH}/${encodeURIComponent(officeId)}/detail/setting-web`;
