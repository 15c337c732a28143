import type { AccessSubject } from '../../../domain/access';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/my-list.ts looks at them: the same rules the server applies; isHQ picks the listings API. */
export function useMyListCaller(): { subject: AccessSubject; isHQ: boolean } {
  const session = useCurrentSession();
  return { subject: accessSubject(session), isHQ: session.isHQ };
}
