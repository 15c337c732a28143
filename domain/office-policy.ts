/**
 * Who may do what to which office (§6, issue 17). HQ sees every office; an
 * office role sees the offices where it holds a record. Admin-HQ-plus creates
 * offices, edits any and alone sets 'Allow Similar Listing'; a franchise owner
 * edits their own offices (the /office guard is franchise-owner-plus); an
 * office admin reaches their own office through /detail-office and may change
 * its web settings (the subdomain). HQ-manager-plus approves or rejects an
 * office waiting for approval; whoever may edit a draft or rejected office
 * submits it. Pure: the server refuses with these rules, the SPA shows the
 * buttons exactly when they hold.
 */
import { can, type AccessSubject } from './access';
import type { OfficeApprovalStatus } from './entities/office';
import { inGroup, officesHolding, type OfficeRecord, type Role } from './roles';

export interface OfficeCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  /** Active, approved records. */
  employees: readonly OfficeRecord[];
}

export interface OfficeRecordView {
  officeId: string;
  approvalStatus: OfficeApprovalStatus;
}

export const OFFICE_MESSAGES = {
  notFound: 'Office not found.',
  notYours: 'You may not change this office.',
  notWaiting: 'Only an office waiting for approval can be approved or rejected.',
  notSubmittable: 'Only a draft or rejected office can be submitted for approval.',
  submitted: 'Office submitted for approval.',
  approved: (name: string) => `${name} approved.`,
  rejected: (name: string) => `${name} rejected.`,
  created: 'Office created.',
  updated: 'Office updated.',
  similarListingHqOnly: 'Only admin HQ can change Allow Similar Listing.',
  duplicateListing: 'This office does not allow similar listings: one with the same title, sell or rent, property type, city and price already exists.',
  notificationApprovedTitle: 'Office approved',
  notificationApproved: (office: string) => `${office} has been approved and can now be chosen across the network.`,
  notificationRejectedTitle: 'Office rejected',
  notificationRejected: (office: string, reason: string) => `${office} was rejected: ${reason}`,
} as const;

export type OfficeScope = { kind: 'all' } | { kind: 'offices'; officeIds: readonly string[] };

/** The offices a caller sees: HQ (with finance) every office, office roles and agents their own. */
export function officeScope(caller: OfficeCaller): OfficeScope {
  if (inGroup(caller.roles, 'hq')) return { kind: 'all' };
  return { kind: 'offices', officeIds: [...new Set(caller.employees.map((e) => e.officeId).filter((id): id is string => id !== null))] };
}

export const isInOfficeScope = (scope: OfficeScope, officeId: string): boolean => scope.kind === 'all' || scope.officeIds.includes(officeId);

export const canCreateOffice = (caller: OfficeCaller): boolean => can(caller.subject, 'adminHqPlus');

/** Edit every field but 'Allow Similar Listing': admin-HQ-plus any office, a franchise owner their own. */
export function canEditOffice(caller: OfficeCaller, officeId: string): boolean {
  if (can(caller.subject, 'adminHqPlus')) return true;
  return officesHolding(caller.employees, ['franchise_owner']).includes(officeId);
}

/** The web settings step of /detail-office: an office admin's own office, or whoever may edit it. */
export function canEditOfficeWeb(caller: OfficeCaller, officeId: string): boolean {
  return canEditOffice(caller, officeId) || officesHolding(caller.employees, ['admin_office']).includes(officeId);
}

export const canSetSimilarListing = (caller: OfficeCaller): boolean => can(caller.subject, 'allowSimilarListing');

/** Why a caller may not move this office to `next`, or null when they may. */
export function officeApprovalRefusal(caller: OfficeCaller, office: OfficeRecordView, next: OfficeApprovalStatus): string | null {
  if (next === 'WAITING_APPROVAL') {
    if (!canEditOffice(caller, office.officeId)) return OFFICE_MESSAGES.notYours;
    return office.approvalStatus === 'DRAFT' || office.approvalStatus === 'REJECTED' ? null : OFFICE_MESSAGES.notSubmittable;
  }
  if (!can(caller.subject, 'hqManagerPlus')) return OFFICE_MESSAGES.notYours;
  return office.approvalStatus === 'WAITING_APPROVAL' ? null : OFFICE_MESSAGES.notWaiting;
}

export const canSubmitOffice = (caller: OfficeCaller, office: OfficeRecordView): boolean => officeApprovalRefusal(caller, office, 'WAITING_APPROVAL') === null;
export const canDecideOffice = (caller: OfficeCaller, office: OfficeRecordView): boolean => officeApprovalRefusal(caller, office, 'APPROVED') === null;

/** The detail tabs of /office/{officeId}/{tab}. */
export const OFFICE_TABS = [
  { key: 'information', label: 'Office Information' },
  { key: 'portal', label: 'Portal Accounts' },
] as const;
export type OfficeTab = (typeof OFFICE_TABS)[number]['key'];

/** The steps of the office detail wizard (/detail-office): Next goes to /{slug}/{officeId}/detail/setting-web. */
export const OFFICE_WIZARD_STEPS = [
  { key: 'information', label: 'Office Information' },
  { key: 'setting-web', label: 'Setting Web' },
] as const;

/**
 * A listing duplicates another of the same office when its title (case aside),
 * sell or rent, property type, city and price are the same: what an office
 * that denies similar listings refuses (issue 17).
 */
export interface DuplicateKey {
  title: string;
  sellOrRent: string;
  listingPropertyTypeId: string | null;
  city: string | null;
  price: number;
}
