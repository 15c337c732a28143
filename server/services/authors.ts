/**
 * Blog authors (/author): employees with an author slug, the link of their
 * author page on the website. Setting the link makes an employee an author,
 * clearing it makes them one no more; a link is one employee's only (§5).
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUTHOR_MESSAGES, type Author, type AuthorsQuery, type UpdateAuthorBody } from '../../domain/entities/author';
import type { ListPayload } from '../../domain/entities/common';
import type { Db, Executor } from '../db/client';
import { articles, employees, users } from '../db/schema';
import { fieldError, isUniqueViolation, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type Window } from './lists';

/** What the public author page shows, and nothing else (issue 11): a blog admin needs no one's address or office. */
const authorColumns = {
  employeeId: employees.employeeId,
  name: users.name,
  nickName: users.nickName,
  slugAuthor: employees.slugAuthor,
};

function authorRows(db: Executor, where: SQL | undefined) {
  return db.select(authorColumns).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(where).$dynamic();
}

/** Posts per employee, deleted ones left out: what an author page would show. */
async function articleCounts(db: Executor, employeeIds: readonly string[]): Promise<Map<string, number>> {
  if (!employeeIds.length) return new Map();
  const rows = await db
    .select({ employeeId: articles.employeeId, n: count() })
    .from(articles)
    .where(and(inArray(articles.employeeId, [...employeeIds]), ne(articles.status, 'DELETE')))
    .groupBy(articles.employeeId);
  return new Map(rows.map((r) => [r.employeeId!, r.n]));
}

async function withCounts(db: Executor, rows: readonly Omit<Author, 'articleCount'>[]): Promise<Author[]> {
  const counts = await articleCounts(db, rows.map((r) => r.employeeId));
  return rows.map((r) => ({ ...r, articleCount: counts.get(r.employeeId) ?? 0 }));
}

export async function listAuthors(db: Db, q: AuthorsQuery & Window): Promise<ListPayload<Author>> {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = and(
    isNotNull(employees.slugAuthor),
    // Not by address: a search that finds someone by it would tell whose it is.
    pattern ? or(ilike(users.name, pattern), ilike(users.nickName, pattern), ilike(employees.slugAuthor, pattern)) : undefined,
  );
  const rows = await authorRows(db, where).orderBy(asc(users.name), asc(employees.employeeId)).limit(q.limit).offset(q.offset);
  const matches = db.select({ one: sql`1` }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(where);
  return countedPage(db, await withCounts(db, rows), matches, q);
}

/** Any employee answers, author or not, so the screen can make one an author. */
export async function getAuthor(db: Executor, employeeId: string): Promise<Author> {
  const [row] = await authorRows(db, eq(employees.employeeId, employeeId));
  if (!row) throw notFound(AUTHOR_MESSAGES.notFound);
  const [withCount] = await withCounts(db, [row]);
  return withCount!;
}

const linkUsed = () => fieldError('slugAuthor', AUTHOR_MESSAGES.websiteLinkUsed);

/** Setting or clearing the author link; the trail names the employee as the author (the office is theirs). */
export async function updateAuthor(db: Db, caller: Caller, employeeId: string, body: UpdateAuthorBody, now: Date): Promise<Author> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ employeeId: employees.employeeId, slugAuthor: employees.slugAuthor, officeId: employees.officeId })
        .from(employees)
        .where(eq(employees.employeeId, employeeId))
        .for('update');
      if (!current) throw notFound(AUTHOR_MESSAGES.notFound);
      if (body.slugAuthor) {
        const [other] = await tx
          .select({ employeeId: employees.employeeId })
          .from(employees)
          .where(and(eq(employees.slugAuthor, body.slugAuthor), ne(employees.employeeId, employeeId)));
        if (other) throw linkUsed();
      }
      await tx.update(employees).set({ slugAuthor: body.slugAuthor, updatedAt: now }).where(eq(employees.employeeId, employeeId));
      await recordAudit(tx, callerAudit(caller, now), {
        action: 'update',
        entityType: 'author',
        entityId: employeeId,
        officeId: current.officeId,
        before: { slugAuthor: current.slugAuthor },
        after: { slugAuthor: body.slugAuthor },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw linkUsed();
    throw error;
  }
  return getAuthor(db, employeeId);
}
