import type { PoolClient } from 'pg';
import type { GroupEvent, Heartbeat } from '../../shared/group/events';
import { venueDateOf } from '../../shared/time/venueTime';
import {
  bookingRollupSql,
  rebuildRollupSql,
  sessionRollupSql,
  takingRollupSql,
  tournamentRollupSql,
} from './rollupSql';

/** A venue's clock further than this from head office's is an alert (docs/venue-group.md#what-needs-attention). */
export const CLOCK_TOLERANCE_MS = 60_000;

// Named statements: each connection parses and plans these once rather than at every batch. Each reads the
// rows a batch touched as pairs of arrays (venues, ids), one element per row.
const rowsOf = (column: string) =>
  `WHERE (venue_id, ${column}) IN (SELECT * FROM unnest($2::text[], $3::uuid[]))`;
const ROLLUPS = {
  booking: { name: 'rollup bookings', text: bookingRollupSql(rowsOf('reservation_id')) },
  session: { name: 'rollup sessions', text: sessionRollupSql(rowsOf('session_id')) },
  tournament: { name: 'rollup tournaments', text: tournamentRollupSql(rowsOf('tournament_id')) },
} as const;
const TAKINGS = { name: 'rollup takings', text: takingRollupSql('WHERE event_id = ANY($2::uuid[])') };

type RowKind = keyof typeof ROLLUPS;

/** The projected row an event changes, whose contribution to `venue_hours` must follow it. */
function touched(e: GroupEvent): { kind: RowKind; id: string } | null {
  switch (e.kind) {
    case 'booking_made':
    case 'booking_edited':
    case 'booking_cancelled':
    case 'booking_claimed':
    case 'booking_no_show':
      return { kind: 'booking', id: e.reservationId };
    case 'session_started':
    case 'session_extended':
    case 'session_ended':
      return { kind: 'session', id: e.sessionId };
    case 'tournament_finished':
      return { kind: 'tournament', id: e.tournamentId };
    case 'lane_game_finished':
    case 'league_result':
    case 'league_result_corrected':
    case 'league_fixture_clash':
      return null;
  }
}

/** The rows a run of events changes, each once, as the statements' pairs of arrays. */
function rowsTouched(events: readonly GroupEvent[]): { kind: RowKind; venues: string[]; ids: string[] }[] {
  const seen = new Map<RowKind, Map<string, [string, string]>>();
  for (const e of events) {
    const row = touched(e);
    if (!row) continue;
    const rows = seen.get(row.kind) ?? new Map<string, [string, string]>();
    rows.set(`${e.venueId}\n${row.id}`, [e.venueId, row.id]);
    seen.set(row.kind, rows);
  }
  return [...seen].map(([kind, rows]) => ({
    kind,
    venues: [...rows.values()].map(([venue]) => venue),
    ids: [...rows.values()].map(([, id]) => id),
  }));
}

/**
 * Keeps the hourly rollup equal to the projections for a run of events written in one transaction: every
 * booking, session or tournament the run changes takes its old contribution away (one statement per kind of
 * row, whatever the run's length), `change` projects the events (answering the events that wrote a taking),
 * then each of those rows adds its new contribution and each new taking its money. A row changed by several
 * events of the run, or by an event delivered twice, is taken away once and added once. No heartbeat may be
 * written inside `change`: a heartbeat can change the venue's zone, which files hours on another clock.
 */
export async function keepRollup(
  db: PoolClient,
  events: readonly GroupEvent[],
  change: () => Promise<string[]>,
): Promise<void> {
  const rows = rowsTouched(events);
  for (const r of rows) await db.query({ ...ROLLUPS[r.kind], values: [-1, r.venues, r.ids] });
  const tookMoney = await change();
  for (const r of rows) await db.query({ ...ROLLUPS[r.kind], values: [1, r.venues, r.ids] });
  if (tookMoney.length > 0) await db.query({ ...TAKINGS, values: [1, tookMoney] });
}

/**
 * What a heartbeat tells head office beyond the venue's row: the lane-hours the venue is open on its local day
 * (kept per day, for utilisation over any period), when its clock went wrong and when its queue began to grow
 * (each cleared when it stops), and, when its zone changed, its rollup rebuilt on its new clock.
 */
export async function recordHeartbeatHealth(db: PoolClient, h: Heartbeat, streamAt: Date): Promise<void> {
  const before = (
    await db.query<{ timezone: string; queued: number }>(
      'SELECT timezone, queued FROM venues WHERE venue_id = $1 FOR UPDATE',
      [h.venueId],
    )
  ).rows[0];
  const offset = Date.parse(h.occurredAt) - streamAt.getTime();
  const clockOff = Math.abs(offset) > CLOCK_TOLERANCE_MS;
  const rising = before !== undefined && h.queued > 0 && h.queued > before.queued;
  const falling = h.queued === 0 || (before !== undefined && h.queued < before.queued);
  await db.query(
    `INSERT INTO venues (venue_id, clock_offset_ms, clock_off_since, queued_rising_since, first_heartbeat_at)
     VALUES ($1, $2, CASE WHEN $3 THEN $5::timestamptz END, NULL, $5)
     ON CONFLICT (venue_id) DO UPDATE SET clock_offset_ms = $2,
       clock_off_since = CASE WHEN $3 THEN COALESCE(venues.clock_off_since, $5) END,
       queued_rising_since = CASE WHEN $4 = 'rising' THEN COALESCE(venues.queued_rising_since, $5)
         WHEN $4 = 'falling' THEN NULL ELSE venues.queued_rising_since END,
       first_heartbeat_at = COALESCE(venues.first_heartbeat_at, $5)`,
    [
      h.venueId,
      Math.max(-2e9, Math.min(2e9, offset)),
      clockOff,
      rising ? 'rising' : falling ? 'falling' : 'same',
      streamAt,
    ],
  );
  await db.query(
    `INSERT INTO venue_days (venue_id, local_day, lane_hours_open) VALUES ($1, $2, $3)
     ON CONFLICT (venue_id, local_day) DO UPDATE SET lane_hours_open = excluded.lane_hours_open`,
    [h.venueId, venueDateOf(h.occurredAt, h.timezone), h.laneHoursOpenToday],
  );
  if ((before?.timezone ?? 'Europe/London') !== h.timezone) {
    await db.query('UPDATE venues SET timezone = $2 WHERE venue_id = $1', [h.venueId, h.timezone]);
    await db.query('DELETE FROM venue_hours WHERE venue_id = $1', [h.venueId]);
    for (const sql of rebuildRollupSql('WHERE venue_id = $2')) await db.query(sql, [1, h.venueId]);
  }
}
