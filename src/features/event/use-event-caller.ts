import type { AccessSubject } from '../../../domain/access';
import type { Role } from '../../../domain/roles';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/event.ts looks at them: the same rules the server applies. */
export function useEventCaller(): { roles: readonly Role[]; subject: AccessSubject } {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session) };
}
