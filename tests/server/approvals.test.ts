/**
 * Approvals (§2 /approve-*, §4, §6): a record waiting for approval is decided
 * by the roles §6 names for its screen — HQ-manager-plus for franchise owners
 * and staff, admin-HQ-plus for agents — and by nobody else; an approved agent
 * becomes active and appears in the agent search (§5: approved, active); a
 * rejected one keeps its reason and is told it in a notification; a decided
 * record cannot be decided again; bad input changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../domain/approval';
import { listPayload } from '../../domain/entities/common';
import { employee, employeeDetail } from '../../domain/entities/employee';
import { auditEvents, employees, notifications, users } from '../../server/db/schema';
import { candidateEmail, DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

async function candidate(firstName: string) {
  const c = DEMO_CANDIDATES.find((x) => x.firstName === firstName)!;
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId, userId: users.userId, name: users.name })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(users.email, candidateEmail(c)));
  return row!;
}

const decide = async (as: string, employeeId: string, body: object) =>
  server.app.inject({ method: 'POST', url: `/api/employees/${employeeId}/approval`, payload: body, headers: bearer(await tokenOf(as)) });
const getOne = async (as: string, employeeId: string) =>
  server.app.inject({ method: 'GET', url: `/api/employees/${employeeId}`, headers: bearer(await tokenOf(as)) });
const stored = async (employeeId: string) => (await server.database.db.select().from(employees).where(eq(employees.employeeId, employeeId)))[0]!;

async function agentSearch(as: string, search: string) {
  const query = new URLSearchParams({ filterRole: 'agent', filterRoleApprovalStatus: 'APPROVED', filterStatus: 'ACTIVE', search, limit: '20' });
  const res = await server.app.inject({ method: 'GET', url: `/api/employees?${query}`, headers: bearer(await tokenOf(as)) });
  return payloadOf(res, listPayload(employee)).results;
}

describe('POST /employees/{employeeId}/approval', () => {
  it('approving a waiting agent makes them active with a published role, found by the agent search, told by a notification', async () => {
    const rudi = await candidate('Rudi');
    expect(await agentSearch('admin@demo.test', 'Hartanto')).toEqual([]);

    const res = await decide('admin_hq@demo.test', rudi.employeeId, { approvalStatus: 'APPROVED' });
    const answer = payloadOf(res, employeeDetail);
    expect(answer.employeeRole).toEqual({ role: 'agent', status: 'PUBLISH', approvalStatus: 'APPROVED' });
    expect(answer.status).toBe('ACTIVE');
    expect(answer.approval.decidedBy?.name).toBe('Dimas Saputra');

    expect((await agentSearch('admin@demo.test', 'Hartanto')).map((e) => e.employeeId)).toEqual([rudi.employeeId]);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.receiverUserId, rudi.userId));
    expect(told.map((n) => n.title)).toEqual([APPROVAL_MESSAGES.notificationApprovedTitle]);
    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, rudi.employeeId), eq(auditEvents.entityType, 'employee')));
    expect(event?.action).toBe('status');
  });

  it('rejecting keeps the reason, tells it to the employee, and leaves them out of the agent search', async () => {
    const sinta = await candidate('Sinta');
    const reason = 'NPWP does not match the KTP name.';
    const answer = payloadOf(await decide('admin@demo.test', sinta.employeeId, { approvalStatus: 'REJECTED', reason }), employeeDetail);
    expect(answer.employeeRole.approvalStatus).toBe('REJECTED');
    expect(answer.status).toBe('OPEN');
    expect(answer.approval.reason).toBe(reason);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.receiverUserId, sinta.userId));
    expect(told.map((n) => n.message)).toEqual([APPROVAL_MESSAGES.notificationRejected('Agent', reason)]);
    expect(await agentSearch('admin@demo.test', 'Ayuningtyas')).toEqual([]);
  });

  it('a rejection without a reason is refused at the field, and nothing is written', async () => {
    const vino = await candidate('Vino');
    const before = await stored(vino.employeeId);
    const res = await decide('admin@demo.test', vino.employeeId, { approvalStatus: 'REJECTED', reason: '  ' });
    expect(errorOf(res, 400).fields).toEqual({ reason: APPROVAL_MESSAGES.reasonRequired });
    expect(await stored(vino.employeeId)).toEqual(before);
  });

  it('§6: admin_hq approves agents but not franchise owners or staff; a decided record is not decided again', async () => {
    const vino = await candidate('Vino');
    const yudi = await candidate('Yudi');
    for (const who of [vino, yudi]) {
      const res = await decide('admin_hq@demo.test', who.employeeId, { approvalStatus: 'APPROVED' });
      expect(errorOf(res, 403).message).toBe(APPROVAL_MESSAGES.notYours);
      expect((await stored(who.employeeId)).approvalStatus).toBe('WAITING_APPROVAL');
    }
    const approved = await decide('admin_manager@demo.test', yudi.employeeId, { approvalStatus: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    const again = await decide('admin_manager@demo.test', yudi.employeeId, { approvalStatus: 'REJECTED', reason: 'Changed my mind' });
    expect(errorOf(again, 409).message).toBe(APPROVAL_MESSAGES.notWaiting);
    expect((await stored(yudi.employeeId)).approvalStatus).toBe('APPROVED');
  });

  it('office roles and finance cannot decide at all (the access table), and a record out of sight is 404', async () => {
    const zahra = await candidate('Zahra');
    for (const email of ['franchise_owner@demo.test', 'admin_finance_gm@demo.test', 'agent@demo.test']) {
      expect((await decide(email, zahra.employeeId, { approvalStatus: 'APPROVED' })).statusCode).toBe(403);
    }
    expect((await decide('admin@demo.test', 'no-such-employee', { approvalStatus: 'APPROVED' })).statusCode).toBe(404);
    expect((await stored(zahra.employeeId)).approvalStatus).toBe('WAITING_APPROVAL');
  });
});

describe('GET /employees/{employeeId}', () => {
  it('answers a record with its office, user and last decision; another office’s record is 404 for an office user', async () => {
    const teguh = await candidate('Teguh');
    const detail = payloadOf(await getOne('admin@demo.test', teguh.employeeId), employeeDetail);
    expect(detail.office?.officeCode).toBe('GNS-SBY');
    expect(detail.user?.name).toBe('Teguh Santoso');
    expect(detail.approval.reason).toMatch(/KTP/);
    expect(detail.approval.decidedBy?.name).toBe('Andi Wijaya');
    // The demo franchise owner works in Jakarta Selatan.
    expect((await getOne('franchise_owner@demo.test', teguh.employeeId)).statusCode).toBe(404);
    const umi = await candidate('Umi');
    expect((await getOne('franchise_owner@demo.test', umi.employeeId)).statusCode).toBe(200);
  });
});
