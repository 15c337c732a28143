/** The demo data of issue 3, as the seed makes it (password Demo1234! for all). */
import type { AccessSubject } from '../../../domain/access';
import { ROLES, type Role } from '../../../domain/roles';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  email: string;
  /** The roles its active, approved employee records carry. */
  roles: Role[];
  allowSelfListing: boolean;
}

/** Accounts that sign in: one per role, the multi-role one and the agent that may not self-list. */
export const SIGN_IN_ACCOUNTS: DemoAccount[] = [
  ...ROLES.map((role) => ({ email: `${role}@demo.test`, roles: [role], allowSelfListing: true })),
  { email: 'multi@demo.test', roles: ['franchise_owner', 'agent'], allowSelfListing: true },
  { email: 'agent.noself@demo.test', roles: ['agent'], allowSelfListing: false },
];

export const INACTIVE_EMAIL = 'inactive@demo.test';
export const NO_EMPLOYEE_EMAIL = 'noemployee@demo.test';

/**
 * What the access table looks at for this account. agentListingPermission only
 * gates /listing/create, which is no sidebar entry, so false is safe here.
 */
export const subjectOf = (account: DemoAccount): AccessSubject => ({
  roles: account.roles,
  allowSelfListing: account.allowSelfListing,
  agentListingPermission: false,
});
