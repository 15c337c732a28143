import { z } from 'zod';
import { MESSAGES } from '../messages';
import { FORMAT_PATTERNS, requiredText, textField } from '../validation';

export const USER_STATUSES = ['active', 'inactive'] as const;
export const USER_TYPES = ['employee', 'customer'] as const;
export const GENDERS = ['male', 'female'] as const;

/** User of §3 (birthDate and profilePic serve the dashboard birthday list and user cards). */
export const user = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).default('male'),
  province: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  status: z.enum(USER_STATUSES).default('inactive'),
  userType: z.enum(USER_TYPES),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickName: z.string().nullable(),
  birthDate: z.string().nullable(),
  profilePic: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

const name = (field: string) => requiredText(field, 100);
const optionalLetters = (field: string) =>
  textField(field, 100).regex(FORMAT_PATTERNS.letters, MESSAGES.invalidFormat(field)).nullable().optional().or(z.literal(''));

/** PATCH users/{userId} (§7) plus the profile fields the profile edit screen sends. */
export const patchUserBody = z
  .object({
    /** The public-user toggle sends the user's id with the status (§7); it must be the path's. */
    userId: z.string().min(1).max(64, MESSAGES.maxLength('User ID', 64)),
    name: name('Name'),
    email: z.email('Email format is invalid.').max(200, MESSAGES.maxLength('Email', 200)),
    phone: textField('Phone', 20).regex(FORMAT_PATTERNS.phone, MESSAGES.invalidFormat('Phone')).nullable(),
    userType: z.enum(USER_TYPES),
    status: z.enum(USER_STATUSES),
    firstName: optionalLetters('First name'),
    middleName: optionalLetters('Middle name'),
    lastName: optionalLetters('Last name'),
    nickName: textField('Nick name', 60).nullable(),
    gender: z.enum(GENDERS),
    province: textField('Province', 100).nullable(),
    city: textField('City', 100).nullable(),
    postalCode: z.string().trim().regex(/^\d{0,10}$/, 'Postal code format is invalid.').nullable(),
    birthDate: z.iso.date('Birth date format is invalid.').nullable(),
  })
  .partial()
  .strict();
export type PatchUserBody = z.infer<typeof patchUserBody>;

export const checkEmailBody = z.object({ email: z.email('Email format is invalid.').max(200, MESSAGES.maxLength('Email', 200)) }).strict();
/** payload of users/check-email: isExist true means 'Email is already used'. */
export const checkEmailPayload = z.object({ isExist: z.boolean() });

export const PASSWORD_RULE = FORMAT_PATTERNS.password;

export const userIdParams = z.object({ userId: z.string().min(1).max(64) }).strict();
