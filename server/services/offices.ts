/**
 * Offices (§3, §7 offices, issue 17): the list behind /office and the office
 * pickers, one office with its owners and approval story, creating and
 * editing one, the subdomain check, and the approval (submit, approve,
 * reject) that tells the office's owners. Who may do what is
 * domain/office-policy.ts; an office outside the caller's scope is not found.
 */
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListPayload } from '../../domain/entities/common';
import type {
  CreateOfficeBody,
  OfficeApprovalBody,
  OfficeDetail,
  OfficeListItem,
  OfficeOwner,
  OfficesQuery,
  PatchOfficeBody,
} from '../../domain/entities/office';
import {
  canCreateOffice,
  canEditOffice,
  canEditOfficeWeb,
  canSetSimilarListing,
  officeApprovalRefusal,
  officeScope as officeScopeOf,
  OFFICE_MESSAGES,
} from '../../domain/office-policy';
import { MESSAGES } from '../../domain/messages';
import type { Db, Executor } from '../db/client';
import { employees, offices, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, orderBy, sortOrder, type Window } from './lists';
import { insertNotification } from './push';
import { newId } from './tokens';

function scopeOf(caller: Caller): SQL | undefined {
  const scope = officeScopeOf(caller);
  if (scope.kind === 'all') return undefined;
  return scope.officeIds.length ? inArray(offices.officeId, [...scope.officeIds]) : sql`false`;
}

const SORTABLE = { officeName: offices.officeName, createdAt: offices.createdAt } as const;

const orderOf = (sort: string | undefined) => orderBy(sortOrder(sort, SORTABLE, offices.officeId, 'officeName:ASC'));

const listColumns = {
  officeId: offices.officeId,
  officeName: offices.officeName,
  officeCode: offices.officeCode,
  city: offices.city,
  province: offices.province,
  email: offices.email,
  firstPhoneNumber: offices.firstPhoneNumber,
  isOfficePkp: offices.isOfficePkp,
  subdomain: offices.subdomain,
  approvalStatus: offices.approvalStatus,
  status: offices.status,
  createdAt: offices.createdAt,
};

export async function searchOffices(db: Executor, caller: Caller, q: OfficesQuery & Window): Promise<ListPayload<OfficeListItem>> {
  const text = q.search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const subdomain = q.filterSubdomain?.toLowerCase();
  const where = and(
    // The subdomain check asks across the network: a subdomain is unique network-wide.
    subdomain ? eq(offices.subdomain, subdomain) : scopeOf(caller),
    q.excludeOfficeId ? ne(offices.officeId, q.excludeOfficeId) : undefined,
    q.filterApprovalStatus ? eq(offices.approvalStatus, q.filterApprovalStatus) : undefined,
    q.filterOfficeId ? eq(offices.officeId, q.filterOfficeId) : undefined,
    q.filterCity ? eq(offices.city, q.filterCity) : undefined,
    q.filterIsOfficePkp === undefined ? undefined : eq(offices.isOfficePkp, q.filterIsOfficePkp),
    pattern ? or(ilike(offices.officeName, pattern), ilike(offices.officeCode, pattern)) : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(offices)
    .where(where)
    .orderBy(...orderOf(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const results = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(offices).where(where), q);
}

const decider = alias(users, 'office_decider');

async function ownersOf(db: Executor, officeId: string): Promise<OfficeOwner[]> {
  const rows = await db
    .select({ employeeId: employees.employeeId, userId: employees.userId, name: users.name, role: employees.role })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(
      and(
        eq(employees.officeId, officeId),
        inArray(employees.role, ['franchise_owner', 'business_owner']),
        eq(employees.status, 'ACTIVE'),
        eq(employees.approvalStatus, 'APPROVED'),
      ),
    )
    .orderBy(asc(employees.role), asc(users.name));
  return rows.map((r) => ({ ...r, role: r.role as OfficeOwner['role'] }));
}

type OfficeRow = typeof offices.$inferSelect;

function toDetail(office: OfficeRow, deciderName: string | null, owners: OfficeOwner[]): OfficeDetail {
  return {
    officeId: office.officeId,
    officeName: office.officeName,
    officeCode: office.officeCode,
    tempOfficeCode: office.tempOfficeCode,
    logo: office.logoUrl ? { fileUrl: office.logoUrl } : null,
    firstPhoneNumber: office.firstPhoneNumber,
    secondPhoneNumber: office.secondPhoneNumber,
    email: office.email,
    province: office.province,
    city: office.city,
    postalCode: office.postalCode,
    address: office.address,
    isOfficePkp: office.isOfficePkp,
    denyDuplicateListing: office.denyDuplicateListing,
    subdomain: office.subdomain,
    approvalStatus: office.approvalStatus,
    status: office.status,
    approval: {
      reason: office.approvalReason,
      submittedAt: office.approvalSubmittedAt?.toISOString() ?? null,
      decidedAt: office.approvalDecidedAt?.toISOString() ?? null,
      decidedBy: deciderName ? { name: deciderName } : null,
    },
    owners,
    createdAt: office.createdAt.toISOString(),
    updatedAt: office.updatedAt.toISOString(),
  };
}

export async function getOffice(db: Executor, caller: Caller, officeId: string): Promise<OfficeDetail> {
  const [row] = await db
    .select({ office: offices, deciderName: decider.name })
    .from(offices)
    .leftJoin(decider, eq(decider.userId, offices.approvalDecidedByUserId))
    .where(and(eq(offices.officeId, officeId), scopeOf(caller)));
  if (!row) throw notFound(OFFICE_MESSAGES.notFound);
  return toDetail(row.office, row.deciderName, await ownersOf(db, officeId));
}

async function lockOffice(tx: Executor, caller: Caller, officeId: string): Promise<OfficeRow> {
  const [row] = await tx
    .select()
    .from(offices)
    .where(and(eq(offices.officeId, officeId), scopeOf(caller)))
    .for('update');
  if (!row) throw notFound(OFFICE_MESSAGES.notFound);
  return row;
}

async function assertSubdomainFree(tx: Executor, subdomain: string | null | undefined, officeId: string): Promise<void> {
  if (!subdomain) return;
  const [taken] = await tx
    .select({ officeId: offices.officeId })
    .from(offices)
    .where(and(eq(offices.subdomain, subdomain), ne(offices.officeId, officeId)))
    .limit(1);
  if (taken) throw conflict(MESSAGES.subdomainUsed, 'subdomain');
}

const AUDITED = [
  'officeName',
  'officeCode',
  'logoUrl',
  'firstPhoneNumber',
  'secondPhoneNumber',
  'email',
  'province',
  'city',
  'postalCode',
  'address',
  'isOfficePkp',
  'denyDuplicateListing',
  'subdomain',
  'approvalStatus',
  'approvalReason',
] as const;

const audited = (row: Partial<OfficeRow>) => Object.fromEntries(AUDITED.filter((f) => f in row).map((f) => [f, row[f] ?? null]));

export async function createOffice(db: Db, caller: Caller, body: CreateOfficeBody, now: Date): Promise<OfficeDetail> {
  if (!canCreateOffice(caller)) throw forbidden(OFFICE_MESSAGES.notYours);
  const officeId = newId();
  const values = {
    ...body,
    denyDuplicateListing: body.denyDuplicateListing ?? false,
    officeId,
    approvalStatus: 'DRAFT' as const,
    status: 'ACTIVE',
    createdByUserId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await assertSubdomainFree(tx, values.subdomain, officeId);
    await tx.insert(offices).values(values);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'office', entityId: officeId, officeId, before: null, after: audited(values) });
  });
  return getOffice(db, caller, officeId);
}

export async function patchOffice(db: Db, caller: Caller, officeId: string, body: PatchOfficeBody, now: Date): Promise<OfficeDetail> {
  await db.transaction(async (tx) => {
    const current = await lockOffice(tx, caller, officeId);
    const onlyWeb = Object.keys(body).every((k) => k === 'subdomain');
    if (!(onlyWeb ? canEditOfficeWeb(caller, officeId) : canEditOffice(caller, officeId))) throw forbidden(OFFICE_MESSAGES.notYours);
    if (body.denyDuplicateListing !== undefined && body.denyDuplicateListing !== current.denyDuplicateListing && !canSetSimilarListing(caller)) {
      throw forbidden(OFFICE_MESSAGES.similarListingHqOnly, { denyDuplicateListing: OFFICE_MESSAGES.similarListingHqOnly });
    }
    await assertSubdomainFree(tx, body.subdomain, officeId);
    const change = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<OfficeRow>;
    await tx
      .update(offices)
      .set({ ...change, updatedAt: now })
      .where(eq(offices.officeId, officeId));
    const before = audited(current);
    const after = { ...before, ...audited(change) };
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'office', entityId: officeId, officeId, before, after });
  });
  return getOffice(db, caller, officeId);
}

/** Submit a draft or rejected office, or approve or reject one waiting; a decision tells the office's owners. */
export async function decideOffice(db: Db, caller: Caller, officeId: string, body: OfficeApprovalBody, now: Date): Promise<OfficeDetail> {
  await db.transaction(async (tx) => {
    const current = await lockOffice(tx, caller, officeId);
    const refusal = officeApprovalRefusal(caller, current, body.approvalStatus);
    if (refusal === OFFICE_MESSAGES.notYours) throw forbidden(refusal);
    if (refusal) throw conflict(refusal, 'approvalStatus');
    const isSubmit = body.approvalStatus === 'WAITING_APPROVAL';
    const change = isSubmit
      ? { approvalStatus: body.approvalStatus, approvalReason: null, approvalSubmittedAt: now, approvalDecidedAt: null, approvalDecidedByUserId: null }
      : {
          approvalStatus: body.approvalStatus,
          approvalReason: body.approvalStatus === 'REJECTED' ? (body.reason ?? null) : null,
          approvalDecidedAt: now,
          approvalDecidedByUserId: caller.userId,
        };
    await tx
      .update(offices)
      .set({ ...change, updatedAt: now })
      .where(eq(offices.officeId, officeId));
    if (!isSubmit) {
      const isApproved = body.approvalStatus === 'APPROVED';
      for (const owner of await ownersOf(tx, officeId)) {
        await insertNotification(
          tx,
          {
            receiverUserId: owner.userId,
            title: isApproved ? OFFICE_MESSAGES.notificationApprovedTitle : OFFICE_MESSAGES.notificationRejectedTitle,
            message: isApproved ? OFFICE_MESSAGES.notificationApproved(current.officeName) : OFFICE_MESSAGES.notificationRejected(current.officeName, body.reason ?? ''),
            feature: 'dashboard',
            externalId: null,
          },
          now,
        );
      }
    }
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'status',
      entityType: 'office',
      entityId: officeId,
      officeId,
      before: { approvalStatus: current.approvalStatus, approvalReason: current.approvalReason },
      after: { approvalStatus: change.approvalStatus, approvalReason: change.approvalReason },
      stateFrom: current.approvalStatus,
      stateTo: change.approvalStatus,
    });
  });
  return getOffice(db, caller, officeId);
}
