import { useMemo } from 'react';
import { officeFilter, type OfficeFilter } from '../../../domain/masking';
import { GUARDS } from '../../../domain/access';
import { accessSubject, type Session } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The distinct offices of the user's employee records. */
export function sessionOffices(session: Session) {
  const byId = new Map<string, { officeId: string; officeName: string }>();
  for (const e of session.employees) if (e.office) byId.set(e.office.officeId, { officeId: e.office.officeId, officeName: e.office.officeName });
  return [...byId.values()];
}

/** /teams' office filter (§6): HQ searches every office, a franchise owner of several chooses, others have none. */
export function useTeamOfficeFilter(): OfficeFilter {
  const session = useCurrentSession();
  return useMemo(() => officeFilter(accessSubject(session), sessionOffices(session)), [session]);
}

/**
 * Where a new team goes: HQ admins search any office; office management
 * choose among their offices when they have several, else it is their one office.
 */
export type TeamOfficeChoice = { kind: 'search' } | { kind: 'choice'; options: { officeId: string; officeName: string }[] } | { kind: 'fixed'; officeId: string };

export function useTeamOfficeChoice(): TeamOfficeChoice {
  const session = useCurrentSession();
  return useMemo(() => {
    if (GUARDS.adminHqPlus(accessSubject(session))) return { kind: 'search' };
    const offices = sessionOffices(session);
    if (offices.length > 1) return { kind: 'choice', options: offices };
    return { kind: 'fixed', officeId: offices[0]?.officeId ?? session.officeId ?? '' };
  }, [session]);
}
