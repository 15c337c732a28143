/**
 * Employee records kept on /hq, /franchise-owner, /agent and /staff (§2, §3,
 * §6; issue 16): which roles each screen keeps, who may keep them, in which
 * offices, and the bodies that create and edit a record. The server refuses
 * with these rules (403 for a screen the caller may not use, 404 for a record
 * outside their offices) and the SPA shows Create and Edit exactly when they
 * hold.
 *
 * A new record of an office screen waits for approval (WAITING_APPROVAL, role
 * status OPEN, status OPEN): the approval screens (domain/approval.ts) make it
 * ACTIVE and PUBLISH. HQ records are not approved in the app: they start
 * APPROVED, PUBLISH and ACTIVE.
 */
import { z } from 'zod';
import { can, type AccessSubject, type GuardName } from './access';
import { EMPLOYEE_STATUSES, PRODUCT, ROLE_STATUSES } from './entities/employee';
import { id } from './entities/common';
import { userFields } from './entities/user-admin';
import { MESSAGES } from './messages';
import { HQ_ROLES, inGroup, officesHolding, ROLE_GROUPS, ROLES, type Role } from './roles';
import { textField } from './validation';

export const EMPLOYEE_KINDS = ['hq', 'franchise-owner', 'agent', 'staff'] as const;
export type EmployeeKind = (typeof EMPLOYEE_KINDS)[number];

export interface EmployeeScreen {
  kind: EmployeeKind;
  /** The page header and breadcrumb. */
  title: string;
  /** The singular, for 'Create {noun}' and messages. */
  noun: string;
  path: '/hq' | '/franchise-owner' | '/agent' | '/staff';
  /** The roles whose records this screen keeps. */
  roles: readonly Role[];
  /** §6's guard of the screen (domain/access.ts ROUTES uses the same). */
  guard: GuardName;
  /** Whether a record belongs to an office (HQ records have none). */
  hasOffice: boolean;
  /** Whether a new record waits for approval (domain/approval.ts decides it). */
  needsApproval: boolean;
}

export const EMPLOYEE_SCREENS: Record<EmployeeKind, EmployeeScreen> = {
  hq: {
    kind: 'hq',
    title: 'HQ',
    noun: 'HQ Employee',
    path: '/hq',
    // The blog admin has /author; every other HQ role is kept here.
    roles: HQ_ROLES.filter((r) => r !== 'admin_blog'),
    guard: 'hqManagerPlus',
    hasOffice: false,
    needsApproval: false,
  },
  'franchise-owner': {
    kind: 'franchise-owner',
    title: 'Franchise Owner',
    noun: 'Franchise Owner',
    path: '/franchise-owner',
    roles: ['franchise_owner'],
    guard: 'adminHqPlus',
    hasOffice: true,
    needsApproval: true,
  },
  agent: {
    kind: 'agent',
    title: 'Agent',
    noun: 'Agent',
    path: '/agent',
    roles: ['agent'],
    guard: 'adminHqOrOffice',
    hasOffice: true,
    needsApproval: true,
  },
  staff: {
    kind: 'staff',
    title: 'Office Staff',
    noun: 'Staff',
    path: '/staff',
    roles: ['business_owner', 'manager_office', 'finance_office', 'admin_office'],
    guard: 'ownersPlus',
    hasOffice: true,
    needsApproval: true,
  },
};

/** The screen that keeps records of this role (the blog admin's is /author: none here). */
export function employeeKindOf(role: Role): EmployeeKind | null {
  return EMPLOYEE_KINDS.find((kind) => EMPLOYEE_SCREENS[kind].roles.includes(role)) ?? null;
}

export interface EmployeeAdminCaller extends AccessSubject {
  /** The caller's active, approved records (session.ts activeEmployees). */
  employees: readonly { officeId: string | null; employeeRole: { role: Role } }[];
}

/** 'all': every office's records; else the offices whose records of this kind the caller keeps. */
export type EmployeeScope = { kind: 'all' } | { kind: 'offices'; officeIds: readonly string[] };

/**
 * Whose records of a kind the caller keeps: admin-HQ-plus every office's (the
 * screen's own guard still applies: /hq is HQ-manager-plus); office management
 * only their own offices' agents, owners only their own offices' staff.
 */
export function employeeScope(caller: EmployeeAdminCaller, kind: EmployeeKind): EmployeeScope | null {
  if (!can(caller, EMPLOYEE_SCREENS[kind].guard)) return null;
  if (inGroup(caller.roles, 'adminHqPlus')) return { kind: 'all' };
  const keepers: readonly Role[] = kind === 'staff' ? ROLE_GROUPS.owners : ROLE_GROUPS.officeManagement;
  return { kind: 'offices', officeIds: officesHolding(caller.employees, keepers) };
}

/** The caller may see and edit this record (of this kind, in this office). */
export function canKeepEmployee(caller: EmployeeAdminCaller, kind: EmployeeKind, officeId: string | null): boolean {
  const scope = employeeScope(caller, kind);
  if (!scope) return false;
  return scope.kind === 'all' || (officeId !== null && scope.officeIds.includes(officeId));
}

/** The caller may create a record of this kind (in some office). */
export function canCreateEmployee(caller: EmployeeAdminCaller, kind: EmployeeKind): boolean {
  const scope = employeeScope(caller, kind);
  return !!scope && (scope.kind === 'all' || scope.officeIds.length > 0);
}

/**
 * Only a Super Admin makes, keeps or ends a Super Admin record: /hq is
 * HQ-manager-plus, and a manager must not raise anyone (themselves included)
 * above their own rank, nor end the Super Admin's record.
 */
export function mayGrantRole(caller: AccessSubject, role: Role): boolean {
  return role !== 'admin' || inGroup(caller.roles, 'superAdmin');
}

/**
 * A record's role status and status move only once it is approved: before,
 * the approval screens decide (a WAITING_APPROVAL record made ACTIVE here
 * would skip them).
 */
export function statusChangeRefusal(
  record: { approvalStatus: string; roleStatus: string; status: string },
  change: { roleStatus?: string; status?: string },
): { field: 'roleStatus' | 'status'; message: string } | null {
  if (record.approvalStatus === 'APPROVED') return null;
  if (change.roleStatus !== undefined && change.roleStatus !== record.roleStatus) return { field: 'roleStatus', message: EMPLOYEE_ADMIN_MESSAGES.statusBeforeApproval };
  if (change.status !== undefined && change.status !== record.status) return { field: 'status', message: EMPLOYEE_ADMIN_MESSAGES.statusBeforeApproval };
  return null;
}

// ---------------------------------------------------------------------------
// Bodies

/** mainEmail names which mailbox is the main one (§3: PRIVATE or {product}). */
export const MAIN_EMAIL_CHOICES = ['PRIVATE', PRODUCT] as const;
export type MainEmailChoice = (typeof MAIN_EMAIL_CHOICES)[number];

/** §3 starAgentItems (type): the badges a star agent's web page shows. The spec names no values; these are ours. */
export const STAR_AGENT_ITEM_TYPES = ['top_lister', 'top_seller', 'top_rent', 'best_newcomer', 'million_club'] as const;
export const STAR_AGENT_ITEM_LABELS: Record<(typeof STAR_AGENT_ITEM_TYPES)[number], string> = {
  top_lister: 'Top Lister',
  top_seller: 'Top Seller',
  top_rent: 'Top Rent',
  best_newcomer: 'Best Newcomer',
  million_club: 'Million Club',
};

export const WEBSITE_SLUG_MIN = 3;
export const WEBSITE_SLUG_MAX = 100;

export const EMPLOYEE_FORM_LABELS = {
  user: 'User',
  officeId: 'Office',
  role: 'Role',
  roleStatus: 'Role Status',
  status: 'Status',
  currentPosition: 'Position',
  employeeCode: 'Employee Code',
  tempEmployeeCode: 'Temp Employee Code',
  mainEmail: 'Main Email',
  geniusEmail: `${PRODUCT[0]!.toUpperCase()}${PRODUCT.slice(1)} Email`,
  privateEmail: 'Private Email',
  slug: 'Website Link',
  slugAuthor: 'Author Website Link',
  allowSelfListing: 'Allow Self Listing',
  starAgentPhotoUrl: 'Star Agent Photo',
  starAgentTitle: 'Star Agent Title',
  starAgentWebContent: 'Star Agent Web Content',
  starAgentItems: 'Star Agent Items',
} as const;

export const EMPLOYEE_ADMIN_MESSAGES = {
  created: (noun: string) => `${noun} successfully created!`,
  updated: (noun: string) => `${noun} successfully updated!`,
  notFound: 'Employee not found.',
  officeRequired: MESSAGES.required(EMPLOYEE_FORM_LABELS.officeId),
  officeNotYours: 'You may not keep employees of this office.',
  officeNotFound: 'Office not found.',
  roleNotOfScreen: 'This role is not kept on this screen.',
  userOrNewUser: 'Choose an existing user or enter a new one.',
  userHasRole: 'This user already has this role in this office.',
  slugFormat: 'Website link may only contain lowercase letters, digits and dashes.',
  slugLength: `Website link must be ${WEBSITE_SLUG_MIN} to ${WEBSITE_SLUG_MAX} characters.`,
  websiteLinkUsed: MESSAGES.websiteLinkUsed,
  mainEmailNeedsAddress: 'The main email must be one of the addresses filled in.',
  hqHasNoOffice: 'HQ employees belong to no office.',
  superAdminOnly: 'Only a Super Admin may give or change the Super Admin role.',
  statusBeforeApproval: 'The status can be changed once the record is approved.',
  photoNotOurs: 'The photo must be an image uploaded to this app.',
  userNotFound: 'User not found.',
} as const;

const L = EMPLOYEE_FORM_LABELS;
const M = EMPLOYEE_ADMIN_MESSAGES;

const websiteSlug = (label: string) =>
  z
    .string()
    .trim()
    .min(WEBSITE_SLUG_MIN, M.slugLength)
    .max(WEBSITE_SLUG_MAX, M.slugLength)
    .regex(/^[a-z0-9-]+$/, M.slugFormat)
    .describe(label);

const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .max(200, MESSAGES.maxLength(label, 200))
    .pipe(z.email(MESSAGES.invalidFormat(label)))
    .nullish();

/** The fields of an employee record both forms send; the server sanitizes the web content's HTML. */
export const employeeFields = z.object({
  officeId: id.nullish(),
  currentPosition: textField(L.currentPosition, 100).nullish(),
  employeeCode: textField(L.employeeCode, 50).nullish(),
  tempEmployeeCode: textField(L.tempEmployeeCode, 50).nullish(),
  mainEmail: z.enum(MAIN_EMAIL_CHOICES, { error: () => MESSAGES.required(L.mainEmail) }),
  geniusEmail: optionalEmail(L.geniusEmail),
  privateEmail: optionalEmail(L.privateEmail),
  slug: websiteSlug(L.slug).nullish(),
  slugAuthor: websiteSlug(L.slugAuthor).nullish(),
  allowSelfListing: z.boolean(),
  /** A URL answered by POST /files (jpg or png, 2 MB: §5's general upload). */
  starAgentPhotoUrl: textField(L.starAgentPhotoUrl, 500).nullish(),
  starAgentTitle: textField(L.starAgentTitle, 60).nullish(),
  starAgentWebContent: textField(L.starAgentWebContent, 20_000).nullish(),
  starAgentItems: z.array(z.object({ type: z.enum(STAR_AGENT_ITEM_TYPES) }).strict()).max(STAR_AGENT_ITEM_TYPES.length),
});
// No .default() above: zod 4 keeps defaults through .partial(), and a PATCH must not reset what it does not name.

/** A new person for the record: the add-user fields without a password (they get a set-password link by mail). */
export const newEmployeeUser = userFields.omit({ status: true }).strict();

type MainEmailFields = { mainEmail?: string | null; geniusEmail?: string | null; privateEmail?: string | null };

/**
 * The field at fault when the main email names an address that is not filled
 * in, or null. The product mailbox may be left out (undefined: HQ gives it
 * later) but not cleared; the private one must be there. The server asks it
 * again of the record as a PATCH leaves it (stored values under the sent ones).
 */
export function mainEmailGap(b: MainEmailFields): 'privateEmail' | 'geniusEmail' | null {
  if (b.mainEmail === 'PRIVATE' && !b.privateEmail) return 'privateEmail';
  if (b.mainEmail === PRODUCT && b.geniusEmail === null) return 'geniusEmail';
  return null;
}

/** The main email must name an address that is filled in. */
function mainEmailFilled(b: MainEmailFields, ctx: z.RefinementCtx) {
  const gap = mainEmailGap(b);
  if (gap) ctx.addIssue({ code: 'custom', path: [gap], message: M.mainEmailNeedsAddress });
}

/**
 * POST employees: a record for an existing user (userId) or a new person
 * (newUser), of one of the screen's roles; an office's screen needs officeId.
 */
export const createEmployeeBody = employeeFields
  .extend({
    mainEmail: employeeFields.shape.mainEmail.default(PRODUCT),
    allowSelfListing: employeeFields.shape.allowSelfListing.default(true),
    starAgentItems: employeeFields.shape.starAgentItems.default([]),
    kind: z.enum(EMPLOYEE_KINDS),
    role: z.enum(ROLES, { error: () => MESSAGES.required(L.role) }),
    userId: id.optional(),
    newUser: newEmployeeUser.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!!b.userId === !!b.newUser) ctx.addIssue({ code: 'custom', path: ['userId'], message: M.userOrNewUser });
    const screen = EMPLOYEE_SCREENS[b.kind];
    if (!screen.roles.includes(b.role)) ctx.addIssue({ code: 'custom', path: ['role'], message: M.roleNotOfScreen });
    if (screen.hasOffice && !b.officeId) ctx.addIssue({ code: 'custom', path: ['officeId'], message: M.officeRequired });
    if (!screen.hasOffice && b.officeId) ctx.addIssue({ code: 'custom', path: ['officeId'], message: M.hqHasNoOffice });
    mainEmailFilled(b, ctx);
  });
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;
export type CreateEmployeeInput = z.input<typeof createEmployeeBody>;

/**
 * PATCH employees/{employeeId}: any of the fields, the role within the same
 * screen, and the role status and status (approval is decided on the approval
 * screens, not here; moving office is a staff transfer).
 */
export const updateEmployeeBody = employeeFields
  .omit({ officeId: true })
  .extend({
    role: z.enum(ROLES),
    roleStatus: z.enum(ROLE_STATUSES),
    status: z.enum(EMPLOYEE_STATUSES),
  })
  .partial()
  .strict()
  .superRefine((b, ctx) => {
    // An address the PATCH does not send keeps its stored value: only one sent beside the main email is judged here,
    // the server judges the record as the PATCH leaves it (mainEmailGap).
    const named = b.mainEmail === 'PRIVATE' ? b.privateEmail : b.geniusEmail;
    if (b.mainEmail !== undefined && named !== undefined) mainEmailFilled(b, ctx);
  });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;
