import type { Pool } from 'pg';
import type { HubAccount } from '../shared/group/accounts';
import { csvFileName, figuresCsv, heatMapCsv, rankingCsv, trendsCsv } from '../shared/group/chartCsv';
import { figureEndpoints as api } from '../shared/group/figuresApi';
import { resolvePeriod } from '../shared/group/periods';
import { refusal, unauthenticated } from '../server-kit/domainError';
import { fileAnswer } from '../server-kit/entryAnswer';
import { alerts, DEFAULT_THRESHOLDS, type AlertThresholds } from './analytics/alerts';
import { heatMap } from './analytics/heatMap';
import { periodFigures } from './analytics/periodFigures';
import { rankVenues } from './analytics/ranking';
import { trends } from './analytics/trends';
import { implementHub, type HubRoute } from './implement';
import { venuePage } from './venuePage';

/** Said of a venue head office has never heard of and of one outside the person's venues alike. */
const noSuchVenue = () => refusal(404, 'NOT_FOUND', 'refusals.hub.noSuchVenue');

/**
 * Head office's figures over any period (docs/venue-group.md#figures-over-any-period), each answering the
 * signed-in person's venues only (their account's, read at this request): every analytics query is given
 * that list, and a venue outside it is a 404 worded as for an unknown one.
 */
export function figureRoutes(pool: Pool, thresholds: AlertThresholds = DEFAULT_THRESHOLDS): HubRoute[] {
  const venuesOf = (user: HubAccount | null): readonly string[] => {
    if (!user) throw unauthenticated();
    return user.venues;
  };
  const found = <T>(answer: T | null): T => {
    if (answer === null) throw noSuchVenue();
    return answer;
  };
  return [
    implementHub(api.period, ({ user, query }) =>
      periodFigures(pool, resolvePeriod(query.period), venuesOf(user)),
    ),
    implementHub(api.ranking, async ({ user, query }) => {
      const period = resolvePeriod(query.period);
      return {
        period: { kind: period.kind, from: period.from, until: period.until },
        by: query.by,
        venues: await rankVenues(pool, period, venuesOf(user), query.by),
      };
    }),
    implementHub(api.trends, ({ user, query }) => trends(pool, resolvePeriod(query.period), venuesOf(user))),
    implementHub(api.heatMap, async ({ user, query, params }) =>
      found(await heatMap(pool, resolvePeriod(query.period), params.venueId, venuesOf(user))),
    ),
    implementHub(api.venue, async ({ user, query, params }) =>
      found(await venuePage(pool, resolvePeriod(query.period), params.venueId, venuesOf(user))),
    ),
    implementHub(api.alerts, async ({ user }) => {
      const at = new Date();
      return { at: at.toISOString(), alerts: await alerts(pool, venuesOf(user), at, thresholds) };
    }),
    implementHub(api.csv, async ({ user, query }) => {
      // A venue named narrows any chart to it (a venue page's trends); one outside the person's is unknown.
      const mine = venuesOf(user);
      if (query.venueId !== undefined && !mine.includes(query.venueId)) throw noSuchVenue();
      const allowed = query.venueId === undefined ? mine : [query.venueId];
      const period = resolvePeriod(query.period);
      const file = (csv: string, venueId?: string) =>
        fileAnswer('text/csv; charset=utf-8', csvFileName(query.chart, period, venueId), csv);
      switch (query.chart) {
        case 'figures':
          return file(figuresCsv(await periodFigures(pool, period, allowed)));
        case 'ranking': {
          const venues = await rankVenues(pool, period, allowed, query.by);
          return file(rankingCsv({ period, by: query.by, venues }));
        }
        case 'trends':
          return file(trendsCsv(await trends(pool, period, allowed)));
        case 'heat-map': {
          if (query.venueId === undefined) throw refusal(400, 'VALIDATION', 'refusals.hub.heatMapNeedsVenue');
          return file(heatMapCsv(found(await heatMap(pool, period, query.venueId, allowed))), query.venueId);
        }
      }
    }),
  ];
}
