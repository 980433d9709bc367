import { queryOptions } from '@tanstack/react-query';
import { laneGameEndpoints } from '../../../shared/api/laneGame';
import { statsEndpoints } from '../../../shared/api/stats';
import { call } from '../call';
import { keys } from '../keys';

/**
 * A lane's game (the scoring screen) and its figures, and tonight's finished games: one fetcher per key.
 * The figures' key sits under the lane game's, so every game_updated of the lane refreshes both.
 */
export const laneGameQueries = {
  current: (laneId: number) =>
    queryOptions({
      queryKey: keys.laneGame(laneId),
      queryFn: ({ signal }) => call(laneGameEndpoints.current, { params: { id: laneId }, signal }),
      enabled: Number.isInteger(laneId) && laneId > 0,
    }),
  figures: (laneId: number) =>
    queryOptions({
      queryKey: keys.laneGames(laneId),
      queryFn: ({ signal }) => call(statsEndpoints.laneGames, { params: { id: laneId }, signal }),
    }),
  tonight: () =>
    queryOptions({
      queryKey: keys.tonightsGames,
      queryFn: ({ signal }) => call(statsEndpoints.tonight, { signal }),
    }),
};
