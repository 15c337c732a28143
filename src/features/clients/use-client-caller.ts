import type { AccessSubject } from '../../../domain/access';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/client.ts looks at them: the same rules the server applies; isHQ picks the listings API of the picker. */
export function useClientCaller(): { subject: AccessSubject; userId: string; isHQ: boolean } {
  const session = useCurrentSession();
  return { subject: accessSubject(session), userId: session.user.userId, isHQ: session.isHQ };
}
