/**
 * People's fields and statuses (§4, §5, §9): every format of §5 as a zod string
 * schema with the shared messages, the email domain input, and the labels and
 * tag colours of the approval, role, employee and user statuses.
 */
import { z } from 'zod';
import { APPROVAL_STATUSES, EMPLOYEE_STATUSES, ROLE_STATUSES, PRODUCT } from './entities/employee';
import { USER_STATUSES } from './entities/user';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { FORMAT_PATTERNS, typeError } from './validation';

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type RoleStatus = (typeof ROLE_STATUSES)[number];
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

// ---------------------------------------------------------------------------
// Formats of §5. §5 gives the rules, not the sentences: a value that breaks one
// reads '{field} format is invalid.', an empty required one '{field} is required.'

/** The labels the people forms use; each names its field in the messages. */
export const PEOPLE_FIELD_LABELS = {
  phone: 'Phone',
  mobilePhone: 'Mobile Phone',
  homePhone: 'Home Phone',
  name: 'Name',
  nik: 'NIK',
  npwp: 'NPWP',
  bankAccountNumber: 'Bank Account Number',
  emailDomain: 'Email Domain',
} as const;

/** Longest text any of these fields takes, so a 1 MB "phone" is refused by length first. */
const FORMAT_MAX = 100;

/** Text that is empty or matches `pattern`; '{field} is required.' when absent. */
function formatted(field: string, pattern: RegExp, message: string = MESSAGES.invalidFormat(field)) {
  return z
    .string(typeError(field))
    .trim()
    .max(FORMAT_MAX, MESSAGES.maxLength(field, FORMAT_MAX))
    .regex(pattern, message);
}

/** Digits, plus, dash, space. */
export const phone = (field: string = PEOPLE_FIELD_LABELS.phone) => formatted(field, FORMAT_PATTERNS.phone);
/** 10 to 13 digits. */
export const mobilePhone = (field: string = PEOPLE_FIELD_LABELS.mobilePhone) => formatted(field, FORMAT_PATTERNS.mobilePhone);
/** 7 to 10 digits. */
export const homePhone = (field: string = PEOPLE_FIELD_LABELS.homePhone) => formatted(field, FORMAT_PATTERNS.homePhone);
/** Letters, space, apostrophe (names). */
export const letters = (field: string = PEOPLE_FIELD_LABELS.name) => formatted(field, FORMAT_PATTERNS.letters);
/** Exactly 16 digits. */
export const nik = (field: string = PEOPLE_FIELD_LABELS.nik) => formatted(field, FORMAT_PATTERNS.nik);
/** 15 or 16 digits. */
export const npwp = (field: string = PEOPLE_FIELD_LABELS.npwp) => formatted(field, FORMAT_PATTERNS.npwp);
/** 10 to 16 digits. */
export const bankAccountNumber = (field: string = PEOPLE_FIELD_LABELS.bankAccountNumber) => formatted(field, FORMAT_PATTERNS.bankAccount);

/** A format field that must be filled in: empty is '{field} is required.'. */
export function requiredFormat(schema: z.ZodString, field: string) {
  return z.string(typeError(field)).trim().min(1, MESSAGES.required(field)).pipe(schema);
}

/** A format field that may be left empty: blank, null and absent all read as null. */
export function optionalFormat(schema: z.ZodString, field: string) {
  return z
    .string(typeError(field))
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(schema.nullable());
}

// ---------------------------------------------------------------------------
// Email with a domain dropdown (§2 shared pieces, §5, §9)

/**
 * §9 says five, company and free mail, and does not list them: ours are the
 * network's own domain (the {product}Email of §3) and four common free mails.
 */
export const DEFAULT_EMAIL_DOMAINS = [`@${PRODUCT}.co.id`, '@gmail.com', '@yahoo.com', '@outlook.com', '@hotmail.com'] as const;

/**
 * A custom domain must start with '@' (§5); it must also be a domain after the
 * '@' (labels of letters, digits and dashes joined by dots), with the same message.
 */
export const EMAIL_DOMAIN_PATTERN = /^@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const emailDomain = z
  .string({ error: () => MESSAGES.invalidEmailDomain })
  .trim()
  .max(FORMAT_MAX, MESSAGES.maxLength(PEOPLE_FIELD_LABELS.emailDomain, FORMAT_MAX))
  .regex(EMAIL_DOMAIN_PATTERN, MESSAGES.invalidEmailDomain);

/** 'budi' + '@gmail.com' → 'budi@gmail.com'. */
export function joinEmail(localPart: string, domain: string): string {
  return `${localPart.trim()}${domain.trim()}`;
}

/** 'budi@gmail.com' → { localPart: 'budi', domain: '@gmail.com' }; no '@' keeps it all as the local part. */
export function splitEmail(email: string): { localPart: string; domain: string } {
  const at = email.lastIndexOf('@');
  return at < 0 ? { localPart: email, domain: '' } : { localPart: email.slice(0, at), domain: email.slice(at) };
}

/** Whether a domain is one of the dropdown's defaults (else the input shows it as custom). */
export function isDefaultEmailDomain(domain: string): boolean {
  return (DEFAULT_EMAIL_DOMAINS as readonly string[]).includes(domain.trim().toLowerCase());
}

// ---------------------------------------------------------------------------
// Statuses of §4 with labels and tag colours

/** §4 gives only the values; the labels are the words of the values. */
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  DRAFT: 'Draft',
  WAITING_APPROVAL: 'Waiting Approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  OPEN: 'Open',
};
/** Ours, in the listing tags' spirit: waiting purple, approved green, rejected red, draft and open warning. */
export const APPROVAL_STATUS_COLORS: Record<ApprovalStatus, TagColor> = {
  DRAFT: 'warning',
  WAITING_APPROVAL: 'purple',
  APPROVED: 'green',
  REJECTED: 'red',
  OPEN: 'warning',
};

/** §4, word for word. */
export const ROLE_STATUS_LABELS: Record<RoleStatus, string> = {
  OPEN: 'Open',
  PUBLISH: 'Active',
  UNPUBLISH: 'Unpublish',
  INACTIVE: 'Inactive',
};
/** Ours, like the listing tags: OPEN warning, PUBLISH blue, UNPUBLISH volcano; INACTIVE red. */
export const ROLE_STATUS_COLORS: Record<RoleStatus, TagColor> = {
  OPEN: 'warning',
  PUBLISH: 'blue',
  UNPUBLISH: 'volcano',
  INACTIVE: 'red',
};

/** §4 gives only the values; TRANSFERED keeps the spec's spelling. */
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  OPEN: 'Open',
  ACTIVE: 'Active',
  TRANSFERED: 'Transfered',
  TERMINATED: 'Terminated',
};
export const EMPLOYEE_STATUS_COLORS: Record<EmployeeStatus, TagColor> = {
  OPEN: 'warning',
  ACTIVE: 'green',
  TRANSFERED: 'blue',
  TERMINATED: 'red',
};

/** Public user (§3): status active or inactive. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };
export const USER_STATUS_COLORS: Record<UserStatus, TagColor> = { active: 'green', inactive: 'red' };
/** §3: a public user whose authInfo.isBlocked is set is shown this way. */
export const BLOCKED_USER_LABEL = 'Request Delete Account';

type Tag = { label: string; color: TagColor };
export const approvalStatusTag = (status: ApprovalStatus): Tag => ({ label: APPROVAL_STATUS_LABELS[status], color: APPROVAL_STATUS_COLORS[status] });
export const roleStatusTag = (status: RoleStatus): Tag => ({ label: ROLE_STATUS_LABELS[status], color: ROLE_STATUS_COLORS[status] });
export const employeeStatusTag = (status: EmployeeStatus): Tag => ({ label: EMPLOYEE_STATUS_LABELS[status], color: EMPLOYEE_STATUS_COLORS[status] });
export const userStatusTag = (status: UserStatus): Tag => ({ label: USER_STATUS_LABELS[status], color: USER_STATUS_COLORS[status] });
