/** The record-level listing rules of domain/listing-policy.ts, role × record, as the server and the SPA both apply them. */
import { describe, expect, it } from 'vitest';
import type { Employee } from '../../domain/entities/employee';
import { LISTING_STATUSES, type ListingStatus } from '../../domain/entities/listing';
import {
  CANNOT_SELF_LIST,
  canEditListing,
  isInListingScope,
  listingAgentChoice,
  listingFormAgent,
  listingScope,
  NOT_YOUR_OFFICE_AGENT,
  type PolicyCaller,
} from '../../domain/listing-policy';
import { MASKING_STATUSES } from '../../domain/listing';
import { MESSAGES } from '../../domain/messages';
import { rankRoles, type Role } from '../../domain/roles';
import { fakeEmployee } from '../fixtures/people';

const OWN = 'office-own';
const OTHER = 'office-other';

function caller(records: { role: Role; officeId?: string | null; allowSelfListing?: boolean; agentListingPermission?: boolean }[]): PolicyCaller {
  const employees: Employee[] = records.map((r, i) =>
    fakeEmployee(r.role, i, {
      employeeId: `e-${r.role}-${i}`,
      userId: 'u-me',
      officeId: r.officeId === undefined ? OWN : r.officeId,
      allowSelfListing: r.allowSelfListing ?? true,
      agentListingPermission: r.agentListingPermission ?? false,
    }),
  );
  return { userId: 'u-me', roles: rankRoles(employees.map((e) => e.employeeRole.role)), employees };
}

const CALLERS = {
  superAdmin: caller([{ role: 'admin', officeId: null }]),
  adminHq: caller([{ role: 'admin_hq', officeId: null }]),
  generalManager: caller([{ role: 'admin_general_manager', officeId: null }]),
  finance: caller([{ role: 'admin_finance_staff', officeId: null }]),
  franchiseOwner: caller([{ role: 'franchise_owner' }]),
  adminOffice: caller([{ role: 'admin_office', agentListingPermission: true }]),
  adminOfficeNoPermission: caller([{ role: 'admin_office' }]),
  agent: caller([{ role: 'agent' }]),
  agentNoSelfListing: caller([{ role: 'agent', allowSelfListing: false }]),
  agentAndAdminOffice: caller([{ role: 'agent', allowSelfListing: false }, { role: 'admin_office', agentListingPermission: true }]),
  blogAdmin: caller([{ role: 'admin_blog', officeId: null }]),
  managerWithoutOffice: caller([{ role: 'manager_office', officeId: null }]),
} satisfies Record<string, PolicyCaller>;
type Who = keyof typeof CALLERS;

/** A listing of the own or the other office, the caller's own (their agent record) or a colleague's. */
const listingOf = (who: Who, office: string, isOwn: boolean, status: ListingStatus = 'OPEN') => ({
  officeId: office,
  employeeId: isOwn ? (CALLERS[who].employees.find((e) => e.employeeRole.role === 'agent')?.employeeId ?? 'e-nobody') : 'e-colleague',
  status,
});

describe('canEditListing: §6 listing edit, per record', () => {
  const table: [Who, string, boolean, boolean][] = [
    // who, office, own listing?, may edit
    ['superAdmin', OTHER, false, true],
    ['adminHq', OTHER, false, true],
    ['generalManager', OTHER, false, true],
    ['finance', OTHER, false, false],
    ['finance', OWN, false, false],
    ['franchiseOwner', OWN, false, false],
    ['adminOffice', OWN, false, true],
    ['adminOffice', OTHER, false, false],
    ['adminOfficeNoPermission', OWN, false, true],
    ['agent', OWN, true, true],
    ['agent', OWN, false, false],
    ['agent', OTHER, false, false],
    ['agentNoSelfListing', OWN, true, true],
    ['agentAndAdminOffice', OWN, false, true],
    ['agentAndAdminOffice', OTHER, true, true],
    ['blogAdmin', OWN, false, false],
  ];
  it.each(table)('%s on a listing of %s (own: %s) → %s', (who, office, isOwn, expected) => {
    expect(canEditListing(CALLERS[who], listingOf(who, office, isOwn))).toBe(expected);
  });
});

describe('listingScope: which listings a caller sees at all', () => {
  const visible = (who: Who) =>
    [OWN, OTHER].flatMap((office) => LISTING_STATUSES.filter((status) => isInListingScope(listingScope(CALLERS[who]), { officeId: office, status })).map((s) => `${office}:${s}`));

  it('HQ roles see every listing of every office', () => {
    for (const who of ['superAdmin', 'adminHq', 'generalManager', 'finance', 'blogAdmin'] as const) {
      expect(listingScope(CALLERS[who])).toEqual({ kind: 'all' });
      expect(visible(who)).toHaveLength(2 * LISTING_STATUSES.length);
    }
  });

  it('office roles see their own offices only; an agent also every office’s listings in a masking status', () => {
    const ownOffice = LISTING_STATUSES.map((s) => `${OWN}:${s}`);
    expect(visible('franchiseOwner')).toEqual(ownOffice);
    expect(visible('adminOffice')).toEqual(ownOffice);
    expect(visible('agent')).toEqual([...ownOffice, ...LISTING_STATUSES.filter((s) => (MASKING_STATUSES as readonly string[]).includes(s)).map((s) => `${OTHER}:${s}`)]);
  });

  it('an office role without an office sees nothing', () => {
    expect(visible('managerWithoutOffice')).toEqual([]);
  });
});

describe('listingAgentChoice and listingFormAgent: who lists a new listing', () => {
  it('an agent allowed to self-list lists for themself, and the form asks for no agent', () => {
    expect(listingAgentChoice(CALLERS.agent, undefined)).toMatchObject({ kind: 'self', employeeId: 'e-agent-0', officeId: OWN });
    expect(listingFormAgent(CALLERS.agent)).toEqual({ kind: 'self' });
  });

  it('an office admin with the agent-listing permission names an agent of their office', () => {
    expect(listingAgentChoice(CALLERS.adminOffice, 'e-someone')).toEqual({ kind: 'officeAgent', employeeId: 'e-someone', officeIds: [OWN] });
    expect(listingAgentChoice(CALLERS.adminOffice, undefined)).toEqual({ kind: 'refused', field: 'employeeId', message: MESSAGES.required('Employee') });
    expect(listingFormAgent(CALLERS.adminOffice)).toEqual({ kind: 'pick', officeId: OWN });
  });

  it('an agent who may not self-list is refused for themself, and picks an office agent where they administer one', () => {
    expect(listingAgentChoice(CALLERS.agentNoSelfListing, 'e-agent-0')).toEqual({ kind: 'refused', field: 'employeeId', message: CANNOT_SELF_LIST });
    expect(listingFormAgent(CALLERS.agentNoSelfListing)).toEqual({ kind: 'none' });
    expect(listingAgentChoice(CALLERS.agentAndAdminOffice, 'e-colleague')).toMatchObject({ kind: 'officeAgent', officeIds: [OWN] });
    expect(listingFormAgent(CALLERS.agentAndAdminOffice)).toEqual({ kind: 'pick', officeId: OWN });
  });

  it('nobody else names an agent', () => {
    for (const who of ['adminOfficeNoPermission', 'franchiseOwner', 'adminHq', 'blogAdmin'] as const) {
      expect(listingAgentChoice(CALLERS[who], 'e-someone'), who).toEqual({ kind: 'refused', field: 'employeeId', message: NOT_YOUR_OFFICE_AGENT });
      expect(listingFormAgent(CALLERS[who]), who).toEqual({ kind: 'none' });
    }
  });
});
