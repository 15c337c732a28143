/**
 * The Super Admin's users (/users, /user-has-{product}-emails) and public users
 * (/public-users) of §2, §3 and §7: the list queries, their rows, a user's
 * detail, adding a user and setting their password.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { letters, optionalFormat, phone, requiredFormat, PEOPLE_FIELD_LABELS } from '../people-formats';
import { ROLES } from '../roles';
import { FORMAT_PATTERNS, textField } from '../validation';
import { booleanString, csv, MAX_PAGE_LIMIT, pageLimit } from './common';
import { APPROVAL_STATUSES, employee, PRODUCT } from './employee';
import { GENDERS, USER_STATUSES, USER_TYPES, user } from './user';

/** The sorts /users offers: each has an index (tests/server/plans.test.ts). */
export const USER_SORT_FIELDS = ['createdAt', 'name'] as const;

const sort = (fields: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}):(ASC|DESC)$`), `sort must be one of ${fields.map((f) => `${f}:ASC|DESC`).join(', ')}.`)
    .optional();

const paging = {
  limit: pageLimit(MAX_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional(),
};

/**
 * GET users (§7): back-office users (userType employee), searched by name or
 * email; a role, office or approval filter keeps the users with at least one
 * employee record that matches it. filterHasProductEmail keeps those with a
 * record whose main email is the product mailbox (/user-has-{product}-emails).
 */
export const usersQuery = z
  .object({
    ...paging,
    sort: sort(USER_SORT_FIELDS),
    filterRole: csv(ROLES).optional(),
    filterStatus: csv(USER_STATUSES).optional(),
    filterOfficeId: z.string().max(64).optional(),
    filterRoleApprovalStatus: csv(APPROVAL_STATUSES).optional(),
    filterHasProductEmail: booleanString.optional(),
  })
  .strict();
export type UsersQuery = z.infer<typeof usersQuery>;

/** A row of /users: roles ranked (the first is the displayed role, the others the '+N' badge), offices of the records. */
export const userListItem = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.enum(ROLES)),
  officeNames: z.array(z.string()),
  /** A record's main email is the product mailbox: that mailbox. */
  productEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

/** GET users/{id}: the user and every employee record, office included. */
export const userDetail = user.extend({ isBlocked: z.boolean(), employees: z.array(employee) });
export type UserDetail = z.infer<typeof userDetail>;

/** GET users/customers (§7): public users by status and blocked flag, searched by name or email. */
export const customersQuery = z
  .object({
    ...paging,
    filterUserType: z.enum(['customer']).optional(),
    filterStatus: csv(USER_STATUSES).optional(),
    filterIsBlocked: booleanString.optional(),
  })
  .strict();
export type CustomersQuery = z.infer<typeof customersQuery>;

/** Public user of §3. */
export const publicUser = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  authInfo: z.object({ isBlocked: z.boolean() }),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The labels of the add-user form; each names its field in §5's messages. */
export const USER_FORM_LABELS = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  nickName: 'Nick Name',
  email: 'Email',
  phone: PEOPLE_FIELD_LABELS.phone,
  gender: 'Gender',
  status: 'Status',
  userType: 'User Type',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;

const L = USER_FORM_LABELS;
const password = textField(L.password, 200, { trim: false }).min(1, MESSAGES.required(L.password)).regex(FORMAT_PATTERNS.password, MESSAGES.passwordRule);
const confirmPassword = textField(L.confirmPassword, 200, { trim: false }).min(1, MESSAGES.required(L.confirmPassword));

/** The fields of the add and edit forms, each §5 format with its message at its field. */
export const userFields = z.object({
  firstName: requiredFormat(letters(L.firstName), L.firstName),
  middleName: optionalFormat(letters(L.middleName), L.middleName).optional(),
  lastName: optionalFormat(letters(L.lastName), L.lastName).optional(),
  nickName: textField(L.nickName, 60).nullish(),
  email: z
    .string({ error: () => MESSAGES.required(L.email) })
    .trim()
    .min(1, MESSAGES.required(L.email))
    .max(200, MESSAGES.maxLength(L.email, 200))
    .pipe(z.email(MESSAGES.invalidFormat(L.email))),
  phone: requiredFormat(phone(L.phone), L.phone),
  gender: z.enum(GENDERS, { error: () => MESSAGES.required(L.gender) }).default('male'),
  status: z.enum(USER_STATUSES, { error: () => MESSAGES.required(L.status) }).default('inactive'),
});
export type UserFieldsInput = z.input<typeof userFields>;

/** POST users: a new user, named by parts (the name is their join), with a first password. */
export const createUserBody = userFields
  .extend({ userType: z.enum(USER_TYPES).default('employee'), password, confirmPassword })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type CreateUserBody = z.infer<typeof createUserBody>;
export type CreateUserInput = z.input<typeof createUserBody>;

/** 'Budi' + null + 'Santoso' → 'Budi Santoso'. */
export const nameOfParts = (parts: { firstName: string; middleName?: string | null; lastName?: string | null }): string =>
  [parts.firstName, parts.middleName, parts.lastName].map((p) => p?.trim()).filter(Boolean).join(' ');

/** POST users/{userId}/change-password: the Super Admin sets a user's new password. */
export const setUserPasswordBody = z
  .object({ newPassword: password, confirmPassword })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type SetUserPasswordBody = z.infer<typeof setUserPasswordBody>;

/** §8, with the user's name. */
export const statusChangedMessage = (name: string) => `Success change ${name} status.`;
export const USER_ADMIN_MESSAGES = {
  created: 'User successfully created!',
  updated: 'User successfully updated!',
  passwordChanged: 'Password successfully changed!',
  notFound: 'User not found.',
} as const;

/** The address a user's product mailbox ends with. */
export const PRODUCT_EMAIL_DOMAIN = `@${PRODUCT}.co.id`;
