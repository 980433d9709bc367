import { leagueBoardEndpoints } from '../../../shared/api/leagueBoard';
import { call } from '../call';
import { keys } from '../keys';

/** The league's TV view: fetched once, then written whole by every `league_updated` (api/live.ts). */
export const leagueBoardQueries = {
  board: (leagueId: string) => ({
    queryKey: keys.leagueBoard(leagueId),
    queryFn: () => call(leagueBoardEndpoints.board, { params: { id: leagueId } }),
  }),
};
