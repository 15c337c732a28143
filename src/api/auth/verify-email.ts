import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagePayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { authKeys } from './keys';

const answer = envelope(messagePayload);

/** POST auth/verify-email/{sessionId}. */
export async function verifyEmail(sessionId: string, signal?: AbortSignal): Promise<{ message: string }> {
  const res = await http.post(`auth/verify-email/${encodeURIComponent(sessionId)}`, undefined, { signal, schema: answer });
  return res.payload;
}

/**
 * A one-shot query rather than a mutation fired from an effect: the cache
 * dedupes, so the link is spent once even when React mounts the page twice.
 */
export const verifyEmailQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(sessionId),
    queryFn: ({ signal }) => verifyEmail(sessionId, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyEmail = (sessionId: string) => useQuery(verifyEmailQueryOptions(sessionId));
