/**
 * The demo's audit trail (issue 15): the story of the demo records as the API
 * would have written it, so /audit-log and every History open on something a
 * head office would recognise. Each listing was created by its agent and, where
 * it left Open, moved by its agent or approved by head office; each post was
 * written by its author and, past review, decided by a blog admin; categories
 * and tags were created by the blog admin. Events sit at the records' own times.
 */
import { eq } from 'drizzle-orm';
import { changesOf } from '../../../domain/audit';
import type { Role } from '../../../domain/roles';
import type { Executor } from '../client';
import { articleCategories, articles, articleTags, auditEvents, employees, listings, users } from '../schema';
import { newId } from '../../services/tokens';

type AuditRow = typeof auditEvents.$inferInsert;

interface Actor {
  userId: string;
  name: string;
  role: Role;
  officeId: string | null;
}

const HOUR = 3_600_000;
/** Moves head office makes on a listing; the agent makes the others. */
const HQ_LISTING_MOVES = new Set(['PUBLISH', 'REJECTED']);
/** A post past review: a blog admin decided it. */
const DECIDED_POST = new Set(['PUBLISH', 'SCHEDULED', 'UNPUBLISH', 'DELETE']);

function event(actor: Actor, at: Date, fields: Pick<AuditRow, 'action' | 'entityType' | 'entityId'> & Partial<AuditRow>): AuditRow {
  return {
    auditEventId: newId(),
    occurredAt: at,
    requestId: newId(),
    actorType: 'user',
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    actorOfficeId: actor.officeId,
    jobId: null,
    clientAddress: null,
    userAgent: 'demo data',
    changes: [],
    stateFrom: null,
    stateTo: null,
    officeId: null,
    ...fields,
  };
}

export async function seedAuditTrail(tx: Executor, now: Date): Promise<number> {
  const people = await tx
    .select({ userId: users.userId, name: users.name, role: employees.role, officeId: employees.officeId, employeeId: employees.employeeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId));
  const byEmployee = new Map(people.map((p) => [p.employeeId, p as Actor]));
  const firstOf = (role: Role) => people.find((p) => p.role === role) as Actor | undefined;
  const hq = firstOf('admin_hq') ?? firstOf('admin');
  const blogAdmin = firstOf('admin_blog') ?? firstOf('admin');
  const byUser = new Map(people.map((p) => [p.userId, p as Actor]));
  const rows: AuditRow[] = [];

  const listingRows = await tx
    .select({ listingId: listings.listingId, listingCode: listings.listingCode, title: listings.title, price: listings.price, status: listings.status, employeeId: listings.employeeId, officeId: listings.officeId, createdAt: listings.createdAt, updatedAt: listings.updatedAt })
    .from(listings);
  for (const l of listingRows) {
    const agent = byEmployee.get(l.employeeId);
    if (!agent) continue;
    const base = { entityType: 'listing' as const, entityId: l.listingId, officeId: l.officeId };
    const created = changesOf(null, { listingCode: l.listingCode, title: l.title, price: l.price, status: 'OPEN' });
    rows.push(event(agent, l.createdAt, { ...base, action: 'create', changes: created, stateTo: 'OPEN' }));
    if (l.status === 'OPEN') continue;
    const mover = HQ_LISTING_MOVES.has(l.status) && hq ? hq : agent;
    const at = new Date(Math.min(Math.max(l.updatedAt.getTime(), l.createdAt.getTime() + HOUR), now.getTime()));
    rows.push(event(mover, at, { ...base, action: 'status', changes: changesOf({ status: 'OPEN' }, { status: l.status }), stateFrom: 'OPEN', stateTo: l.status }));
  }

  const postRows = await tx
    .select({ articleId: articles.articleId, title: articles.title, status: articles.status, createdByUserId: articles.createdByUserId, createdAt: articles.createdAt, updatedAt: articles.updatedAt })
    .from(articles);
  for (const p of postRows) {
    const author = byUser.get(p.createdByUserId) ?? blogAdmin;
    if (!author) continue;
    const base = { entityType: 'article' as const, entityId: p.articleId };
    const written = p.status === 'OPEN' ? 'OPEN' : 'NEED_APPROVAL';
    rows.push(event(author, p.createdAt, { ...base, action: 'create', changes: changesOf(null, { title: p.title, status: written }), stateTo: written }));
    if (DECIDED_POST.has(p.status) && blogAdmin) {
      const at = new Date(Math.min(Math.max(p.updatedAt.getTime(), p.createdAt.getTime() + HOUR), now.getTime()));
      const changes = changesOf({ status: 'NEED_APPROVAL' }, { status: p.status });
      rows.push(event(blogAdmin, at, { ...base, action: 'status', changes, stateFrom: 'NEED_APPROVAL', stateTo: p.status }));
    }
  }

  if (blogAdmin) {
    for (const c of await tx.select().from(articleCategories)) {
      const changes = changesOf(null, { categoryName: c.categoryName, parentCategoryId: c.parentCategoryId, status: c.status });
      rows.push(event(blogAdmin, c.createdAt, { action: 'create', entityType: 'article_category', entityId: c.categoryId, changes, stateTo: c.status }));
    }
    for (const t of await tx.select().from(articleTags)) {
      rows.push(event(blogAdmin, t.createdAt, { action: 'create', entityType: 'article_tag', entityId: t.tagId, changes: changesOf(null, { tagName: t.tagName, status: t.status }), stateTo: t.status }));
    }
  }

  for (let i = 0; i < rows.length; i += 500) await tx.insert(auditEvents).values(rows.slice(i, i + 500));
  return rows.length;
}
