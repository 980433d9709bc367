import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §9 data fetching: no automatic refetch interval, no refetch on window focus, data never stale,
 * no retries. Freshness comes from socket messages (api/live.ts) and the polling SPEC names per screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
