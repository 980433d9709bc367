import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { leagueEndpoints } from '../../../shared/api/leagues';
import { leagueNightEndpoints } from '../../../shared/api/leagueNights';
import { leagueSeasonEndEndpoints } from '../../../shared/api/leagueSeasonEnd';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The staff's league reads: one key, one fetcher each, all under `keys.leagues`, so a write (a team, a
 * season, a result) refreshes every league screen at once (docs/league-nights.md#the-staff-screens).
 */
export const leagueQueries = {
  list: () =>
    queryOptions({ queryKey: keys.leagues, queryFn: ({ signal }) => call(leagueEndpoints.list, { signal }) }),
  one: (id: string) =>
    queryOptions({
      queryKey: keys.league(id),
      queryFn: ({ signal }) => call(leagueEndpoints.one, { params: { id }, signal }),
    }),
  fixtures: (seasonId: string) =>
    queryOptions({
      queryKey: keys.seasonFixtures(seasonId),
      queryFn: ({ signal }) => call(leagueEndpoints.fixtures, { params: { id: seasonId }, signal }),
    }),
  tables: (seasonId: string) =>
    queryOptions({
      queryKey: keys.seasonTables(seasonId),
      queryFn: ({ signal }) => call(leagueEndpoints.tables, { params: { id: seasonId }, signal }),
    }),
  seasonEnd: (seasonId: string, count: number) =>
    queryOptions({
      queryKey: keys.seasonEnd(seasonId, count),
      queryFn: ({ signal }) =>
        call(leagueSeasonEndEndpoints.seasonEnd, { params: { id: seasonId }, query: { count }, signal }),
    }),
  nights: (from: string, days: number) =>
    queryOptions({
      queryKey: keys.calendarLeagueNights(from, days),
      queryFn: ({ signal }) => call(leagueEndpoints.nights, { query: { from, days }, signal }),
    }),
  corrections: (fixtureId: string) =>
    queryOptions({
      queryKey: keys.fixtureCorrections(fixtureId),
      queryFn: ({ signal }) => call(leagueNightEndpoints.corrections, { params: { id: fixtureId }, signal }),
    }),
};

/** A league write: the answer is returned to the screen, and every league read is fetched again. */
export function useLeagueWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.leagues }),
  });
}
