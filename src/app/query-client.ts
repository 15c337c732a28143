import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/** Refusals (4xx) are answers, not hiccups: only network errors and 5xx are retried, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  const status = error instanceof ApiError ? error.status : undefined;
  return status === undefined || status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
