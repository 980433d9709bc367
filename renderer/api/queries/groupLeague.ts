import { groupLeaguePageEndpoints } from '../../../shared/group/groupLeaguePage';
import { call } from '../call';
import { keys } from '../keys';
import { PUBLIC_LEAGUE_REFRESH_MS } from './leaguePublic';

/** The group's public league page's one entry, read again as the venue's own league page is. */
export const groupLeagueQueries = {
  league: (leagueId: string) => ({
    queryKey: keys.groupLeague(leagueId),
    queryFn: () => call(groupLeaguePageEndpoints.league, { params: { leagueId } }),
    refetchInterval: PUBLIC_LEAGUE_REFRESH_MS,
  }),
};
