import type { PublicUser } from '../../../domain/entities/user-admin';

export const PUBLIC_USERS_PATH = '/public-users';
export const publicUserDetailPath = (userId: string) => `/public-users/${encodeURIComponent(userId)}`;

/** §4: active toggles to inactive and back. */
export const nextStatus = (status: PublicUser['status']): PublicUser['status'] => (status === 'active' ? 'inactive' : 'active');
export const toggleLabel = (status: PublicUser['status']): string => (status === 'active' ? 'Deactivate' : 'Activate');
