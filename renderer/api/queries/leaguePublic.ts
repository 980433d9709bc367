import { leaguePublicEndpoints } from '../../../shared/api/leaguePublic';
import { call } from '../call';
import { keys } from '../keys';

/** How often the public league page reads the league again while it is open: results arrive on league nights. */
export const PUBLIC_LEAGUE_REFRESH_MS = 10_000;

/** The public league page's one entry (zod/mini, like the booking page's: docs/performance.md). */
export const leaguePublicQueries = {
  league: (id: string) => ({
    queryKey: keys.publicLeague(id),
    queryFn: () => call(leaguePublicEndpoints.publicLeague, { params: { id } }),
    refetchInterval: PUBLIC_LEAGUE_REFRESH_MS,
  }),
};
