/** The columns of the people lists (employees, this week's birthdays, users, public users) and of notifications. */
import type { Birthday, Employee } from '../entities/employee';
import type { PublicUser, UserListItem } from '../entities/user-admin';
import type { Notification } from '../entities/notification';
import { formatDayMonth } from '../format';
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';
import { APPROVAL_STATUS_LABELS, BLOCKED_USER_LABEL, ROLE_STATUS_LABELS, USER_STATUS_LABELS } from '../people-formats';
import { ROLE_LABELS } from '../roles';

export const EMPLOYEE_COLUMNS: readonly ListColumn<Employee>[] = [
  { key: 'employeeCode', header: 'Employee Code', text: (e) => orDash(e.employeeCode ?? e.tempEmployeeCode) },
  { key: 'name', header: 'Name', text: (e) => orDash(e.user?.name) },
  { key: 'nickName', header: 'Nickname', text: (e) => orDash(e.user?.nickName) },
  { key: 'office', header: 'Office', text: (e) => orDash(e.office?.officeName) },
  { key: 'role', header: 'Role', text: (e) => ROLE_LABELS[e.employeeRole.role] },
  { key: 'status', header: 'Status', text: (e) => e.status },
  { key: 'mainEmail', header: 'Main Email', text: (e) => orDash(e.mainEmail) },
  { key: 'geniusEmail', header: 'Genius Email', text: (e) => orDash(e.geniusEmail) },
  { key: 'privateEmail', header: 'Private Email', text: (e) => orDash(e.privateEmail) },
  // /hq, /franchise-owner, /agent and /staff show both (issue 16); last, so earlier exports keep their columns' places.
  { key: 'approvalStatus', header: 'Approval Status', text: (e) => APPROVAL_STATUS_LABELS[e.employeeRole.approvalStatus] },
  { key: 'roleStatus', header: 'Role Status', text: (e) => ROLE_STATUS_LABELS[e.employeeRole.status] },
];

export const BIRTHDAY_COLUMNS: readonly ListColumn<Birthday>[] = [
  { key: 'name', header: 'Name', text: (b) => b.name },
  { key: 'nickName', header: 'Nickname', text: (b) => orDash(b.nickName) },
  { key: 'office', header: 'Office', text: (b) => orDash(b.officeName) },
  { key: 'birthDate', header: 'Birthday', text: (b) => formatDayMonth(b.birthDate) },
];

export const NOTIFICATION_COLUMNS: readonly ListColumn<Notification>[] = [
  { key: 'createdAt', header: 'Date', text: (n) => dateTimeCell(n.createdAt) },
  { key: 'title', header: 'Title', text: (n) => n.title },
  { key: 'message', header: 'Message', text: (n) => n.message },
  { key: 'readByUserAt', header: 'Read', text: (n) => dateCell(n.readByUserAt) },
];

/** /users: the displayed role is the first; the CSV names every role, highest first (the '+N' badge's). */
export const USER_COLUMNS: readonly ListColumn<UserListItem>[] = [
  { key: 'name', header: 'Name', text: (u) => u.name },
  { key: 'email', header: 'Email', text: (u) => u.email },
  { key: 'role', header: 'Role', text: (u) => orDash(u.roles.map((r) => ROLE_LABELS[r]).join(', ')) },
  { key: 'office', header: 'Office', text: (u) => orDash(u.officeNames.join(', ')) },
  { key: 'status', header: 'Status', text: (u) => USER_STATUS_LABELS[u.status] },
  { key: 'createdAt', header: 'Created', text: (u) => dateCell(u.createdAt) },
];

/** /user-has-{product}-emails: the product mailbox beside the sign-in address. */
export const PRODUCT_EMAIL_USER_COLUMNS: readonly ListColumn<UserListItem>[] = [
  { key: 'name', header: 'Name', text: (u) => u.name },
  { key: 'email', header: 'Email', text: (u) => u.email },
  { key: 'productEmail', header: 'Genius Email', text: (u) => orDash(u.productEmail) },
  { key: 'role', header: 'Role', text: (u) => orDash(u.roles.map((r) => ROLE_LABELS[r]).join(', ')) },
  { key: 'office', header: 'Office', text: (u) => orDash(u.officeNames.join(', ')) },
  { key: 'status', header: 'Status', text: (u) => USER_STATUS_LABELS[u.status] },
];

/** /public-users (§3 Public user): a blocked one is shown as 'Request Delete Account'. */
export const PUBLIC_USER_COLUMNS: readonly ListColumn<PublicUser>[] = [
  { key: 'name', header: 'Name', text: (u) => u.name },
  { key: 'email', header: 'Email', text: (u) => u.email },
  { key: 'status', header: 'Status', text: (u) => USER_STATUS_LABELS[u.status] },
  { key: 'isBlocked', header: 'Blocked', text: (u) => (u.authInfo.isBlocked ? BLOCKED_USER_LABEL : '-') },
  { key: 'createdAt', header: 'Created', text: (u) => dateCell(u.createdAt) },
];
