/**
 * Who sees whose contact details (issue 11). A person's contact is their work
 * phone (firstPhoneNumber), their company mailbox ({product}Email), their
 * private mailbox (privateEmail) and which of the two is their main one
 * (mainEmail, §3). Three levels:
 *
 * - private: everything. The person, admin-HQ-plus, and the office
 *   management of the office the record belongs to: they employ and look
 *   after the person, and the person gave them the address.
 * - work: phone and company mailbox, the private mailbox never. What
 *   co-broking needs (an agent calls the listing agent of another office
 *   about a client), what HQ finance needs to reach someone about a bill, and
 *   what a shared page or PDF publishes of the sharing agent.
 * - none: nothing. Whoever does not work listings or people: the blog admin
 *   (the public author page shows no contact) and a user without a role.
 *
 * The server applies it when it maps rows to answers; a field above the
 * caller's level is null, so the SPA's schemas still parse.
 */
import { PRODUCT } from './entities/employee';
import { inGroup, type Role } from './roles';

export type ContactLevel = 'private' | 'work' | 'none';

/** The value of mainEmail that names the private mailbox (else it names the product's). */
export const PRIVATE_MAIN_EMAIL = 'PRIVATE';

/** The caller as the rule sees them. */
export interface ContactViewer {
  userId: string;
  roles: readonly Role[];
  /** Offices where the viewer holds an office-management role (§6's group). */
  managedOfficeIds: readonly string[];
}

/** Whose contact it is: the person, and the office of the employee record it comes from (null: an HQ record). */
export interface ContactOwner {
  userId: string;
  officeId: string | null;
}

/** What the rule needs of a signed-in user: their roles and active records (the server's Caller has them). */
export interface ContactViewerSource {
  userId: string;
  roles: readonly Role[];
  employees: readonly { officeId: string | null; employeeRole: { role: Role } }[];
}

export function contactViewer(source: ContactViewerSource): ContactViewer {
  const managed = source.employees.filter((e) => e.officeId !== null && inGroup([e.employeeRole.role], 'officeManagement'));
  return { userId: source.userId, roles: source.roles, managedOfficeIds: [...new Set(managed.map((e) => e.officeId!))] };
}

/** Those who work listings or people: HQ with finance, office roles, agents. */
const worksWithPeople = (roles: readonly Role[]) => inGroup(roles, 'hq') || inGroup(roles, 'officeManagement') || inGroup(roles, 'agents');

/** How much of this person's contact this viewer sees; null: nobody signed in. */
export function contactLevel(viewer: ContactViewer | null, owner: ContactOwner): ContactLevel {
  if (!viewer) return 'none';
  if (viewer.userId === owner.userId || inGroup(viewer.roles, 'adminHqPlus')) return 'private';
  if (owner.officeId !== null && viewer.managedOfficeIds.includes(owner.officeId)) return 'private';
  return worksWithPeople(viewer.roles) ? 'work' : 'none';
}

/** What a shared page and a PDF publish of the sharing agent, to anyone who opens them. */
export const PUBLISHED_CONTACT_LEVEL: ContactLevel = 'work';

export interface ContactFields {
  mainEmail: string | null;
  geniusEmail: string | null;
  privateEmail: string | null;
  firstPhoneNumber?: string | null;
}

/**
 * The contact as this level shows it: hidden fields null. Below private,
 * mainEmail names the company mailbox (or nothing), so it never points at a
 * mailbox the viewer cannot see.
 */
export function visibleContact<T extends ContactFields>(contact: T, level: ContactLevel): T {
  if (level === 'private') return contact;
  if (level === 'work') {
    const mainEmail = contact.mainEmail === PRIVATE_MAIN_EMAIL ? (contact.geniusEmail ? PRODUCT : null) : contact.mainEmail;
    return { ...contact, mainEmail, privateEmail: null };
  }
  return {
    ...contact,
    mainEmail: null,
    geniusEmail: null,
    privateEmail: null,
    ...(contact.firstPhoneNumber !== undefined && { firstPhoneNumber: null }),
  };
}
