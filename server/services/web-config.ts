/**
 * Web config (issue 19): partners, banners and template messages, listed in
 * §7's shape, created, edited, deleted and reordered by admin-HQ-plus (the
 * route's guard), every write audited. An image must be a file uploaded to
 * this server; a new order must list exactly the records it orders.
 */
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { BANNER_MESSAGES as BM, BANNER_PLACEMENT_LABELS, BANNERS_PER_PLACEMENT_MAX, type Banner, type BannerOrderBody, type BannersQuery, type CreateBannerBody, type UpdateBannerBody } from '../../domain/banners';
import { PARTNER_MESSAGES as PM, PARTNERS_MAX, type CreatePartnerBody, type Partner, type PartnerOrderBody, type PartnersQuery, type UpdatePartnerBody } from '../../domain/partners';
import { TEMPLATE_MESSAGES as TM, type TemplateMessage, type TemplateMessageBody, type TemplateMessagesQuery } from '../../domain/template-messages';
import { isPermutation, WEB_CONFIG_MESSAGES as W } from '../../domain/web-config';
import type { Db, Executor } from '../db/client';
import { banners, partners, templateMessages } from '../db/schema';
import { fieldError, notFound, refusingDuplicates } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { existingFileKeys, fileKeyOfUrl } from './files';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const lower = (column: Parameters<typeof eq>[0]) => sql`lower(${column})`;

/** An image is one uploaded to this server (the public website loads it for every visitor). */
async function checkImage(db: Executor, field: string, label: string, url: string | undefined): Promise<void> {
  if (url === undefined) return;
  const key = fileKeyOfUrl(url);
  if (!key || !(await existingFileKeys(db, [key])).has(key)) throw fieldError(field, W.imageNotUploaded(label));
}

// ---------------------------------------------------------------------------
// Partners

type PartnerRow = typeof partners.$inferSelect;
const toPartner = (r: PartnerRow): Partner => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const AUDITED_PARTNER = ['name', 'link', 'logoUrl', 'displayOrder'] as const;

export async function listPartners(db: Executor, q: PartnersQuery & Window): Promise<ListPage<Partner>> {
  const search = q.search?.trim();
  const where = search ? ilike(partners.name, `%${escapeLike(search)}%`) : undefined;
  const rows = await db.select().from(partners).where(where).orderBy(asc(partners.displayOrder), asc(partners.partnerId)).limit(q.limit).offset(q.offset);
  return countedPage(db, rows.map(toPartner), db.select({ one: sql`1` }).from(partners).where(where), q);
}

async function refusePartnerName(db: Executor, name: string | undefined, exceptId?: string): Promise<void> {
  if (name === undefined) return;
  const [taken] = await db
    .select({ id: partners.partnerId })
    .from(partners)
    .where(and(eq(lower(partners.name), name.toLowerCase()), exceptId ? ne(partners.partnerId, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldError('name', PM.nameTaken);
}

export async function createPartner(db: Db, caller: Caller, body: CreatePartnerBody, now: Date): Promise<Partner> {
  await refusePartnerName(db, body.name);
  await checkImage(db, 'logoUrl', 'Logo', body.logoUrl);
  const row = await refusingDuplicates('name', PM.nameTaken, () =>
    db.transaction(async (tx) => {
      const [{ n, last } = { n: 0, last: 0 }] = await tx.select({ n: count(), last: sql<number>`coalesce(max(${partners.displayOrder}), 0)::int` }).from(partners);
      if (n >= PARTNERS_MAX) throw fieldError('name', PM.full);
      const row = { partnerId: newId(), ...body, displayOrder: last + 1, createdAt: now, updatedAt: now };
      await tx.insert(partners).values(row);
      await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'partner', entityId: row.partnerId, before: null, after: row, fields: AUDITED_PARTNER });
      return row;
    }),
  );
  return toPartner(row);
}

export async function updatePartner(db: Db, caller: Caller, partnerId: string, body: UpdatePartnerBody, now: Date): Promise<Partner> {
  await refusePartnerName(db, body.name, partnerId);
  await checkImage(db, 'logoUrl', 'Logo', body.logoUrl);
  const row = await refusingDuplicates('name', PM.nameTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(partners).where(eq(partners.partnerId, partnerId)).for('update');
      if (!before) throw notFound(PM.notFound);
      const [after] = await tx.update(partners).set({ ...body, updatedAt: now }).where(eq(partners.partnerId, partnerId)).returning();
      await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'partner', entityId: partnerId, before, after: after!, fields: AUDITED_PARTNER });
      return after!;
    }),
  );
  return toPartner(row);
}

export async function deletePartner(db: Db, caller: Caller, partnerId: string, now: Date): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.partnerId, partnerId)).for('update');
    if (!before) throw notFound(PM.notFound);
    await tx.delete(partners).where(eq(partners.partnerId, partnerId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'partner', entityId: partnerId, before, after: null, fields: AUDITED_PARTNER });
    return toPartner(before);
  });
}

/** Every partner in the asked order (1, 2, …), one audit event per partner that moved. */
export async function orderPartners(db: Db, caller: Caller, body: PartnerOrderBody, now: Date): Promise<Partner[]> {
  return db.transaction(async (tx) => {
    const stored = await tx.select().from(partners).orderBy(asc(partners.displayOrder), asc(partners.partnerId)).for('update');
    if (!isPermutation(body.partnerIds, stored.map((p) => p.partnerId))) throw fieldError('partnerIds', W.notPermutation);
    const byId = new Map(stored.map((p) => [p.partnerId, p]));
    const result: PartnerRow[] = [];
    for (const [index, partnerId] of body.partnerIds.entries()) {
      const before = byId.get(partnerId)!;
      const displayOrder = index + 1;
      if (before.displayOrder === displayOrder) {
        result.push(before);
        continue;
      }
      const [after] = await tx.update(partners).set({ displayOrder, updatedAt: now }).where(eq(partners.partnerId, partnerId)).returning();
      await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'partner', entityId: partnerId, before, after: after!, fields: ['displayOrder'] });
      result.push(after!);
    }
    return result.map(toPartner);
  });
}

// ---------------------------------------------------------------------------
// Banners

type BannerRow = typeof banners.$inferSelect;
const toBanner = (r: BannerRow): Banner => ({ ...r, startAt: r.startAt.toISOString(), endAt: iso(r.endAt), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const AUDITED_BANNER = ['title', 'imageUrl', 'link', 'placement', 'startAt', 'endAt', 'status', 'displayOrder'] as const;
const bannerValues = <T extends Partial<CreateBannerBody>>(body: T) => ({
  ...body,
  ...(body.startAt !== undefined && { startAt: new Date(body.startAt) }),
  ...(body.endAt !== undefined && { endAt: body.endAt === null ? null : new Date(body.endAt) }),
});

export async function listBanners(db: Executor, q: BannersQuery & Window): Promise<ListPage<Banner>> {
  const search = q.search?.trim();
  const where = and(
    q.filterPlacement ? eq(banners.placement, q.filterPlacement) : undefined,
    q.filterStatus ? eq(banners.status, q.filterStatus) : undefined,
    search ? ilike(banners.title, `%${escapeLike(search)}%`) : undefined,
  );
  const rows = await db.select().from(banners).where(where).orderBy(asc(banners.placement), asc(banners.displayOrder), asc(banners.bannerId)).limit(q.limit).offset(q.offset);
  return countedPage(db, rows.map(toBanner), db.select({ one: sql`1` }).from(banners).where(where), q);
}

/** The next place at the end of a placement, or a refusal when the placement is full. */
async function lastPlace(tx: Executor, placement: CreateBannerBody['placement']): Promise<number> {
  const [{ n, last } = { n: 0, last: 0 }] = await tx
    .select({ n: count(), last: sql<number>`coalesce(max(${banners.displayOrder}), 0)::int` })
    .from(banners)
    .where(eq(banners.placement, placement));
  if (n >= BANNERS_PER_PLACEMENT_MAX) throw fieldError('placement', BM.full(BANNER_PLACEMENT_LABELS[placement]));
  return last;
}

export async function createBanner(db: Db, caller: Caller, body: CreateBannerBody, now: Date): Promise<Banner> {
  await checkImage(db, 'imageUrl', 'Image', body.imageUrl);
  const row = await db.transaction(async (tx) => {
    const row = { bannerId: newId(), ...bannerValues(body), displayOrder: (await lastPlace(tx, body.placement)) + 1, createdAt: now, updatedAt: now };
    await tx.insert(banners).values(row);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'banner', entityId: row.bannerId, before: null, after: row, fields: AUDITED_BANNER });
    return row as BannerRow;
  });
  return toBanner(row);
}

export async function updateBanner(db: Db, caller: Caller, bannerId: string, body: UpdateBannerBody, now: Date): Promise<Banner> {
  await checkImage(db, 'imageUrl', 'Image', body.imageUrl);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.bannerId, bannerId)).for('update');
    if (!before) throw notFound(BM.notFound);
    const startAt = body.startAt ? new Date(body.startAt) : before.startAt;
    const endAt = body.endAt === undefined ? before.endAt : body.endAt === null ? null : new Date(body.endAt);
    if (endAt && endAt <= startAt) throw fieldError('endAt', BM.endBeforeStart);
    const moving = body.placement !== undefined && body.placement !== before.placement;
    const displayOrder = moving ? (await lastPlace(tx, body.placement!)) + 1 : before.displayOrder;
    const [after] = await tx.update(banners).set({ ...bannerValues(body), displayOrder, updatedAt: now }).where(eq(banners.bannerId, bannerId)).returning();
    const statusMoved = body.status !== undefined && body.status !== before.status;
    await recordAudit(tx, callerAudit(caller, now), {
      action: statusMoved ? 'status' : 'update',
      entityType: 'banner',
      entityId: bannerId,
      before,
      after: after!,
      fields: AUDITED_BANNER,
      ...(statusMoved && { stateFrom: before.status, stateTo: after!.status }),
    });
    return after!;
  });
  return toBanner(row);
}

export async function deleteBanner(db: Db, caller: Caller, bannerId: string, now: Date): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.bannerId, bannerId)).for('update');
    if (!before) throw notFound(BM.notFound);
    await tx.delete(banners).where(eq(banners.bannerId, bannerId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'banner', entityId: bannerId, before, after: null, fields: AUDITED_BANNER });
    return toBanner(before);
  });
}

/** One placement's banners in the asked order (1, 2, …): the ids must be exactly that placement's. */
export async function orderBanners(db: Db, caller: Caller, body: BannerOrderBody, now: Date): Promise<Banner[]> {
  return db.transaction(async (tx) => {
    const stored = await tx.select().from(banners).where(eq(banners.placement, body.placement)).orderBy(asc(banners.displayOrder), asc(banners.bannerId)).for('update');
    if (!isPermutation(body.bannerIds, stored.map((b) => b.bannerId))) throw fieldError('bannerIds', W.notPermutation);
    const byId = new Map(stored.map((b) => [b.bannerId, b]));
    const result: BannerRow[] = [];
    for (const [index, bannerId] of body.bannerIds.entries()) {
      const before = byId.get(bannerId)!;
      const displayOrder = index + 1;
      if (before.displayOrder === displayOrder) {
        result.push(before);
        continue;
      }
      const [after] = await tx.update(banners).set({ displayOrder, updatedAt: now }).where(eq(banners.bannerId, bannerId)).returning();
      await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'banner', entityId: bannerId, before, after: after!, fields: ['displayOrder'] });
      result.push(after!);
    }
    return result.map(toBanner);
  });
}

// ---------------------------------------------------------------------------
// Template messages

type TemplateRow = typeof templateMessages.$inferSelect;
const toTemplate = (r: TemplateRow): TemplateMessage => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const AUDITED_TEMPLATE = ['channel', 'name', 'subject', 'body'] as const;

export async function listTemplateMessages(db: Executor, q: TemplateMessagesQuery & Window): Promise<ListPage<TemplateMessage>> {
  const search = q.search?.trim();
  const where = and(q.filterChannel ? eq(templateMessages.channel, q.filterChannel) : undefined, search ? ilike(templateMessages.name, `%${escapeLike(search)}%`) : undefined);
  const rows = await db.select().from(templateMessages).where(where).orderBy(desc(templateMessages.updatedAt), desc(templateMessages.templateId)).limit(q.limit).offset(q.offset);
  return countedPage(db, rows.map(toTemplate), db.select({ one: sql`1` }).from(templateMessages).where(where), q);
}

export async function getTemplateMessage(db: Executor, templateId: string): Promise<TemplateMessage> {
  const [row] = await db.select().from(templateMessages).where(eq(templateMessages.templateId, templateId));
  if (!row) throw notFound(TM.notFound);
  return toTemplate(row);
}

async function refuseTemplateName(db: Executor, body: TemplateMessageBody, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: templateMessages.templateId })
    .from(templateMessages)
    .where(and(eq(templateMessages.channel, body.channel), eq(lower(templateMessages.name), body.name.toLowerCase()), exceptId ? ne(templateMessages.templateId, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldError('name', TM.nameTaken);
}

export async function createTemplateMessage(db: Db, caller: Caller, body: TemplateMessageBody, now: Date): Promise<TemplateMessage> {
  await refuseTemplateName(db, body);
  const row = { templateId: newId(), ...body, createdAt: now, updatedAt: now };
  await refusingDuplicates('name', TM.nameTaken, () =>
    db.transaction(async (tx) => {
      await tx.insert(templateMessages).values(row);
      await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'template_message', entityId: row.templateId, before: null, after: row, fields: AUDITED_TEMPLATE });
    }),
  );
  return toTemplate(row);
}

export async function updateTemplateMessage(db: Db, caller: Caller, templateId: string, body: TemplateMessageBody, now: Date): Promise<TemplateMessage> {
  await refuseTemplateName(db, body, templateId);
  const row = await refusingDuplicates('name', TM.nameTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(templateMessages).where(eq(templateMessages.templateId, templateId)).for('update');
      if (!before) throw notFound(TM.notFound);
      const [after] = await tx.update(templateMessages).set({ ...body, updatedAt: now }).where(eq(templateMessages.templateId, templateId)).returning();
      await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'template_message', entityId: templateId, before, after: after!, fields: AUDITED_TEMPLATE });
      return after!;
    }),
  );
  return toTemplate(row);
}

export async function deleteTemplateMessage(db: Db, caller: Caller, templateId: string, now: Date): Promise<TemplateMessage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(templateMessages).where(eq(templateMessages.templateId, templateId)).for('update');
    if (!before) throw notFound(TM.notFound);
    await tx.delete(templateMessages).where(eq(templateMessages.templateId, templateId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'template_message', entityId: templateId, before, after: null, fields: AUDITED_TEMPLATE });
    return toTemplate(before);
  });
}
