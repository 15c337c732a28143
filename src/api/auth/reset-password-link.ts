import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Envelope } from '../http';
import { authKeys } from './keys';

/** GET auth/reset-password/{sessionId}: whose password the link resets, or 400 when it is invalid or expired. */
export async function getResetPasswordLink(sessionId: string, signal?: AbortSignal): Promise<{ email: string }> {
  const res = await http.get<Envelope<{ email: string }>>(`auth/reset-password/${encodeURIComponent(sessionId)}`, { signal });
  return res.payload;
}

export const resetPasswordLinkQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: authKeys.resetPasswordLink(sessionId),
    queryFn: ({ signal }) => getResetPasswordLink(sessionId, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useResetPasswordLink = (sessionId: string) => useQuery(resetPasswordLinkQueryOptions(sessionId));
