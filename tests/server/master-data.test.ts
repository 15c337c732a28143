/**
 * Master data (issue 19): an HQ admin lists, creates, edits, unpublishes and
 * publishes achievement levels and career levels, each write audited; a name,
 * a level or a position another record has, and a field out of its rule, are
 * refused at the field before any write; nobody but admin-HQ-plus reads or
 * writes them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { MASTER_DATA_MESSAGES as M, masterAchievement, masterCareer } from '../../domain/master-data';
import { auditEvents } from '../../server/db/schema';
import { errorOf, fingerprintOf, listTables, payloadOf, requestsAs, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);
const nothingWritten = async (requests: () => Promise<void>) => {
  const tables = await listTables(server.database);
  const before = await fingerprintOf(server.database, tables);
  await requests();
  expect(await fingerprintOf(server.database, tables)).toEqual(before);
};

describe('achievement levels', () => {
  it('are listed by threshold, searched and filtered; created, edited, unpublished and published again, audited', async () => {
    const admin = await as('admin_hq@demo.test');
    const listed = payloadOf(await admin('GET', 'master-achievements?limit=25'), listPayload(masterAchievement)).results;
    expect(listed.map((a) => a.name)).toEqual(['Rookie Star', 'Bronze', 'Silver', 'Gold', 'Platinum']);
    const unpublished = payloadOf(await admin('GET', 'master-achievements?filterStatus=UNPUBLISH'), listPayload(masterAchievement)).results;
    expect(unpublished.map((a) => a.name)).toEqual(['Rookie Star']);
    expect(payloadOf(await admin('GET', 'master-achievements?search=old'), listPayload(masterAchievement)).results.map((a) => a.name)).toEqual(['Gold']);

    const created = payloadOf(await admin('POST', 'master-achievements', { name: 'Diamond', minClosings: 50, minCommission: 2_500_000_000, status: 'PUBLISH' }), masterAchievement, 201);
    expect(created).toMatchObject({ name: 'Diamond', description: null, status: 'PUBLISH' });
    const edited = payloadOf(await admin('PATCH', `master-achievements/${created.masterAchievementId}`, { minClosings: 45, description: 'The top of the network.' }), masterAchievement);
    expect(edited).toMatchObject({ minClosings: 45, minCommission: 2_500_000_000, description: 'The top of the network.' });
    expect(payloadOf(await admin('PATCH', `master-achievements/${created.masterAchievementId}`, { status: 'UNPUBLISH' }), masterAchievement).status).toBe('UNPUBLISH');
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'master_achievement'), eq(auditEvents.entityId, created.masterAchievementId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'status', 'update']);
  });

  it('refuses a name another level has (case aside) and a field out of its rule, at the field, before any write', async () => {
    const admin = await as('admin@demo.test');
    const [gold] = payloadOf(await admin('GET', 'master-achievements?search=gold'), listPayload(masterAchievement)).results;
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'master-achievements', { name: 'bronze', minClosings: 1, minCommission: 1, status: 'PUBLISH' }), 400).fields).toEqual({ name: M.achievementNameTaken });
      expect(errorOf(await admin('PATCH', `master-achievements/${gold!.masterAchievementId}`, { name: 'SILVER' }), 400).fields).toEqual({ name: M.achievementNameTaken });
      expect(errorOf(await admin('POST', 'master-achievements', { name: 'Half', minClosings: 1.5, minCommission: -1, status: 'PUBLISH' }), 400).fields).toMatchObject({
        minClosings: 'Closings in a year must be a whole number.',
        minCommission: 'Commission in a year (Rp) cannot be negative.',
      });
      expect((await admin('PATCH', 'master-achievements/no-such-level', { name: 'Nope' })).statusCode).toBe(404);
    });
    // Editing a level under its own name is no clash.
    expect((await admin('PATCH', `master-achievements/${gold!.masterAchievementId}`, { name: 'Gold' })).statusCode).toBe(200);
  });
});

describe('career levels', () => {
  it('are listed by level; a level number or a position another has is refused at its field; created and edited', async () => {
    const admin = await as('admin@demo.test');
    const listed = payloadOf(await admin('GET', 'master-careers'), listPayload(masterCareer)).results;
    expect(listed.map((c) => [c.level, c.position, c.status])).toEqual([
      [1, 'Associate Agent', 'PUBLISH'],
      [2, 'Agent', 'PUBLISH'],
      [3, 'Senior Agent', 'PUBLISH'],
      [4, 'Team Leader', 'PUBLISH'],
      [5, 'Principal Agent', 'UNPUBLISH'],
    ]);
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'master-careers', { level: 3, position: 'Area Leader', status: 'PUBLISH' }), 400).fields).toEqual({ level: M.careerLevelTaken });
      expect(errorOf(await admin('POST', 'master-careers', { level: 6, position: 'team leader', status: 'PUBLISH' }), 400).fields).toEqual({ position: M.careerPositionTaken });
      expect(errorOf(await admin('POST', 'master-careers', { level: 0, position: 'Intern', status: 'PUBLISH' }), 400).fields).toEqual({ level: 'Level must be at least 1.' });
    });
    const created = payloadOf(await admin('POST', 'master-careers', { level: 6, position: 'Area Leader', status: 'PUBLISH' }), masterCareer, 201);
    expect(payloadOf(await admin('PATCH', `master-careers/${created.masterCareerId}`, { position: 'Regional Leader' }), masterCareer).position).toBe('Regional Leader');
  });

  it('are admin-HQ-plus only: an office owner, an agent and HQ finance are refused', async () => {
    for (const email of ['franchise_owner@demo.test', 'agent@demo.test', 'admin_finance_staff@demo.test']) {
      const who = await as(email);
      expect((await who('GET', 'master-careers')).statusCode).toBe(403);
      expect((await who('POST', 'master-achievements', { name: 'X', minClosings: 1, minCommission: 1, status: 'PUBLISH' })).statusCode).toBe(403);
    }
  });
});
