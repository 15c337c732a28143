/**
 * Employee records of /hq, /franchise-owner, /agent and /staff (issue 16):
 * each screen's guard (403), its office scope (400 officeId on create, 404
 * on edit), the statuses a new record starts with (HQ active, the others
 * waiting for approval), a new person with a set-password link in the
 * outbox, website links kept unique, the star agent's HTML cleaned and photo
 * one of ours, a PATCH that changes what it names only; all audited, nothing
 * written on a refusal.
 */
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { employee, employeeDetail } from '../../domain/entities/employee';
import { EMPLOYEE_ADMIN_MESSAGES as M, type CreateEmployeeInput } from '../../domain/employee-admin';
import { MESSAGES } from '../../domain/messages';
import { auditEvents, employees, mailOutbox, offices, users } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

let server: TestServer;
let office: Record<string, string>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  office = Object.fromEntries((await server.database.db.select().from(offices)).map((o) => [o.officeCode!, o.officeId]));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

const as = (who: string) => ({
  post: async (payload: object) => server.app.inject({ method: 'POST', url: '/api/employees', payload, headers: bearer(await tokenOf(`${who}@demo.test`)) }),
  patch: async (employeeId: string, payload: object) =>
    server.app.inject({ method: 'PATCH', url: `/api/employees/${employeeId}`, payload, headers: bearer(await tokenOf(`${who}@demo.test`)) }),
  get: async (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(`${who}@demo.test`)) }),
});

let serial = 0;
const person = (first: string) => {
  serial++;
  return { firstName: first, lastName: 'Baru', email: `${first.toLowerCase()}.baru${serial}@contoh.test`, phone: '0812-3456-7890', gender: 'female' as const };
};

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
  return row!.userId;
}

async function agentRecordOf(email: string): Promise<string> {
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, 'agent')));
  return row!.employeeId;
}

const stored = async (employeeId: string) => (await server.database.db.select().from(employees).where(eq(employees.employeeId, employeeId)))[0]!;

const agentBody = (extra: Partial<CreateEmployeeInput> = {}): CreateEmployeeInput => ({
  kind: 'agent',
  role: 'agent',
  officeId: office['GNS-JKS'],
  newUser: person('Agen'),
  ...extra,
});

describe('POST /employees: each screen for the roles §6 gives it', () => {
  it('HQ: an HQ manager adds an HQ employee, who starts approved, published and active, with no office', async () => {
    const res = await as('admin_manager').post({ kind: 'hq', role: 'admin_hq', newUser: person('Hana'), currentPosition: 'Admin Pusat' });
    const created = payloadOf(res, employeeDetail, 201);
    expect(created.officeId).toBeNull();
    expect(created.employeeRole).toEqual({ role: 'admin_hq', status: 'PUBLISH', approvalStatus: 'APPROVED' });
    expect(created.status).toBe('ACTIVE');
    expect(created.currentPosition).toBe('Admin Pusat');
  });

  it('HQ: refused (403) to admin_hq, who is admin-HQ-plus but not an HQ manager; nothing written', async () => {
    const before = await countRows(server.database, 'employees');
    errorOf(await as('admin_hq').post({ kind: 'hq', role: 'admin_finance_staff', newUser: person('Ina') }), 403);
    expect(await countRows(server.database, 'employees')).toBe(before);
  });

  it('HQ: an office given to an HQ record is refused at officeId', async () => {
    const body = errorOf(await as('admin').post({ kind: 'hq', role: 'admin_hq', officeId: office['GNS-JKS'], newUser: person('Joni') }), 400);
    expect(body.fields).toMatchObject({ officeId: M.hqHasNoOffice });
  });

  it('HQ: only a Super Admin gives the Super Admin role', async () => {
    const body = errorOf(await as('admin_manager').post({ kind: 'hq', role: 'admin', newUser: person('Kiki') }), 400);
    expect(body.fields).toMatchObject({ role: M.superAdminOnly });
    payloadOf(await as('admin').post({ kind: 'hq', role: 'admin', newUser: person('Lala') }), employeeDetail, 201);
  });

  it('Franchise owner: admin_hq adds one for an existing user, waiting for approval; a franchise owner may not (403)', async () => {
    const userId = await userIdOf('vina.melati@demo.test');
    const created = payloadOf(await as('admin_hq').post({ kind: 'franchise-owner', role: 'franchise_owner', officeId: office['GNS-BDG'], userId }), employeeDetail, 201);
    expect(created.userId).toBe(userId);
    expect(created.employeeRole).toEqual({ role: 'franchise_owner', status: 'OPEN', approvalStatus: 'WAITING_APPROVAL' });
    expect(created.status).toBe('OPEN');
    errorOf(await as('franchise_owner').post({ kind: 'franchise-owner', role: 'franchise_owner', officeId: office['GNS-JKS'], newUser: person('Mira') }), 403);
  });

  it('Agent: the office admin adds one in their office, waiting for approval, on the list of records waiting; an agent may not (403)', async () => {
    const code = `AGT-${Date.now()}`;
    const created = payloadOf(await as('admin_office').post(agentBody({ employeeCode: code })), employeeDetail, 201);
    expect(created.officeId).toBe(office['GNS-JKS']);
    expect(created.employeeRole).toEqual({ role: 'agent', status: 'OPEN', approvalStatus: 'WAITING_APPROVAL' });
    expect(created.status).toBe('OPEN');

    const list = payloadOf(await as('admin').get(`/api/employees?filterRoleApprovalStatus=WAITING_APPROVAL&filterRole=agent&search=${code}&includeData=user,office`), listPayload(employee));
    expect(list.results.map((e) => e.employeeId)).toEqual([created.employeeId]);
    expect(list.results[0]!.office?.officeCode).toBe('GNS-JKS');

    errorOf(await as('agent').post(agentBody()), 403);
  });

  it('Agent: an office admin cannot add one to another office (400 at officeId), nothing written', async () => {
    const before = await countRows(server.database, 'employees');
    const users_ = await countRows(server.database, 'users');
    const body = errorOf(await as('admin_office').post(agentBody({ officeId: office['GNS-BDG'] })), 400);
    expect(body.fields).toEqual({ officeId: M.officeNotYours });
    expect(await countRows(server.database, 'employees')).toBe(before);
    expect(await countRows(server.database, 'users')).toBe(users_);
  });

  it('Staff: a business owner adds an office admin in their office; the office admin may not (403)', async () => {
    const created = payloadOf(await as('business_owner').post({ kind: 'staff', role: 'admin_office', officeId: office['GNS-JKS'], newUser: person('Nina') }), employeeDetail, 201);
    expect(created.employeeRole.approvalStatus).toBe('WAITING_APPROVAL');
    errorOf(await as('admin_office').post({ kind: 'staff', role: 'finance_office', officeId: office['GNS-JKS'], newUser: person('Opi') }), 403);
  });

  it('an office that does not exist is refused at officeId, even to admin-HQ-plus', async () => {
    expect(errorOf(await as('admin').post(agentBody({ officeId: 'no-such-office' })), 400).fields).toEqual({ officeId: M.officeNotFound });
  });

  it('a role the screen does not keep is refused at role', async () => {
    const body = errorOf(await as('admin').post(agentBody({ role: 'manager_office' })), 400);
    expect(body.fields).toMatchObject({ role: M.roleNotOfScreen });
  });

  it('every create is audited in its transaction: the record, and a new person with their link (never its secret)', async () => {
    const newUser = person('Putri');
    const created = payloadOf(await as('admin').post(agentBody({ newUser })), employeeDetail, 201);
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, (await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.employeeId)))[0]!.requestId!));
    expect(events.map((e) => `${e.action} ${e.entityType}`).sort()).toEqual(['create employee', 'create session', 'create user']);
    const record = events.find((e) => e.entityType === 'employee')!;
    expect(record.officeId).toBe(office['GNS-JKS']);
    expect(record.changes).toEqual(expect.arrayContaining([{ field: 'approvalStatus', before: null, after: 'WAITING_APPROVAL' }]));
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, newUser.email));
    const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});

describe('the person of a new record', () => {
  it('a new person is made active with no usable password, and mailed a set-password link that works', async () => {
    const newUser = person('Rina');
    const created = payloadOf(await as('admin').post(agentBody({ newUser })), employeeDetail, 201);
    expect(created.user).toMatchObject({ name: 'Rina Baru', email: newUser.email });
    const [user] = await server.database.db.select().from(users).where(eq(users.email, newUser.email));
    expect(user).toMatchObject({ status: 'active', userType: 'employee', firstName: 'Rina', lastName: 'Baru' });
    // No password signs in before the link is used.
    const refused = await server.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: newUser.email, password: 'Demo1234!' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, newUser.email)).orderBy(desc(mailOutbox.createdAt));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set your password');
    const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    const reset = await server.app.inject({ method: 'POST', url: `/api/auth/reset-password/${secret}`, payload: { password: 'Baru#2026rumah', confirmPassword: 'Baru#2026rumah' } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('an address already used is refused at newUser.email, nothing written', async () => {
    const before = await countRows(server.database, 'users');
    const body = errorOf(await as('admin').post(agentBody({ newUser: { ...person('Sari'), email: 'AGENT@demo.test' } })), 400);
    expect(body.fields).toEqual({ 'newUser.email': MESSAGES.emailUsed });
    expect(await countRows(server.database, 'users')).toBe(before);
  });

  it('an unknown userId is refused at userId; both or neither of userId and newUser at userId', async () => {
    expect(errorOf(await as('admin').post(agentBody({ newUser: undefined, userId: 'no-such-user' })), 400).fields).toEqual({ userId: M.userNotFound });
    expect(errorOf(await as('admin').post(agentBody({ newUser: undefined })), 400).fields).toMatchObject({ userId: M.userOrNewUser });
  });

  it('the same role in the same office twice is refused at role; in another office it is another record', async () => {
    const userId = await userIdOf('zahra.amelia@demo.test');
    const body = errorOf(await as('admin').post(agentBody({ newUser: undefined, userId })), 400);
    expect(body.fields).toEqual({ role: M.userHasRole });
    payloadOf(await as('admin').post(agentBody({ newUser: undefined, userId, officeId: office['GNS-SBY'] })), employeeDetail, 201);
  });
});

describe('website links, web content and photo', () => {
  it('a slug or author slug another record has is refused at its field, before anything is written', async () => {
    // Another agent's link: not Zahra's own, whose record is patched with it below (rows come in no set order).
    const zahra = await agentRecordOf('zahra.amelia@demo.test');
    const [taken] = await server.database.db
      .select({ slug: employees.slug })
      .from(employees)
      .where(and(eq(employees.role, 'agent'), isNotNull(employees.slug), ne(employees.employeeId, zahra)))
      .orderBy(asc(employees.employeeCode))
      .limit(1);
    const before = await countRows(server.database, 'users');
    expect(errorOf(await as('admin').post(agentBody({ slug: taken!.slug! })), 400).fields).toEqual({ slug: MESSAGES.websiteLinkUsed });
    expect(errorOf(await as('admin').post(agentBody({ slugAuthor: 'hadi-kurniawan' })), 400).fields).toEqual({ slugAuthor: MESSAGES.websiteLinkUsed });
    expect(await countRows(server.database, 'users')).toBe(before);
    expect(errorOf(await as('admin').patch(zahra, { slug: taken!.slug! }), 400).fields).toEqual({ slug: MESSAGES.websiteLinkUsed });
  });

  it('two requests racing for one new link: one record gets it, the other hears the same words (never a 500)', async () => {
    const [a, b] = await Promise.all([as('admin').post(agentBody({ slug: 'rebutan-tautan' })), as('admin').post(agentBody({ slug: 'rebutan-tautan' }))]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses, `${a.body} ${b.body}`).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(errorOf(refused, 400).fields).toEqual({ slug: MESSAGES.websiteLinkUsed });
  });

  it('the star agent web content is stored without script or handlers', async () => {
    const html = '<p onclick="steal()">Top <strong>agent</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = payloadOf(await as('admin').post(agentBody({ starAgentWebContent: html })), employeeDetail, 201);
    expect(created.starAgentWebContent).toBe('<p>Top <strong>agent</strong></p>');
    const edited = payloadOf(await as('admin').patch(created.employeeId, { starAgentWebContent: '<p>Baru</p><script>x()</script>' }), employeeDetail);
    expect((await stored(edited.employeeId)).starAgentWebContent).toBe('<p>Baru</p>');
  });

  it("the star agent photo must be a file this app stores; one it stores is kept and shown", async () => {
    expect(errorOf(await as('admin').post(agentBody({ starAgentPhotoUrl: 'https://evil.test/a.png' })), 400).fields).toEqual({ starAgentPhotoUrl: M.photoNotOurs });
    expect(errorOf(await as('admin').post(agentBody({ starAgentPhotoUrl: `/api/files/${'A'.repeat(22)}` })), 400).fields).toEqual({ starAgentPhotoUrl: M.photoNotOurs });
    const png = encodePng(6, 4, (x, y) => [x * 40, y * 50, 90]);
    const upload = await postForm(server.app, imageEntries(png, 'image/png', 'general', 'bintang.png'), await tokenOf('admin@demo.test'));
    const { url } = (upload.json() as { payload: { url: string } }).payload;
    const created = payloadOf(await as('admin').post(agentBody({ starAgentPhotoUrl: url })), employeeDetail, 201);
    expect(created.starAgentPhoto).toEqual({ fileUrl: url });
  });
});

describe('PATCH /employees/:employeeId', () => {
  it('changes what it names and nothing else, audited', async () => {
    const created = payloadOf(
      await as('admin').post(agentBody({ employeeCode: 'E-1', currentPosition: 'Agen', starAgentTitle: 'Bintang', starAgentItems: [{ type: 'top_seller' }], privateEmail: 'pribadi@contoh.test' })),
      employeeDetail,
      201,
    );
    const before = await stored(created.employeeId);
    const edited = payloadOf(await as('admin_office').patch(created.employeeId, { currentPosition: 'Agen Senior' }), employeeDetail);
    expect(edited.currentPosition).toBe('Agen Senior');
    const after = await stored(created.employeeId);
    expect({ ...after, currentPosition: before.currentPosition, updatedAt: before.updatedAt }).toEqual(before);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, created.employeeId), eq(auditEvents.action, 'update')));
    expect(event!.changes).toEqual([{ field: 'currentPosition', before: 'Agen', after: 'Agen Senior' }]);
  });

  it("an office admin editing another office's agent hears 404, the words of an unknown id", async () => {
    const umar = await agentRecordOf('umar.hakim@demo.test');
    const before = await stored(umar);
    expect(errorOf(await as('admin_office').patch(umar, { currentPosition: 'Diubah' }), 404).message).toBe(M.notFound);
    expect(errorOf(await as('admin_office').patch('no-such-record', { currentPosition: 'Diubah' }), 404).message).toBe(M.notFound);
    expect(await stored(umar)).toEqual(before);
  });

  it("a screen the caller may not use: 403 (admin_hq on an HQ record, an office admin on staff)", async () => {
    const [hqRecord] = await server.database.db.select().from(employees).where(eq(employees.role, 'admin_finance_staff'));
    errorOf(await as('admin_hq').patch(hqRecord!.employeeId, { currentPosition: 'X' }), 403);
    const [staff] = await server.database.db.select().from(employees).where(and(eq(employees.role, 'finance_office'), eq(employees.officeId, office['GNS-JKS']!)));
    errorOf(await as('admin_office').patch(staff!.employeeId, { currentPosition: 'X' }), 403);
  });

  it('the role changes within its screen only', async () => {
    const [staff] = await server.database.db.select().from(employees).where(and(eq(employees.role, 'finance_office'), eq(employees.officeId, office['GNS-JKS']!)));
    expect(errorOf(await as('business_owner').patch(staff!.employeeId, { role: 'agent' }), 400).fields).toEqual({ role: M.roleNotOfScreen });
    const moved = payloadOf(await as('business_owner').patch(staff!.employeeId, { role: 'manager_office' }), employeeDetail);
    expect(moved.employeeRole.role).toBe('manager_office');
  });

  it('the status of a record waiting for approval is the approval screens\' to change', async () => {
    const created = payloadOf(await as('admin').post(agentBody()), employeeDetail, 201);
    expect(errorOf(await as('admin').patch(created.employeeId, { status: 'ACTIVE' }), 400).fields).toEqual({ status: M.statusBeforeApproval });
    expect((await stored(created.employeeId)).status).toBe('OPEN');
  });

  it('the main email must name an address the record keeps', async () => {
    const created = payloadOf(await as('admin').post(agentBody({ privateEmail: 'saya@contoh.test' })), employeeDetail, 201);
    payloadOf(await as('admin').patch(created.employeeId, { mainEmail: 'PRIVATE' }), employeeDetail);
    expect(errorOf(await as('admin').patch(created.employeeId, { privateEmail: null }), 400).fields).toEqual({ privateEmail: M.mainEmailNeedsAddress });
  });

  it('an empty PATCH changes nothing and records nothing', async () => {
    const zahra = await agentRecordOf('zahra.amelia@demo.test');
    const events = await countRows(server.database, 'audit_events');
    payloadOf(await as('admin').patch(zahra, {}), employeeDetail);
    expect(await countRows(server.database, 'audit_events')).toBe(events);
  });
});
