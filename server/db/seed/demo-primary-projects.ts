/**
 * Issue 18's demo primary projects, one in each status, each coordinated by
 * a demo office with its active agents, and holding that office's demo
 * listings of type primary that are on the market: Jakarta's is selling,
 * Bandung's sold out, Surabaya's paused. A primary listing of each office is
 * left out of any project, so an HQ admin can attach one.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PrimaryProjectStatus } from '../../../domain/primary-project';
import type { Tx } from '../client';
import { employees, listings, offices, primaryProjectAgents, primaryProjects, users } from '../schema';
import { newId } from '../../services/tokens';

interface DemoProject {
  officeName: string;
  projectName: string;
  developerName: string;
  city: string;
  address: string;
  totalUnits: number;
  availableUnits: number;
  priceMin: number;
  priceMax: number;
  status: PrimaryProjectStatus;
  daysAgo: number;
}

const DEMO_PROJECTS: readonly DemoProject[] = [
  { officeName: 'Genius Jakarta Selatan', projectName: 'Cilandak Garden Residence', developerName: 'PT Graha Cipta Lestari', city: 'Jakarta Selatan', address: 'Jl. TB Simatupang No. 18', totalUnits: 120, availableUnits: 47, priceMin: 1_850_000_000, priceMax: 3_400_000_000, status: 'ACTIVE', daysAgo: 60 },
  { officeName: 'Genius Bandung', projectName: 'Dago Hills Townhouse', developerName: 'PT Parahyangan Land', city: 'Bandung', address: 'Jl. Dago Pakar Timur No. 5', totalUnits: 36, availableUnits: 0, priceMin: 2_200_000_000, priceMax: 2_950_000_000, status: 'SOLD_OUT', daysAgo: 200 },
  { officeName: 'Genius Surabaya', projectName: 'Citraland Riverside', developerName: 'PT Surya Properti Jaya', city: 'Surabaya', address: 'Jl. Raya Citraland No. 1', totalUnits: 80, availableUnits: 64, priceMin: 950_000_000, priceMax: 1_750_000_000, status: 'INACTIVE', daysAgo: 20 },
];

const DAY = 86_400_000;

export async function seedPrimaryProjects(tx: Tx, now: Date): Promise<void> {
  const [admin] = await tx.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin@demo.test'));
  for (const demo of DEMO_PROJECTS) {
    const [office] = await tx.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, demo.officeName));
    if (!office) continue;
    const primaryProjectId = newId();
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    const { officeName: _officeName, daysAgo: _daysAgo, ...fields } = demo;
    await tx.insert(primaryProjects).values({ primaryProjectId, ...fields, description: `${demo.projectName}: ${demo.totalUnits} units by ${demo.developerName}.`, coordinatingOfficeId: office.officeId, createdByUserId: admin?.userId ?? null, createdAt: at, updatedAt: at });
    const agents = await tx
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .where(and(eq(employees.officeId, office.officeId), eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE')))
      .orderBy(asc(employees.employeeId))
      .limit(2);
    if (agents.length) await tx.insert(primaryProjectAgents).values(agents.map((a) => ({ primaryProjectId, employeeId: a.employeeId })));
    const primary = await tx
      .select({ listingId: listings.listingId })
      .from(listings)
      .where(and(eq(listings.officeId, office.officeId), eq(listings.listingType, 'primary'), inArray(listings.status, ['PUBLISH', 'CLOSED', 'UNPUBLISH'])))
      .orderBy(asc(listings.listingCode));
    // All but the last: one stays free to attach.
    const members = primary.slice(0, Math.max(0, primary.length - 1)).map((l) => l.listingId);
    if (members.length) await tx.update(listings).set({ primaryProjectId }).where(inArray(listings.listingId, members));
  }
}
