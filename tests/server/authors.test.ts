/**
 * Blog authors (/author): the list is the employees with an author slug,
 * searched by name, with their post counts, and nothing the public author
 * page does not show (no address, no office: issue 11); any employee answers
 * alone (so the screen can make one an author); the slug is set and cleared,
 * one employee's only (§5's 'Website link is already used'), in the format
 * of a URL segment.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { author, AUTHOR_MESSAGES } from '../../domain/entities/author';
import { listPayload } from '../../domain/entities/common';
import { employee } from '../../domain/entities/employee';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { articles, employees, offices, users } from '../../server/db/schema';
import { newId } from '../../server/services/tokens';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.app, 'admin_blog@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const patch = (employeeId: string, payload: unknown) => server.app.inject({ method: 'PATCH', url: `/api/authors/${employeeId}`, payload: payload as object, headers: bearer(token) });
const authorList = listPayload(author.strict());

async function employeeOf(email: string) {
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId, userId: users.userId, slugAuthor: employees.slugAuthor, name: users.name })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, email));
  return row!;
}

const slugOf = async (employeeId: string) => (await server.database.db.select({ s: employees.slugAuthor }).from(employees).where(eq(employees.employeeId, employeeId)))[0]!.s;

async function insertPosts(employeeId: string, userId: string, statuses: ('PUBLISH' | 'OPEN' | 'DELETE')[]) {
  for (const status of statuses) {
    const articleId = newId();
    await server.database.db.insert(articles).values({ articleId, title: `Post ${articleId}`, slug: `post-${articleId}`, status, createdByUserId: userId, employeeId });
  }
}

describe('GET /authors', () => {
  it('lists exactly the employees with an author slug, by name, with their posts counted (deleted ones left out)', async () => {
    const hadi = await employeeOf('admin_blog@demo.test');
    await insertPosts(hadi.employeeId, hadi.userId, ['PUBLISH', 'OPEN', 'DELETE']);
    const list = payloadOf(await get(`/api/authors${qs({ limit: 100 })}`), authorList);
    const stored = await server.database.db.select({ employeeId: employees.employeeId }).from(employees).where(isNotNull(employees.slugAuthor));
    expect(list.count).toBe(stored.length);
    expect(list.results.map((a) => a.employeeId).sort()).toEqual(stored.map((s) => s.employeeId).sort());
    expect([...list.results].sort((a, b) => a.name.localeCompare(b.name)).map((a) => a.name)).toEqual(list.results.map((a) => a.name));
    const row = list.results.find((a) => a.employeeId === hadi.employeeId)!;
    const posts = await server.database.db.select({ status: articles.status }).from(articles).where(eq(articles.employeeId, hadi.employeeId));
    expect(row).toEqual({ employeeId: hadi.employeeId, name: hadi.name, nickName: 'Hadi', slugAuthor: hadi.slugAuthor, articleCount: expect.any(Number) });
    expect(row.articleCount).toBe(posts.filter((p) => p.status !== 'DELETE').length);
    expect(row.articleCount).toBe(posts.length - posts.filter((p) => p.status === 'DELETE').length);
    expect(row.articleCount).toBeGreaterThanOrEqual(2);
  });

  it('searches by name, nickname or website link, case-insensitively; an e-mail address finds nobody', async () => {
    const hadi = await employeeOf('admin_blog@demo.test');
    for (const search of ['KURNIAWAN', 'hadi', hadi.slugAuthor!.toUpperCase()]) {
      const found = payloadOf(await get(`/api/authors${qs({ search })}`), authorList);
      expect(found.results.map((a) => a.employeeId), search).toContain(hadi.employeeId);
    }
    // The list shows no addresses: searching by one would tell whose it is.
    for (const search of ['admin_blog@', 'hadi.kurniawan.pribadi@mail.test', 'genius.co.id']) {
      expect(payloadOf(await get(`/api/authors${qs({ search })}`), authorList).count, search).toBe(0);
    }
    const none = payloadOf(await get(`/api/authors${qs({ search: 'tidak-ada-penulis' })}`), authorList);
    expect(none).toEqual({ results: [], count: 0, countIsEstimate: false, prev: null, next: null });
  });

  it('shows only what the public author page shows: no address, office or user id of anyone', async () => {
    const res = await get(`/api/authors${qs({ limit: 100 })}`);
    const list = payloadOf(res, authorList);
    expect(list.count).toBeGreaterThan(0);
    const stored = await server.database.db
      .select({ login: users.email, genius: employees.geniusEmail, private: employees.privateEmail, userId: users.userId, officeName: offices.officeName })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .leftJoin(offices, eq(offices.officeId, employees.officeId))
      .where(isNotNull(employees.slugAuthor));
    for (const secret of stored.flatMap((s) => [s.login, s.genius, s.private, s.userId, s.officeName]).filter(Boolean)) {
      expect(res.body).not.toContain(secret!);
    }
  });
});

describe('GET /authors/:employeeId', () => {
  it('answers an employee who is not an author, slugAuthor null, so the screen can make one', async () => {
    const agent = await employeeOf('agent@demo.test');
    const one = payloadOf(await get(`/api/authors/${agent.employeeId}`), author.strict());
    expect(one).toEqual({ employeeId: agent.employeeId, name: agent.name, nickName: 'Nanda', slugAuthor: null, articleCount: 0 });
  });

  it("tells a blog admin neither the employee's office nor any of their addresses", async () => {
    const agent = await employeeOf('agent@demo.test');
    const res = await get(`/api/authors/${agent.employeeId}`);
    expect(res.statusCode).toBe(200);
    const [stored] = await server.database.db
      .select({ genius: employees.geniusEmail, private: employees.privateEmail, officeName: offices.officeName, officeId: offices.officeId })
      .from(employees)
      .innerJoin(offices, eq(offices.officeId, employees.officeId))
      .where(eq(employees.employeeId, agent.employeeId));
    for (const secret of ['agent@demo.test', stored!.genius!, stored!.private!, stored!.officeName, stored!.officeId, agent.userId]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown employee', async () => {
    errorOf(await get('/api/authors/no-such-employee'), 404, ERROR_CODES.notFound);
  });
});

describe('PATCH /authors/:employeeId', () => {
  it('sets the slug, which makes the employee an author the website-link check finds, and clears it', async () => {
    const tika = await employeeOf('manager_office@demo.test');
    const updated = payloadOf(await patch(tika.employeeId, { slugAuthor: 'kartika-sari' }), author.strict());
    expect(updated).toMatchObject({ employeeId: tika.employeeId, slugAuthor: 'kartika-sari' });
    expect(await slugOf(tika.employeeId)).toBe('kartika-sari');
    const list = payloadOf(await get(`/api/authors${qs({ search: 'Kartika' })}`), authorList);
    expect(list.results.map((a) => a.employeeId)).toEqual([tika.employeeId]);
    const check = payloadOf(await get(`/api/employees${qs({ filterSlugAuthor: 'kartika-sari' })}`), listPayload(employee));
    expect(check.results.map((e) => e.employeeId)).toEqual([tika.employeeId]);

    const cleared = payloadOf(await patch(tika.employeeId, { slugAuthor: null }), author);
    expect(cleared.slugAuthor).toBeNull();
    expect(await slugOf(tika.employeeId)).toBeNull();
    expect(payloadOf(await get(`/api/authors${qs({ search: 'Kartika' })}`), authorList).count).toBe(0);
  });

  it("refuses a slug another employee has, with §5's 'Website link is already used' on slugAuthor; nothing is written", async () => {
    const hadi = await employeeOf('admin_blog@demo.test');
    const maya = await employeeOf('admin_office@demo.test');
    const res = errorOf(await patch(maya.employeeId, { slugAuthor: hadi.slugAuthor }), 400, ERROR_CODES.validation);
    expect(res).toMatchObject({ message: MESSAGES.websiteLinkUsed, fields: { slugAuthor: 'Website link is already used' } });
    expect(await slugOf(maya.employeeId)).toBeNull();
    expect(await slugOf(hadi.employeeId)).toBe(hadi.slugAuthor);
  });

  it('lets an author keep their own slug', async () => {
    const hadi = await employeeOf('admin_blog@demo.test');
    expect(payloadOf(await patch(hadi.employeeId, { slugAuthor: hadi.slugAuthor }), author).slugAuthor).toBe(hadi.slugAuthor);
  });

  it('takes lowercase letters, digits and dashes, 3 to 100 of them; refuses the rest naming slugAuthor', async () => {
    const joko = await employeeOf('business_owner@demo.test');
    for (const slugAuthor of ['Joko', 'joko prasetyo', 'jo', 'a'.repeat(101), 'joko_p', 'joko/../x', 5, undefined]) {
      const res = errorOf(await patch(joko.employeeId, slugAuthor === undefined ? {} : { slugAuthor }), 400, ERROR_CODES.validation);
      expect(Object.keys(res.fields ?? {}), String(slugAuthor)).toEqual(['slugAuthor']);
    }
    expect(errorOf(await patch(joko.employeeId, { slugAuthor: 'Joko' }), 400).message).toBe(AUTHOR_MESSAGES.slugFormat);
    expect(await slugOf(joko.employeeId)).toBeNull();
    expect(payloadOf(await patch(joko.employeeId, { slugAuthor: 'joko-prasetyo-2' }), author).slugAuthor).toBe('joko-prasetyo-2');
  });

  it('answers 404 for an unknown employee, and refuses other fields', async () => {
    errorOf(await patch('no-such-employee', { slugAuthor: 'siapa-saja' }), 404, ERROR_CODES.notFound);
    const hadi = await employeeOf('admin_blog@demo.test');
    const res = errorOf(await patch(hadi.employeeId, { slugAuthor: 'hadi-k', name: 'Bukan Hadi' }), 400);
    expect(res.fields).toHaveProperty('name');
    expect(await slugOf(hadi.employeeId)).toBe(hadi.slugAuthor);
  });
});
