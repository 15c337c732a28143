/**
 * The create and edit forms of the employee screens: what the inputs hold
 * (text as typed), and the contract's bodies (domain/employee-admin.ts) the
 * resolver checks them with, so every message lands at the field the body
 * names (userId, newUser.email, officeId, slug…), as the server's do.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  createEmployeeBody,
  EMPLOYEE_ADMIN_MESSAGES,
  EMPLOYEE_SCREENS,
  employeeFields,
  updateEmployeeBody,
  type CreateEmployeeBody,
  type EmployeeKind,
  type MainEmailChoice,
  type STAR_AGENT_ITEM_TYPES,
  type UpdateEmployeeBody,
} from '../../../domain/employee-admin';
import { PRODUCT, type EmployeeDetail } from '../../../domain/entities/employee';
import type { GENDERS } from '../../../domain/entities/user';
import type { EmployeeStatus, RoleStatus } from '../../../domain/people-formats';
import { stripHtml } from '../../../domain/validation';

export type PersonChoice = 'existing' | 'new';
export type StarAgentItemType = (typeof STAR_AGENT_ITEM_TYPES)[number];

export interface NewPersonValues {
  firstName: string;
  middleName: string;
  lastName: string;
  nickName: string;
  email: string;
  phone: string;
  gender: (typeof GENDERS)[number];
}

export interface EmployeeFormValues {
  person: PersonChoice;
  userId: string;
  newUser: NewPersonValues;
  officeId: string;
  role: string;
  currentPosition: string;
  employeeCode: string;
  tempEmployeeCode: string;
  mainEmail: MainEmailChoice;
  geniusEmail: string;
  privateEmail: string;
  slug: string;
  slugAuthor: string;
  allowSelfListing: boolean;
  starAgentPhotoUrl: string;
  starAgentTitle: string;
  starAgentWebContent: string;
  starAgentItems: StarAgentItemType[];
  roleStatus: RoleStatus;
  status: EmployeeStatus;
}

/** The inputs in screen order (each input's id is its field's path): the first invalid one gets the focus (§8). */
export const EMPLOYEE_FORM_FIELDS = [
  'userId',
  'newUser.firstName',
  'newUser.middleName',
  'newUser.lastName',
  'newUser.nickName',
  'newUser.email',
  'newUser.phone',
  'newUser.gender',
  'officeId',
  'role',
  'currentPosition',
  'employeeCode',
  'tempEmployeeCode',
  'mainEmail',
  'geniusEmail',
  'privateEmail',
  'slug',
  'slugAuthor',
  'allowSelfListing',
  'starAgentPhotoUrl',
  'starAgentTitle',
  'starAgentWebContent',
  'starAgentItems',
  'roleStatus',
  'status',
] as const;
export type EmployeeFormField = (typeof EMPLOYEE_FORM_FIELDS)[number];

export const firstInvalidField = (errors: FieldErrors<EmployeeFormValues>): EmployeeFormField | undefined =>
  EMPLOYEE_FORM_FIELDS.find((path) => get(errors, path) !== undefined);

const EMPTY_PERSON: NewPersonValues = { firstName: '', middleName: '', lastName: '', nickName: '', email: '', phone: '', gender: 'male' };

/** A new record: the screen's only role chosen, the office when the caller keeps just one, the product mailbox as the main email. */
export function createDefaults(kind: EmployeeKind, officeIds: readonly string[] | null): EmployeeFormValues {
  const { roles } = EMPLOYEE_SCREENS[kind];
  return {
    person: 'existing',
    userId: '',
    newUser: EMPTY_PERSON,
    officeId: officeIds?.length === 1 ? officeIds[0]! : '',
    role: roles.length === 1 ? roles[0]! : '',
    currentPosition: '',
    employeeCode: '',
    tempEmployeeCode: '',
    mainEmail: PRODUCT,
    geniusEmail: '',
    privateEmail: '',
    slug: '',
    slugAuthor: '',
    allowSelfListing: true,
    starAgentPhotoUrl: '',
    starAgentTitle: '',
    starAgentWebContent: '',
    starAgentItems: [],
    roleStatus: 'OPEN',
    status: 'OPEN',
  };
}

const isItemType = (type: string): type is StarAgentItemType => (employeeFields.shape.starAgentItems.element.shape.type.options as readonly string[]).includes(type);

/** What the edit form starts from: the record as it is. */
export function editDefaults(record: EmployeeDetail): EmployeeFormValues {
  return {
    ...createDefaults('agent', null),
    officeId: record.officeId ?? '',
    role: record.employeeRole.role,
    currentPosition: record.currentPosition ?? '',
    employeeCode: record.employeeCode ?? '',
    tempEmployeeCode: record.tempEmployeeCode ?? '',
    mainEmail: record.mainEmail === 'PRIVATE' ? 'PRIVATE' : PRODUCT,
    geniusEmail: record.geniusEmail ?? '',
    privateEmail: record.privateEmail ?? '',
    slug: record.slug ?? '',
    slugAuthor: record.slugAuthor ?? '',
    allowSelfListing: record.allowSelfListing,
    starAgentPhotoUrl: record.starAgentPhoto?.fileUrl ?? '',
    starAgentTitle: record.starAgentTitle ?? '',
    starAgentWebContent: record.starAgentWebContent ?? '',
    starAgentItems: record.starAgentItems.map((i) => i.type).filter(isItemType),
    roleStatus: record.employeeRole.status,
    status: record.status,
  };
}

/** Empty is not sent (a new record), or sent as null (an edit clears it). */
const absent = (v: string) => v.trim() || undefined;
const cleared = (v: string) => v.trim() || null;

/** The editor's empty body ('<p><br></p>') is no content. */
const htmlOrEmpty = (html: string) => (stripHtml(html).trim() || /<img\b/i.test(html) ? html : '');

function starAgentOf(v: EmployeeFormValues, empty: (s: string) => string | null | undefined) {
  return {
    allowSelfListing: v.allowSelfListing,
    starAgentPhotoUrl: empty(v.starAgentPhotoUrl),
    starAgentTitle: empty(v.starAgentTitle),
    starAgentWebContent: empty(htmlOrEmpty(v.starAgentWebContent)),
    starAgentItems: v.starAgentItems.map((type) => ({ type })),
  };
}

/** POST employees' body: the existing user or the new person, the office on an office's screen, the star agent fields for agents. */
export function createBodyOf(kind: EmployeeKind, v: EmployeeFormValues): Record<string, unknown> {
  const screen = EMPLOYEE_SCREENS[kind];
  const p = v.newUser;
  return {
    kind,
    role: absent(v.role),
    ...(v.person === 'existing'
      ? { userId: absent(v.userId) }
      : { newUser: { firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, nickName: cleared(p.nickName), email: p.email, phone: p.phone, gender: p.gender } }),
    ...(screen.hasOffice && { officeId: absent(v.officeId) }),
    currentPosition: absent(v.currentPosition),
    employeeCode: absent(v.employeeCode),
    tempEmployeeCode: absent(v.tempEmployeeCode),
    mainEmail: v.mainEmail,
    geniusEmail: absent(v.geniusEmail),
    privateEmail: absent(v.privateEmail),
    slug: absent(v.slug),
    slugAuthor: absent(v.slugAuthor),
    ...(kind === 'agent' && starAgentOf(v, absent)),
  };
}

/**
 * PATCH employees/{employeeId}'s body: every field of the form, an emptied
 * one as null. An empty product mailbox the record never had is not named
 * (null would say the main email has no address).
 */
export function updateBodyOf(kind: EmployeeKind, record: EmployeeDetail, v: EmployeeFormValues): Record<string, unknown> {
  return {
    role: v.role,
    currentPosition: cleared(v.currentPosition),
    employeeCode: cleared(v.employeeCode),
    tempEmployeeCode: cleared(v.tempEmployeeCode),
    mainEmail: v.mainEmail,
    geniusEmail: v.geniusEmail.trim() || (record.geniusEmail ? null : undefined),
    privateEmail: cleared(v.privateEmail),
    slug: cleared(v.slug),
    slugAuthor: cleared(v.slugAuthor),
    ...(kind === 'agent' && starAgentOf(v, cleared)),
    roleStatus: v.roleStatus,
    status: v.status,
  };
}

/**
 * zod skips the body's cross-field rules (who, which office) while a field
 * it needs is missing (no role chosen yet): the form says them at once, so
 * one Save shows every empty field.
 */
function missingChoices(kind: EmployeeKind, v: EmployeeFormValues): FieldErrors<EmployeeFormValues> {
  const missing: FieldErrors<EmployeeFormValues> = {};
  if (v.person === 'existing' && !v.userId) missing.userId = { type: 'custom', message: EMPLOYEE_ADMIN_MESSAGES.userOrNewUser };
  if (EMPLOYEE_SCREENS[kind].hasOffice && !v.officeId) missing.officeId = { type: 'custom', message: EMPLOYEE_ADMIN_MESSAGES.officeRequired };
  return missing;
}

export function createResolver(kind: EmployeeKind): Resolver<EmployeeFormValues, unknown, CreateEmployeeBody> {
  const schema = z.preprocess((values: EmployeeFormValues) => createBodyOf(kind, values), createEmployeeBody);
  const resolve = zodResolver(schema) as unknown as Resolver<EmployeeFormValues, unknown, CreateEmployeeBody>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: { ...missingChoices(kind, values), ...result.errors } };
  };
}

export function updateResolver(kind: EmployeeKind, record: EmployeeDetail): Resolver<EmployeeFormValues, unknown, UpdateEmployeeBody> {
  const schema = z.preprocess((values: EmployeeFormValues) => updateBodyOf(kind, record, values), updateEmployeeBody);
  return zodResolver(schema) as unknown as Resolver<EmployeeFormValues, unknown, UpdateEmployeeBody>;
}

/** The website links' format (§5), so a malformed link is never looked up. */
export const isWellFormedSlug = (slug: string) => employeeFields.shape.slug.safeParse(slug).success && slug !== '';

/** The body either form sends, and the form as its sections see it. */
export type EmployeeBody = CreateEmployeeBody | UpdateEmployeeBody;
export type EmployeeFormApi = UseFormReturn<EmployeeFormValues, unknown, EmployeeBody>;
