/** The paths of the users screens (§2). */
export const USERS_PATH = '/users';
export const ADD_USER_PATH = '/users/add';
export const userDetailPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;
export const editUserPath = (userId: string) => `/users/${encodeURIComponent(userId)}/edit`;
export const userPasswordPath = (userId: string) => `/users/${encodeURIComponent(userId)}/change-password`;
