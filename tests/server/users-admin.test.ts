/**
 * The Super Admin's users and public users (issue 16): the /users list with
 * its filters and ranked roles (the '+N' badge), the product-mailbox list,
 * a user's detail, adding a user (every §5 format refused at its field, nothing
 * written), setting a user's password (their sessions end), the public users'
 * list, and the status toggle that keeps an inactive public user out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { user } from '../../domain/entities/user';
import { publicUser, userDetail, userListItem } from '../../domain/entities/user-admin';
import { MESSAGES } from '../../domain/messages';
import { auditEvents, employees, users } from '../../server/db/schema';
import { DEMO_PUBLIC_USERS } from '../../server/db/seed/demo';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { candidateEmail, DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, 'admin@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (url: string, token = admin) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token = admin) => server.app.inject({ method, url, payload, headers: bearer(token) });
const userList = listPayload(userListItem.strict());
const customerList = listPayload(publicUser.strict());
const userIdOf = async (email: string) => (await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email)))[0]!.userId;
const usersPage = async (query: Record<string, string | number>) => payloadOf(await get(`/api/users${qs({ limit: 100, ...query })}`), userList);

describe('GET /users', () => {
  it('lists the back-office users only, each with roles ranked: the displayed one first, the others for the +N badge', async () => {
    const list = await usersPage({});
    const emails = list.results.map((u) => u.email);
    expect(emails).toContain('admin@demo.test');
    expect(emails.some((e) => e.startsWith('public.'))).toBe(false);
    const multi = list.results.find((u) => u.email === 'multi@demo.test')!;
    expect(multi.roles).toEqual(['franchise_owner', 'agent']);
    expect(multi.officeNames).toEqual(expect.arrayContaining(['Genius Bandung', 'Genius Surabaya']));
    // A terminated record places no one: its role is not shown.
    expect(list.results.find((u) => u.email === 'noemployee@demo.test')!.roles).toEqual([]);
  });

  it('filters by role, status, office and approval, and searches name and email', async () => {
    const agents = await usersPage({ filterRole: 'agent' });
    expect(agents.results.length).toBeGreaterThan(3);
    expect(agents.results.every((u) => u.email !== 'admin@demo.test')).toBe(true);
    expect(agents.results.map((u) => u.email)).toContain('multi@demo.test');

    const inactive = await usersPage({ filterStatus: 'inactive' });
    expect(inactive.results.map((u) => u.email)).toEqual(['inactive@demo.test']);

    const [bandung] = await server.database.db.select({ officeId: employees.officeId }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(eq(users.email, 'umar.hakim@demo.test'));
    const inBandung = await usersPage({ filterOfficeId: bandung!.officeId! });
    expect(inBandung.results.map((u) => u.email)).toEqual(expect.arrayContaining(['umar.hakim@demo.test', 'multi@demo.test']));
    expect(inBandung.results.map((u) => u.email)).not.toContain('agent@demo.test');

    // Only the demo's rejected candidates (demo-approvals.ts).
    const rejected = await usersPage({ filterRoleApprovalStatus: 'REJECTED' });
    expect(rejected.results.map((u) => u.email).sort()).toEqual(DEMO_CANDIDATES.filter((c) => c.approvalStatus === 'REJECTED').map(candidateEmail).sort());
    expect((await usersPage({ filterRoleApprovalStatus: 'APPROVED' })).count).toBeGreaterThan(10);

    const search = await usersPage({ search: 'wijaya' });
    expect(search.results.map((u) => u.email)).toEqual(['admin@demo.test']);
    expect((await usersPage({ search: 'tuti.alawiyah@' })).results.map((u) => u.name)).toEqual(['Tuti Alawiyah']);
  });

  it('sorts by name both ways and refuses a sort it has no index for', async () => {
    const asc = (await usersPage({ sort: 'name:ASC' })).results.map((u) => u.name);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await usersPage({ sort: 'name:DESC' })).results.map((u) => u.name);
    expect(desc).toEqual([...asc].reverse());
    errorOf(await get('/api/users?sort=email:ASC'), 400);
  });

  it('lists the users whose main email is the product mailbox (/user-has-genius-emails)', async () => {
    const list = await usersPage({ filterHasProductEmail: 'true' });
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.every((u) => u.productEmail?.endsWith('@genius.co.id'))).toBe(true);
    // HQ records keep a private main email in the demo.
    expect(list.results.map((u) => u.email)).not.toContain('admin_hq@demo.test');
  });

  it('is the Super Admin\'s only', async () => {
    errorOf(await get('/api/users', await signIn(server.app, 'admin_hq@demo.test')), 403);
  });
});

describe('GET /users/:userId', () => {
  it('gives the user with every employee record and its office', async () => {
    const detail = payloadOf(await get(`/api/users/${await userIdOf('multi@demo.test')}`), userDetail);
    expect(detail.email).toBe('multi@demo.test');
    expect(detail.employees.map((e) => e.employeeRole.role).sort()).toEqual(['agent', 'franchise_owner', 'franchise_owner']);
    expect(detail.employees.every((e) => e.office?.officeName.startsWith('Genius'))).toBe(true);
    errorOf(await get('/api/users/no-such-user'), 404);
  });
});

describe('GET /users/customers', () => {
  it('lists the public users with authInfo.isBlocked, filtered by status and blocked flag, searched', async () => {
    const all = payloadOf(await get('/api/users/customers?limit=100'), customerList);
    expect(all.results.map((u) => u.email).sort()).toEqual(DEMO_PUBLIC_USERS.map((u) => u.email).sort());
    const blocked = payloadOf(await get('/api/users/customers?filterIsBlocked=true'), customerList);
    expect(blocked.results.map((u) => u.email).sort()).toEqual(['public.blocked@demo.test', 'public.late@demo.test']);
    expect(blocked.results.every((u) => u.authInfo.isBlocked)).toBe(true);
    const inactive = payloadOf(await get('/api/users/customers?filterStatus=inactive&filterIsBlocked=false'), customerList);
    expect(inactive.results.map((u) => u.email)).toEqual(['public.inactive@demo.test']);
    const found = payloadOf(await get('/api/users/customers?search=siregar&filterUserType=customer'), customerList);
    expect(found.results.map((u) => u.name)).toEqual(['Valentino Siregar']);
  });
});

describe('the public-user status toggle (PATCH /users/:userId { userId, status })', () => {
  it('refuses an inactive public user at sign-in and ends their live sessions; active again, they may sign in', async () => {
    const email = 'public.toggle@demo.test';
    const userId = await userIdOf(email);
    const theirs = await signIn(server.app, email);
    expect((await get('/api/users/me', theirs)).statusCode).toBe(200);

    const res = await send('PATCH', `/api/users/${userId}`, { userId, status: 'inactive' });
    expect(payloadOf(res, user).status).toBe('inactive');
    errorOf(await get('/api/users/me', theirs), 403);
    const refused = await server.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'Demo1234!' } });
    expect(errorOf(refused, 401).message).toBe(MESSAGES.inactiveAccount);

    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId));
    expect(events.some((e) => e.action === 'update' && JSON.stringify(e.changes).includes('"after":"inactive"'))).toBe(true);

    payloadOf(await send('PATCH', `/api/users/${userId}`, { userId, status: 'active' }), user);
    expect(await signIn(server.app, email)).toBeTruthy();
  });

  it('refuses a userId in the body that is not the path\'s', async () => {
    const userId = await userIdOf('public.active@demo.test');
    const body = errorOf(await send('PATCH', `/api/users/${userId}`, { userId: await userIdOf('public.inactive@demo.test'), status: 'inactive' }), 400);
    expect(body.fields?.userId).toBeTruthy();
    const [row] = await server.database.db.select({ status: users.status }).from(users).where(eq(users.userId, userId));
    expect(row!.status).toBe('active');
  });
});

const VALID = {
  firstName: 'Budi',
  middleName: '',
  lastName: 'Santoso',
  email: 'budi.santoso@gmail.com',
  phone: '0812-3456-7890',
  gender: 'male',
  status: 'active',
  password: 'Rahasia1!',
  confirmPassword: 'Rahasia1!',
};

describe('POST /users', () => {
  it('refuses every §5 format at its own field and writes nothing', async () => {
    const before = await countRows(server.database, 'users');
    const body = errorOf(
      await send('POST', '/api/users', {
        ...VALID,
        firstName: 'Budi2',
        lastName: 'S@ntoso',
        email: 'budi@',
        phone: '0812-abc',
        password: 'short',
        confirmPassword: 'other',
      }),
      400,
    );
    expect(body.fields).toMatchObject({
      firstName: 'First Name format is invalid.',
      lastName: 'Last Name format is invalid.',
      email: 'Email format is invalid.',
      phone: 'Phone format is invalid.',
      password: MESSAGES.passwordRule,
    });
    const empty = errorOf(await send('POST', '/api/users', { ...VALID, firstName: '', phone: '', email: '' }), 400);
    expect(empty.fields).toMatchObject({ firstName: 'First Name is required.', phone: 'Phone is required.', email: 'Email is required.' });
    expect(await countRows(server.database, 'users')).toBe(before);
  });

  it('answers "Email is already used" at the email field when the address is taken, whatever its case', async () => {
    const before = await countRows(server.database, 'users');
    const body = errorOf(await send('POST', '/api/users', { ...VALID, email: 'Agent@Demo.test' }), 409);
    expect(body.fields).toEqual({ email: MESSAGES.emailUsed });
    expect(await countRows(server.database, 'users')).toBe(before);
  });

  it('adds the user named by their parts, audited without the password, who may then be found and edited', async () => {
    const created = payloadOf(await send('POST', '/api/users', VALID), user);
    expect(created).toMatchObject({ name: 'Budi Santoso', email: 'budi.santoso@gmail.com', userType: 'employee', status: 'active', middleName: null });
    const [row] = await server.database.db.select().from(users).where(eq(users.userId, created.userId));
    expect(row!.passwordHash).not.toContain('Rahasia1!');
    const [event] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.userId));
    expect(event!.action).toBe('create');
    expect(JSON.stringify(event!.changes)).not.toContain('Rahasia1!');
    expect(event!.changes).toContainEqual({ field: 'password', secret: true });
    expect((await usersPage({ search: 'budi santoso' })).results.map((u) => u.userId)).toEqual([created.userId]);
  });
});

describe('POST /users/:userId/change-password', () => {
  it('sets the new password, ends that user\'s sessions, and refuses a weak one at its field', async () => {
    const email = 'vina.melati@demo.test';
    const userId = await userIdOf(email);
    const theirs = await signIn(server.app, email);
    const weak = errorOf(await send('POST', `/api/users/${userId}/change-password`, { newPassword: 'abc', confirmPassword: 'abc' }), 400);
    expect(weak.fields?.newPassword).toBe(MESSAGES.passwordRule);
    expect((await get('/api/users/me', theirs)).statusCode).toBe(200);

    const res = await send('POST', `/api/users/${userId}/change-password`, { newPassword: 'Baru1234!', confirmPassword: 'Baru1234!' });
    expect(res.statusCode).toBe(200);
    errorOf(await get('/api/users/me', theirs), 403);
    expect(await signIn(server.app, email, 'Baru1234!')).toBeTruthy();
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId));
    expect(events.some((e) => e.action === 'password_change')).toBe(true);
    errorOf(await send('POST', '/api/users/no-such-user/change-password', { newPassword: 'Baru1234!', confirmPassword: 'Baru1234!' }), 404);
  });
});
