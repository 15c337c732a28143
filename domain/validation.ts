/** Field formats of §5, as patterns the forms and the server share. */
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
