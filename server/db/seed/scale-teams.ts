/**
 * Teams at scale (issue 16): two teams per office led by one of its agents,
 * every active agent a member of one, and per office a history of transfers
 * between its teams (most done, some canceled, some waiting with their
 * waiting membership), and member fees (two items each) for every active
 * member. The whole plan is drawn once, with the groups, and each table's
 * generator then writes its part.
 */
import type { GroupMemberStatus } from '../../../domain/entities/team';
import { nextChargeDate, percentToStored, type FeeFrequency } from '../../../domain/fees';
import { newId } from '../../services/tokens';
import * as schema from '../schema';
import { chance, daysAgo, generator, pick, type ScaleContext, type ScaleGenerator } from './scale-kit';

const { groupMembers, groups, teamsMemberFeeItems, teamsMemberFees, transferMemberTeams } = schema;

const TEAM_NAMES = ['Rajawali', 'Merpati'] as const;
const TRANSFERS_PER_OFFICE = 10;
const AMOUNT_FREQUENCIES: FeeFrequency[] = ['monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly'];

interface TeamPlan {
  groups: (typeof groups.$inferInsert)[];
  members: (typeof groupMembers.$inferInsert)[];
  transfers: (typeof transferMemberTeams.$inferInsert)[];
  fees: (typeof teamsMemberFees.$inferInsert)[];
  items: (typeof teamsMemberFeeItems.$inferInsert)[];
}

const plans = new WeakMap<ScaleContext, TeamPlan>();

const day = (at: Date) => at.toISOString().slice(0, 10);

function planOf(ctx: ScaleContext): TeamPlan {
  let plan = plans.get(ctx);
  if (plan) return plan;
  plan = { groups: [], members: [], transfers: [], fees: [], items: [] };
  const agentsByOffice = new Map<string, typeof ctx.people>();
  for (const p of ctx.people) {
    if (p.role !== 'agent' || !p.isActive || !p.isApproved || !p.officeId) continue;
    agentsByOffice.set(p.officeId, [...(agentsByOffice.get(p.officeId) ?? []), p]);
  }
  for (const office of ctx.offices) planOffice(ctx, plan, office, agentsByOffice.get(office.officeId) ?? []);
  plans.set(ctx, plan);
  return plan;
}

function planOffice(ctx: ScaleContext, plan: TeamPlan, office: ScaleContext['offices'][number], agents: ScaleContext['people']): void {
  if (agents.length < 4) return;
  const half = Math.ceil(agents.length / 2);
  const split = [agents.slice(0, half), agents.slice(half)];
  const teams = TEAM_NAMES.map((name, i) => {
    const group = { groupId: newId(), officeId: office.officeId, groupName: `Team ${name} ${office.officeCode}`, leaderEmployeeId: split[i]![0]!.employeeId, createdAt: daysAgo(ctx, 1_000, 400) };
    ctx.groups.push({ groupId: group.groupId, officeId: office.officeId });
    plan.groups.push(group);
    return group;
  });
  const active = teams.map((team, i) =>
    split[i]!.map((p) => ({ groupMemberId: newId(), groupId: team.groupId, userId: p.userId, employeeId: p.employeeId, status: 'active' as GroupMemberStatus, createdAt: daysAgo(ctx, 400, 300) })),
  );
  // Transfers: a non-leader member of one team to the other, each member once; a done one moves the membership.
  const moved = new Set<string>();
  for (let n = 0; n < TRANSFERS_PER_OFFICE; n++) {
    const from = n % 2;
    const candidates = active[from]!.filter((m) => !moved.has(m.userId) && m.employeeId !== teams[from]!.leaderEmployeeId);
    if (!candidates.length) continue;
    const origin = pick(ctx, candidates);
    moved.add(origin.userId);
    const roll = ctx.random();
    const status = roll < 0.6 ? 'TRANSFERED' : roll < 0.8 ? 'CANCELED' : 'WAITING';
    const createdAt = daysAgo(ctx, 290, 1);
    const to = { groupMemberId: newId(), groupId: teams[1 - from]!.groupId, userId: origin.userId, employeeId: origin.employeeId, status: 'waiting' as GroupMemberStatus, createdAt };
    if (status === 'TRANSFERED') {
      to.status = 'active';
      origin.status = 'inactive';
    }
    if (status !== 'CANCELED') active[1 - from]!.push(to);
    plan.transfers.push({
      transferMemberId: newId(),
      originGroupId: teams[from]!.groupId,
      originGroupMemberId: origin.groupMemberId,
      toGroupId: teams[1 - from]!.groupId,
      toGroupMemberId: status === 'CANCELED' ? null : to.groupMemberId,
      userId: origin.userId,
      employeeId: origin.employeeId,
      officeId: office.officeId,
      status,
      createdByUserId: pick(ctx, ctx.demoUserIds),
      createdAt,
      transferedAt: status === 'TRANSFERED' ? new Date(createdAt.getTime() + 86_400_000) : null,
    });
  }
  for (const list of active) {
    for (const m of list) {
      plan.members.push(m);
      if (m.status !== 'active') continue;
      const fee = { teamsMemberFeeId: newId(), groupMemberId: m.groupMemberId, userId: m.userId, employeeId: m.employeeId, createdAt: m.createdAt };
      plan.fees.push(fee);
      const start = daysAgo(ctx, 400, 0);
      const frequency = pick(ctx, AMOUNT_FREQUENCIES);
      const ended = chance(ctx, 0.1) ? day(daysAgo(ctx, 30, 1)) : null;
      const item = (sortOrder: number, over: Partial<typeof teamsMemberFeeItems.$inferInsert>) => ({
        teamsMemberFeeItemId: newId(),
        teamsMemberFeeId: fee.teamsMemberFeeId,
        position: 'bottom' as const,
        type: 'amount' as const,
        frequency,
        feeFor: 'OFFICE' as const,
        value: 1_000_000,
        nextChargeAt: nextChargeDate(day(start), frequency),
        startAt: day(start),
        endAt: null,
        status: 'PUBLISH' as const,
        sortOrder,
        createdAt: m.createdAt,
        ...over,
      });
      plan.items.push(
        item(0, { type: 'percentage', frequency: 'per_transaction', feeFor: 'AGENT', value: percentToStored(pick(ctx, [5, 8, 9.99])), nextChargeAt: null }),
        item(1, { value: pick(ctx, [500_000, 1_000_000, 1_500_000, 2_000_000]), endAt: ended }),
      );
    }
  }
}

export const TEAM_GENERATORS: ScaleGenerator[] = [
  generator(groups, (ctx) => planOf(ctx).groups),
  generator(groupMembers, (ctx) => planOf(ctx).members),
  generator(transferMemberTeams, (ctx) => planOf(ctx).transfers),
  generator(teamsMemberFees, (ctx) => planOf(ctx).fees),
  generator(teamsMemberFeeItems, (ctx) => planOf(ctx).items),
];
