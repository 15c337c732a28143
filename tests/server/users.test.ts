/** Users of §7: users/me, PATCH users/{userId} (self and super admin), users/check-email. */
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmailPayload, user } from '../../domain/entities/user';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo';
import { bearer, errorOf, payloadOf, signIn, snapshotCounts, startTestServer, type TestServer } from './support';

let server: TestServer;
let agent: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(server.app, 'agent@demo.test');
  admin = await signIn(server.app, 'admin@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const inject = (options: InjectOptions) => server.app.inject(options);
const me = async (token: string) => payloadOf(await inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }), user);
const patch = (token: string, userId: string, payload: object) => inject({ method: 'PATCH', url: `/api/users/${userId}`, headers: bearer(token), payload });

async function rowOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('GET users/me', () => {
  it.each(DEMO_ACCOUNTS.filter((a) => a.canSignIn).map((a) => a.email))('%s gets their own User', async (email) => {
    const token = await signIn(server.app, email);
    const res = await inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    const body = res.json() as { payload: Record<string, unknown> };
    const self = payloadOf(res, user.strict());
    expect(self.email).toBe(email);
    expect(self.status).toBe('active');
    expect(body.payload).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
  });

  it('names each demo account as the seed says', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === 'multi@demo.test')!;
    const self = await me(await signIn(server.app, account.email));
    expect(self.name).toBe(account.name);
    expect(self.nickName).toBe(account.nickName);
  });
});

describe('PATCH users/{userId}', () => {
  it('lets a user change their own profile fields', async () => {
    const self = await me(agent);
    const updated = payloadOf(
      await patch(agent, self.userId, { nickName: 'Nanda P', phone: '+62 812-3456-7890', firstName: 'Nanda', middleName: '', birthDate: '1990-05-17', city: 'Depok' }),
      user,
    );
    expect(updated).toMatchObject({ nickName: 'Nanda P', phone: '+62 812-3456-7890', middleName: null, birthDate: '1990-05-17', city: 'Depok' });
    expect(await me(agent)).toMatchObject({ nickName: 'Nanda P', city: 'Depok' });
  });

  it('accepts an unchanged email from a profile form, but only a super admin may change email, status or user type', async () => {
    const self = await me(agent);
    payloadOf(await patch(agent, self.userId, { email: self.email, status: 'active' }), user);
    const before = await rowOf(self.email);
    for (const body of [{ email: 'me.new@demo.test' }, { status: 'inactive' }, { userType: 'customer' }]) {
      const res = errorOf(await patch(agent, self.userId, body), 403, ERROR_CODES.forbidden);
      expect(Object.keys(res.fields ?? {})).toEqual(Object.keys(body));
    }
    expect(await rowOf(self.email)).toEqual(before);
  });

  it("refuses another user's record to anyone but the super admin", async () => {
    const target = await rowOf('franchise_owner@demo.test');
    for (const email of ['agent@demo.test', 'admin_hq@demo.test', 'business_owner@demo.test']) {
      const token = await signIn(server.app, email);
      errorOf(await patch(token, target.userId, { nickName: 'Hacked' }), 403, ERROR_CODES.forbidden);
    }
    expect((await rowOf('franchise_owner@demo.test')).nickName).toBe(target.nickName);
  });

  it('lets the super admin deactivate a user: their sessions end and they cannot sign in; and back', async () => {
    const target = await rowOf('zahra.amelia@demo.test');
    const token = await signIn(server.app, target.email);
    payloadOf(await patch(admin, target.userId, { status: 'inactive' }), user);
    errorOf(await inject({ method: 'GET', url: '/api/auth/ping', headers: bearer(token) }), 403, ERROR_CODES.unauthorized);
    const refused = errorOf(await inject({ method: 'POST', url: '/api/auth/signin', payload: { email: target.email, password: DEMO_PASSWORD } }), 401);
    expect(refused.message).toBe(MESSAGES.inactiveAccount);
    payloadOf(await patch(admin, target.userId, { status: 'active' }), user);
    await signIn(server.app, target.email);
  });

  it('refuses an email another account uses (409), and an unknown user (404)', async () => {
    const target = await rowOf('yusuf.maulana@demo.test');
    const taken = errorOf(await patch(admin, target.userId, { email: 'AGENT@demo.test' }), 409, ERROR_CODES.conflict);
    expect(taken.fields).toEqual({ email: MESSAGES.emailUsed });
    errorOf(await patch(admin, 'no-such-user', { nickName: 'x' }), 404, ERROR_CODES.notFound);
  });

  it.each([
    [{ phone: 'call me!' }, 'phone', 'Phone format is invalid.'],
    [{ birthDate: 'yesterday' }, 'birthDate', 'Birth date format is invalid.'],
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ firstName: 'R2D2' }, 'firstName', 'First name format is invalid.'],
    [{ gender: 'other' }, 'gender', undefined],
    [{ isAdmin: true }, 'isAdmin', 'Unknown field: isAdmin.'],
    [{ email: 'not-an-email' }, 'email', 'Email format is invalid.'],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, field, message) => {
    const self = await me(agent);
    const before = await rowOf(self.email);
    const counts = await snapshotCounts(server.database);
    const res = errorOf(await patch(agent, self.userId, body), 400, ERROR_CODES.validation);
    expect(Object.keys(res.fields ?? {})).toContain(field);
    if (message) expect(res.message).toBe(message);
    else expect(res.message.toLowerCase()).toContain(field.toLowerCase());
    expect(await rowOf(self.email)).toEqual(before);
    expect(await snapshotCounts(server.database)).toEqual(counts);
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const self = await me(agent);
    const res = await inject({
      method: 'PATCH',
      url: `/api/users/${self.userId}`,
      headers: { ...bearer(agent), 'content-type': 'application/json' },
      payload: '{"nickName": "x",',
    });
    errorOf(res, 400, ERROR_CODES.validation);
  });
});

describe('POST users/check-email', () => {
  const check = (email: string) => inject({ method: 'POST', url: '/api/users/check-email', headers: bearer(agent), payload: { email } });

  it('says whether an account uses the address (any case)', async () => {
    expect(payloadOf(await check('Admin@Demo.test'), checkEmailPayload)).toEqual({ isExist: true });
    expect(payloadOf(await check('nobody.here@demo.test'), checkEmailPayload)).toEqual({ isExist: false });
  });

  it('refuses a bad address with the field message', async () => {
    const res = errorOf(await check('nope'), 400, ERROR_CODES.validation);
    expect(res.fields).toEqual({ email: 'Email format is invalid.' });
  });
});
