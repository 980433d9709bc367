import { QueryClient } from '@tanstack/react-query';
import { ContractError } from './errors';

/**
 * Data fetching (docs/behaviour.md#live-updates): no automatic refetch interval, no refetch on window focus,
 * data never stale, no retries. Freshness comes from socket messages (api/live.ts) and the polling each
 * screen names. An answer that breaks its contract is thrown to the app's ErrorBoundary: a screen must not
 * draw half of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        throwOnError: (error) => error instanceof ContractError,
      },
      mutations: { retry: false },
    },
  });
}
