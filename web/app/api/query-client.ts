import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
