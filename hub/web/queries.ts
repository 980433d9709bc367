import { queryOptions } from '@tanstack/react-query';
import type { QueryIn } from '../../shared/api/endpoint';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call, hrefOf } from '../../renderer/api/call';
import { keys } from '../../renderer/api/keys';

const figures = hubEndpoints.figures;
type PeriodAsked = QueryIn<typeof figures.period>;
const ho = keys.headOffice;

/**
 * Head office's server data: one fetcher per cache key, as in the staff app (renderer/api/queries), used by
 * `useQuery` and by the live socket's applier (renderer/api/live.ts) alike. Every answer is the signed-in
 * person's venues only (the server's rule), so a key needs no account in it: signing out clears the cache.
 */
export const headOfficeQueries = {
  figures: () =>
    queryOptions({
      queryKey: ho.today,
      queryFn: ({ signal }) => call(hubEndpoints.headOffice.figures, { signal }),
    }),
  me: () =>
    queryOptions({
      queryKey: [...ho.all, 'me'] as const,
      queryFn: ({ signal }) => call(hubEndpoints.accounts.me, { signal }),
    }),
  users: () =>
    queryOptions({
      queryKey: [...ho.all, 'users'] as const,
      queryFn: ({ signal }) => call(hubEndpoints.accounts.users, { signal }),
    }),
  period: (period: PeriodAsked) =>
    queryOptions({
      queryKey: [...ho.all, 'period', period] as const,
      queryFn: ({ signal }) => call(figures.period, { query: period, signal }),
    }),
  ranking: (query: QueryIn<typeof figures.ranking>) =>
    queryOptions({
      queryKey: [...ho.all, 'ranking', query] as const,
      queryFn: ({ signal }) => call(figures.ranking, { query, signal }),
    }),
  trends: (period: PeriodAsked) =>
    queryOptions({
      queryKey: [...ho.all, 'trends', period] as const,
      queryFn: ({ signal }) => call(figures.trends, { query: period, signal }),
    }),
  heatMap: (venueId: string, period: PeriodAsked) =>
    queryOptions({
      queryKey: [...ho.all, 'heat map', venueId, period] as const,
      queryFn: ({ signal }) => call(figures.heatMap, { params: { venueId }, query: period, signal }),
    }),
  venue: (venueId: string, period: PeriodAsked) =>
    queryOptions({
      queryKey: [...ho.venues, venueId, period] as const,
      queryFn: ({ signal }) => call(figures.venue, { params: { venueId }, query: period, signal }),
    }),
  leagues: () =>
    queryOptions({
      queryKey: [...ho.leagues, 'list'] as const,
      queryFn: ({ signal }) => call(hubEndpoints.groupLeague.list, { signal }),
    }),
  league: (leagueId: string) =>
    queryOptions({
      queryKey: [...ho.leagues, leagueId] as const,
      queryFn: ({ signal }) => call(hubEndpoints.groupLeague.view, { params: { leagueId }, signal }),
    }),
  alerts: () =>
    queryOptions({
      queryKey: ho.alerts,
      queryFn: ({ signal }) => call(figures.alerts, { signal }),
    }),
};

/** A chart's CSV as a link the browser downloads itself (the same query as the chart, and which chart). */
export function csvHref(query: QueryIn<typeof figures.csv>): string {
  return hrefOf(figures.csv, { query });
}
