/**
 * Setting Agent (§2 /setting-agent, §6; issue 16): an office's owners and
 * office admin set, for each active agent of their office, whether the agent
 * may list for themself (allowSelfListing, §6 "Agents with allowSelfListing
 * false cannot self-list") and the agent's commission.
 *
 * Who: a caller the settingAgent guard lets in (franchise_owner,
 * business_owner, admin_office), for the agents of the offices where they
 * hold one of those roles on an active, approved record. Not their own
 * record: nobody raises their own commission or lifts their own listing ban.
 * An agent outside those offices is "not found" (404), never "forbidden".
 *
 * The commission is a percentage with at most 2 decimals, 0–100. It is
 * stored as whole basis points (1 % = 100), so no float ever holds it.
 */
import { z } from 'zod';
import { GUARDS } from './access';
import type { Employee } from './entities/employee';
import { id, listQuery, MAX_PAGE_LIMIT, pageLimit } from './entities/common';
import { officesHolding, ROLES, type Role } from './roles';
import { accessSubject } from './session';

/** §9: the office agent grid shows 12 cards a page. */
export const AGENT_GRID_PAGE_SIZE = 12;

/** The roles that set agents of their offices (GUARDS.settingAgent says the same by role). */
export const AGENT_SETTING_ROLES: readonly Role[] = ['franchise_owner', 'business_owner', 'admin_office'];

export const COMMISSION_MIN = 0;
export const COMMISSION_MAX = 100;
/** One percent in basis points: the column's unit. */
export const BASIS_POINTS_PER_PERCENT = 100;

export const AGENT_SETTINGS_LABELS = {
  allowSelfListing: 'Allow Self Listing',
  commissionPercent: 'Commission (%)',
  settings: 'Settings',
  save: 'Save',
} as const;

export const AGENT_SETTINGS_MESSAGES = {
  /** §8, word for word. */
  updated: 'Success update commission',
  commissionNumber: 'Commission must be a number.',
  commissionRange: `Commission must be between ${COMMISSION_MIN} and ${COMMISSION_MAX}.`,
  commissionDecimals: 'Commission must have at most 2 decimals.',
  allowSelfListingBoolean: 'Allow Self Listing must be true or false.',
  agentNotFound: 'Agent not found.',
  officeNotFound: 'Office not found.',
  ownRecord: 'You cannot change your own agent settings.',
} as const;

/** What the rule looks at: the caller's roles and active, approved records (server Caller, SPA Session). */
export interface AgentSettingsCaller {
  userId: string;
  roles: readonly Role[];
  employees: readonly Pick<Employee, 'officeId' | 'employeeRole' | 'allowSelfListing' | 'agentListingPermission'>[];
}

/** The offices whose agents this caller may set (empty: none). */
export function agentSettingOffices(caller: AgentSettingsCaller): string[] {
  if (!GUARDS.settingAgent(accessSubject(caller))) return [];
  return officesHolding(caller.employees, AGENT_SETTING_ROLES);
}

export const isAgentSettingOffice = (caller: AgentSettingsCaller, officeId: string | null): boolean =>
  officeId !== null && agentSettingOffices(caller).includes(officeId);

/** Why this caller may not change this agent's settings: not found (outside their offices), their own record, or null when they may. */
export function agentSettingsRefusal(
  caller: AgentSettingsCaller,
  agent: { userId: string; officeId: string | null },
): 'notFound' | 'ownRecord' | null {
  if (!isAgentSettingOffice(caller, agent.officeId)) return 'notFound';
  if (agent.userId === caller.userId) return 'ownRecord';
  return null;
}

/** The card's Settings button: shown exactly when the server accepts the change. */
export const canSetAgent = (caller: AgentSettingsCaller, agent: { userId: string; officeId: string | null }): boolean =>
  agentSettingsRefusal(caller, agent) === null;

// ---------------------------------------------------------------------------
// The commission: percent on the wire and on screen, basis points in the database

/** Whole basis points, or null when the percent has more than 2 decimals (checked with a tolerance for binary fractions). */
export function percentToBasisPoints(percent: number): number | null {
  const points = percent * BASIS_POINTS_PER_PERCENT;
  const whole = Math.round(points);
  return Math.abs(points - whole) < 1e-6 ? whole : null;
}

export const basisPointsToPercent = (points: number): number => points / BASIS_POINTS_PER_PERCENT;

/** '2.5%', or '-' when none is set. */
export const commissionText = (percent: number | null): string => (percent === null ? '-' : `${percent}%`);

export const commissionPercent = z
  .number({ error: () => AGENT_SETTINGS_MESSAGES.commissionNumber })
  .refine((n) => Number.isFinite(n), AGENT_SETTINGS_MESSAGES.commissionNumber)
  .refine((n) => n >= COMMISSION_MIN && n <= COMMISSION_MAX, AGENT_SETTINGS_MESSAGES.commissionRange)
  .refine((n) => percentToBasisPoints(n) !== null, AGENT_SETTINGS_MESSAGES.commissionDecimals);

/** PATCH agent-settings/{employeeId}: what it names changes, nothing else (null clears the commission). */
export const updateAgentSettingsBody = z
  .object({
    allowSelfListing: z.boolean({ error: () => AGENT_SETTINGS_MESSAGES.allowSelfListingBoolean }).optional(),
    commissionPercent: commissionPercent.nullable().optional(),
  })
  .strict();
export type UpdateAgentSettingsBody = z.infer<typeof updateAgentSettingsBody>;

/** The Settings dialog: both fields always there. */
export const agentSettingsForm = z.object({
  allowSelfListing: z.boolean({ error: () => AGENT_SETTINGS_MESSAGES.allowSelfListingBoolean }),
  commissionPercent: commissionPercent.nullable(),
});
export type AgentSettingsFormValues = z.infer<typeof agentSettingsForm>;

// ---------------------------------------------------------------------------
// The office agent grid: user cards of §3 with the two settings

export const agentCard = z.object({
  employeeId: z.string(),
  userId: z.string(),
  officeId: z.string(),
  nickName: z.string().nullable(),
  name: z.string(),
  profilePic: z.string().nullable(),
  /** The user's listings (every status: a listing is never deleted, only closed or expired). */
  listingCount: z.number().int().nonnegative(),
  /** Every active, approved role of the user, highest first. */
  roles: z.array(z.enum(ROLES)),
  allowSelfListing: z.boolean(),
  commissionPercent: z.number().nullable(),
});
export type AgentCard = z.infer<typeof agentCard>;

/** GET agent-settings: one office's agents (or every office the caller may set), searched by name or nickname. */
export const agentSettingsQuery = listQuery
  .pick({ offset: true, search: true })
  .extend({
    filterOfficeId: id.optional(),
    limit: pageLimit(MAX_PAGE_LIMIT, AGENT_GRID_PAGE_SIZE),
  })
  .strict();
export type AgentSettingsQuery = z.infer<typeof agentSettingsQuery>;

export const agentSettingsParams = z.object({ employeeId: id }).strict();

/** GET agent-settings/offices: the caller's offices for the office dropdown. */
export const agentSettingOffice = z.object({ officeId: z.string(), officeName: z.string() });
export type AgentSettingOffice = z.infer<typeof agentSettingOffice>;
