import type { ClosingCaller } from '../../../domain/closing';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/closing.ts looks at them: the same rules the server applies. */
export function useClosingCaller(): ClosingCaller {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session), employees: session.employees };
}
