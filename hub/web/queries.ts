import { queryOptions } from '@tanstack/react-query';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';

/**
 * Head office's server data: one fetcher per cache key, as in the staff app (renderer/api/queries), used by
 * `useQuery` and by the live socket's `setQueryData` alike.
 */
export const headOfficeQueries = {
  figures: () =>
    queryOptions({
      queryKey: ['head office', 'figures'] as const,
      queryFn: ({ signal }) => call(hubEndpoints.headOffice.figures, { signal }),
    }),
};
