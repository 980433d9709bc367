/**
 * Head office's hourly rollup, `venue_hours` (docs/venue-group.md#figures-over-any-period): one row per venue
 * per hour of its own clock (local day and hour) holding what that hour contributed to the figures — bookings
 * starting in it (not cancelled), no-shows among them, sessions started, lane-minutes sold in it, money taken,
 * tournaments finished. A figure over any period is a sum over at most 24 × days rows per venue, whatever
 * the venue's volume.
 *
 * Each statement below adds (`sign` 1) or takes away (`sign` -1) one projected row's contribution; the ingest
 * takes away a booking's, session's or tournament's contribution before an event changes it and adds it back
 * after, in the event's own transaction, so the rollup always equals the projections. Lane-minutes are
 * spread over the hours they cover (a 19:30–21:00 booking sells 30 minutes at 19:00 and 60 at 20:00); hours are
 * cut in UTC and named on the venue's clock, exact in every zone whose offset is whole hours. The venue's zone
 * is the one its heartbeats last reported (London until the first): a changed zone rebuilds its rows.
 *
 * `$1` is the sign; `FILTER` narrows the source rows (a venue and an id, a venue, or nothing for all).
 */
const UPSERT = `
  ON CONFLICT (venue_id, local_day, hour) DO UPDATE SET
    bookings = venue_hours.bookings + excluded.bookings,
    no_shows = venue_hours.no_shows + excluded.no_shows,
    sessions = venue_hours.sessions + excluded.sessions,
    minutes_sold = venue_hours.minutes_sold + excluded.minutes_sold,
    revenue_minor = venue_hours.revenue_minor + excluded.revenue_minor,
    tournaments = venue_hours.tournaments + excluded.tournaments`;

const ZONE = `COALESCE((SELECT timezone FROM venues WHERE venues.venue_id = src.venue_id), 'Europe/London')`;

/** The hours a span covers, each with the minutes of the span inside it. */
const spread = (start: string, end: string) => `
  CROSS JOIN LATERAL (
    SELECT h, EXTRACT(EPOCH FROM (LEAST(h + interval '1 hour', ${end}) - GREATEST(h, ${start}))) / 60 AS minutes
    FROM generate_series(date_trunc('hour', ${start}), GREATEST(${end} - interval '1 microsecond', ${start}), interval '1 hour') h
  ) span`;

const local = `(span.h AT TIME ZONE src.tz)`;

export function bookingRollupSql(filter: string): string {
  return `
  INSERT INTO venue_hours (venue_id, local_day, hour, bookings, no_shows, sessions, minutes_sold, revenue_minor, tournaments)
  SELECT venue_id, day, hr, sum(bookings), sum(no_shows), 0, sum(minutes), 0, 0 FROM (
    SELECT src.venue_id, ${local}::date AS day, EXTRACT(HOUR FROM ${local})::smallint AS hr,
      $1::integer * (CASE WHEN span.h = date_trunc('hour', src.start_at) AND src.status <> 'cancelled' THEN 1 ELSE 0 END) AS bookings,
      $1::integer * (CASE WHEN span.h = date_trunc('hour', src.start_at) AND src.status = 'no_show' THEN 1 ELSE 0 END) AS no_shows,
      $1::integer * (CASE WHEN src.status IN ('active', 'no_show') THEN span.minutes ELSE 0 END) AS minutes
    FROM (SELECT bookings.*, ${ZONE.replace('src.', 'bookings.')} AS tz FROM bookings ${filter}) src
    ${spread('src.start_at', 'src.end_at')}
  ) c GROUP BY venue_id, day, hr ${UPSERT}`;
}

export function sessionRollupSql(filter: string): string {
  return `
  INSERT INTO venue_hours (venue_id, local_day, hour, bookings, no_shows, sessions, minutes_sold, revenue_minor, tournaments)
  SELECT venue_id, day, hr, 0, 0, sum(sessions), sum(minutes), 0, 0 FROM (
    SELECT src.venue_id, ${local}::date AS day, EXTRACT(HOUR FROM ${local})::smallint AS hr,
      $1::integer * (CASE WHEN span.h = date_trunc('hour', src.started_at) THEN 1 ELSE 0 END) AS sessions,
      $1::integer * span.minutes AS minutes
    FROM (SELECT sessions.*, sessions.started_at + sessions.booked_minutes * interval '1 minute' AS end_at,
      ${ZONE.replace('src.', 'sessions.')} AS tz FROM sessions ${filter}) src
    ${spread('src.started_at', 'src.end_at')}
  ) c GROUP BY venue_id, day, hr ${UPSERT}`;
}

/** A point in time's contribution: a taking's money or a tournament's finish, in the hour it happened. */
function pointRollupSql(
  table: string,
  at: string,
  column: 'revenue_minor' | 'tournaments',
  value: string,
  filter: string,
): string {
  const cols = { revenue_minor: '0', tournaments: '0', [column]: `sum($1::integer * ${value})` };
  return `
  INSERT INTO venue_hours (venue_id, local_day, hour, bookings, no_shows, sessions, minutes_sold, revenue_minor, tournaments)
  SELECT venue_id, (${at} AT TIME ZONE tz)::date, EXTRACT(HOUR FROM ${at} AT TIME ZONE tz)::smallint, 0, 0, 0, 0,
    ${cols.revenue_minor}, ${cols.tournaments}
  FROM (SELECT ${table}.*, ${ZONE.replace('src.', `${table}.`)} AS tz FROM ${table} ${filter}) src
  GROUP BY 1, 2, 3 ${UPSERT}`;
}

export const takingRollupSql = (filter: string) =>
  pointRollupSql('takings', 'taken_at', 'revenue_minor', 'amount_minor', filter);
export const tournamentRollupSql = (filter: string) =>
  pointRollupSql('tournaments', 'finished_at', 'tournaments', '1', filter);

/** Every statement that rebuilds the rollup from the projections, narrowed by `filter` (a WHERE clause or ''). */
export function rebuildRollupSql(filter: string): string[] {
  return [
    bookingRollupSql(filter),
    sessionRollupSql(filter),
    takingRollupSql(filter),
    tournamentRollupSql(filter),
  ];
}
