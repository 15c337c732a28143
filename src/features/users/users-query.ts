import type { UsersParams } from '../../api/users/get-users';
import { ROLES, type Role } from '../../../domain/roles';
import { USER_STATUSES } from '../../../domain/entities/user';
import type { UserStatus } from '../../../domain/people-formats';
import { USER_SORT_FIELDS } from '../../../domain/entities/user-admin';
import type { ListSort } from '../../ui/list-sort';

/** The /users filters kept in the URL. */
export const USER_FILTERS = { role: '', status: '', office: '' };
export type UserFilterValues = typeof USER_FILTERS;

export const DEFAULT_USER_SORT: ListSort = { field: 'createdAt', order: 'DESC' };
export { USER_SORT_FIELDS };

const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);
const isStatus = (v: string): v is UserStatus => (USER_STATUSES as readonly string[]).includes(v);

/** The URL's values as the request's: a hand-edited value the server would refuse is left out. */
export function usersParams(values: UserFilterValues, list: { limit: number; offset: number; search?: string; sort: string }, extra: Partial<UsersParams> = {}): UsersParams {
  return {
    limit: list.limit,
    offset: list.offset,
    ...(list.search && { search: list.search }),
    ...(list.sort && { sort: list.sort }),
    ...(isRole(values.role) && { filterRole: [values.role] }),
    ...(isStatus(values.status) && { filterStatus: [values.status] }),
    ...(values.office && { filterOfficeId: values.office }),
    ...extra,
  };
}
