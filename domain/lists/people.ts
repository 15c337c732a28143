/** The columns of the people lists (no screen yet: employees, this week's birthdays) and of notifications. */
import type { Birthday, Employee } from '../entities/employee';
import type { Notification } from '../entities/notification';
import { formatDayMonth } from '../format';
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';
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
