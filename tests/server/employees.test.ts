/** GET employees (filters, includeData, ownership) and GET employees/birthdays. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { birthday, employee } from '../../domain/entities/employee';
import { ERROR_CODES } from '../../domain/messages';
import { rankRoles } from '../../domain/roles';
import { activeEmployees } from '../../domain/session';
import { employees, offices, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_OFFICES, DEMO_PEOPLE } from '../../server/db/seed/demo';
import { monthDay, weekDates } from '../../server/services/calendar';
import { createSession } from '../../server/services/sessions';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;
let userIdOf: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.select().from(offices);
  officeIdOf = Object.fromEntries(rows.map((o) => [o.officeName, o.officeId]));
  const people = await server.database.db.select({ email: users.email, userId: users.userId }).from(users);
  userIdOf = new Map(people.map((p) => [p.email, p.userId]));
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

async function list(email: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await server.app.inject({ method: 'GET', url: `/api/employees${qs ? `?${qs}` : ''}`, headers: bearer(await tokenOf(email)) });
  return payloadOf(res, listPayload(employee.strict()));
}

/** The query the session machine sends after sign-in (§7). */
const sessionQuery = (userId: string) => ({
  filterUserId: userId,
  filterStatus: 'ACTIVE',
  filterRoleStatus: 'PUBLISH,UNPUBLISH',
  filterRoleApprovalStatus: 'APPROVED',
  includeData: 'office,currentPositionItem,groupMembers,starAgentPhoto',
  includeNullOffice: 'true',
});

const JKS = DEMO_OFFICES.jakartaSelatan.officeName;
const BDG = DEMO_OFFICES.bandung.officeName;
const SBY = DEMO_OFFICES.surabaya.officeName;

describe('the session query', () => {
  it.each(DEMO_ACCOUNTS.filter((a) => a.canSignIn))('$email gets the records of its roles', async (account) => {
    const page = await list(account.email, sessionQuery(userIdOf.get(account.email)!));
    const active = activeEmployees(page.results);
    expect(active).toHaveLength(page.results.length);
    expect(rankRoles(active.map((e) => e.employeeRole.role))).toEqual(account.roles);
    for (const e of page.results) {
      expect(e).toHaveProperty('office');
      expect(e).toHaveProperty('currentPositionItem');
      expect(Array.isArray(e.groupMembers)).toBe(true);
      expect(e).toHaveProperty('starAgentPhoto');
      expect(e.office?.officeName ?? null).toEqual(e.officeId ? expect.any(String) : null);
    }
  });

  it.each(DEMO_ACCOUNTS.filter((a) => a.canSignIn))("$email: filterUserId=me answers the caller's own records, as their id does", async (account) => {
    const byId = await list(account.email, sessionQuery(userIdOf.get(account.email)!));
    const byMe = await list(account.email, sessionQuery('me'));
    expect(byMe.results.length).toBeGreaterThan(0);
    expect(byMe).toEqual(byId);
  });

  it('multi@demo.test: franchise owner in two offices and an agent', async () => {
    const page = await list('multi@demo.test', sessionQuery(userIdOf.get('multi@demo.test')!));
    expect(page.count).toBe(3);
    const byRole = (role: string) => page.results.filter((e) => e.employeeRole.role === role).map((e) => e.office?.officeName).sort();
    expect(byRole('franchise_owner')).toEqual([BDG, SBY]);
    expect(byRole('agent')).toEqual([SBY]);
  });

  it('admin_office@demo.test may create listings for agents; agent.noself@demo.test may not self-list', async () => {
    const [adminOffice] = (await list('admin_office@demo.test', sessionQuery(userIdOf.get('admin_office@demo.test')!))).results;
    expect(adminOffice!.agentListingPermission).toBe(true);
    const [noself] = (await list('agent.noself@demo.test', sessionQuery(userIdOf.get('agent.noself@demo.test')!))).results;
    expect(noself!.allowSelfListing).toBe(false);
  });

  it('HQ records have no office', async () => {
    const [record] = (await list('admin_hq@demo.test', sessionQuery(userIdOf.get('admin_hq@demo.test')!))).results;
    expect(record!.officeId).toBeNull();
    expect(record!.office).toBeNull();
  });
});

describe('who sees which records', () => {
  const all = async () => (await server.database.db.select().from(employees)).length;

  it('HQ users see everyone', async () => {
    for (const email of ['admin@demo.test', 'admin_finance_staff@demo.test', 'admin_blog@demo.test']) {
      expect((await list(email, { limit: 1000 })).count).toBe(await all());
    }
  });

  it('an office user sees only their own office (and their own records)', async () => {
    const page = await list('agent@demo.test', { limit: 1000, includeData: 'office' });
    expect(page.count).toBeGreaterThan(5);
    expect(new Set(page.results.map((e) => e.office?.officeName))).toEqual(new Set([JKS]));
  });

  it('an office A user gets nothing of office B, whatever the filters', async () => {
    const bandungId = officeIdOf[BDG]!;
    const umar = userIdOf.get('umar.hakim@demo.test')!;
    const queries: Record<string, string | number>[] = [
      { filterOfficeId: bandungId },
      { filterOfficeId: bandungId, includeNullOffice: 'true' },
      { filterUserId: umar },
      { search: 'Umar' },
      { filterSlug: 'umar-hakim' },
      { filterRole: 'agent', limit: 1000 },
    ];
    for (const query of queries) {
      const page = await list('franchise_owner@demo.test', query);
      expect(page.results.some((e) => e.officeId === bandungId || e.userId === umar), JSON.stringify(query)).toBe(false);
    }
    expect((await list('admin@demo.test', { filterUserId: umar })).count).toBe(1);
  });

  it('a franchise owner of two offices sees both, and not a third', async () => {
    const page = await list('multi@demo.test', { limit: 1000, includeData: 'office' });
    expect(new Set(page.results.map((e) => e.office?.officeName))).toEqual(new Set([BDG, SBY]));
  });

  it('a user without an active record has no session to ask with, not even an old one', async () => {
    const userId = userIdOf.get('noemployee@demo.test')!;
    const token = await createSession(server.database.db, { userId, now: server.clock.now(), limits: server.app.services.sessionLimits });
    const res = await server.app.inject({ method: 'GET', url: `/api/employees?filterUserId=${userId}`, headers: bearer(token) });
    errorOf(res, 403, ERROR_CODES.unauthorized);
  });
});

describe('filters, includeData and pages', () => {
  it('filters by office; records without an office only with includeNullOffice=true', async () => {
    const jks = officeIdOf[JKS]!;
    const without = await list('admin@demo.test', { filterOfficeId: jks, limit: 1000 });
    expect(without.results.every((e) => e.officeId === jks)).toBe(true);
    const withNull = await list('admin@demo.test', { filterOfficeId: jks, includeNullOffice: 'true', limit: 1000 });
    expect(withNull.results.some((e) => e.officeId === null)).toBe(true);
    expect(withNull.results.every((e) => e.officeId === jks || e.officeId === null)).toBe(true);
    expect(withNull.count).toBeGreaterThan(without.count);
  });

  it('filters by role, statuses and slugs', async () => {
    const owners = await list('admin@demo.test', { filterRole: 'franchise_owner,business_owner', limit: 1000 });
    expect(owners.results.every((e) => ['franchise_owner', 'business_owner'].includes(e.employeeRole.role))).toBe(true);
    // Five working owners, and the demo's candidates for those roles (demo-approvals.ts).
    expect(owners.count).toBe(5 + DEMO_CANDIDATES.filter((c) => ['franchise_owner', 'business_owner'].includes(c.role)).length);
    expect((await list('admin@demo.test', { filterStatus: 'TERMINATED' })).count).toBe(1);
    // Only candidates, not yet approved, have a role still OPEN.
    expect((await list('admin@demo.test', { filterRoleStatus: 'OPEN' })).count).toBe(DEMO_CANDIDATES.length);
    const [nanda] = (await list('admin@demo.test', { filterSlug: 'nanda-pratama', includeData: 'user' })).results;
    expect(nanda!.user).toEqual({ name: 'Nanda Pratama', nickName: 'Nanda', email: 'agent@demo.test' });
    expect((await list('admin@demo.test', { filterSlugAuthor: 'hadi-kurniawan' })).count).toBe(1);
  });

  it('searches names, nicknames, emails and codes', async () => {
    const page = await list('admin@demo.test', { search: 'okta' });
    expect(page.results.every((e) => e.userId === userIdOf.get('multi@demo.test'))).toBe(true);
    expect(page.count).toBe(3);
    expect((await list('admin@demo.test', { search: '100%_' })).count).toBe(0);
  });

  it('pages with prev and next offsets', async () => {
    const total = (await list('admin@demo.test', { limit: 1000 })).count;
    const first = await list('admin@demo.test', { limit: 10, offset: 0, sort: 'name:ASC', includeData: 'user' });
    expect(first).toMatchObject({ count: total, prev: null, next: 10 });
    expect(first.results).toHaveLength(10);
    const names = first.results.map((e) => e.user!.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const second = await list('admin@demo.test', { limit: 10, offset: 10, sort: 'name:ASC' });
    expect(second.prev).toBe(0);
    const last = await list('admin@demo.test', { limit: 10, offset: total - 3 });
    expect(last).toMatchObject({ next: null, prev: total - 13 });
    expect(last.results).toHaveLength(3);
    const seen = new Set<string>();
    for (let offset = 0; offset < total; offset += 7) {
      for (const e of (await list('admin@demo.test', { limit: 7, offset, sort: 'createdAt:DESC' })).results) seen.add(e.employeeId);
    }
    expect(seen.size).toBe(total);
  });

  it.each([
    [{ filterStatus: 'SLEEPING' }, 'filterStatus'],
    [{ includeData: 'passwordHash' }, 'includeData'],
    [{ limit: 0 }, 'limit'],
    [{ sort: 'passwordHash:ASC' }, 'sort'],
    [{ sort: 'constructor:ASC' }, 'sort'],
    [{ sort: 'name' }, 'sort'],
    [{ filterEverything: 'yes' }, 'filterEverything'],
    [{ includeNullOffice: 'maybe' }, 'includeNullOffice'],
  ])('refuses %j with 400 naming the parameter', async (query, field) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await server.app.inject({ method: 'GET', url: `/api/employees?${qs}`, headers: bearer(await tokenOf('admin@demo.test')) });
    const body = errorOf(res, 400, ERROR_CODES.validation);
    expect(Object.keys(body.fields ?? {})).toContain(field);
  });
});

describe('GET employees/birthdays', () => {
  const birthdays = async (email: string) =>
    payloadOf(await server.app.inject({ method: 'GET', url: '/api/employees/birthdays', headers: bearer(await tokenOf(email)) }), listPayload(birthday.strict()));

  const week = () => weekDates(server.clock.now()).map(monthDay);

  it('lists colleagues whose birthday falls this week, Monday first', async () => {
    const page = await birthdays('agent@demo.test');
    expect(page.count).toBeGreaterThanOrEqual(3);
    const days = week();
    const positions = page.results.map((b) => days.indexOf(monthDay(b.birthDate)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page.results.every((b) => b.officeName === JKS)).toBe(true);
    expect(page.results.map((b) => b.nickName)).toEqual(expect.arrayContaining(['Nanda', 'Irwan', 'Zahra']));
  });

  it('HQ sees every office and HQ itself; only people with an active record', async () => {
    const page = await birthdays('admin@demo.test');
    const expected = DEMO_PEOPLE.filter((p) => p.hasBirthdayThisWeek && p.roles.length > 0 && p.userStatus === 'active');
    expect(page.results.map((b) => b.nickName).sort()).toEqual(expected.map((p) => p.nickName).sort());
    expect(page.results.some((b) => b.officeName === null)).toBe(true);
  });


  it('an inactive record does not count', async () => {
    const nanda = userIdOf.get('agent@demo.test')!;
    await server.database.db.update(employees).set({ status: 'TERMINATED' }).where(eq(employees.userId, nanda));
    try {
      expect((await birthdays('admin@demo.test')).results.some((b) => b.userId === nanda)).toBe(false);
    } finally {
      await server.database.db.update(employees).set({ status: 'ACTIVE' }).where(eq(employees.userId, nanda));
    }
  });
});

describe('weekDates', () => {
  it('is the ISO week (Monday to Sunday) in Western Indonesia Time', () => {
    // Sunday 2026-11-22 18:00 UTC is already Monday 2026-11-23 01:00 in Jakarta.
    expect(weekDates(new Date('2026-11-22T18:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDates(new Date('2026-11-22T16:00:00Z'))[0]).toBe('2026-11-16');
    // Across the new year.
    expect(weekDates(new Date('2027-01-01T05:00:00Z'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

