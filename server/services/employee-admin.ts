/**
 * Creating and editing employee records (/hq, /franchise-owner, /agent,
 * /staff; issue 16). Who may keep which record, in which offices, and what
 * a body may say are domain/employee-admin.ts's rules, asked here, never
 * written again. A record, the person it is for (made when new, with a
 * set-password link in the mail outbox) and their audit events are written
 * in one transaction.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { can } from '../../domain/access';
import { changesOf } from '../../domain/audit';
import {
  canKeepEmployee,
  EMPLOYEE_ADMIN_MESSAGES as M,
  EMPLOYEE_SCREENS,
  employeeKindOf,
  mainEmailGap,
  mayGrantRole,
  statusChangeRefusal,
  type CreateEmployeeBody,
  type EmployeeAdminCaller,
  type UpdateEmployeeBody,
} from '../../domain/employee-admin';
import type { EmployeeDetail } from '../../domain/entities/employee';
import { nameOfParts } from '../../domain/entities/user-admin';
import { MESSAGES } from '../../domain/messages';
import type { Role } from '../../domain/roles';
import type { Db, Executor } from '../db/client';
import { employees, offices, users } from '../db/schema';
import { fieldError, forbidden, notFound, type DomainError } from '../errors';
import { getEmployee } from './approvals';
import { callerAudit, recordAudit, type AuditContext } from './audit';
import type { Caller } from './caller';
import { existingFileKeys, fileKeyOfUrl } from './files';
import { cleanHtml } from './html';
import type { Mailer } from './mail';
import { issueLink, SET_PASSWORD_LINK_LIFETIME_MS, setPasswordMail } from './one-time-links';
import { hashSecret, newId } from './tokens';
import { AUDITED_USER_FIELDS, findUserByEmail, normalizeEmail } from './users';

/** What creating a record needs of the app: a new person's set-password mail. */
export interface EmployeeAdminContext {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** Origin of the SPA, for the link in the mail. */
  publicUrl: string;
}

type EmployeeRow = typeof employees.$inferSelect;

/**
 * Stored for a person who has never set a password: not an scrypt hash, so
 * verifyPassword matches nothing against it; the set-password link replaces it.
 */
const NO_PASSWORD = 'unset';

/** Records that no longer hold their role: a person may be given it again (a rejected request, an ended job). */
const ENDED = { approvalStatus: ['REJECTED'] as const, status: ['TERMINATED'] as const };

/** The record fields the trail compares (the approval decision's own fields are the approval route's). */
const AUDITED_EMPLOYEE_FIELDS = [
  'userId',
  'officeId',
  'role',
  'roleStatus',
  'approvalStatus',
  'status',
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
] as const satisfies readonly (keyof EmployeeRow)[];

const adminCallerOf = (caller: Caller): EmployeeAdminCaller => ({ ...caller.subject, employees: caller.employees });

/** '' and whitespace are no value: the column keeps null, not an empty string. */
const orNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

const LINK_FIELDS = { slug: employees.slug, slugAuthor: employees.slugAuthor } as const;
type LinkField = keyof typeof LINK_FIELDS;
const linkUsed = (field: LinkField) => fieldError(field, M.websiteLinkUsed);

/** A website link another record already has (§5: 'Website link is already used'), checked before writing. */
async function checkLinks(db: Executor, values: Partial<Record<LinkField, string | null>>, exceptEmployeeId?: string): Promise<void> {
  for (const field of Object.keys(LINK_FIELDS) as LinkField[]) {
    const value = values[field];
    if (!value) continue;
    const [other] = await db
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .where(and(eq(LINK_FIELDS[field], value), exceptEmployeeId ? ne(employees.employeeId, exceptEmployeeId) : undefined))
      .limit(1);
    if (other) throw linkUsed(field);
  }
}

/** The star agent's photo is a file this app stores and serves (POST /files answers its url). */
async function checkPhoto(db: Executor, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const key = fileKeyOfUrl(url);
  if (!key || !(await existingFileKeys(db, [key])).has(key)) throw fieldError('starAgentPhotoUrl', M.photoNotOurs);
}

/** The web content as stored: only the rich editor's tags survive (no script, handler or style); empty is none. */
function cleanWebContent(html: string | null | undefined): string | null | undefined {
  if (html === undefined) return undefined;
  return orNull(html === null ? null : cleanHtml(html));
}

/** The person already holds this role in this office (a record not rejected nor terminated). */
async function holdsRole(db: Executor, userId: string, role: Role, officeId: string | null, exceptEmployeeId?: string): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(
      and(
        eq(employees.userId, userId),
        eq(employees.role, role),
        officeId === null ? isNull(employees.officeId) : eq(employees.officeId, officeId),
        notInArray(employees.approvalStatus, [...ENDED.approvalStatus]),
        notInArray(employees.status, [...ENDED.status]),
        exceptEmployeeId ? ne(employees.employeeId, exceptEmployeeId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Two requests racing past the checks: the loser hears what the check would have said. */
function uniqueViolationRefusal(error: unknown): DomainError | null {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code !== '23505') continue;
    const name = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
    if (name.includes('employees_slug_author_unique')) return linkUsed('slugAuthor');
    if (name.includes('employees_slug_unique')) return linkUsed('slug');
    if (name.includes('users_email_unique')) return fieldError('newUser.email', MESSAGES.emailUsed);
  }
  return null;
}

async function withUniqueRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolationRefusal(error) ?? error;
  }
}

// ---------------------------------------------------------------------------
// Create

/** The person of a new record: an existing back-office user, locked so two requests cannot give them one role twice. */
async function existingUser(tx: Executor, userId: string): Promise<{ userId: string }> {
  const [user] = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.userType, 'employee')))
    .for('update');
  if (!user) throw fieldError('userId', M.userNotFound);
  return user;
}

/**
 * A new person: active (they sign in once a record of theirs is approved and
 * they have set a password), with no usable password, and a set-password link
 * mailed to them (a reset_password link: the /reset-password page takes it).
 */
async function newPerson(
  tx: Executor,
  context: EmployeeAdminContext,
  audit: AuditContext,
  person: NonNullable<CreateEmployeeBody['newUser']>,
  waitsForApproval: boolean,
): Promise<{ userId: string }> {
  const { now } = audit;
  const email = normalizeEmail(person.email);
  if (await findUserByEmail(tx, email)) throw fieldError('newUser.email', MESSAGES.emailUsed);
  const firstName = person.firstName.trim();
  const [user] = await tx
    .insert(users)
    .values({
      userId: newId(),
      name: nameOfParts({ firstName, middleName: person.middleName, lastName: person.lastName }),
      email,
      passwordHash: NO_PASSWORD,
      phone: person.phone?.trim() || null,
      gender: person.gender ?? 'male',
      status: 'active',
      userType: 'employee',
      firstName,
      middleName: person.middleName?.trim() || null,
      lastName: person.lastName?.trim() || null,
      nickName: person.nickName?.trim() || null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const secret = await issueLink(tx, { userId: user!.userId, email, purpose: 'reset_password', now, lifetimeMs: SET_PASSWORD_LINK_LIFETIME_MS });
  await context.mailer.enqueue(tx, setPasswordMail(email, user!.nickName || user!.name, `${context.publicUrl}/reset-password/${secret}`, waitsForApproval), now);
  await recordAudit(tx, audit, [
    { action: 'create', entityType: 'user', entityId: user!.userId, changes: changesOf(null, user!, { fields: AUDITED_USER_FIELDS }) },
    // The link is named by a hash of its stored hash, as forgot-password names it: never the secret.
    {
      action: 'create',
      entityType: 'session',
      entityId: createHash('sha256').update(hashSecret(secret)).digest('hex'),
      changes: [
        { field: 'purpose', before: null, after: 'reset_password' },
        { field: 'userId', before: null, after: user!.userId },
        { field: 'email', before: null, after: email },
        { field: 'expiresAt', before: null, after: new Date(now.getTime() + SET_PASSWORD_LINK_LIFETIME_MS).toISOString() },
        { field: 'token', secret: true },
      ],
    },
  ]);
  return user!;
}

/** POST employees: a record of the body's screen, waiting for approval unless it is HQ's. */
export async function createEmployee(
  context: EmployeeAdminContext,
  caller: Caller,
  body: CreateEmployeeBody,
): Promise<{ employee: EmployeeDetail; hasMail: boolean }> {
  const { db } = context;
  const now = context.now();
  const screen = EMPLOYEE_SCREENS[body.kind];
  if (!can(caller.subject, screen.guard)) throw forbidden();
  if (!screen.roles.includes(body.role)) throw fieldError('role', M.roleNotOfScreen);
  if (!mayGrantRole(caller.subject, body.role)) throw fieldError('role', M.superAdminOnly);
  const officeId = screen.hasOffice ? (body.officeId ?? null) : null;
  if (screen.hasOffice) {
    if (!officeId) throw fieldError('officeId', M.officeRequired);
    if (!canKeepEmployee(adminCallerOf(caller), body.kind, officeId)) throw fieldError('officeId', M.officeNotYours);
    const [office] = await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeId, officeId));
    if (!office) throw fieldError('officeId', M.officeNotFound);
  }
  const values = {
    currentPosition: orNull(body.currentPosition),
    employeeCode: orNull(body.employeeCode),
    tempEmployeeCode: orNull(body.tempEmployeeCode),
    mainEmail: body.mainEmail,
    geniusEmail: orNull(body.geniusEmail),
    privateEmail: orNull(body.privateEmail),
    slug: orNull(body.slug),
    slugAuthor: orNull(body.slugAuthor),
    allowSelfListing: body.allowSelfListing,
    starAgentPhotoUrl: orNull(body.starAgentPhotoUrl),
    starAgentTitle: orNull(body.starAgentTitle),
    starAgentWebContent: cleanWebContent(body.starAgentWebContent) ?? null,
    starAgentItems: body.starAgentItems,
  };
  await checkPhoto(db, values.starAgentPhotoUrl);
  await checkLinks(db, values);

  const employeeId = newId();
  await withUniqueRefusals(() =>
    db.transaction(async (tx) => {
      const audit = callerAudit(caller, now);
      const person = body.userId ? await existingUser(tx, body.userId) : await newPerson(tx, context, audit, body.newUser!, screen.needsApproval);
      if (await holdsRole(tx, person.userId, body.role, officeId)) throw fieldError('role', M.userHasRole);
      const [row] = await tx
        .insert(employees)
        .values({
          ...values,
          employeeId,
          userId: person.userId,
          officeId,
          role: body.role,
          ...(screen.needsApproval
            ? { approvalStatus: 'WAITING_APPROVAL', roleStatus: 'OPEN', status: 'OPEN' }
            : { approvalStatus: 'APPROVED', roleStatus: 'PUBLISH', status: 'ACTIVE' }),
          createdAt: now,
          updatedAt: now,
        } as const)
        .returning();
      await recordAudit(tx, audit, {
        action: 'create',
        entityType: 'employee',
        entityId: employeeId,
        officeId,
        before: null,
        after: row!,
        fields: AUDITED_EMPLOYEE_FIELDS,
        stateTo: row!.approvalStatus,
      });
    }),
  );
  return { employee: await getEmployee(db, caller, employeeId), hasMail: !body.userId };
}

// ---------------------------------------------------------------------------
// Edit

/** The stored values under the sent ones, for the rules that look at the record as the PATCH leaves it. */
function mainEmailAfter(record: EmployeeRow, body: UpdateEmployeeBody) {
  const kept = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);
  return {
    mainEmail: kept(body.mainEmail, record.mainEmail),
    privateEmail: kept(body.privateEmail, record.privateEmail),
    // A product mailbox never given is left out, not cleared (mainEmailGap).
    geniusEmail: body.geniusEmail === undefined ? (record.geniusEmail ?? undefined) : body.geniusEmail,
  };
}

/** The columns a PATCH sets: only what it sent. */
function changeOf(body: UpdateEmployeeBody): Partial<EmployeeRow> {
  const change: Partial<EmployeeRow> = {};
  const text = ['currentPosition', 'employeeCode', 'tempEmployeeCode', 'geniusEmail', 'privateEmail', 'slug', 'slugAuthor', 'starAgentPhotoUrl', 'starAgentTitle'] as const;
  for (const field of text) if (body[field] !== undefined) change[field] = orNull(body[field]);
  if (body.starAgentWebContent !== undefined) change.starAgentWebContent = cleanWebContent(body.starAgentWebContent) ?? null;
  if (body.mainEmail !== undefined) change.mainEmail = body.mainEmail;
  if (body.allowSelfListing !== undefined) change.allowSelfListing = body.allowSelfListing;
  if (body.starAgentItems !== undefined) change.starAgentItems = body.starAgentItems;
  if (body.role !== undefined) change.role = body.role;
  if (body.roleStatus !== undefined) change.roleStatus = body.roleStatus;
  if (body.status !== undefined) change.status = body.status;
  return change;
}

/** The record as the caller may keep it: 404 outside their offices (the words of an unknown id), 403 off their screens. */
function keptRecord(caller: Caller, record: EmployeeRow | undefined): { record: EmployeeRow; kind: NonNullable<ReturnType<typeof employeeKindOf>> } {
  const kind = record ? employeeKindOf(record.role) : null;
  if (!record || !kind) throw notFound(M.notFound);
  if (!can(caller.subject, EMPLOYEE_SCREENS[kind].guard)) throw forbidden();
  if (!canKeepEmployee(adminCallerOf(caller), kind, record.officeId)) throw notFound(M.notFound);
  if (!mayGrantRole(caller.subject, record.role)) throw forbidden(M.superAdminOnly);
  return { record, kind };
}

/** PATCH employees/{employeeId}: what the body names, the role within the same screen; office moves are staff transfers. */
export async function updateEmployee(db: Db, caller: Caller, employeeId: string, body: UpdateEmployeeBody, now: Date): Promise<EmployeeDetail> {
  await withUniqueRefusals(() =>
    db.transaction(async (tx) => {
      const [found] = await tx.select().from(employees).where(eq(employees.employeeId, employeeId)).for('update');
      const { record, kind } = keptRecord(caller, found);
      if (body.role !== undefined && body.role !== record.role) {
        if (!EMPLOYEE_SCREENS[kind].roles.includes(body.role)) throw fieldError('role', M.roleNotOfScreen);
        if (!mayGrantRole(caller.subject, body.role)) throw fieldError('role', M.superAdminOnly);
        await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, record.userId)).for('update');
        if (await holdsRole(tx, record.userId, body.role, record.officeId, employeeId)) throw fieldError('role', M.userHasRole);
      }
      const statusRefusal = statusChangeRefusal(record, body);
      if (statusRefusal) throw fieldError(statusRefusal.field, statusRefusal.message);
      const gap = mainEmailGap(mainEmailAfter(record, body));
      if (gap) throw fieldError(gap, M.mainEmailNeedsAddress);

      const change = changeOf(body);
      if (change.starAgentPhotoUrl !== record.starAgentPhotoUrl) await checkPhoto(tx, change.starAgentPhotoUrl);
      await checkLinks(tx, { slug: change.slug, slugAuthor: change.slugAuthor }, employeeId);
      const changes = changesOf(record, { ...record, ...change }, { fields: AUDITED_EMPLOYEE_FIELDS });
      // Nothing differs: nothing is written, so nothing is recorded.
      if (!changes.length) return;
      const [after] = await tx
        .update(employees)
        .set({ ...change, updatedAt: now })
        .where(eq(employees.employeeId, employeeId))
        .returning();
      await recordAudit(tx, callerAudit(caller, now), {
        action: 'update',
        entityType: 'employee',
        entityId: employeeId,
        officeId: record.officeId,
        changes: changesOf(record, after!, { fields: AUDITED_EMPLOYEE_FIELDS }),
        ...(record.status !== after!.status && { stateFrom: record.status, stateTo: after!.status }),
      });
    }),
  );
  return getEmployee(db, caller, employeeId);
}
