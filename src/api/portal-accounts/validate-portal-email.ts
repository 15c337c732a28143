import { useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { validatePortalEmailAnswer } from '../../../domain/portal-accounts';
import { http } from '../http';
import { portalAccountKeys } from './keys';

/** POST office-portal-profiles/validate-email (§7): has this portal an account with this email already? */
export async function isPortalEmailUsed(email: string, portalId: string, signal?: AbortSignal): Promise<boolean> {
  const res = await http.post('office-portal-profiles/validate-email', { email, portalId }, { signal, schema: envelope(validatePortalEmailAnswer) });
  return res.payload.isExist;
}

/** Ask only when both are set (the caller debounces the email). */
export const usePortalEmailUsed = (email: string | null, portalId: string | null) =>
  useQuery({
    queryKey: portalAccountKeys.emailCheck(portalId ?? '', email ?? ''),
    queryFn: ({ signal }) => isPortalEmailUsed(email ?? '', portalId ?? '', signal),
    enabled: !!email && !!portalId,
    staleTime: 30_000,
    retry: false,
  });
