/** Issue 17's demo portal accounts: the approved offices on the first two portals, so the office detail opens on accounts of both. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { agentPortalProfiles, employees, officePortalProfiles, offices, portals, users } from '../schema';
import { newId } from '../../services/tokens';
import { DEMO_OFFICE_DETAILS, DEMO_OFFICES, type OfficeKey } from './demo-offices';

/** Which demo office has an account on which portal position (1 the first listing portal, 2 the second). */
const ACCOUNTS: readonly { office: OfficeKey; position: number }[] = [
  { office: 'jakartaSelatan', position: 1 },
  { office: 'bandung', position: 1 },
  { office: 'bandung', position: 2 },
  { office: 'surabaya', position: 2 },
];

export async function seedPortalAccounts(db: Executor, now: Date): Promise<void> {
  const names = Object.values(DEMO_OFFICES).map((o) => o.officeName);
  const officeRows = await db.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices).where(inArray(offices.officeName, names));
  const portalRows = await db.select({ portalId: portals.portalId, position: portals.position, portalName: portals.portalName }).from(portals);
  const officeIdOf = (key: OfficeKey) => officeRows.find((o) => o.officeName === DEMO_OFFICES[key].officeName)!.officeId;
  await db.insert(officePortalProfiles).values(
    ACCOUNTS.map(({ office, position }, i) => {
      const portal = portalRows.find((p) => p.position === position)!;
      return {
        officePortalProfileId: newId(),
        officeId: officeIdOf(office),
        portalId: portal.portalId,
        portalUsername: `${DEMO_OFFICE_DETAILS[office].subdomain}@${portal.portalName.toLowerCase().replace(/[^a-z0-9]/g, '')}.genius.co.id`,
        createdByUserId: null,
        createdAt: new Date(now.getTime() - (10 - i) * 86_400_000),
      };
    }),
  );
}

/** Two agents' own accounts on the first listing portal (/setting-portal-agent opens on them). */
export async function seedAgentPortalAccounts(db: Executor, now: Date): Promise<void> {
  const agents = await db
    .select({ employeeId: employees.employeeId, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED'), eq(users.status, 'active')))
    .orderBy(asc(users.email))
    .limit(2);
  const [first] = await db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 1));
  if (!first || agents.length === 0) return;
  await db.insert(agentPortalProfiles).values(
    agents.map((a, i) => ({
      agentPortalProfileId: newId(),
      employeeId: a.employeeId,
      portalId: first.portalId,
      portalUsername: a.email.split('@')[0]!,
      email: a.email,
      createdByUserId: null,
      createdAt: new Date(now.getTime() - (5 - i) * 86_400_000),
    })),
  );
}
