import type { AgentBillingCaller } from '../../../domain/agent-billing';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/agent-billing.ts looks at them: the same rules the server applies. */
export function useAgentBillingCaller(): AgentBillingCaller {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session), employees: session.employees };
}
