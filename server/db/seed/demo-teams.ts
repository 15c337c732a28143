/**
 * The demo's teams (issue 16): in each office teams with a leader and active
 * members, member fees of both types and several frequencies (one ended, so
 * its range shows red), and transfers in every status: in Jakarta Selatan
 * (the demo office admin's) a done one, a waiting one with its waiting
 * membership and a canceled one; a waiting one in Bandung that Jakarta's
 * office admin must never see.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { nextChargeDate, percentToStored, type FeeFrequency, type FeeType } from '../../../domain/fees';
import type { Executor } from '../client';
import { employees, groupMembers, groups, offices, teamsMemberFeeItems, teamsMemberFees, transferMemberTeams, users } from '../schema';
import { newId } from '../../services/tokens';
import { DEMO_OFFICES } from './demo-offices';

const DAY = 86_400_000;

type Agent = { employeeId: string; userId: string; officeId: string };
type Member = typeof groupMembers.$inferInsert;

const day = (at: Date) => at.toISOString().slice(0, 10);

interface FeeSpec {
  type: FeeType;
  feeFor: 'AGENT' | 'OFFICE';
  /** Percent as typed, or whole rupiah. */
  value: number;
  frequency: FeeFrequency;
  startDaysAgo: number;
  endDaysAgo?: number;
}

const STANDARD: FeeSpec[] = [
  { type: 'percentage', feeFor: 'AGENT', value: 9.99, frequency: 'per_transaction', startDaysAgo: 120 },
  { type: 'amount', feeFor: 'OFFICE', value: 1_500_000, frequency: 'monthly', startDaysAgo: 90 },
];

export async function seedTeams(tx: Executor, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const agents = await agentsByEmail(tx);
  const officeIds = new Map((await tx.select().from(offices)).map((o) => [o.officeName, o.officeId]));
  const officeOf = (key: keyof typeof DEMO_OFFICES) => officeIds.get(DEMO_OFFICES[key].officeName)!;
  const a = (email: string) => agents.get(email)!;

  const groupRows = [
    { groupId: newId(), officeId: officeOf('jakartaSelatan'), groupName: 'Team Rajawali', leaderEmployeeId: a('agent@demo.test').employeeId, createdAt: ago(400) },
    { groupId: newId(), officeId: officeOf('jakartaSelatan'), groupName: 'Team Elang', leaderEmployeeId: a('zahra.amelia@demo.test').employeeId, createdAt: ago(200) },
    { groupId: newId(), officeId: officeOf('bandung'), groupName: 'Team Merpati', leaderEmployeeId: a('umar.hakim@demo.test').employeeId, createdAt: ago(400) },
    { groupId: newId(), officeId: officeOf('bandung'), groupName: 'Team Kenari', leaderEmployeeId: a('wahyu.hidayat@demo.test').employeeId, createdAt: ago(150) },
    { groupId: newId(), officeId: officeOf('surabaya'), groupName: 'Team Garuda', leaderEmployeeId: a('bayu.firmansyah@demo.test').employeeId, createdAt: ago(400) },
  ];
  const [rajawali, elang, merpati, kenari, garuda] = groupRows.map((g) => g.groupId) as [string, string, string, string, string];
  await tx.insert(groups).values(groupRows);

  const member = (groupId: string, email: string, status: Member['status'], daysAgo: number) => {
    const agent = a(email);
    return { groupMemberId: newId(), groupId, userId: agent.userId, employeeId: agent.employeeId, status, createdAt: ago(daysAgo) } satisfies Member;
  };
  const m = {
    nanda: member(rajawali, 'agent@demo.test', 'active', 400),
    putu: member(rajawali, 'agent.noself@demo.test', 'active', 380),
    yusuf: member(rajawali, 'yusuf.maulana@demo.test', 'active', 360),
    zahraOld: member(rajawali, 'zahra.amelia@demo.test', 'inactive', 350),
    zahra: member(elang, 'zahra.amelia@demo.test', 'active', 200),
    yusufWaiting: member(elang, 'yusuf.maulana@demo.test', 'waiting', 2),
    umar: member(merpati, 'umar.hakim@demo.test', 'active', 400),
    vina: member(merpati, 'vina.melati@demo.test', 'active', 390),
    wahyu: member(kenari, 'wahyu.hidayat@demo.test', 'active', 150),
    vinaWaiting: member(kenari, 'vina.melati@demo.test', 'waiting', 3),
    bayu: member(garuda, 'bayu.firmansyah@demo.test', 'active', 400),
    okta: member(garuda, 'multi@demo.test', 'active', 300),
  };
  await tx.insert(groupMembers).values(Object.values(m));

  const creator = await userIdOf(tx, 'admin_office@demo.test');
  const transfer = (from: string, origin: Member, to: string, toMember: Member | null, status: 'WAITING' | 'TRANSFERED' | 'CANCELED', daysAgo: number, officeId: string) => ({
    transferMemberId: newId(),
    originGroupId: from,
    originGroupMemberId: origin.groupMemberId,
    toGroupId: to,
    toGroupMemberId: toMember?.groupMemberId ?? null,
    userId: origin.userId,
    employeeId: origin.employeeId,
    officeId,
    status,
    createdByUserId: creator,
    createdAt: ago(daysAgo),
    transferedAt: status === 'TRANSFERED' ? ago(daysAgo - 1) : null,
  });
  const jakarta = officeOf('jakartaSelatan');
  await tx.insert(transferMemberTeams).values([
    transfer(rajawali, m.zahraOld, elang, m.zahra, 'TRANSFERED', 201, jakarta),
    transfer(rajawali, m.putu, elang, null, 'CANCELED', 20, jakarta),
    transfer(rajawali, m.yusuf, elang, m.yusufWaiting, 'WAITING', 2, jakarta),
    transfer(merpati, m.vina, kenari, m.vinaWaiting, 'WAITING', 3, officeOf('bandung')),
  ]);

  const fees: [Member, FeeSpec[]][] = [
    [m.nanda, STANDARD],
    [m.putu, [STANDARD[0]!, { type: 'amount', feeFor: 'OFFICE', value: 2_000_000, frequency: 'quarterly', startDaysAgo: 300, endDaysAgo: 30 }]],
    [m.yusuf, [{ type: 'amount', feeFor: 'AGENT', value: 750_000, frequency: 'per_semester', startDaysAgo: 100 }]],
    [m.zahra, [{ type: 'percentage', feeFor: 'OFFICE', value: 8, frequency: 'per_transaction', startDaysAgo: 200 }, { type: 'amount', feeFor: 'AGENT', value: 5_000_000, frequency: 'yearly', startDaysAgo: 200 }]],
    [m.umar, STANDARD],
    [m.vina, [{ type: 'amount', feeFor: 'OFFICE', value: 1_250_000, frequency: 'every_9_months', startDaysAgo: 60 }]],
    [m.wahyu, STANDARD],
    [m.bayu, STANDARD],
  ];
  const feeRows = fees.map(([member]) => ({ teamsMemberFeeId: newId(), groupMemberId: member.groupMemberId, userId: member.userId, employeeId: member.employeeId, createdAt: member.createdAt }));
  await tx.insert(teamsMemberFees).values(feeRows);
  await tx.insert(teamsMemberFeeItems).values(
    fees.flatMap(([, specs], i) =>
      specs.map((s, order) => {
        const startAt = day(ago(s.startDaysAgo));
        return {
          teamsMemberFeeItemId: newId(),
          teamsMemberFeeId: feeRows[i]!.teamsMemberFeeId,
          position: 'bottom' as const,
          type: s.type,
          frequency: s.frequency,
          feeFor: s.feeFor,
          value: s.type === 'percentage' ? percentToStored(s.value) : s.value,
          nextChargeAt: nextChargeDate(startAt, s.frequency),
          startAt,
          endAt: s.endDaysAgo === undefined ? null : day(ago(s.endDaysAgo)),
          status: 'PUBLISH' as const,
          sortOrder: order,
          createdAt: feeRows[i]!.createdAt,
        };
      }),
    ),
  );
}

async function agentsByEmail(tx: Executor): Promise<Map<string, Agent>> {
  const rows = await tx
    .select({ email: users.email, employeeId: employees.employeeId, userId: employees.userId, officeId: employees.officeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE')));
  return new Map(rows.map((r) => [r.email, { employeeId: r.employeeId, userId: r.userId, officeId: r.officeId! }]));
}

async function userIdOf(tx: Executor, email: string): Promise<string> {
  const [row] = await tx.select({ userId: users.userId }).from(users).where(inArray(users.email, [email]));
  return row!.userId;
}
