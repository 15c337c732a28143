import { describe, expect, test } from 'vitest';
import { createOfficeBody, officeApprovalBody, OFFICE_APPROVAL_STATUSES, type OfficeApprovalStatus } from '../../domain/entities/office';
import { MESSAGES } from '../../domain/messages';
import {
  canCreateOffice,
  canDecideOffice,
  canEditOffice,
  canEditOfficeWeb,
  canSetSimilarListing,
  canSubmitOffice,
  officeApprovalRefusal,
  officeScope,
  OFFICE_MESSAGES,
  type OfficeCaller,
} from '../../domain/office-policy';
import { ROLES, ROLE_GROUPS, type Role } from '../../domain/roles';
import { accessSubject } from '../../domain/session';

const record = (role: Role, officeId: string | null) => ({ officeId, employeeRole: { role } });
function caller(...employees: ReturnType<typeof record>[]): OfficeCaller {
  const roles = employees.map((e) => e.employeeRole.role);
  return { roles, employees, subject: accessSubject({ roles, employees: employees.map((e) => ({ ...e, allowSelfListing: true, agentListingPermission: false })) as never }) };
}
const office = (approvalStatus: OfficeApprovalStatus, officeId = 'office-a') => ({ officeId, approvalStatus });

describe('who sees and changes which office', () => {
  test.each(ROLE_GROUPS.hq)('%s (HQ) sees every office', (role) => {
    expect(officeScope(caller(record(role, null)))).toEqual({ kind: 'all' });
  });

  test.each(ROLES.filter((r) => !ROLE_GROUPS.hq.includes(r)))('%s sees only the offices of their records', (role) => {
    expect(officeScope(caller(record(role, 'office-a')))).toEqual({ kind: 'offices', officeIds: ['office-a'] });
  });

  test.each(ROLES)('%s: creates and sets Allow Similar Listing exactly when admin-HQ-plus', (role) => {
    const c = caller(record(role, ROLE_GROUPS.hq.includes(role) ? null : 'office-a'));
    const isAdminHq = ROLE_GROUPS.adminHqPlus.includes(role);
    expect(canCreateOffice(c)).toBe(isAdminHq);
    expect(canSetSimilarListing(c)).toBe(isAdminHq);
    expect(canEditOffice(c, 'office-b')).toBe(isAdminHq);
  });

  test('a franchise owner edits their own office; an office admin only its web settings; a business owner neither', () => {
    expect(canEditOffice(caller(record('franchise_owner', 'office-a')), 'office-a')).toBe(true);
    expect(canEditOffice(caller(record('franchise_owner', 'office-a')), 'office-b')).toBe(false);
    expect(canEditOffice(caller(record('admin_office', 'office-a')), 'office-a')).toBe(false);
    expect(canEditOfficeWeb(caller(record('admin_office', 'office-a')), 'office-a')).toBe(true);
    expect(canEditOfficeWeb(caller(record('admin_office', 'office-a')), 'office-b')).toBe(false);
    expect(canEditOffice(caller(record('business_owner', 'office-a')), 'office-a')).toBe(false);
  });
});

describe('the approval of an office', () => {
  const manager = caller(record('admin_manager', null));
  const adminHq = caller(record('admin_hq', null));
  const owner = caller(record('franchise_owner', 'office-a'));

  test.each(OFFICE_APPROVAL_STATUSES)('from %s: submit only a draft or rejected office, decide only a waiting one', (status) => {
    const isSubmittable = status === 'DRAFT' || status === 'REJECTED';
    expect(canSubmitOffice(adminHq, office(status))).toBe(isSubmittable);
    expect(canSubmitOffice(owner, office(status))).toBe(isSubmittable);
    expect(canDecideOffice(manager, office(status))).toBe(status === 'WAITING_APPROVAL');
    expect(officeApprovalRefusal(manager, office(status), 'REJECTED')).toBe(status === 'WAITING_APPROVAL' ? null : OFFICE_MESSAGES.notWaiting);
  });

  test.each(ROLES)('%s decides exactly when HQ-manager-plus', (role) => {
    const c = caller(record(role, ROLE_GROUPS.hq.includes(role) ? null : 'office-a'));
    expect(canDecideOffice(c, office('WAITING_APPROVAL'))).toBe(ROLE_GROUPS.hqManagerPlus.includes(role));
  });

  test("another office's owner may not submit it", () => {
    expect(officeApprovalRefusal(owner, office('DRAFT', 'office-b'), 'WAITING_APPROVAL')).toBe(OFFICE_MESSAGES.notYours);
  });

  test('a rejection needs a reason', () => {
    expect(officeApprovalBody.safeParse({ approvalStatus: 'REJECTED' }).error?.issues[0]).toMatchObject({ path: ['reason'], message: MESSAGES.required('Reason') });
    expect(officeApprovalBody.safeParse({ approvalStatus: 'REJECTED', reason: 'Lease missing' }).success).toBe(true);
    expect(officeApprovalBody.safeParse({ approvalStatus: 'APPROVED' }).success).toBe(true);
  });
});

describe('the office form (§5 formats)', () => {
  const valid = { officeName: 'Genius Cirebon', firstPhoneNumber: '0231-555', email: 'A@B.co', province: 'Jawa Barat', city: 'Cirebon', address: 'Jl. A', isOfficePkp: false };
  test('lower-cases email and subdomain; blank optional fields read as null', () => {
    const parsed = createOfficeBody.parse({ ...valid, subdomain: 'Cirebon.Kota', secondPhoneNumber: '  ', officeCode: '' });
    expect(parsed).toMatchObject({ email: 'a@b.co', subdomain: 'cirebon.kota', secondPhoneNumber: null, officeCode: null });
  });
  test.each([
    ['firstPhoneNumber', 'call me', 'First Phone Number format is invalid.'],
    ['subdomain', 'my office', 'Subdomain format is invalid.'],
    ['postalCode', '123', 'Postal Code must be 5 digits.'],
    ['email', 'nobody', 'Email format is invalid.'],
    ['officeName', '  ', 'Office Name is required.'],
  ])('%s %j: %s', (field, value, message) => {
    const issues = createOfficeBody.safeParse({ ...valid, [field]: value }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});
