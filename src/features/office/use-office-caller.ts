import type { OfficeCaller } from '../../../domain/office-policy';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/office-policy.ts looks at them: the same rules the server applies. */
export function useOfficeCaller(): OfficeCaller {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session), employees: session.employees };
}
