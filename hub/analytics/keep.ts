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

// Named statements: each connection parses and plans these once rather than at every event.
const BOOKING_SQL = bookingRollupSql('WHERE venue_id = $2 AND reservation_id = $3');
const SESSION_SQL = sessionRollupSql('WHERE venue_id = $2 AND session_id = $3');
const TOURNAMENT_SQL = tournamentRollupSql('WHERE venue_id = $2 AND tournament_id = $3');
const TAKING_SQL = takingRollupSql('WHERE event_id = $2');

/** The projected row an event changes, whose contribution to `venue_hours` must follow it. */
function touched(e: GroupEvent): { name: string; sql: string; id: string } | null {
  switch (e.kind) {
    case 'booking_made':
    case 'booking_edited':
    case 'booking_cancelled':
    case 'booking_claimed':
    case 'booking_no_show':
      return { name: 'rollup booking', sql: BOOKING_SQL, id: e.reservationId };
    case 'session_started':
    case 'session_extended':
    case 'session_ended':
      return { name: 'rollup session', sql: SESSION_SQL, id: e.sessionId };
    case 'tournament_finished':
      return { name: 'rollup tournament', sql: TOURNAMENT_SQL, id: e.tournamentId };
    case 'lane_game_finished':
      return null;
  }
}

/**
 * Keeps the hourly rollup equal to the projections, in the event's transaction: the row the event changes
 * takes its old contribution away, `change` projects the event (and its taking, answering whether it wrote
 * one), then the row adds its new contribution, and the event's taking, when it wrote one, its money (an
 * event that moved no money costs no statement for it).
 */
export async function keepRollup(
  db: PoolClient,
  e: GroupEvent,
  change: () => Promise<boolean>,
): Promise<void> {
  const row = touched(e);
  if (row) await db.query({ name: row.name, text: row.sql, values: [-1, e.venueId, row.id] });
  const tookMoney = await change();
  if (row) await db.query({ name: row.name, text: row.sql, values: [1, e.venueId, row.id] });
  if (tookMoney) await db.query({ name: 'rollup taking', text: TAKING_SQL, values: [1, e.eventId] });
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
