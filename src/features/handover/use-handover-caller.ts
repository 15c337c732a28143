import type { HandoverCaller } from '../../../domain/handover';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/handover.ts looks at them: the same rules the server applies. */
export function useHandoverCaller(): HandoverCaller {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session), employees: session.employees };
}
