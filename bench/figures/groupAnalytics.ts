import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { resolvePeriod } from '../../shared/group/periods';
import { heatMap } from '../../hub/analytics/heatMap';
import { trends } from '../../hub/analytics/trends';
import { migrateHub } from '../../hub/db/migrate';
import { PgEngine } from '../../hub/engines/postgres';
import { storeMessages } from '../../hub/ingest';
import { asDelivered, venueStory } from '../../hub/test/analyticsFixtures';
import { ms, verdict, type Row } from '../report';

/** The budgets for head office's figures over any period (docs/venue-group.md#figures-over-any-period). */
export const TRENDS_BUDGET_MS = 200;
export const HEAT_MAP_BUDGET_MS = 100;
const VENUES = 50;
const DAYS = 730;
/** One venue's history stored through the ingest's own statements, for its rate. */
const INGEST_DAYS = 60;
const ZONES = ['Europe/London', 'Europe/Paris', 'America/New_York', 'Europe/Dublin', 'America/Chicago'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timed(runs: number, f: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await f();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * 50 venues × two years in PostgreSQL: the rollup's rows written in bulk (one per venue per local hour it
 * traded, 12 a day, as the ingest leaves them) and the days open, after one venue's 60 days through the
 * ingest's own statements, 100 messages to a transaction as the consumer writes a backlog (its rate is
 * reported too). Then a year's trends for the whole group and one venue's heat map, each the median of several runs, timed around the query function (PostgreSQL and the hub's folding).
 */
export async function groupAnalyticsFigures(options: {
  smoke: boolean;
  log: (line: string) => void;
}): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'doubletop-analytics-'));
  const pg = await PgEngine.start(join(dir, 'pg'));
  const pool = new Pool({ connectionString: pg.url, max: 4 });
  try {
    await migrateHub(pool);
    const ids = Array.from({ length: VENUES }, (_, i) => `bench-${String(i).padStart(2, '0')}`);
    const story = venueStory(
      { venueId: 'bench-00', zone: 'Europe/London', currency: 'GBP' },
      '2026-01-05',
      INGEST_DAYS,
      1,
    );
    const events = story.messages.filter((m) => m.kind !== 'heartbeat').length;
    const started = performance.now();
    // As the hub's consumer writes a backlog: up to 100 messages to a transaction.
    for (let i = 0; i < story.messages.length; i += 100) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await storeMessages(client, asDelivered(story.messages.slice(i, i + 100)));
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
    const ingestRate = (events / (performance.now() - started)) * 1000;
    await pool.query(
      `INSERT INTO venues (venue_id, name, currency, timezone)
       SELECT id, id, (ARRAY['GBP','EUR','USD'])[1 + n % 3], ($2::text[])[1 + n % 5]
       FROM unnest($1::text[]) WITH ORDINALITY AS v(id, n) ON CONFLICT (venue_id) DO NOTHING`,
      [ids, ZONES],
    );
    const days = options.smoke ? 60 : DAYS;
    await pool.query(
      `INSERT INTO venue_hours (venue_id, local_day, hour, bookings, no_shows, sessions, minutes_sold, revenue_minor, tournaments)
       SELECT id, d::date, h, (d::date - '2025-01-01'::date + h) % 3, 0, (d::date - '2025-01-01'::date + h) % 4,
         30 + (h * 7 + (d::date - '2025-01-01'::date)) % 400, 1500 * ((h + n) % 5), CASE WHEN h = 23 AND n % 7 = 0 THEN 1 ELSE 0 END
       FROM unnest($1::text[]) WITH ORDINALITY AS v(id, n),
         generate_series('2025-01-01'::date, '2025-01-01'::date + $2::integer - 1, interval '1 day') d,
         generate_series(12, 23) h
       ON CONFLICT (venue_id, local_day, hour) DO NOTHING`,
      [ids, days],
    );
    await pool.query(
      `INSERT INTO venue_days (venue_id, local_day, lane_hours_open)
       SELECT id, d::date, 96 FROM unnest($1::text[]) AS v(id),
         generate_series('2025-01-01'::date, '2025-01-01'::date + $2::integer - 1, interval '1 day') d
       ON CONFLICT (venue_id, local_day) DO NOTHING`,
      [ids, days],
    );
    await pool.query('VACUUM ANALYZE venue_hours');
    await pool.query('VACUUM ANALYZE venue_days');
    const rows = Number(
      (await pool.query<{ n: string }>('SELECT count(*) AS n FROM venue_hours')).rows[0]?.n ?? 0,
    );
    options.log(`Analytics: ${rows.toLocaleString('en-GB')} rollup rows for ${VENUES} venues × ${days} days`);
    const year = resolvePeriod({ kind: 'year', date: '2026-06-01' });
    const runs = options.smoke ? 3 : 11;
    await trends(pool, year, ids);
    const trendsMs = await timed(runs, () => trends(pool, year, ids));
    const heatMs = await timed(runs, () => heatMap(pool, year, 'bench-07', ids));
    return [
      {
        figure: `Head office: a year's trends, whole group (${VENUES} venues × ${days} days, median)`,
        measured: ms(trendsMs),
        baseline: '—',
        budget: `≤ ${TRENDS_BUDGET_MS} ms`,
        verdict: verdict(trendsMs <= TRENDS_BUDGET_MS),
      },
      {
        figure: `Head office: a venue's heat map over a year (median)`,
        measured: ms(heatMs),
        baseline: '—',
        budget: `≤ ${HEAT_MAP_BUDGET_MS} ms`,
        verdict: verdict(heatMs <= HEAT_MAP_BUDGET_MS),
      },
      {
        figure: `Head office: one venue's ${INGEST_DAYS} days through the ingest's statements, rollup kept`,
        measured: `${Math.round(ingestRate)} events/s`,
        baseline: '—',
        budget: '—',
        verdict: verdict(true),
      },
    ];
  } finally {
    await pool.end();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
