import { queryOptions, useQuery } from '@tanstack/react-query';
import { resetPasswordInfoPayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { authKeys } from './keys';

const answer = envelope(resetPasswordInfoPayload);

/** GET auth/reset-password/{sessionId}: whose password the link resets, or 400 when it is invalid or expired. */
export async function getResetPasswordLink(sessionId: string, signal?: AbortSignal): Promise<{ email: string }> {
  const res = await http.get(`auth/reset-password/${encodeURIComponent(sessionId)}`, { signal, schema: answer });
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
