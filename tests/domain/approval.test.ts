import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, APPROVAL_SCREENS, approvalKindOf, approvalRefusal, decideApprovalBody, decidedRecord } from '../../domain/approval';
import { ROLES, type Role } from '../../domain/roles';
import type { AccessSubject } from '../../domain/access';

const subject = (role: Role): AccessSubject => ({ roles: [role], allowSelfListing: true, agentListingPermission: false });

/** §6: who approves whom. */
const DECIDERS: Record<string, readonly Role[]> = {
  agent: ['admin', 'admin_general_manager', 'admin_manager', 'admin_hq'],
  franchise_owner: ['admin', 'admin_general_manager', 'admin_manager'],
  admin_office: ['admin', 'admin_general_manager', 'admin_manager'],
  finance_office: ['admin', 'admin_general_manager', 'admin_manager'],
  manager_office: ['admin', 'admin_general_manager', 'admin_manager'],
  business_owner: ['admin', 'admin_general_manager', 'admin_manager'],
};

describe('approvalRefusal (§6)', () => {
  for (const [recordRole, deciders] of Object.entries(DECIDERS)) {
    for (const caller of ROLES) {
      const may = deciders.includes(caller);
      it(`${caller} ${may ? 'may' : 'may not'} decide a waiting ${recordRole}`, () => {
        expect(approvalRefusal(subject(caller), { role: recordRole as Role, approvalStatus: 'WAITING_APPROVAL' })).toBe(may ? null : APPROVAL_MESSAGES.notYours);
      });
    }
  }

  it('a record not waiting is refused even to the Super Admin', () => {
    for (const status of ['DRAFT', 'APPROVED', 'REJECTED', 'OPEN'] as const) {
      expect(approvalRefusal(subject('admin'), { role: 'agent', approvalStatus: status })).toBe(APPROVAL_MESSAGES.notWaiting);
    }
  });

  it('HQ records have no approval screen', () => {
    expect(approvalKindOf('admin_hq')).toBeNull();
    expect(approvalRefusal(subject('admin'), { role: 'admin_blog', approvalStatus: 'WAITING_APPROVAL' })).toBe(APPROVAL_MESSAGES.notYours);
  });

  it('each office and agent role has exactly one screen', () => {
    const screens = Object.values(APPROVAL_SCREENS).flatMap((s) => s.roles);
    expect([...screens].sort()).toEqual(Object.keys(DECIDERS).sort());
  });
});

describe('decideApprovalBody', () => {
  it('a rejection needs a reason, at the reason field', () => {
    const result = decideApprovalBody.safeParse({ approvalStatus: 'REJECTED', reason: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', APPROVAL_MESSAGES.reasonRequired]]);
    expect(decideApprovalBody.safeParse({ approvalStatus: 'APPROVED' }).success).toBe(true);
    expect(decideApprovalBody.safeParse({ approvalStatus: 'OPEN' }).success).toBe(false);
  });
});

describe('decidedRecord', () => {
  it('an approval activates the record and publishes the role; a rejection changes only the approval', () => {
    expect(decidedRecord('APPROVED', undefined)).toEqual({ approvalStatus: 'APPROVED', status: 'ACTIVE', roleStatus: 'PUBLISH', approvalReason: null });
    expect(decidedRecord('REJECTED', 'No KTP')).toEqual({ approvalStatus: 'REJECTED', approvalReason: 'No KTP' });
  });
});
