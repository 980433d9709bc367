import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { sentence } from '../api/errors';
import { Alert, LinkHealth } from './attention';
import { GroupLeaderboard } from './figures';
import { GroupPeriodFigures, HeatMap, RankBy, Trends, VenuePeriodFigures } from './periodFigures';
import { PeriodAsked, PeriodKind } from './periods';

/**
 * Head office's figures over any period as entries of `hubEndpoints` (docs/venue-group.md#figures-over-any-period).
 * Every one answers only the venues of the signed-in person's account; a venue outside them is answered as
 * one head office has never heard of (404).
 */

const KIND_RULE = sentence('Choose a period: day, week, month, year or custom.');
const DATE_RULE = sentence('Write dates as YYYY-MM-DD.');
const DAY_NEEDS_DATE = sentence('Say which date the period holds (date=YYYY-MM-DD).');
const CUSTOM_NEEDS_ENDS = sentence(
  'A custom range needs its first and last day (from= and to=, YYYY-MM-DD).',
);
const ENDS_BEFORE = sentence('A range must not end before it starts.');
const TOO_LONG = sentence('A range can be at most three years long.');

const periodFields = {
  kind: z.string({ error: KIND_RULE }),
  date: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
};

interface PeriodFields {
  kind: string;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The period a query's fields ask for (PeriodAsked), or the sentence saying what is wrong with them. */
function askedPeriod(q: PeriodFields): PeriodAsked | string {
  const kind = PeriodKind.safeParse(q.kind);
  if (!kind.success) return KIND_RULE;
  const asked = PeriodAsked.safeParse(
    kind.data === 'custom' ? { kind: kind.data, from: q.from, to: q.to } : { kind: kind.data, date: q.date },
  );
  if (asked.success) return asked.data;
  const says = (words: string) => asked.error.issues.some((i) => i.message.includes(words));
  if (kind.data !== 'custom') return q.date === undefined ? DAY_NEEDS_DATE : DATE_RULE;
  if (q.from === undefined || q.to === undefined) return CUSTOM_NEEDS_ENDS;
  return says('end before') ? ENDS_BEFORE : says('three years') ? TOO_LONG : DATE_RULE;
}

/** The query's period for its handler, checked by PeriodAsked (a 400 with the sentence when it is wrong). */
function periodOf<Q extends PeriodFields>(q: Q, ctx: z.RefinementCtx<Q>): Q & { period: PeriodAsked } {
  const asked = askedPeriod(q);
  if (typeof asked === 'string') {
    ctx.addIssue({ code: 'custom', message: asked });
    return z.NEVER;
  }
  return { ...q, period: asked };
}

/** A period in a query string: `kind` and `date`, or `kind=custom` with `from` and `to`. */
export const PeriodQuery = z.object(periodFields).transform(periodOf);
const RankByAsked = z.enum(RankBy.options, {
  error: sentence('Rank by revenue, utilisation, bookings, sessions, laneHoursSold, noShows or tournaments.'),
});
export const RankingQuery = z
  .object({ ...periodFields, by: RankByAsked.default('revenue') })
  .transform(periodOf);

/** The charts a CSV can be made of: each is what that chart's entry answers, as rows. */
export const CsvChart = z.enum(['figures', 'ranking', 'trends', 'heat-map'], {
  error: sentence('Choose a chart to export: figures, ranking, trends or heat-map.'),
});
export type CsvChart = z.infer<typeof CsvChart>;
export const CsvQuery = z
  .object({
    ...periodFields,
    chart: CsvChart,
    by: RankByAsked.default('revenue'),
    /** One venue's rows only (a heat map's venue, a venue page's trends); else every venue the person may see. */
    venueId: z.string().max(100).optional(),
  })
  .transform(periodOf);

export const Ranking = z.object({
  period: GroupPeriodFigures.shape.period,
  by: RankBy,
  venues: z.array(VenuePeriodFigures),
});
export type Ranking = z.infer<typeof Ranking>;

export const RecentTournament = z.object({
  tournamentId: z.string(),
  format: z.string(),
  playerCount: z.number().int(),
  finishedAt: z.string(),
});

/** A venue's own page: its trends over the period, its link's health, its recent tournaments and its leaderboard. */
export const VenuePage = z.object({
  venueId: z.string(),
  name: z.string(),
  currency: z.enum(['GBP', 'USD', 'EUR']),
  timezone: z.string(),
  trends: Trends,
  link: LinkHealth,
  tournaments: z.array(RecentTournament),
  leaderboard: z.object({ tonight: GroupLeaderboard, month: GroupLeaderboard }),
});
export type VenuePage = z.infer<typeof VenuePage>;

export const Alerts = z.object({ at: z.string(), alerts: z.array(Alert) });
export type Alerts = z.infer<typeof Alerts>;

const base = { door: 'head office', access: 'staff' } as const;

/** Head office's figures area of `hubEndpoints`: every signed-in person, over their own venues. */
export const figureEndpoints = {
  period: endpoint({
    ...base,
    method: 'get',
    path: '/api/figures',
    query: PeriodQuery,
    response: GroupPeriodFigures,
  }),
  ranking: endpoint({
    ...base,
    method: 'get',
    path: '/api/figures/ranking',
    query: RankingQuery,
    response: Ranking,
  }),
  trends: endpoint({
    ...base,
    method: 'get',
    path: '/api/figures/trends',
    query: PeriodQuery,
    response: Trends,
  }),
  heatMap: endpoint({
    ...base,
    method: 'get',
    path: '/api/venues/:venueId/heat-map',
    query: PeriodQuery,
    response: HeatMap,
  }),
  venue: endpoint({
    ...base,
    method: 'get',
    path: '/api/venues/:venueId',
    query: PeriodQuery,
    response: VenuePage,
  }),
  alerts: endpoint({ ...base, method: 'get', path: '/api/alerts', response: Alerts }),
  /** What a chart shows, as a CSV file: the same rows its entry answers. */
  csv: endpoint({ ...base, method: 'get', path: '/api/figures/export', query: CsvQuery, response: 'file' }),
};
