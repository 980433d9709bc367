import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaneLeagueNight, NightFixture } from '../../../shared/api/leagueMatchNight';
import { leagueMatchNightEndpoints } from '../../../shared/api/leagueMatchNight';
import type { LeagueFixture } from '../../../shared/api/leagues';
import { call } from '../call';
import { keys } from '../keys';

/**
 * A lane's league night on its tablet (docs/league-nights.md#match-night-on-the-lane-tablet): one fetcher for
 * `keys.laneLeagueNight`, fetched again when `league_updated` says a league's night changed (api/live.ts).
 */
export const leagueNightQueries = {
  lane: (laneId: number) =>
    queryOptions({
      queryKey: keys.laneLeagueNight(laneId),
      queryFn: ({ signal }) =>
        call(leagueMatchNightEndpoints.laneLeagueNight, { params: { id: laneId }, signal }),
    }),
};

/** Puts a write's answer (the fixture as it now is) into the lane's night, where the screen reads it. */
function putFixture(night: LaneLeagueNight | undefined, answer: NightFixture | LeagueFixture) {
  if (!night) return night;
  return {
    ...night,
    fixtures: night.fixtures.map((f) => {
      if ('games' in answer && 'lineups' in answer) return f.fixture.id === answer.fixture.id ? answer : f;
      return f.fixture.id === answer.id ? { ...f, fixture: answer } : f;
    }),
  };
}

/**
 * A match-night write from the lane's tablet (a lineup, a game start, a sign-off): its answer is the fixture
 * as it now is, written into the lane's night at once; other tablets hear of it through `league_updated`.
 */
export function useLeagueNightWrite<V>(
  laneId: number,
  write: (vars: V) => Promise<NightFixture | LeagueFixture>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) =>
      client.setQueryData(keys.laneLeagueNight(laneId), (night: LaneLeagueNight | undefined) =>
        putFixture(night, answer),
      ),
  });
}
