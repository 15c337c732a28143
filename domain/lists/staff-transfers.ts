/** The columns of /transfer-staff: the screen's and its CSV file's. */
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';
import { ROLE_LABELS } from '../roles';
import { TRANSFER_TIMING_LABELS, type TransferEmployee } from '../staff-transfer';
import { TRANSFER_MEMBER_STATUS_LABELS } from '../transfer';

export const TRANSFER_EMPLOYEE_COLUMNS: readonly ListColumn<TransferEmployee>[] = [
  { key: 'name', header: 'Name', text: (t) => t.user.name },
  { key: 'employeeCode', header: 'Employee Code', text: (t) => orDash(t.employee.employeeCode) },
  { key: 'role', header: 'Role', text: (t) => ROLE_LABELS[t.employee.role] },
  { key: 'fromOffice', header: 'From Office', text: (t) => orDash(t.fromOffice?.officeName) },
  { key: 'toOffice', header: 'To Office', text: (t) => t.toOffice.officeName },
  { key: 'timing', header: 'Transfer Time', text: (t) => (t.scheduledAt ? dateTimeCell(t.scheduledAt) : TRANSFER_TIMING_LABELS[t.timing]) },
  { key: 'status', header: 'Status', text: (t) => TRANSFER_MEMBER_STATUS_LABELS[t.status] },
  { key: 'createdAt', header: 'Created', text: (t) => dateTimeCell(t.createdAt) },
  { key: 'createdBy', header: 'Created By', text: (t) => orDash(t.createdByUserMeta?.name) },
];
