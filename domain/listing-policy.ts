/**
 * Who may do what to which listing, written once beside the access table
 * (access.ts answers by role; these answer for one record). Pure functions of
 * the caller and the record: the server applies them as the security (the
 * scope becomes SQL, a refused edit is a 403, a refused listing agent a 400 at
 * its field) and the SPA asks the same functions which buttons and fields to
 * show, so a button is there exactly when the server will accept its action.
 *
 * The caller is what both sides have: the user, their roles and their active
 * employee records (the server's Caller, the SPA's Session via policyCaller).
 */
import { accessSubject, type Session } from './session';
import { GUARDS } from './access';
import type { Employee } from './entities/employee';
import type { Listing, ListingStatus } from './entities/listing';
import { listingActor, MASKING_STATUSES } from './listing';
import { MESSAGES } from './messages';
import { isHqUser, type Role } from './roles';

export interface PolicyCaller {
  userId: string;
  roles: readonly Role[];
  /** Active, approved records (session.ts activeEmployees). */
  employees: readonly Pick<Employee, 'employeeId' | 'userId' | 'officeId' | 'employeeRole' | 'allowSelfListing' | 'agentListingPermission'>[];
}

/** The SPA's session as a policy caller. */
export const policyCaller = (session: Pick<Session, 'user' | 'roles' | 'employees'>): PolicyCaller => ({
  userId: session.user.userId,
  roles: session.roles,
  employees: session.employees,
});

const officeIdsOf = (caller: PolicyCaller): string[] => [
  ...new Set(caller.employees.map((e) => e.officeId).filter((id): id is string => id !== null)),
];

const isAgentCaller = (caller: PolicyCaller): boolean => caller.roles.includes('agent');

/** The caller's agent records: whose maskings count as theirs, and whose listings are their own. */
export const agentEmployeeIds = (caller: PolicyCaller): string[] =>
  caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId);

// ---------------------------------------------------------------------------
// Which listings a caller sees

/**
 * HQ sees every listing. Everyone else sees the listings of the offices they
 * work in, and an agent also every office's listings in a masking status
 * (masking shares another office's listing under one's own name). Data: the
 * server turns it into SQL, `isInListingScope` reads it for one listing.
 */
export type ListingScope = { kind: 'all' } | { kind: 'some'; officeIds: readonly string[]; anyOfficeStatuses: readonly ListingStatus[] };

export function listingScope(caller: PolicyCaller): ListingScope {
  if (isHqUser(caller.roles)) return { kind: 'all' };
  return { kind: 'some', officeIds: officeIdsOf(caller), anyOfficeStatuses: isAgentCaller(caller) ? MASKING_STATUSES : [] };
}

export function isInListingScope(scope: ListingScope, listing: Pick<Listing, 'officeId' | 'status'>): boolean {
  return scope.kind === 'all' || scope.officeIds.includes(listing.officeId) || scope.anyOfficeStatuses.includes(listing.status);
}

// ---------------------------------------------------------------------------
// Editing a listing

export const NOT_YOUR_LISTING = 'You can only edit your own listings.';

/**
 * §6: admin-HQ-plus edits any listing, an office admin their office's, an
 * agent their own (the listing edit guard and the record's relation, both).
 */
export function canEditListing(caller: PolicyCaller, listing: Pick<Listing, 'officeId' | 'employeeId'>): boolean {
  return GUARDS.listingEdit(accessSubject(caller)) && listingActor(caller, listing) !== null;
}

// ---------------------------------------------------------------------------
// The listing agent of a new listing

export const NOT_YOUR_OFFICE_AGENT = 'Employee must be an active agent of your office.';
export const CANNOT_SELF_LIST = 'You are not allowed to create a listing for yourself.';

/** The offices whose agents this caller may name as a new listing's agent: an office admin's with the agent-listing permission. */
export function agentPickOffices(caller: PolicyCaller): string[] {
  return [
    ...new Set(
      caller.employees
        .filter((e) => e.employeeRole.role === 'admin_office' && e.agentListingPermission && e.officeId)
        .map((e) => e.officeId!),
    ),
  ];
}

/**
 * Who lists a new listing. An agent allowed to self-list lists for themself
 * (their first agent record, or the one named); otherwise the caller names an
 * agent, who must be an active agent of one of `officeIds` (the server looks
 * that up: a record this function cannot see).
 */
export type ListingAgentChoice =
  | { kind: 'self'; employeeId: string; userId: string; officeId: string }
  | { kind: 'officeAgent'; employeeId: string; officeIds: readonly string[] }
  | { kind: 'refused'; field: 'employeeId'; message: string };

export function listingAgentChoice(caller: PolicyCaller, employeeId: string | undefined): ListingAgentChoice {
  const ownAgents = caller.employees.filter((e) => e.employeeRole.role === 'agent' && e.officeId);
  const canSelfList = ownAgents.length > 0 && accessSubject(caller).allowSelfListing;
  const own = employeeId ? ownAgents.find((e) => e.employeeId === employeeId) : ownAgents[0];
  if (own && canSelfList) return { kind: 'self', employeeId: own.employeeId, userId: own.userId, officeId: own.officeId! };
  if (own && employeeId) return { kind: 'refused', field: 'employeeId', message: CANNOT_SELF_LIST };
  if (!employeeId) return { kind: 'refused', field: 'employeeId', message: MESSAGES.required('Employee') };
  const officeIds = agentPickOffices(caller);
  if (!officeIds.length) return { kind: 'refused', field: 'employeeId', message: NOT_YOUR_OFFICE_AGENT };
  return { kind: 'officeAgent', employeeId, officeIds };
}

/**
 * What the create form asks: nothing when the caller lists for themself, an
 * agent of this office when they name one (the office the agent picker
 * searches), or neither when they may not create a listing at all.
 */
export type ListingFormAgent = { kind: 'self' } | { kind: 'pick'; officeId: string } | { kind: 'none' };

export function listingFormAgent(caller: PolicyCaller): ListingFormAgent {
  const self = listingAgentChoice(caller, undefined);
  if (self.kind === 'self') return { kind: 'self' };
  const [officeId] = agentPickOffices(caller);
  return officeId ? { kind: 'pick', officeId } : { kind: 'none' };
}
