/**
 * People waiting for, or past, an approval (§2 /approve-*, §4): candidates
 * for each approval screen in every approval status, across the demo offices.
 * None of them can sign in (no active, approved record), so they are not demo
 * accounts; the approval screens and the agent picker show them.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import type { ApprovalStatus } from '../../../domain/people-formats';
import type { Executor } from '../client';
import { employees, offices, users } from '../schema';
import { newId } from '../../services/tokens';

interface Candidate {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  role: Role;
  officeCode: string;
  approvalStatus: ApprovalStatus;
  reason?: string;
}

const DAY = 86_400_000;

/** The e2e approves the first waiting agent; keep it first. */
export const DEMO_CANDIDATES: readonly Candidate[] = [
  { firstName: 'Rudi', lastName: 'Hartanto', gender: 'male', role: 'agent', officeCode: 'GNS-JKS', approvalStatus: 'WAITING_APPROVAL' },
  { firstName: 'Sinta', lastName: 'Ayuningtyas', gender: 'female', role: 'agent', officeCode: 'GNS-BDG', approvalStatus: 'WAITING_APPROVAL' },
  { firstName: 'Teguh', lastName: 'Santoso', gender: 'male', role: 'agent', officeCode: 'GNS-SBY', approvalStatus: 'REJECTED', reason: 'KTP photo is unreadable; please upload a clear copy.' },
  { firstName: 'Umi', lastName: 'Kalsum', gender: 'female', role: 'agent', officeCode: 'GNS-JKS', approvalStatus: 'DRAFT' },
  { firstName: 'Vino', lastName: 'Bastian', gender: 'male', role: 'franchise_owner', officeCode: 'GNS-BDG', approvalStatus: 'WAITING_APPROVAL' },
  { firstName: 'Wulan', lastName: 'Guritno', gender: 'female', role: 'franchise_owner', officeCode: 'GNS-SBY', approvalStatus: 'REJECTED', reason: 'The franchise agreement is not signed yet.' },
  { firstName: 'Yudi', lastName: 'Firmansyah', gender: 'male', role: 'admin_office', officeCode: 'GNS-BDG', approvalStatus: 'WAITING_APPROVAL' },
  { firstName: 'Zahra', lastName: 'Amalia', gender: 'female', role: 'finance_office', officeCode: 'GNS-SBY', approvalStatus: 'WAITING_APPROVAL' },
  { firstName: 'Aris', lastName: 'Munandar', gender: 'male', role: 'manager_office', officeCode: 'GNS-JKS', approvalStatus: 'DRAFT' },
  { firstName: 'Bella', lastName: 'Safira', gender: 'female', role: 'business_owner', officeCode: 'GNS-SBY', approvalStatus: 'REJECTED', reason: 'Business licence (NIB) is missing.' },
];

export const candidateEmail = (c: Pick<Candidate, 'firstName' | 'lastName'>) => `${c.firstName}.${c.lastName}@candidate.test`.toLowerCase();

export async function seedApprovals(tx: Executor, passwordHash: string, decidedByUserId: string, now: Date): Promise<void> {
  const officeRows = await tx.select({ officeId: offices.officeId, officeCode: offices.officeCode }).from(offices);
  const officeOf = new Map(officeRows.map((o) => [o.officeCode, o.officeId]));
  const rows = DEMO_CANDIDATES.map((c, i) => {
    const userId = newId();
    const createdAt = new Date(now.getTime() - (i + 1) * DAY);
    const isDecided = c.approvalStatus === 'REJECTED';
    return {
      user: {
        userId,
        name: `${c.firstName} ${c.lastName}`,
        email: candidateEmail(c),
        passwordHash,
        phone: `0813${String(20_000_000 + i * 4_111).slice(0, 8)}`,
        gender: c.gender,
        status: 'active' as const,
        userType: 'employee' as const,
        firstName: c.firstName,
        lastName: c.lastName,
        nickName: c.firstName,
        createdAt,
        updatedAt: createdAt,
      },
      employee: {
        employeeId: newId(),
        userId,
        officeId: officeOf.get(c.officeCode) ?? null,
        role: c.role,
        roleStatus: 'OPEN' as const,
        approvalStatus: c.approvalStatus,
        status: 'OPEN' as const,
        currentPosition: null,
        employeeCode: null,
        tempEmployeeCode: `TMP-${String(i + 1).padStart(4, '0')}`,
        // The company mailbox is made with the registration; it works once approved.
        mainEmail: 'genius',
        geniusEmail: `${c.firstName}.${c.lastName}@genius.co.id`.toLowerCase(),
        // Not the sign-in address: the address only those who may see private contacts see.
        privateEmail: `${c.firstName}.${c.lastName}.pribadi@gmail.com`.toLowerCase(),
        approvalReason: c.reason ?? null,
        approvalDecidedByUserId: isDecided ? decidedByUserId : null,
        approvalDecidedAt: isDecided ? new Date(createdAt.getTime() + DAY / 2) : null,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  await tx.insert(users).values(rows.map((r) => r.user));
  await tx.insert(employees).values(rows.map((r) => r.employee));
}

/** The Super Admin who decided the demo's past decisions. */
export async function demoDecider(tx: Executor): Promise<string> {
  const [admin] = await tx.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin@demo.test'));
  return admin!.userId;
}
