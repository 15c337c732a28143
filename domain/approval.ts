/**
 * Approvals of people (§2 /approve-franchise-owner, /approve-agent,
 * /approve-staff; §4 approval status; §6 who approves whom): which screen an
 * employee record is decided on, who may decide it, the decision's body, and
 * what a decision does to the record. The server refuses with these rules and
 * the SPA shows the Approve and Reject buttons exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject, type GuardName } from './access';
import type { ApprovalStatus, EmployeeStatus, RoleStatus } from './people-formats';
import type { Role } from './roles';

export const APPROVAL_KINDS = ['franchise-owner', 'agent', 'staff'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export interface ApprovalScreen {
  kind: ApprovalKind;
  title: string;
  path: '/approve-franchise-owner' | '/approve-agent' | '/approve-staff';
  /** The roles whose records this screen decides. */
  roles: readonly Role[];
  /** §6: HQ-manager-plus approves franchise owners and staff, admin-HQ-plus agents. */
  guard: GuardName;
}

export const APPROVAL_SCREENS: Record<ApprovalKind, ApprovalScreen> = {
  'franchise-owner': {
    kind: 'franchise-owner',
    title: 'Approve Franchise Owner',
    path: '/approve-franchise-owner',
    roles: ['franchise_owner'],
    guard: 'hqManagerPlus',
  },
  agent: { kind: 'agent', title: 'Approve Agent', path: '/approve-agent', roles: ['agent'], guard: 'adminHqPlus' },
  staff: {
    kind: 'staff',
    title: 'Approve Staff',
    path: '/approve-staff',
    roles: ['business_owner', 'manager_office', 'finance_office', 'admin_office'],
    guard: 'hqManagerPlus',
  },
};

/** The screen a record of this role is decided on; HQ records have none (they are not approved in the app). */
export function approvalKindOf(role: Role): ApprovalKind | null {
  return APPROVAL_KINDS.find((kind) => APPROVAL_SCREENS[kind].roles.includes(role)) ?? null;
}

/** The tabs of an approval list, the one waiting for a decision first. */
export const APPROVAL_TABS: readonly ApprovalStatus[] = ['WAITING_APPROVAL', 'APPROVED', 'REJECTED', 'DRAFT'];
export const DEFAULT_APPROVAL_TAB: ApprovalStatus = 'WAITING_APPROVAL';

export const DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type Decision = (typeof DECISIONS)[number];

export const REASON_MAX = 500;

export const APPROVAL_MESSAGES = {
  reasonRequired: 'Reason is required.',
  reasonTooLong: `Reason must be at most ${REASON_MAX} characters.`,
  notWaiting: 'Only a record waiting for approval can be approved or rejected.',
  notYours: 'You may not decide this approval.',
  approved: (name: string) => `${name} approved.`,
  rejected: (name: string) => `${name} rejected.`,
  notificationApprovedTitle: 'Registration approved',
  notificationApproved: (role: string) => `Your registration as ${role} has been approved. Welcome aboard!`,
  notificationRejectedTitle: 'Registration rejected',
  notificationRejected: (role: string, reason: string) => `Your registration as ${role} was rejected: ${reason}`,
} as const;

/** POST employees/{employeeId}/approval: approve, or reject with a reason the employee is told. */
export const decideApprovalBody = z
  .object({
    approvalStatus: z.enum(DECISIONS, { error: () => 'Decision must be APPROVED or REJECTED.' }),
    reason: z.string().trim().max(REASON_MAX, APPROVAL_MESSAGES.reasonTooLong).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.approvalStatus === 'REJECTED' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: APPROVAL_MESSAGES.reasonRequired });
    }
  });
export type DecideApprovalBody = z.infer<typeof decideApprovalBody>;

/** The record as far as the rule needs it. */
export interface ApprovalRecord {
  role: Role;
  approvalStatus: ApprovalStatus;
}

/** Why this caller cannot decide this record now, or null when they can. */
export function approvalRefusal(subject: AccessSubject, record: ApprovalRecord): string | null {
  const kind = approvalKindOf(record.role);
  if (!kind || !can(subject, APPROVAL_SCREENS[kind].guard)) return APPROVAL_MESSAGES.notYours;
  if (record.approvalStatus !== 'WAITING_APPROVAL') return APPROVAL_MESSAGES.notWaiting;
  return null;
}

export const canDecideApproval = (subject: AccessSubject, record: ApprovalRecord): boolean => approvalRefusal(subject, record) === null;

/**
 * What a decision makes of the record: an approved one becomes active with a
 * published role, so it signs in and appears in agent searches (§5: approved
 * role, active status); a rejected one stays out, with its reason kept.
 */
export function decidedRecord(
  decision: Decision,
  reason: string | undefined,
): { approvalStatus: ApprovalStatus; status?: EmployeeStatus; roleStatus?: RoleStatus; approvalReason: string | null } {
  return decision === 'APPROVED'
    ? { approvalStatus: 'APPROVED', status: 'ACTIVE', roleStatus: 'PUBLISH', approvalReason: reason || null }
    : { approvalStatus: 'REJECTED', approvalReason: reason ?? null };
}
