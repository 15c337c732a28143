import { APPROVAL_SCREENS, approvalKindOf, type ApprovalKind } from '../../../domain/approval';
import type { Role } from '../../../domain/roles';

export const approvalDetailPath = (kind: ApprovalKind, employeeId: string) => `${APPROVAL_SCREENS[kind].path}/${encodeURIComponent(employeeId)}`;

/** The detail path of a record by its role (null for HQ roles, which have no approval screen). */
export function approvalPathOf(role: Role, employeeId: string): string | null {
  const kind = approvalKindOf(role);
  return kind ? approvalDetailPath(kind, employeeId) : null;
}
