import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/primary-project.ts looks at them (mayManageProjects), and whether they read listings as HQ. */
export function useProjectCaller() {
  const session = useCurrentSession();
  return { subject: accessSubject(session), isHQ: session.isHQ };
}
