import { describe, expect, test } from 'vitest';
import {
  AGENT_GRID_PAGE_SIZE,
  AGENT_SETTINGS_MESSAGES,
  agentSettingOffices,
  agentSettingsForm,
  agentSettingsQuery,
  agentSettingsRefusal,
  basisPointsToPercent,
  canSetAgent,
  commissionText,
  percentToBasisPoints,
  updateAgentSettingsBody,
  type AgentSettingsCaller,
} from '../../domain/agent-settings';
import { GUARDS } from '../../domain/access';
import { ROLES, type Role } from '../../domain/roles';

const record = (role: Role, officeId: string | null) => ({
  officeId,
  employeeRole: { role, status: 'PUBLISH' as const, approvalStatus: 'APPROVED' as const },
  allowSelfListing: true,
  agentListingPermission: false,
});
const caller = (...employees: ReturnType<typeof record>[]): AgentSettingsCaller => ({ userId: 'me', roles: employees.map((e) => e.employeeRole.role), employees });

const SETTERS: Role[] = ['franchise_owner', 'business_owner', 'admin_office'];

describe('agentSettingOffices: whose agents a caller sets', () => {
  test.each(SETTERS)('%s sets the agents of their own office only', (role) => {
    const c = caller(record(role, 'office-a'));
    expect(agentSettingOffices(c)).toEqual(['office-a']);
    expect(canSetAgent(c, { userId: 'agent-1', officeId: 'office-a' })).toBe(true);
    expect(agentSettingsRefusal(c, { userId: 'agent-1', officeId: 'office-b' })).toBe('notFound');
    expect(agentSettingsRefusal(c, { userId: 'agent-1', officeId: null })).toBe('notFound');
  });

  test.each(ROLES.filter((r) => !SETTERS.includes(r)))('%s sets no agent, not even of their own office', (role) => {
    const c = caller(record(role, 'office-a'));
    expect(agentSettingOffices(c)).toEqual([]);
    expect(canSetAgent(c, { userId: 'agent-1', officeId: 'office-a' })).toBe(false);
  });

  test('the scope agrees with the route guard for every role', () => {
    for (const role of ROLES) {
      const c = caller(record(role, 'office-a'));
      const guard = GUARDS.settingAgent({ roles: [role], allowSelfListing: true, agentListingPermission: false });
      expect(agentSettingOffices(c).length > 0, role).toBe(guard);
    }
  });

  test('a franchise owner of two offices who is an agent of a third sets only the two', () => {
    const c = caller(record('franchise_owner', 'office-b'), record('agent', 'office-a'), record('franchise_owner', 'office-c'));
    expect(agentSettingOffices(c)).toEqual(['office-b', 'office-c']);
    expect(canSetAgent(c, { userId: 'agent-1', officeId: 'office-a' })).toBe(false);
  });

  test('a manager of the office who also holds a setting role elsewhere sets only there', () => {
    const c = caller(record('manager_office', 'office-a'), record('admin_office', 'office-b'));
    expect(agentSettingOffices(c)).toEqual(['office-b']);
  });

  test("nobody changes their own agent record", () => {
    const c = caller(record('franchise_owner', 'office-a'), record('agent', 'office-a'));
    expect(agentSettingsRefusal(c, { userId: 'me', officeId: 'office-a' })).toBe('ownRecord');
  });
});

describe('the commission', () => {
  test.each([
    [0, 0],
    [2.5, 250],
    [2.75, 275],
    [0.01, 1],
    [33.33, 3333],
    [100, 10000],
  ])('%s %% is %s basis points and back', (percent, points) => {
    expect(percentToBasisPoints(percent)).toBe(points);
    expect(basisPointsToPercent(points)).toBe(percent);
  });

  test('more than 2 decimals has no basis points', () => {
    expect(percentToBasisPoints(1.234)).toBeNull();
    expect(percentToBasisPoints(0.001)).toBeNull();
  });

  test('shows as a percent, or a dash when none', () => {
    expect(commissionText(2.5)).toBe('2.5%');
    expect(commissionText(null)).toBe('-');
  });
});

describe('the PATCH body', () => {
  const refusal = (body: unknown) => {
    const parsed = updateAgentSettingsBody.safeParse(body);
    return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  test('takes either field alone, both, a null commission, or nothing', () => {
    expect(refusal({ commissionPercent: 5 })).toBeNull();
    expect(refusal({ allowSelfListing: false })).toBeNull();
    expect(refusal({ allowSelfListing: true, commissionPercent: 99.99 })).toBeNull();
    expect(refusal({ commissionPercent: null })).toBeNull();
    expect(updateAgentSettingsBody.parse({})).toEqual({});
  });

  test.each([
    [{ commissionPercent: 100.01 }, `commissionPercent: ${AGENT_SETTINGS_MESSAGES.commissionRange}`],
    [{ commissionPercent: -0.01 }, `commissionPercent: ${AGENT_SETTINGS_MESSAGES.commissionRange}`],
    [{ commissionPercent: 1.005 }, `commissionPercent: ${AGENT_SETTINGS_MESSAGES.commissionDecimals}`],
    [{ commissionPercent: '5' }, `commissionPercent: ${AGENT_SETTINGS_MESSAGES.commissionNumber}`],
    [{ commissionPercent: Number.NaN }, `commissionPercent: ${AGENT_SETTINGS_MESSAGES.commissionNumber}`],
    [{ allowSelfListing: 'no' }, `allowSelfListing: ${AGENT_SETTINGS_MESSAGES.allowSelfListingBoolean}`],
  ])('refuses %j with its field message', (body, message) => {
    expect(refusal(body)).toContain(message);
  });

  test('is strict: no other field is taken', () => {
    expect(refusal({ commissionBps: 100 })).not.toBeNull();
    expect(refusal({ employeeId: 'x', allowSelfListing: true })).not.toBeNull();
  });

  test('the dialog form needs both fields, the commission may be empty', () => {
    expect(agentSettingsForm.safeParse({ allowSelfListing: true, commissionPercent: null }).success).toBe(true);
    expect(agentSettingsForm.safeParse({ commissionPercent: 2 }).success).toBe(false);
  });
});

describe('the grid query', () => {
  test('pages 12 by default (§9), up to 100', () => {
    expect(agentSettingsQuery.parse({})).toMatchObject({ limit: AGENT_GRID_PAGE_SIZE, offset: 0 });
    expect(AGENT_GRID_PAGE_SIZE).toBe(12);
    expect(agentSettingsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(agentSettingsQuery.safeParse({ sort: 'name:ASC' }).success).toBe(false);
  });
});
