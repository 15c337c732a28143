/** An employees row as the domain's Employee: the caller's records (caller.ts) and the employee lists (employees.ts) read it alike. */
import type { Employee } from '../../domain/entities/employee';
import type { employees } from '../db/schema';

type EmployeeRow = typeof employees.$inferSelect;

export function toEmployee(row: EmployeeRow): Employee {
  return {
    employeeId: row.employeeId,
    userId: row.userId,
    officeId: row.officeId,
    currentPosition: row.currentPosition,
    employeeRole: { role: row.role, status: row.roleStatus, approvalStatus: row.approvalStatus },
    employeeCode: row.employeeCode,
    tempEmployeeCode: row.tempEmployeeCode,
    allowSelfListing: row.allowSelfListing,
    agentListingPermission: row.agentListingPermission,
    starAgentTitle: row.starAgentTitle,
    starAgentWebContent: row.starAgentWebContent,
    starAgentItems: row.starAgentItems,
    status: row.status,
    mainEmail: row.mainEmail,
    geniusEmail: row.geniusEmail,
    privateEmail: row.privateEmail,
    slug: row.slug,
    slugAuthor: row.slugAuthor,
  };
}
