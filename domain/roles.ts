/**
 * Roles and role groups of §6. The order of ROLES is the rank: the first role a
 * user holds in this order is their main (displayed) role.
 */
export const HQ_ROLES = [
  'admin',
  'admin_general_manager',
  'admin_manager',
  'admin_hq',
  'admin_finance_gm',
  'admin_finance_manager',
  'admin_finance_staff',
  'admin_blog',
] as const;

export const OFFICE_ROLES = [
  'franchise_owner',
  'business_owner',
  'manager_office',
  'finance_office',
  'admin_office',
] as const;

export const AGENT_ROLES = ['agent'] as const;

export const ROLES = [...HQ_ROLES, ...OFFICE_ROLES, ...AGENT_ROLES] as const;

export type Role = (typeof ROLES)[number];
export type RoleLevel = 'hq' | 'office' | 'agent';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Super Admin',
  admin_general_manager: 'General Manager',
  admin_manager: 'Manager',
  admin_hq: 'Admin HQ',
  admin_finance_gm: 'Finance General Manager',
  admin_finance_manager: 'Finance Manager',
  admin_finance_staff: 'Finance Staff',
  admin_blog: 'Blog Admin',
  franchise_owner: 'Franchise Owner',
  business_owner: 'Business Owner',
  manager_office: 'Office Manager',
  finance_office: 'Office Finance',
  admin_office: 'Office Admin',
  agent: 'Agent',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleLevel(role: Role): RoleLevel {
  if ((HQ_ROLES as readonly Role[]).includes(role)) return 'hq';
  if ((OFFICE_ROLES as readonly Role[]).includes(role)) return 'office';
  return 'agent';
}

/** Distinct roles, highest rank first. */
export function rankRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}

/** The displayed role and the others that go in the '+N' badge. */
export function mainRole(roles: readonly Role[]): { main: Role | undefined; others: Role[] } {
  const [main, ...others] = rankRoles(roles);
  return { main, others };
}

/** Any HQ-level role: such users call the API without the /office prefix. */
export function isHqUser(roles: readonly Role[]): boolean {
  return roles.some((r) => roleLevel(r) === 'hq');
}

const group = <T extends Role>(...roles: T[]): readonly Role[] => roles;

/**
 * Named groups of §6. "X-plus" means X and the HQ admin ranks above it
 * (admin-HQ-plus); HQ finance and the blog admin are not "above" an office role.
 */
export const ROLE_GROUPS = {
  adminHqPlus: group('admin', 'admin_general_manager', 'admin_manager', 'admin_hq'),
  hqManagerPlus: group('admin', 'admin_general_manager', 'admin_manager'),
  hqFinance: group('admin_finance_gm', 'admin_finance_manager', 'admin_finance_staff'),
  hq: group(
    'admin',
    'admin_general_manager',
    'admin_manager',
    'admin_hq',
    'admin_finance_gm',
    'admin_finance_manager',
    'admin_finance_staff',
  ),
  officeManagement: group('franchise_owner', 'business_owner', 'manager_office', 'admin_office', 'finance_office'),
  owners: group('franchise_owner', 'business_owner'),
  ownersPlus: group('admin', 'admin_general_manager', 'admin_manager', 'admin_hq', 'franchise_owner', 'business_owner'),
  franchiseOwnerPlus: group('admin', 'admin_general_manager', 'admin_manager', 'admin_hq', 'franchise_owner'),
  blogAdmin: group('admin', 'admin_general_manager', 'admin_manager', 'admin_hq', 'admin_blog'),
  agents: group('agent'),
  superAdmin: group('admin'),
} as const;

export type RoleGroupName = keyof typeof ROLE_GROUPS;

export function inGroup(roles: readonly Role[], name: RoleGroupName): boolean {
  return roles.some((r) => ROLE_GROUPS[name].includes(r));
}

/** An employee record as far as office scopes look at it: where, and in which role. */
export interface OfficeRecord {
  officeId: string | null;
  employeeRole: { role: Role };
}

/** The offices where these records hold one of these roles (each once): the office scopes of teams, employees and agent settings. */
export function officesHolding(records: readonly OfficeRecord[], roles: readonly Role[]): string[] {
  const officeIds = records
    .filter((r) => roles.includes(r.employeeRole.role))
    .map((r) => r.officeId)
    .filter((officeId): officeId is string => officeId !== null);
  return [...new Set(officeIds)];
}
