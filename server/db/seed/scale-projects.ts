/**
 * Issue 18's scaled primary projects: two per office (one selling, one sold
 * out), each coordinated by up to three of the office's active agents. Scaled
 * listings do not belong to them: the project list and its search are what
 * grows with the network; a project's listings are read by an index.
 */
import type { PrimaryProjectStatus } from '../../../domain/primary-project';
import { newId } from '../../services/tokens';
import { primaryProjectAgents, primaryProjects } from '../schema';
import { DAY, generator, type ScaleContext } from './scale-kit';

const DEVELOPERS = ['PT Graha Cipta Lestari', 'PT Nusantara Land', 'PT Surya Properti Jaya', 'PT Parahyangan Land', 'PT Bumi Serpong Damai'] as const;
const NAMES = ['Residence', 'Garden', 'Townhouse', 'Park', 'Hills'] as const;

const planned = new WeakMap<ScaleContext, { primaryProjectId: string; officeId: string; city: string; status: PrimaryProjectStatus; index: number; agentIds: string[] }[]>();
function plan(ctx: ScaleContext) {
  const made = planned.get(ctx);
  if (made) return made;
  const agentsOf = new Map<string, string[]>();
  for (const p of ctx.people) if (p.role === 'agent' && p.isActive && p.officeId) agentsOf.set(p.officeId, [...(agentsOf.get(p.officeId) ?? []), p.employeeId]);
  const list = ctx.offices.flatMap((o, i) =>
    (['ACTIVE', 'SOLD_OUT'] as const).map((status, j) => ({ primaryProjectId: newId(), officeId: o.officeId, city: o.city, status, index: i * 2 + j, agentIds: (agentsOf.get(o.officeId) ?? []).slice(j * 3, j * 3 + 3) })),
  );
  planned.set(ctx, list);
  return list;
}

const projectRows = generator(primaryProjects, function* (ctx) {
  for (const p of plan(ctx)) {
    const total = 40 + (p.index % 7) * 20;
    const priceMin = 500_000_000 + (p.index % 9) * 250_000_000;
    const at = new Date(ctx.now.getTime() - (30 + (p.index % 300)) * DAY);
    yield {
      primaryProjectId: p.primaryProjectId,
      projectName: `${p.city} ${NAMES[p.index % NAMES.length]} ${p.index + 1}`,
      developerName: DEVELOPERS[p.index % DEVELOPERS.length]!,
      city: p.city,
      totalUnits: total,
      availableUnits: p.status === 'SOLD_OUT' ? 0 : Math.floor(total / 3),
      priceMin,
      priceMax: priceMin * 2,
      coordinatingOfficeId: p.officeId,
      status: p.status,
      createdAt: at,
      updatedAt: at,
    };
  }
});

const projectAgentRows = generator(primaryProjectAgents, function* (ctx) {
  for (const p of plan(ctx)) for (const employeeId of p.agentIds) yield { primaryProjectId: p.primaryProjectId, employeeId };
});

export const PROJECT_GENERATORS = [projectRows, projectAgentRows];
