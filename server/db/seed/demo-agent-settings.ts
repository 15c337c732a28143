/**
 * Setting Agent's demo (issue 16): a commission on some agents of each office,
 * so the grid shows set and unset ones. agent.noself@demo.test (demo.ts) is
 * the agent who may not self-list.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { employees, users } from '../schema';

/** Agent account → commission in basis points (250 = 2.5 %). */
export const DEMO_AGENT_COMMISSIONS: Readonly<Record<string, number>> = {
  'agent@demo.test': 250,
  'yusuf.maulana@demo.test': 300,
  'umar.hakim@demo.test': 275,
  'vina.melati@demo.test': 350,
  'bayu.firmansyah@demo.test': 200,
};

export async function seedAgentSettings(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ employeeId: employees.employeeId, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(employees.role, 'agent'), inArray(users.email, Object.keys(DEMO_AGENT_COMMISSIONS))));
  for (const row of rows) {
    await tx.update(employees).set({ commissionBps: DEMO_AGENT_COMMISSIONS[row.email]! }).where(eq(employees.employeeId, row.employeeId));
  }
}
