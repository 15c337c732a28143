/**
 * Transfers of staff and agents between offices (/transfer-staff): an
 * IMMEDIATELY transfer moves the record at once and ends its teams in the old
 * office; a SCHEDULED one waits in the jobs queue and moves the record when
 * its time comes, not before, once; a canceled one never moves it; the rules
 * (future date, not the same office, not an HQ record, one waiting transfer)
 * refuse at their field with nothing written; only admin-HQ-plus may do it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { STAFF_TRANSFER_MESSAGES, transferEmployee } from '../../domain/staff-transfer';
import { MESSAGES } from '../../domain/messages';
import { auditEvents, employees, groupMembers, offices, transferEmployees, transferMemberTeams, users } from '../../server/db/schema';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let token: string;
let office: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.app, 'admin@demo.test');
  office = Object.fromEntries((await server.database.db.select().from(offices)).map((o) => [o.officeCode!, o.officeId]));
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;
const post = (url: string, payload?: object, as = token) => server.app.inject({ method: 'POST', url, payload, headers: bearer(as) });
const stored = async (employeeId: string) => (await server.database.db.select().from(employees).where(eq(employees.employeeId, employeeId)))[0]!;

async function employeeOf(email: string) {
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, email));
  return row!;
}

const activeTeams = async (employeeId: string) =>
  server.database.db.select().from(groupMembers).where(and(eq(groupMembers.employeeId, employeeId), eq(groupMembers.status, 'active')));
const teamsOf = async (employeeId: string) => server.database.db.select().from(groupMembers).where(eq(groupMembers.employeeId, employeeId));
const teamTransfersOf = async (employeeId: string) =>
  server.database.db.select().from(transferMemberTeams).where(eq(transferMemberTeams.employeeId, employeeId));

describe('POST /transfer-employees', () => {
  it('IMMEDIATELY moves the record to the new office at once, ends its teams in the old one, cancels its waiting team transfer, and is audited', async () => {
    const yusuf = await employeeOf('yusuf.maulana@demo.test');
    expect(await activeTeams(yusuf.employeeId)).not.toHaveLength(0);
    // The demo has Yusuf waiting for his fees in a transfer from Rajawali to Elang.
    const [waiting] = (await teamTransfersOf(yusuf.employeeId)).filter((t) => t.status === 'WAITING');
    expect(waiting?.toGroupMemberId).toBeTruthy();
    const res = await post('/api/transfer-employees', { employeeId: yusuf.employeeId, toOfficeId: office['GNS-BDG'], timing: 'IMMEDIATELY' });
    const transfer = payloadOf(res, transferEmployee, 201);
    expect(transfer.status).toBe('TRANSFERED');
    expect(transfer.fromOffice?.officeId).toBe(office['GNS-JKS']);
    expect(transfer.createdByUserMeta?.name).toBe('Andi Wijaya');
    expect((await stored(yusuf.employeeId)).officeId).toBe(office['GNS-BDG']);
    expect(await activeTeams(yusuf.employeeId)).toEqual([]);
    // The team transfer can no longer complete in the old office: canceled, its waiting membership gone.
    const [canceled] = (await teamTransfersOf(yusuf.employeeId)).filter((t) => t.transferMemberId === waiting!.transferMemberId);
    expect(canceled).toMatchObject({ status: 'CANCELED', toGroupMemberId: null });
    expect((await teamsOf(yusuf.employeeId)).map((m) => m.groupMemberId)).not.toContain(waiting!.toGroupMemberId);
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, transfer.transferEmployeeId));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'status']);
    const teamEvents = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, waiting!.transferMemberId));
    expect(teamEvents.map((e) => e.stateTo)).toContain('CANCELED');
  });

  it('SCHEDULED waits in the queue: nothing moves before its time, the job moves it once when due', async () => {
    const umar = await employeeOf('umar.hakim@demo.test');
    const at = new Date(server.clock.now().getTime() + 2 * HOUR);
    const transfer = payloadOf(
      await post('/api/transfer-employees', { employeeId: umar.employeeId, toOfficeId: office['GNS-SBY'], timing: 'SCHEDULED', scheduledAt: at.toISOString() }),
      transferEmployee,
      201,
    );
    expect(transfer.status).toBe('WAITING');
    const { db } = server.database;
    await runDueJobs(db, JOB_HANDLERS, new Date(at.getTime() - 60_000), 'w1');
    expect((await stored(umar.employeeId)).officeId).toBe(office['GNS-BDG']);

    expect(await runDueJobs(db, JOB_HANDLERS, new Date(at.getTime() + 60_000), 'w1')).toBeGreaterThanOrEqual(1);
    expect((await stored(umar.employeeId)).officeId).toBe(office['GNS-SBY']);
    const [done] = await db.select().from(transferEmployees).where(eq(transferEmployees.transferEmployeeId, transfer.transferEmployeeId));
    expect(done?.status).toBe('TRANSFERED');
    const systemEvents = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, transfer.transferEmployeeId), eq(auditEvents.actorType, 'system')));
    expect(systemEvents).toHaveLength(1);
  });

  it('a canceled scheduled transfer never moves the record, and cannot be canceled twice', async () => {
    const zahra = await employeeOf('zahra.amelia@demo.test');
    const at = new Date(server.clock.now().getTime() + HOUR);
    const transfer = payloadOf(
      await post('/api/transfer-employees', { employeeId: zahra.employeeId, toOfficeId: office['GNS-SBY'], timing: 'SCHEDULED', scheduledAt: at.toISOString() }),
      transferEmployee,
      201,
    );
    expect(payloadOf(await post(`/api/transfer-employees/${transfer.transferEmployeeId}/cancel`), transferEmployee).status).toBe('CANCELED');
    await runDueJobs(server.database.db, JOB_HANDLERS, new Date(at.getTime() + HOUR), 'w1');
    expect((await stored(zahra.employeeId)).officeId).toBe(office['GNS-JKS']);
    expect(errorOf(await post(`/api/transfer-employees/${transfer.transferEmployeeId}/cancel`), 409).message).toBe(STAFF_TRANSFER_MESSAGES.notWaiting);
  });

  it('refuses at the field, writing nothing: a past date, a missing date, the same office, an HQ record, a second waiting transfer', async () => {
    const before = await countRows(server.database, 'transfer_employees');
    const vina = await employeeOf('vina.melati@demo.test');
    const past = new Date(server.clock.now().getTime() - HOUR).toISOString();
    const cases: [object, number, Record<string, string>][] = [
      [{ employeeId: vina.employeeId, toOfficeId: office['GNS-SBY'], timing: 'SCHEDULED', scheduledAt: past }, 400, { scheduledAt: STAFF_TRANSFER_MESSAGES.future }],
      [{ employeeId: vina.employeeId, toOfficeId: office['GNS-SBY'], timing: 'SCHEDULED' }, 400, { scheduledAt: MESSAGES.required('Scheduled Date') }],
      [{ employeeId: vina.employeeId, toOfficeId: vina.officeId, timing: 'IMMEDIATELY' }, 400, { toOfficeId: STAFF_TRANSFER_MESSAGES.sameOffice }],
    ];
    for (const [body, status, fields] of cases) expect(errorOf(await post('/api/transfer-employees', body), status).fields).toEqual(fields);
    const hq = await employeeOf('admin_hq@demo.test');
    expect(errorOf(await post('/api/transfer-employees', { employeeId: hq.employeeId, toOfficeId: office['GNS-SBY'], timing: 'IMMEDIATELY' }), 409).message).toBe(
      STAFF_TRANSFER_MESSAGES.hqRecord,
    );
    // The demo's Bayu already waits for his move to Jakarta Selatan.
    const bayu = await employeeOf('bayu.firmansyah@demo.test');
    expect(errorOf(await post('/api/transfer-employees', { employeeId: bayu.employeeId, toOfficeId: office['GNS-BDG'], timing: 'IMMEDIATELY' }), 409).message).toBe(
      STAFF_TRANSFER_MESSAGES.alreadyWaiting,
    );
    expect(await countRows(server.database, 'transfer_employees')).toBe(before);
  });

  it('office roles cannot transfer (§6 admin-HQ-plus)', async () => {
    const owner = await signIn(server.app, 'franchise_owner@demo.test');
    const vina = await employeeOf('vina.melati@demo.test');
    expect((await post('/api/transfer-employees', { employeeId: vina.employeeId, toOfficeId: office['GNS-SBY'], timing: 'IMMEDIATELY' }, owner)).statusCode).toBe(403);
  });
});

describe('GET /transfer-employees', () => {
  it('lists newest first, filters by status and searches by name; the demo has every status', async () => {
    const get = (q: string) => server.app.inject({ method: 'GET', url: `/api/transfer-employees?${q}`, headers: bearer(token) });
    const all = payloadOf(await get('limit=100'), listPayload(transferEmployee));
    expect(new Set(all.results.map((t) => t.status))).toEqual(new Set(['WAITING', 'TRANSFERED', 'CANCELED']));
    const times = all.results.map((t) => t.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const waiting = payloadOf(await get('filterStatus=WAITING'), listPayload(transferEmployee));
    expect(waiting.results.every((t) => t.status === 'WAITING')).toBe(true);
    const bayu = payloadOf(await get('search=firmansyah'), listPayload(transferEmployee));
    expect(bayu.results.map((t) => t.user.name)).toEqual(['Bayu Firmansyah']);
  });
});
