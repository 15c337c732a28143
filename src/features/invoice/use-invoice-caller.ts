import type { InvoiceCaller } from '../../../domain/invoice';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';

/** The signed-in user as domain/invoice.ts looks at them: the same rules the server applies. */
export function useInvoiceCaller(): InvoiceCaller {
  const session = useCurrentSession();
  return { roles: session.roles, subject: accessSubject(session), employees: session.employees };
}
