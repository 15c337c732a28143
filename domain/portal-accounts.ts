/**
 * Office portal accounts (§3 Office portal profile, §6, §7, issue 17): the
 * schemas of the routes, the OTP rules (§5, §9), and who may manage which
 * office's accounts. HQ admins (admin-HQ-plus) add accounts directly on the
 * unprefixed routes; an office's owners and office admin add them on the
 * /office-prefixed routes, after verifying a code mailed to the account's
 * address (§6). Pure: the server refuses with these rules, the SPA shows
 * buttons exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { MESSAGES } from './messages';
import { officesHolding, type OfficeRecord, type Role } from './roles';
import { LIMITS, typeError } from './validation';

export const OTP_LENGTH = LIMITS.otpLength;
/** A code lives 10 minutes and allows 5 tries (issue 17). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Ours: a new code may be asked for a minute after the last. */
export const OTP_RESEND_SECONDS = 60;

/** The second listing portal (position 2) only lists an office whose account email is registered there (§9). */
export const SECOND_PORTAL_POSITION = 2;
export const secondPortalWarning = (portalName: string) =>
  `The email must already be registered on ${portalName}, or the office's listings will not appear there.`;

export const PORTAL_ACCOUNT_MESSAGES = {
  notFound: 'Portal account not found.',
  notYours: 'You may not manage the portal accounts of this office.',
  otpWrong: (left: number) => `The OTP is wrong. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  otpExpired: 'The OTP has expired. Send a new one.',
  otpLocked: 'Too many wrong attempts. Send a new OTP.',
  otpUsed: 'This OTP was already used. Send a new one.',
  otpNotVerified: 'Verify the OTP sent to this email first.',
  otpTooSoon: (seconds: number) => `Wait ${seconds} seconds before asking for a new OTP.`,
  otpSent: (email: string) => `We sent a ${OTP_LENGTH}-digit code to ${email}.`,
  deleteConfirm: (portal: string) => `Delete this ${portal} account? The office's listings will be removed from ${portal}.`,
  mailSubject: 'Your portal account verification code',
  mailText: (code: string, portal: string) =>
    `Your code to connect the ${portal} account is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
} as const;

const email = z
  .string(typeError('Email'))
  .trim()
  .min(1, MESSAGES.required('Email'))
  .max(200, MESSAGES.maxLength('Email', 200))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.invalidFormat('Email'))
  .transform((v) => v.toLowerCase());

export const officePortalProfile = z.object({
  officePortalProfileId: z.string(),
  officeId: z.string(),
  portalId: z.string(),
  portalUsername: z.string(),
  portal: z.object({ portalName: z.string(), position: z.number().int() }),
  office: z.object({ officeName: z.string() }),
  createdAt: z.string(),
});
export type OfficePortalProfile = z.infer<typeof officePortalProfile>;

const ids = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(id).max(50));

export const officePortalProfilesQuery = listQuery
  .pick({ search: true })
  .extend({ filterOfficeId: id, filterPortalId: ids })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type OfficePortalProfilesQuery = z.infer<typeof officePortalProfilesQuery>;

/** POST [/office]/office-portal-profiles: the /office route needs the verified OTP session of the same user, portal and email. */
export const createOfficePortalProfileBody = z
  .object({
    portalId: id,
    officeId: id,
    portalUsername: email,
    sessionId: id.optional(),
  })
  .strict();
export type CreateOfficePortalProfileBody = z.infer<typeof createOfficePortalProfileBody>;
export type CreateOfficePortalProfileInput = z.input<typeof createOfficePortalProfileBody>;

export const officePortalProfileIdParams = z.object({ officePortalProfileId: id }).strict();

export const validatePortalEmailBody = z.object({ email, portalId: id }).strict();
export const validatePortalEmailAnswer = z.object({ isExist: z.boolean() });

export const sendOtpBody = z.object({ email, portalId: id, officeId: id }).strict();
export type SendOtpBody = z.infer<typeof sendOtpBody>;
export const sendOtpAnswer = z.object({ sessionId: z.string(), resendAfterSeconds: z.number().int() });
export type SendOtpAnswer = z.infer<typeof sendOtpAnswer>;

export const otpCode = z
  .string(typeError('OTP', MESSAGES.otpEmpty))
  .trim()
  .min(1, MESSAGES.otpEmpty)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits.`);

export const verifyOtpBody = z.object({ sessionId: id, otp: otpCode }).strict();
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export const verifyOtpAnswer = z.object({ isSuccess: z.boolean() });

/** The code is complete when it has its six digits: Verify is disabled until then (§5). */
export const isOtpComplete = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

export interface PortalAccountCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  employees: readonly OfficeRecord[];
}

/** The roles of an office that manage its portal accounts through the OTP dialog. */
export const OFFICE_PORTAL_ROLES: readonly Role[] = ['franchise_owner', 'business_owner', 'admin_office'];

/** HQ adds directly (no OTP) on the unprefixed routes. */
export const addsDirectly = (caller: PortalAccountCaller): boolean => can(caller.subject, 'adminHqPlus');

export function canManagePortalAccountsOf(caller: PortalAccountCaller, officeId: string): boolean {
  return addsDirectly(caller) || officesHolding(caller.employees, OFFICE_PORTAL_ROLES).includes(officeId);
}

/** The path prefix of the caller's portal-profile calls (§6): none for HQ, /office for everyone else. */
export const portalProfilePrefix = (caller: PortalAccountCaller): '' | 'office/' => (addsDirectly(caller) ? '' : 'office/');

// ---------------------------------------------------------------------------
// Agent portal accounts (/setting-portal-agent, admin-HQ-plus)

export const agentPortalProfile = z.object({
  agentPortalProfileId: z.string(),
  employeeId: z.string(),
  portalId: z.string(),
  portalUsername: z.string(),
  email: z.string(),
  portal: z.object({ portalName: z.string(), position: z.number().int() }),
  agent: z.object({ name: z.string(), nickName: z.string().nullable(), officeName: z.string().nullable() }),
  createdAt: z.string(),
});
export type AgentPortalProfile = z.infer<typeof agentPortalProfile>;

export const agentPortalProfilesQuery = listQuery
  .pick({ search: true })
  .extend({ filterEmployeeId: id, filterPortalId: ids })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type AgentPortalProfilesQuery = z.infer<typeof agentPortalProfilesQuery>;

/** POST agent-portal-profiles: the agent's username on the portal and the email their account is registered with. */
export const createAgentPortalProfileBody = z
  .object({
    portalId: id,
    employeeId: id,
    portalUsername: z.string(typeError('Portal Username')).trim().min(1, MESSAGES.required('Portal Username')).max(200, MESSAGES.maxLength('Portal Username', 200)),
    email,
  })
  .strict();
export type CreateAgentPortalProfileBody = z.infer<typeof createAgentPortalProfileBody>;
export type CreateAgentPortalProfileInput = z.input<typeof createAgentPortalProfileBody>;

export const agentPortalProfileIdParams = z.object({ agentPortalProfileId: id }).strict();
