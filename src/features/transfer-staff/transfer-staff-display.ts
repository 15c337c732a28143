export const TRANSFER_STAFF_PATH = '/transfer-staff';
export const CREATE_TRANSFER_STAFF_PATH = '/transfer-staff/create';
export const transferStaffPath = (id: string) => `${TRANSFER_STAFF_PATH}/${encodeURIComponent(id)}`;
