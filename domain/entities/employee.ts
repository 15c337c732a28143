import { z } from 'zod';
import { ROLES } from '../roles';
import { booleanString, csv, DROPDOWN_LIST_LIMIT, listQuery, pageLimit } from './common';

export const EMPLOYEE_STATUSES = ['OPEN', 'ACTIVE', 'TRANSFERED', 'TERMINATED'] as const;
export const ROLE_STATUSES = ['OPEN', 'PUBLISH', 'UNPUBLISH', 'INACTIVE'] as const;
export const APPROVAL_STATUSES = ['DRAFT', 'WAITING_APPROVAL', 'APPROVED', 'REJECTED', 'OPEN'] as const;
export const INCLUDE_EMPLOYEE_DATA = ['office', 'currentPositionItem', 'groupMembers', 'starAgentPhoto', 'user'] as const;

/** The product whose company mailboxes employees get ({product}Email in §3). */
export const PRODUCT = 'genius';

export const officeSummary = z.object({
  officeId: z.string(),
  officeName: z.string(),
  officeCode: z.string().nullable(),
  tempOfficeCode: z.string().nullable(),
});

export const employee = z.object({
  employeeId: z.string(),
  userId: z.string(),
  officeId: z.string().nullable(),
  office: officeSummary.nullable().optional(),
  currentPosition: z.string().nullable(),
  currentPositionItem: z.object({ name: z.string() }).nullable().optional(),
  employeeRole: z.object({
    role: z.enum(ROLES),
    status: z.enum(ROLE_STATUSES),
    approvalStatus: z.enum(APPROVAL_STATUSES),
  }),
  groupMembers: z.array(z.object({ groupId: z.string() })).optional(),
  employeeCode: z.string().nullable(),
  tempEmployeeCode: z.string().nullable(),
  allowSelfListing: z.boolean(),
  agentListingPermission: z.boolean(),
  starAgentPhoto: z.object({ fileUrl: z.string() }).nullable().optional(),
  starAgentTitle: z.string().nullable(),
  starAgentWebContent: z.string().nullable(),
  starAgentItems: z.array(z.object({ type: z.string() })),
  status: z.enum(EMPLOYEE_STATUSES),
  mainEmail: z.string().nullable(),
  geniusEmail: z.string().nullable(),
  privateEmail: z.string().nullable(),
  slug: z.string().nullable(),
  slugAuthor: z.string().nullable(),
  user: z.object({ name: z.string(), nickName: z.string().nullable(), email: z.string() }).optional(),
});
export type Employee = z.infer<typeof employee>;

/** GET employees (§7): the session's filters, office and role filters, slugs for the website-link checks. */
export const employeesQuery = listQuery
  .extend({
    filterUserId: z.string().max(64),
    filterOfficeId: z.string().max(64),
    filterStatus: csv(EMPLOYEE_STATUSES),
    filterRole: csv(ROLES),
    filterRoleStatus: csv(ROLE_STATUSES),
    filterRoleApprovalStatus: csv(APPROVAL_STATUSES),
    includeData: csv(INCLUDE_EMPLOYEE_DATA),
    includeNullOffice: booleanString,
    filterSlug: z.string().max(200),
    filterSlugAuthor: z.string().max(200),
  })
  .partial()
  // The transfer dropdowns of §9 ask for every agent at once (limit 9999).
  .extend({ limit: pageLimit(DROPDOWN_LIST_LIMIT), offset: listQuery.shape.offset })
  .strict();
export type EmployeesQuery = z.infer<typeof employeesQuery>;

/** A colleague whose birthday falls in the current week (dashboard #birthday-list). */
export const birthday = z.object({
  userId: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  birthDate: z.string(),
  profilePic: z.string().nullable(),
  officeName: z.string().nullable(),
});
export type Birthday = z.infer<typeof birthday>;

/** GET employees/{employeeId}: the record with its office and user, and its last approval decision (§4). */
export const employeeDetail = employee.extend({
  approval: z.object({
    reason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z.object({ name: z.string() }).nullable(),
  }),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeeIdParams = z.object({ employeeId: z.string().min(1).max(64) }).strict();
