import { z } from 'zod';
import { Alert, type LinkHealth } from '../../shared/group/attention';
import { num, type AllowedVenues, type Db } from './db';

export interface AlertThresholds {
  /** Offline once its last heartbeat is this old (default 15 minutes: a dropped heartbeat or two is no alert). */
  offlineAfterMs: number;
  /** The queue has grown at every heartbeat for this long (default 5 minutes). */
  queueGrowingForMs: number;
  /** Dropped messages in this window count (default 24 hours). */
  droppedWithinMs: number;
}

export const DEFAULT_THRESHOLDS: AlertThresholds = {
  offlineAfterMs: 15 * 60_000,
  queueGrowingForMs: 5 * 60_000,
  droppedWithinMs: 24 * 3_600_000,
};

const Row = z.object({
  kind: Alert.shape.kind,
  venue_id: z.string(),
  name: z.string(),
  since: z.date(),
  value: num.nullable(),
});

/**
 * Alerts of the allowed venues as at `at`, oldest first:
 * - **offline**: no heartbeat for `offlineAfterMs`; since its last heartbeat (or its first event, if it never sent one);
 * - **queue_growing**: the events queued at the venue rose at each heartbeat for `queueGrowingForMs`; since it
 *   began to rise (it clears once the queue shrinks or empties);
 * - **clock_off**: its last heartbeat's time differed from the stream's by more than a minute; since the first
 *   such heartbeat (clears with the first right one);
 * - **dropped_messages**: messages on its subjects whose body named another venue, in `droppedWithinMs`;
 *   since the first of them.
 */
const ALERTS_SQL = `
  WITH v AS (SELECT * FROM venues WHERE venue_id = ANY($1::text[]))
  SELECT 'offline' AS kind, venue_id, name, COALESCE(last_heartbeat_at, last_event_at) AS since, NULL::numeric AS value
    FROM v WHERE COALESCE(last_heartbeat_at, last_event_at) < $2::timestamptz - $3 * interval '1 millisecond'
  UNION ALL
  SELECT 'queue_growing', venue_id, name, queued_rising_since, queued FROM v
    WHERE queued_rising_since <= $2::timestamptz - $4 * interval '1 millisecond'
  UNION ALL
  SELECT 'clock_off', venue_id, name, clock_off_since, clock_offset_ms FROM v WHERE clock_off_since IS NOT NULL
  UNION ALL
  SELECT 'dropped_messages', v.venue_id, v.name, min(d.dropped_at), count(*) FROM v
    JOIN dropped_messages d ON d.venue_id = v.venue_id AND d.dropped_at >= $2::timestamptz - $5 * interval '1 millisecond'
      AND d.dropped_at <= $2::timestamptz AND d.reason LIKE 'body names venue %'
    GROUP BY v.venue_id, v.name
  ORDER BY since, venue_id, kind`;

export async function alerts(
  db: Db,
  allowed: AllowedVenues,
  at: Date = new Date(),
  thresholds: AlertThresholds = DEFAULT_THRESHOLDS,
): Promise<Alert[]> {
  const rows = (
    await db.query(ALERTS_SQL, [
      allowed,
      at.toISOString(),
      thresholds.offlineAfterMs,
      thresholds.queueGrowingForMs,
      thresholds.droppedWithinMs,
    ])
  ).rows as unknown[];
  return rows.map((r) => {
    const row = Row.parse(r);
    return {
      kind: row.kind,
      venueId: row.venue_id,
      venueName: row.name || row.venue_id,
      since: row.since.toISOString(),
      value: row.value,
    };
  });
}

/** Null when the venue is not among `allowed` or head office has never heard of it. */
export async function linkHealth(
  db: Db,
  venueId: string,
  allowed: AllowedVenues,
): Promise<LinkHealth | null> {
  if (!allowed.includes(venueId)) return null;
  const row = (
    await db.query(
      `SELECT last_heartbeat_at, last_event_at, queued, clock_offset_ms, queued_rising_since, clock_off_since,
        (SELECT max(dropped_at) FROM dropped_messages d WHERE d.venue_id = venues.venue_id) AS last_dropped_at,
        (SELECT reason FROM dropped_messages d WHERE d.venue_id = venues.venue_id ORDER BY id DESC LIMIT 1) AS last_dropped_reason
       FROM venues WHERE venue_id = $1`,
      [venueId],
    )
  ).rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const when = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
  return {
    venueId,
    lastHeartbeatAt: when(row.last_heartbeat_at),
    lastEventAt: when(row.last_event_at),
    queued: Number(row.queued ?? 0),
    clockOffsetMs: row.clock_offset_ms === null ? null : Number(row.clock_offset_ms),
    queueGrowingSince: when(row.queued_rising_since),
    clockOffSince: when(row.clock_off_since),
    lastDroppedAt: when(row.last_dropped_at),
    lastDroppedReason: typeof row.last_dropped_reason === 'string' ? row.last_dropped_reason : null,
  };
}
