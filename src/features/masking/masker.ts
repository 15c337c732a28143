import type { AccessSubject } from '../../../domain/access';
import { officeFilter, type OfficeFilter } from '../../../domain/masking';
import { accessSubject, type Session } from '../../../domain/session';

/** Who masks in this session: the agent's employee record (an owner-and-agent masks as the agent). */
export function maskerOf(session: Session): { employeeId: string; userId: string; subject: AccessSubject } {
  const agent = session.employees.find((e) => e.employeeRole.role === 'agent');
  return { employeeId: agent?.employeeId ?? session.employeeId, userId: session.user.userId, subject: accessSubject(session) };
}

/** The offices a franchise owner may pick among (§6), each once. */
function ownedOffices(session: Session): { officeId: string; officeName: string }[] {
  const offices = new Map<string, string>();
  for (const e of session.employees) {
    if (e.employeeRole.role === 'franchise_owner' && e.office) offices.set(e.office.officeId, e.office.officeName);
  }
  return [...offices].map(([officeId, officeName]) => ({ officeId, officeName }));
}

export function sessionOfficeFilter(session: Session): OfficeFilter {
  return officeFilter(accessSubject(session), ownedOffices(session));
}
