/**
 * Offices (§3 Office, §7 Offices): the list item the pickers and /office read,
 * the office detail, the create and edit bodies with their §5 formats, the
 * subdomain check, and the approval decision (§4 approval status). Who may do
 * what to which office is domain/office-policy.ts.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { optionalFormat, phone, requiredFormat } from '../people-formats';
import { FORMAT_PATTERNS, requiredText, textField, typeError } from '../validation';
import { booleanString, id, listQuery, pageLimit } from './common';

export const OFFICE_APPROVAL_STATUSES = ['DRAFT', 'WAITING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type OfficeApprovalStatus = (typeof OFFICE_APPROVAL_STATUSES)[number];

/** Office and location searches ask for 20 (§9). */
export const OFFICE_SEARCH_LIMIT = 20;

export const OFFICE_SORTS = ['officeName:ASC', 'officeName:DESC', 'createdAt:DESC', 'createdAt:ASC'] as const;

export const officeListItem = z.object({
  officeId: z.string(),
  officeName: z.string(),
  officeCode: z.string().nullable(),
  city: z.string().nullable().optional(),
  province: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  firstPhoneNumber: z.string().nullable().optional(),
  isOfficePkp: z.boolean().optional(),
  subdomain: z.string().nullable().optional(),
  approvalStatus: z.enum(OFFICE_APPROVAL_STATUSES).optional(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
});
export type OfficeListItem = z.infer<typeof officeListItem>;

export const officesQuery = listQuery
  .extend({
    sort: z.enum(OFFICE_SORTS),
    filterApprovalStatus: z.enum(OFFICE_APPROVAL_STATUSES),
    /** One office by id: how a picker shows the name of the office its URL names. */
    filterOfficeId: id,
    filterCity: z.string().trim().min(1).max(100),
    filterIsOfficePkp: booleanString,
    /** The subdomain check (§5): is this subdomain taken by any office? Matched whole, case-insensitive. */
    filterSubdomain: z.string().trim().min(1).max(100),
    /** The subdomain check of an office being edited leaves that office out. */
    excludeOfficeId: id,
  })
  .partial()
  .extend({ limit: pageLimit(100, OFFICE_SEARCH_LIMIT), offset: listQuery.shape.offset })
  .strict();
export type OfficesQuery = z.infer<typeof officesQuery>;

export const OFFICE_FIELD_LABELS = {
  officeName: 'Office Name',
  officeCode: 'Office Code',
  logoUrl: 'Logo',
  firstPhoneNumber: 'First Phone Number',
  secondPhoneNumber: 'Second Phone Number',
  email: 'Email',
  province: 'Province',
  city: 'City',
  postalCode: 'Postal Code',
  address: 'Address',
  isOfficePkp: 'Office PKP',
  denyDuplicateListing: 'Allow Similar Listing',
  subdomain: 'Subdomain',
  reason: 'Reason',
} as const;

const L = OFFICE_FIELD_LABELS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const subdomain = z
  .string(typeError(L.subdomain))
  .trim()
  .max(63, MESSAGES.maxLength(L.subdomain, 63))
  .regex(FORMAT_PATTERNS.subdomain, MESSAGES.invalidFormat(L.subdomain))
  .transform((v) => v.toLowerCase());

const fields = {
  officeName: requiredText(L.officeName, 100),
  officeCode: textField(L.officeCode, 20)
    .nullish()
    .transform((v) => v || null),
  logoUrl: textField(L.logoUrl, 500)
    .nullish()
    .transform((v) => v || null),
  firstPhoneNumber: requiredFormat(phone(L.firstPhoneNumber), L.firstPhoneNumber),
  secondPhoneNumber: optionalFormat(phone(L.secondPhoneNumber), L.secondPhoneNumber),
  email: requiredText(L.email, 100)
    .regex(EMAIL, MESSAGES.invalidFormat(L.email))
    .transform((v) => v.toLowerCase()),
  province: requiredText(L.province, 100),
  city: requiredText(L.city, 100),
  postalCode: optionalFormat(
    z.string().regex(/^\d{5}$/, 'Postal Code must be 5 digits.'),
    L.postalCode,
  ),
  address: requiredText(L.address, 500),
  isOfficePkp: z.boolean(typeError(L.isOfficePkp)),
  /** Admin-HQ-plus only (domain/office-policy.ts): others leave it out. */
  denyDuplicateListing: z.boolean(typeError(L.denyDuplicateListing)).optional(),
  subdomain: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), subdomain.nullish()).transform((v) => v ?? null),
};

/** POST offices: a new office starts as a draft. */
export const createOfficeBody = z.object(fields).strict();
export type CreateOfficeBody = z.infer<typeof createOfficeBody>;
export type CreateOfficeInput = z.input<typeof createOfficeBody>;

/** PATCH offices/{officeId}: any of the fields. */
export const patchOfficeBody = z.object(fields).partial().strict();
export type PatchOfficeBody = z.infer<typeof patchOfficeBody>;

export const officeIdParams = z.object({ officeId: id }).strict();

export const OFFICE_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export const OFFICE_REASON_MAX = 500;

/** POST offices/{officeId}/approval: submit (WAITING_APPROVAL), approve, or reject with a reason. */
export const officeApprovalBody = z
  .object({
    approvalStatus: z.enum(['WAITING_APPROVAL', ...OFFICE_DECISIONS], { error: () => 'Decision must be WAITING_APPROVAL, APPROVED or REJECTED.' }),
    reason: z.string().trim().max(OFFICE_REASON_MAX, MESSAGES.maxLength(L.reason, OFFICE_REASON_MAX)).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.approvalStatus === 'REJECTED' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.required(L.reason) });
  });
export type OfficeApprovalBody = z.infer<typeof officeApprovalBody>;

export const officeOwner = z.object({
  employeeId: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.enum(['franchise_owner', 'business_owner']),
});
export type OfficeOwner = z.infer<typeof officeOwner>;

/** GET offices/{officeId}: every Office field of §3, the approval's story and the owners. */
export const officeDetail = z.object({
  officeId: z.string(),
  officeName: z.string(),
  officeCode: z.string().nullable(),
  tempOfficeCode: z.string().nullable(),
  logo: z.object({ fileUrl: z.string() }).nullable(),
  firstPhoneNumber: z.string().nullable(),
  secondPhoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  address: z.string().nullable(),
  isOfficePkp: z.boolean(),
  denyDuplicateListing: z.boolean(),
  subdomain: z.string().nullable(),
  approvalStatus: z.enum(OFFICE_APPROVAL_STATUSES),
  status: z.string(),
  approval: z.object({
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z.object({ name: z.string() }).nullable(),
  }),
  owners: z.array(officeOwner),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeDetail = z.infer<typeof officeDetail>;

/** 'Allow Similar Listing' shows the opposite of denyDuplicateListing, as Allow or Deny. */
export const allowSimilarListingLabel = (denyDuplicateListing: boolean): 'Allow' | 'Deny' => (denyDuplicateListing ? 'Deny' : 'Allow');
