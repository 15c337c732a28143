/** Field formats of §5, as patterns the forms and the server share, and the text fields built on them. */
import { z } from 'zod';
import { MESSAGES } from './messages';

export const FORMAT_PATTERNS = {
  /** digits, plus, dash, space */
  phone: /^[0-9+\- ]*$/,
  /** letters, space, apostrophe */
  letters: /^[\p{L} ']*$/u,
  /** min 8 with a letter, a number and a special character */
  password: /^(?=.*\p{L})(?=.*\d)(?=.*[^\p{L}\d\s]).{8,}$/u,
  positiveNumeric: /^\d+$/,
  decimal: /^[\d.]+$/,
  nik: /^\d{16}$/,
  subdomain: /^[A-Za-z0-9.-]+$/,
  youtube: /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{11}([?&#].*)?$/,
  mobilePhone: /^\d{10,13}$/,
  homePhone: /^\d{7,10}$/,
  npwp: /^\d{15,16}$/,
  bankAccount: /^\d{10,16}$/,
  emailDomain: /^@/,
} as const;

export const LIMITS = {
  minText: 15,
  descriptionMin: 20,
  metaDescriptionMax: 160,
  shortHtmlMax: 60,
  altTextMax: 200,
  otpLength: 6,
  uploadDefaultMb: 2,
  blogFeatureImageMb: 10,
  embeddedImageMb: 2,
  fileNameMax: 40,
} as const;

/** Text of an HTML fragment, for the "after stripping HTML" length rules. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isValidPassword(value: string): boolean {
  return FORMAT_PATTERNS.password.test(value);
}

/**
 * A field's type error, and only that: absent is "required", anything else
 * "format is invalid". Every other issue keeps its own message: a schema-wide
 * error would answer for a too-long value as well ('Title is required.' for a
 * 10,000-character title).
 */
export const typeError = (field: string, requiredMessage: string = MESSAGES.required(field)) => ({
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null ? requiredMessage : MESSAGES.invalidFormat(field);
  },
});

/**
 * Text of at most `max` characters (§5 'max 160 characters'), trimmed first
 * unless `trim` is false; `requiredMessage` where a form words "required" its own way.
 */
export function textField(field: string, max: number, { trim = true, requiredMessage = MESSAGES.required(field) } = {}) {
  const text = z.string(typeError(field, requiredMessage));
  return (trim ? text.trim() : text).max(max, MESSAGES.maxLength(field, max));
}

/** Text that must not be empty once trimmed. */
export function requiredText(field: string, max: number, requiredMessage: string = MESSAGES.required(field)) {
  return textField(field, max, { requiredMessage }).min(1, requiredMessage);
}
