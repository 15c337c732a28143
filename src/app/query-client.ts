import { MutationCache, QueryClient } from '@tanstack/react-query';
import { auditKeys } from '../api/audit/keys';
import { ApiError } from '../api/http';

/** Refusals (4xx) are answers, not hiccups: only network errors and 5xx are retried, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  const status = error instanceof ApiError ? error.status : undefined;
  return status === undefined || status >= 500;
}

export function createQueryClient(): QueryClient {
  // Every write the server accepts adds audit events: the trail on screen (a record's History) reads again.
  const mutationCache = new MutationCache({
    onSuccess: () => void client.invalidateQueries({ queryKey: auditKeys.all }),
  });
  const client = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
