/**
 * Teams, transfers of team members and member fees (issue 16), as the
 * screens use them: office scoping (another office's records are not found),
 * the transfer lifecycle, its rollback when a fee insert fails, 'User already
 * exists in group {group}', the fee editor's atomic save and the server's own
 * next charge date.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { groupDetail, groupListItem } from '../../domain/entities/team';
import { nextChargeDate, teamsMemberFee, teamsMemberFeeItem } from '../../domain/fees';
import { MESSAGES } from '../../domain/messages';
import { groupMember, transferMemberTeam } from '../../domain/transfer';
import { employees, groupMembers, groups, teamsMemberFeeItems, teamsMemberFees, transferMemberTeams, users } from '../../server/db/schema';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
const OFFICE_ADMIN = 'admin_office@demo.test';
const HQ = 'admin_hq@demo.test';
const AGENT = 'agent@demo.test';

async function call(email: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return server.app.inject({ method, url, headers: bearer(tokens.get(email)!), ...(payload && { payload }) });
}

const db = () => server.database.db;

async function auditCount(): Promise<number> {
  const res = (await db().execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

async function groupByName(name: string) {
  const [g] = await db().select().from(groups).where(eq(groups.groupName, name));
  return g!;
}

async function agentOf(email: string) {
  const [row] = await db()
    .select({ employeeId: employees.employeeId, userId: employees.userId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, 'agent')));
  return row!;
}

async function activeMember(groupId: string, email: string) {
  const agent = await agentOf(email);
  const [row] = await db()
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.employeeId, agent.employeeId), eq(groupMembers.status, 'active')));
  return row!;
}

const membershipsOf = async (userId: string) =>
  (await db().select({ groupId: groupMembers.groupId, status: groupMembers.status }).from(groupMembers).where(eq(groupMembers.userId, userId))).sort((a, b) =>
    `${a.groupId}${a.status}`.localeCompare(`${b.groupId}${b.status}`),
  );

const feeItemBody = (over: Record<string, unknown> = {}) => ({
  feeFor: 'AGENT',
  type: 'amount',
  value: 1_000_000,
  frequency: 'monthly',
  nextChargeAt: '1999-01-01',
  startAt: '2026-01-31',
  endAt: null,
  ...over,
});

/** A new team of Jakarta Selatan led by `leader`, with members, as the office admin. */
async function newTeam(name: string, leader: string, members: string[] = []) {
  const officeId = (await agentOf(leader)).officeId!;
  const res = await call(OFFICE_ADMIN, 'POST', '/api/groups', {
    officeId,
    groupName: name,
    leaderEmployeeId: (await agentOf(leader)).employeeId,
    memberEmployeeIds: await Promise.all(members.map(async (m) => (await agentOf(m)).employeeId)),
  });
  return payloadOf(res, groupDetail, 201);
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('office scoping', () => {
  it("shows the office admin only their office's teams and transfers, HQ every office's", async () => {
    const mine = payloadOf(await call(OFFICE_ADMIN, 'GET', '/api/groups?limit=100'), listPayload(groupListItem));
    const all = payloadOf(await call(HQ, 'GET', '/api/groups?limit=100'), listPayload(groupListItem));
    const jakarta = (await groupByName('Team Rajawali')).officeId;
    expect(mine.results.length).toBeGreaterThanOrEqual(2);
    expect(mine.results.every((g) => g.officeId === jakarta)).toBe(true);
    expect(all.results.map((g) => g.groupName)).toEqual(expect.arrayContaining(['Team Rajawali', 'Team Merpati', 'Team Garuda']));
    const rajawali = mine.results.find((g) => g.groupName === 'Team Rajawali')!;
    expect(rajawali.leader?.nickName).toBe('Nanda');
    expect(rajawali.memberCount).toBe(3);

    const transfers = payloadOf(await call(OFFICE_ADMIN, 'GET', '/api/transfer-member-teams?limit=100'), listPayload(transferMemberTeam));
    expect(new Set(transfers.results.map((t) => t.status))).toEqual(new Set(['WAITING', 'TRANSFERED', 'CANCELED']));
    expect(transfers.results.every((t) => t.originGroup?.groupName !== 'Team Merpati')).toBe(true);
    const hqTransfers = payloadOf(await call(HQ, 'GET', '/api/transfer-member-teams?limit=100'), listPayload(transferMemberTeam));
    expect(hqTransfers.results.some((t) => t.originGroup?.groupName === 'Team Merpati')).toBe(true);
    // Newest first by default.
    const dates = transfers.results.map((t) => t.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers 404 to everything of another office's team, and changes nothing", async () => {
    const merpati = await groupByName('Team Merpati');
    const kenari = await groupByName('Team Kenari');
    const vina = await agentOf('vina.melati@demo.test');
    const member = await activeMember(merpati.groupId, 'umar.hakim@demo.test');
    const [fee] = await db().select().from(teamsMemberFees).where(eq(teamsMemberFees.groupMemberId, member.groupMemberId));
    const [item] = await db().select().from(teamsMemberFeeItems).where(eq(teamsMemberFeeItems.teamsMemberFeeId, fee!.teamsMemberFeeId));
    const [transfer] = await db().select().from(transferMemberTeams).where(eq(transferMemberTeams.originGroupId, merpati.groupId));
    const before = await auditCount();

    const attempts = [
      call(OFFICE_ADMIN, 'GET', `/api/groups/${merpati.groupId}`),
      call(OFFICE_ADMIN, 'PATCH', `/api/groups/${merpati.groupId}`, { groupName: 'Diambil' }),
      call(OFFICE_ADMIN, 'POST', '/api/group-members', { groupId: merpati.groupId, employeeId: vina.employeeId }),
      call(OFFICE_ADMIN, 'DELETE', `/api/group-members/${member.groupMemberId}`),
      call(OFFICE_ADMIN, 'GET', `/api/transfer-member-teams/${transfer!.transferMemberId}`),
      call(OFFICE_ADMIN, 'POST', `/api/transfer-member-teams/${transfer!.transferMemberId}/cancel`),
      call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', {
        originGroupId: merpati.groupId,
        originGroupMemberId: (await activeMember(merpati.groupId, 'vina.melati@demo.test')).groupMemberId,
        toGroupId: kenari.groupId,
        userId: vina.userId,
      }),
      call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', { groupMemberId: member.groupMemberId, userId: member.userId, employeeId: member.employeeId, teamsMemberFeeItems: [feeItemBody()] }),
      call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items', { ...feeItemBody(), teamsMemberFeeId: fee!.teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }),
      call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items/save', { teamsMemberFeeId: fee!.teamsMemberFeeId, create: [], remove: [item!.teamsMemberFeeItemId] }),
      call(OFFICE_ADMIN, 'DELETE', `/api/teams-member-fee-items/${item!.teamsMemberFeeItemId}`),
    ];
    for (const res of await Promise.all(attempts)) errorOf(res, 404);

    const lists = [
      `/api/group-members?filterGroupId=${merpati.groupId}`,
      `/api/teams-member-fee-items?filterTeamsMemberFeeId=${fee!.teamsMemberFeeId}`,
      `/api/transfer-member-teams?filterGroupId=${merpati.groupId}`,
      `/api/groups?filterOfficeId=${merpati.officeId}`,
    ];
    for (const url of lists) expect((await call(OFFICE_ADMIN, 'GET', url)).json().payload.results, url).toEqual([]);
    expect((await call(HQ, 'GET', `/api/group-members?filterGroupId=${merpati.groupId}`)).json().payload.results.length).toBeGreaterThan(0);
    expect((await call(HQ, 'GET', `/api/groups/${merpati.groupId}`)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
    expect((await groupByName('Team Merpati')).groupName).toBe('Team Merpati');
  });

  it("searches transfers by the member's name or nickname, and teams by name", async () => {
    const byName = payloadOf(await call(OFFICE_ADMIN, 'GET', '/api/transfer-member-teams?search=maulana'), listPayload(transferMemberTeam));
    expect(byName.results.map((t) => t.user?.nickName)).toEqual(['Yusuf']);
    const byNick = payloadOf(await call(HQ, 'GET', '/api/transfer-member-teams?search=vina'), listPayload(transferMemberTeam));
    expect(byNick.results.map((t) => t.toGroup?.groupName)).toEqual(['Team Kenari']);
    // Vina's transfer is Bandung's: Jakarta's office admin finds nothing.
    expect(payloadOf(await call(OFFICE_ADMIN, 'GET', '/api/transfer-member-teams?search=vina'), listPayload(transferMemberTeam)).results).toEqual([]);
    const teams = payloadOf(await call(HQ, 'GET', '/api/groups?search=rajaw'), listPayload(groupListItem));
    expect(teams.results.map((g) => g.groupName)).toEqual(['Team Rajawali']);
  });

  it("exports only the caller's office's transfers as CSV", async () => {
    if (!tokens.has(OFFICE_ADMIN)) tokens.set(OFFICE_ADMIN, await signIn(server.app, OFFICE_ADMIN));
    const res = await server.app.inject({ method: 'GET', url: '/api/transfer-member-teams', headers: { ...bearer(tokens.get(OFFICE_ADMIN)!), accept: 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]).toBe('Date,Employee Code,Member,From Group,To Group,Status,Created By');
    expect(res.body).toContain('Waiting Transfer');
    expect(res.body).not.toContain('Team Merpati');
  });

  it('refuses an agent by role (403), before any scope', async () => {
    errorOf(await call(AGENT, 'GET', '/api/groups'), 403);
    errorOf(await call(AGENT, 'POST', '/api/transfer-member-teams', {}), 403);
  });
});

describe('teams and members', () => {
  it('creates a team with its leader and members active, and shows them with their fees', async () => {
    const team = await newTeam('Team Kutilang', 'agent.noself@demo.test', ['yusuf.maulana@demo.test']);
    expect(team.leader?.nickName).toBe('Putu');
    expect(team.memberCount).toBe(2);
    expect(team.members.map((m) => m.user?.nickName).sort()).toEqual(['Putu', 'Yusuf']);
    const detail = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/groups/${(await groupByName('Team Rajawali')).groupId}`), groupDetail);
    const nanda = detail.members.find((m) => m.user?.nickName === 'Nanda')!;
    expect(nanda.teamsMemberFees?.[0]?.teamsMemberFeeItems?.map((i) => i.type).sort()).toEqual(['amount', 'percentage']);
  });

  it('refuses a leader or member who is not an active agent of the office, at its field', async () => {
    const rajawali = await groupByName('Team Rajawali');
    const bandungAgent = await agentOf('umar.hakim@demo.test');
    const res = await call(OFFICE_ADMIN, 'POST', '/api/groups', { officeId: rajawali.officeId, groupName: 'Team Salah', leaderEmployeeId: bandungAgent.employeeId });
    expect(errorOf(res, 400).fields).toHaveProperty('leaderEmployeeId');
    const add = await call(OFFICE_ADMIN, 'POST', '/api/group-members', { groupId: rajawali.groupId, employeeId: bandungAgent.employeeId });
    expect(errorOf(add, 400).fields).toHaveProperty('employeeId');
  });

  it("refuses 'User already exists in group {group}' at employeeId for an active or waiting member", async () => {
    const rajawali = await groupByName('Team Rajawali');
    const elang = await groupByName('Team Elang');
    const active = await call(OFFICE_ADMIN, 'POST', '/api/group-members', { groupId: rajawali.groupId, employeeId: (await agentOf(AGENT)).employeeId });
    expect(errorOf(active, 409).fields).toEqual({ employeeId: MESSAGES.userAlreadyInGroup('Team Rajawali') });
    // Yusuf waits to join Team Elang (the demo's waiting transfer).
    const waiting = await call(OFFICE_ADMIN, 'POST', '/api/group-members', { groupId: elang.groupId, employeeId: (await agentOf('yusuf.maulana@demo.test')).employeeId });
    expect(errorOf(waiting, 409).message).toBe('User already exists in group Team Elang');
  });

  it('names another leader, who becomes a member if not one; renames', async () => {
    const team = await newTeam('Team Pipit', AGENT);
    const putu = await agentOf('agent.noself@demo.test');
    const patched = payloadOf(await call(OFFICE_ADMIN, 'PATCH', `/api/groups/${team.groupId}`, { leaderEmployeeId: putu.employeeId, groupName: 'Team Pipit Baru' }), groupDetail);
    expect(patched.groupName).toBe('Team Pipit Baru');
    expect(patched.leader?.nickName).toBe('Putu');
    expect(patched.members.map((m) => m.user?.nickName).sort()).toEqual(['Nanda', 'Putu']);
    const outsider = await agentOf('umar.hakim@demo.test');
    expect(errorOf(await call(HQ, 'PATCH', `/api/groups/${team.groupId}`, { leaderEmployeeId: outsider.employeeId }), 400).fields).toHaveProperty('leaderEmployeeId');
  });

  it('lists members without the leader when withLeaderTeam=false, and removes one (inactive)', async () => {
    const team = await newTeam('Team Camar', AGENT, ['agent.noself@demo.test']);
    const all = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/group-members?filterGroupId=${team.groupId}&filterStatus=active`), listPayload(groupMember));
    const noLeader = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/group-members?filterGroupId=${team.groupId}&withLeaderTeam=false`), listPayload(groupMember));
    expect(all.results.map((m) => m.user?.nickName).sort()).toEqual(['Nanda', 'Putu']);
    expect(noLeader.results.map((m) => m.user?.nickName)).toEqual(['Putu']);
    const putu = noLeader.results[0]!;
    expect((await call(OFFICE_ADMIN, 'DELETE', `/api/group-members/${putu.groupMemberId}`)).statusCode).toBe(200);
    const [row] = await db().select().from(groupMembers).where(eq(groupMembers.groupMemberId, putu.groupMemberId));
    expect(row!.status).toBe('inactive');
    const leader = all.results.find((m) => m.user?.nickName === 'Nanda')!;
    errorOf(await call(OFFICE_ADMIN, 'DELETE', `/api/group-members/${leader.groupMemberId}`), 400);
  });
});

describe('the transfer lifecycle', () => {
  async function twoTeams(tag: string) {
    const from = await newTeam(`Team Asal ${tag}`, 'zahra.amelia@demo.test', [AGENT]);
    const to = await newTeam(`Team Tujuan ${tag}`, 'agent.noself@demo.test');
    const member = from.members.find((m) => m.user?.nickName === 'Nanda')!;
    const body = { originGroupId: from.groupId, originGroupMemberId: member.groupMemberId, toGroupId: to.groupId, userId: member.user!.userId };
    return { from, to, member, body };
  }

  const feesBody = (t: { toGroupMemberId: string | null }, member: { user: { userId: string } | null; employee: { employeeId: string } | null }, items = [feeItemBody()]) => ({
    groupMemberId: t.toGroupMemberId!,
    userId: member.user!.userId,
    employeeId: member.employee!.employeeId,
    teamsMemberFeeItems: items,
  });

  it('WAITING with a waiting membership, then the fees move the member: TRANSFERED', async () => {
    const { from, to, member, body } = await twoTeams('A');
    const created = payloadOf(await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', body), transferMemberTeam, 201);
    expect(created).toMatchObject({ status: 'WAITING', originGroup: { groupName: 'Team Asal A' }, toGroup: { groupName: 'Team Tujuan A' }, createdByUserMeta: { name: 'Maya Anggraini' } });
    expect(created.toGroupMemberId).toBeTruthy();
    const [waiting] = await db().select().from(groupMembers).where(eq(groupMembers.groupMemberId, created.toGroupMemberId!));
    expect(waiting).toMatchObject({ groupId: to.groupId, status: 'waiting' });
    // Asking again: the user now waits in the to group.
    expect(errorOf(await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', body), 409).message).toBe(MESSAGES.userAlreadyInGroup('Team Tujuan A'));

    const fee = payloadOf(await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', feesBody(created, member)), teamsMemberFee, 201);
    expect(fee.groupMemberId).toBe(created.toGroupMemberId);
    const done = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/transfer-member-teams/${created.transferMemberId}`), transferMemberTeam);
    expect(done.status).toBe('TRANSFERED');
    const [origin] = await db().select().from(groupMembers).where(eq(groupMembers.groupMemberId, member.groupMemberId));
    const [moved] = await db().select().from(groupMembers).where(eq(groupMembers.groupMemberId, created.toGroupMemberId!));
    expect([origin!.status, moved!.status]).toEqual(['inactive', 'active']);
    const [row] = await db().select().from(transferMemberTeams).where(eq(transferMemberTeams.transferMemberId, created.transferMemberId));
    expect(row!.transferedAt).toBeInstanceOf(Date);
    const toDetail = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/groups/${to.groupId}`), groupDetail);
    expect(toDetail.members.map((m) => m.user?.nickName).sort()).toEqual(['Nanda', 'Putu']);
    const fromDetail = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/groups/${from.groupId}`), groupDetail);
    expect(fromDetail.members.map((m) => m.user?.nickName)).toEqual(['Zahra']);
  });

  it('rolls everything back when a fee insert fails: the transfer stays WAITING, no fee rows, memberships as they were', async () => {
    const { member, body } = await twoTeams('B');
    const created = payloadOf(await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', body), transferMemberTeam, 201);
    const before = await membershipsOf(member.user!.userId);
    const feesBefore = (await db().select().from(teamsMemberFees)).length;
    const itemsBefore = (await db().select().from(teamsMemberFeeItems)).length;
    // The items' insert fails inside the database, after the fee record is written in the same transaction.
    await db().execute(sql`create function refuse_fee_item() returns trigger language plpgsql as $$ begin raise exception 'fee insert refused by the test'; end $$`);
    await db().execute(sql`create trigger refuse_fee_item before insert on teams_member_fee_items for each row execute function refuse_fee_item()`);
    try {
      const res = await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', feesBody(created, member));
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_fee_item on teams_member_fee_items`);
      await db().execute(sql`drop function refuse_fee_item()`);
    }
    const [row] = await db().select().from(transferMemberTeams).where(eq(transferMemberTeams.transferMemberId, created.transferMemberId));
    expect(row!.status).toBe('WAITING');
    expect(row!.transferedAt).toBeNull();
    expect((await db().select().from(teamsMemberFees)).length).toBe(feesBefore);
    expect((await db().select().from(teamsMemberFeeItems)).length).toBe(itemsBefore);
    expect(await membershipsOf(member.user!.userId)).toEqual(before);
    // Once the fault is gone the same request completes it.
    expect((await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', feesBody(created, member))).statusCode).toBe(201);
  });

  it('cancels a WAITING transfer: CANCELED, the waiting membership removed; a second cancel is refused', async () => {
    const { to, member, body } = await twoTeams('C');
    const created = payloadOf(await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', body), transferMemberTeam, 201);
    const canceled = payloadOf(await call(OFFICE_ADMIN, 'POST', `/api/transfer-member-teams/${created.transferMemberId}/cancel`), transferMemberTeam);
    expect(canceled).toMatchObject({ status: 'CANCELED', toGroupMemberId: null });
    expect(await db().select().from(groupMembers).where(eq(groupMembers.groupMemberId, created.toGroupMemberId!))).toEqual([]);
    expect((await db().select().from(groupMembers).where(and(eq(groupMembers.groupId, to.groupId), eq(groupMembers.userId, member.user!.userId)))).length).toBe(0);
    errorOf(await call(OFFICE_ADMIN, 'POST', `/api/transfer-member-teams/${created.transferMemberId}/cancel`), 409);
    // The member is still active in the from group and may be transferred again.
    expect((await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', body)).statusCode).toBe(201);
  });

  it("refuses a transfer to another office's team, or of a member not active in the from group", async () => {
    const { body } = await twoTeams('D');
    const garuda = await groupByName('Team Garuda');
    // HQ sees both offices: the refusal is the office rule, not the scope.
    const res = await call(HQ, 'POST', '/api/transfer-member-teams', { ...body, toGroupId: garuda.groupId });
    expect(errorOf(res, 400).fields).toHaveProperty('toGroupId');
    const wrong = await call(OFFICE_ADMIN, 'POST', '/api/transfer-member-teams', { ...body, originGroupMemberId: 'not-a-member' });
    expect(errorOf(wrong, 400).fields).toHaveProperty('originGroupMemberId');
  });

  it('creates the fees of an already active member with none (Add Member) without touching a transfer', async () => {
    const team = await newTeam('Team Nuri', 'yusuf.maulana@demo.test');
    const member = team.members[0]!;
    const fee = payloadOf(
      await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', { groupMemberId: member.groupMemberId, userId: member.user!.userId, employeeId: member.employee!.employeeId, teamsMemberFeeItems: [feeItemBody()] }),
      teamsMemberFee,
      201,
    );
    expect(fee.teamsMemberFeeItems).toHaveLength(1);
    const again = await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', { groupMemberId: member.groupMemberId, userId: member.user!.userId, employeeId: member.employee!.employeeId, teamsMemberFeeItems: [feeItemBody()] });
    errorOf(again, 409);
  });
});

describe('fee items', () => {
  async function memberFee(tag: string) {
    const team = await newTeam(`Team Fee ${tag}`, AGENT);
    const member = team.members[0]!;
    const res = await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', {
      groupMemberId: member.groupMemberId,
      userId: member.user!.userId,
      employeeId: member.employee!.employeeId,
      teamsMemberFeeItems: [feeItemBody(), feeItemBody({ type: 'percentage', value: 0.0999, frequency: 'per_transaction' })],
    });
    return payloadOf(res, teamsMemberFee, 201);
  }

  it('computes nextChargeAt on the server from the start date and frequency, whatever the client sent', async () => {
    const fee = await memberFee('A');
    const [monthly, percent] = fee.teamsMemberFeeItems!;
    expect(monthly!.nextChargeAt).toBe('2026-02-28');
    expect(monthly!.nextChargeAt).toBe(nextChargeDate('2026-01-31', 'monthly'));
    expect(percent!.nextChargeAt).toBeNull();
    expect(percent!.value).toBe(0.0999);
    const item = payloadOf(
      await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items', { ...feeItemBody({ frequency: 'yearly', startAt: '2024-02-29' }), teamsMemberFeeId: fee.teamsMemberFeeId, position: 'top', status: 'PUBLISH' }),
      teamsMemberFeeItem,
      201,
    );
    expect(item.nextChargeAt).toBe('2025-02-28');
  });

  it('saves creates and deletes in one transaction and answers the list as it now stands', async () => {
    const fee = await memberFee('B');
    const [first, second] = fee.teamsMemberFeeItems!;
    const saved = payloadOf(
      await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items/save', {
        teamsMemberFeeId: fee.teamsMemberFeeId,
        create: [{ ...feeItemBody({ frequency: 'quarterly', value: 2_500_000 }), teamsMemberFeeId: fee.teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }],
        remove: [first!.teamsMemberFeeItemId],
      }),
      teamsMemberFee,
    );
    expect(saved.teamsMemberFeeItems!.map((i) => i.teamsMemberFeeItemId)).not.toContain(first!.teamsMemberFeeItemId);
    expect(saved.teamsMemberFeeItems!.map((i) => i.frequency)).toEqual(['per_transaction', 'quarterly']);
    expect(saved.teamsMemberFeeItems!.find((i) => i.frequency === 'quarterly')!.nextChargeAt).toBe('2026-04-30');

    // A removal naming another fee's item fails the whole save: the create is not kept either.
    const other = await memberFee('C');
    const refused = await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items/save', {
      teamsMemberFeeId: fee.teamsMemberFeeId,
      create: [{ ...feeItemBody(), teamsMemberFeeId: fee.teamsMemberFeeId, position: 'bottom', status: 'PUBLISH' }],
      remove: [second!.teamsMemberFeeItemId, other.teamsMemberFeeItems![0]!.teamsMemberFeeItemId],
    });
    expect(errorOf(refused, 400).fields).toHaveProperty('remove');
    const list = payloadOf(await call(OFFICE_ADMIN, 'GET', `/api/teams-member-fee-items?filterTeamsMemberFeeId=${fee.teamsMemberFeeId}`), listPayload(teamsMemberFeeItem));
    expect(list.results.map((i) => i.teamsMemberFeeItemId)).toEqual(saved.teamsMemberFeeItems!.map((i) => i.teamsMemberFeeItemId));
  });

  it("refuses a save or a delete that would leave the list empty: 'Fee can't be empty!'", async () => {
    const fee = await memberFee('D');
    const ids = fee.teamsMemberFeeItems!.map((i) => i.teamsMemberFeeItemId);
    const res = await call(OFFICE_ADMIN, 'POST', '/api/teams-member-fee-items/save', { teamsMemberFeeId: fee.teamsMemberFeeId, create: [], remove: ids });
    expect(errorOf(res, 400).message).toBe("Fee can't be empty!");
    expect((await db().select().from(teamsMemberFeeItems).where(eq(teamsMemberFeeItems.teamsMemberFeeId, fee.teamsMemberFeeId))).length).toBe(2);
    expect((await call(OFFICE_ADMIN, 'DELETE', `/api/teams-member-fee-items/${ids[0]}`)).statusCode).toBe(200);
    expect(errorOf(await call(OFFICE_ADMIN, 'DELETE', `/api/teams-member-fee-items/${ids[1]}`), 400).message).toBe("Fee can't be empty!");
  });

  it('lists the master fees of §9 with their rates', async () => {
    const res = await call(OFFICE_ADMIN, 'GET', '/api/master-fees');
    expect(res.json().payload.results).toEqual([
      { feeCode: 'ssdf', type: 'percentage', value: 0.08 },
      { feeCode: 'royalty', type: 'percentage', value: 0.01 },
      { feeCode: 'agent_development_fee', type: 'percentage', value: 0.0999 },
      { feeCode: 'agent_development_fee_pkp', type: 'percentage', value: 0.0999 },
    ]);
  });
});

describe('at the same time', () => {
  it("two first saves of one member's fees: one is created, the other told they exist (409), never a 500", async () => {
    const team = await newTeam('Team Serentak', 'zahra.amelia@demo.test');
    const m = team.members[0]!;
    const body = { groupMemberId: m.groupMemberId, userId: m.user!.userId, employeeId: m.employee!.employeeId, teamsMemberFeeItems: [feeItemBody()] };
    const answers = await Promise.all([call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', body), call(OFFICE_ADMIN, 'POST', '/api/teams-member-fees', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await db().select().from(teamsMemberFees).where(eq(teamsMemberFees.groupMemberId, m.groupMemberId))).length).toBe(1);
  });
});
