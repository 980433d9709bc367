import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  StorageType,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool, PoolClient } from 'pg';
import {
  GROUP_STREAM,
  GROUP_SUBJECTS,
  GroupMessage,
  venueOfSubject,
  type GroupEvent,
  type Heartbeat,
} from '../shared/group/events';
import { prepaymentBookingOf, takingOf } from '../shared/group/takings';
import { keepRollup, recordHeartbeatHealth } from './analytics/keep';
import { isLeagueEvent, leagueTablesChanged, projectLeague } from './league/ingest';
import { toMinor } from '../shared/money';
import { isValidTimeZone } from '../shared/time/venueTime';

/** The hub's one durable consumer of the stream: it survives restarts of the hub and of nats-server. */
export const HUB_CONSUMER = 'hub';

const NANOS_PER_MS = 1_000_000;

/**
 * The stream every venue publishes into, and the hub's durable consumer of it: made when missing, left as
 * they are otherwise (production sets replicas 3 on the cluster: docs/venue-group.md). The duplicate window
 * is how long the stream itself drops a re-sent message id; the hub's `ON CONFLICT (event_id)` covers any
 * later re-send.
 */
export async function ensureStream(nc: NatsConnection, replicas = 1): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(GROUP_STREAM);
  } catch {
    await jsm.streams.add({
      name: GROUP_STREAM,
      subjects: [GROUP_SUBJECTS],
      storage: StorageType.File,
      num_replicas: replicas,
      duplicate_window: 10 * 60_000 * NANOS_PER_MS,
      max_age: 30 * 24 * 3_600_000 * NANOS_PER_MS,
    });
  }
  try {
    await jsm.consumers.info(GROUP_STREAM, HUB_CONSUMER);
  } catch {
    await jsm.consumers.add(GROUP_STREAM, {
      durable_name: HUB_CONSUMER,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30_000 * NANOS_PER_MS,
      max_ack_pending: 1_000,
    });
  }
}

export interface IngestStats {
  stored: number;
  duplicates: number;
  dropped: number;
  heartbeats: number;
}

export interface Ingest {
  stats: IngestStats;
  /** Waits for the message being written, then stops taking more. */
  stop(): Promise<void>;
}

const minor = (text: string) => toMinor(text) ?? 0;

async function project(db: PoolClient, e: GroupEvent, leagues: Set<string>): Promise<void> {
  if (isLeagueEvent(e)) {
    const changed = await projectLeague(db, e);
    if (changed !== null) leagues.add(changed);
    return;
  }
  switch (e.kind) {
    case 'booking_made':
    case 'booking_edited':
      await db.query(
        `INSERT INTO bookings (reservation_id, venue_id, lane_number, start_at, end_at, player_count, prepaid_minor, status, made_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8)
         ON CONFLICT (venue_id, reservation_id) DO UPDATE SET lane_number = excluded.lane_number, start_at = excluded.start_at,
           end_at = excluded.end_at, player_count = excluded.player_count, prepaid_minor = excluded.prepaid_minor`,
        [
          e.reservationId,
          e.venueId,
          e.laneNumber,
          e.start,
          e.end,
          e.playerCount,
          minor(e.prepaidAmount),
          e.occurredAt,
        ],
      );
      return;
    case 'booking_cancelled':
    case 'booking_no_show':
    case 'booking_claimed':
      await db.query('UPDATE bookings SET status = $3 WHERE reservation_id = $1 AND venue_id = $2', [
        e.reservationId,
        e.venueId,
        e.kind === 'booking_cancelled' ? 'cancelled' : e.kind === 'booking_no_show' ? 'no_show' : 'claimed',
      ]);
      return;
    case 'session_started':
      await db.query(
        `INSERT INTO sessions (session_id, venue_id, lane_number, reservation_id, started_at, booked_minutes, fee_minor)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (venue_id, session_id) DO NOTHING`,
        [e.sessionId, e.venueId, e.laneNumber, e.reservationId, e.startedAt, e.bookedMinutes, minor(e.fee)],
      );
      return;
    case 'session_extended':
      await db.query(
        `UPDATE sessions SET booked_minutes = booked_minutes + $3, fee_minor = $4
         WHERE session_id = $1 AND venue_id = $2`,
        [e.sessionId, e.venueId, e.addedMinutes, minor(e.fee)],
      );
      return;
    case 'session_ended':
      await db.query(
        `INSERT INTO sessions (session_id, venue_id, lane_number, started_at, booked_minutes, ended_at, fee_minor)
         VALUES ($1, $2, $3, $4, GREATEST(1, CEIL(EXTRACT(EPOCH FROM ($5::timestamptz - $4::timestamptz)) / 60)), $5, $6)
         ON CONFLICT (venue_id, session_id) DO UPDATE SET ended_at = excluded.ended_at, fee_minor = excluded.fee_minor`,
        [e.sessionId, e.venueId, e.laneNumber, e.startedAt, e.endedAt, minor(e.fee)],
      );
      return;
    case 'lane_game_finished':
      for (const [place, entry] of e.leaderboard.entries()) {
        await db.query(
          `INSERT INTO leaderboard_entries (event_id, place, venue_id, lane_number, name, highest_checkout, one_eighties, average, finished_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            e.eventId,
            place,
            e.venueId,
            e.laneNumber,
            entry.name,
            entry.highestCheckout,
            entry.oneEighties,
            entry.average,
            e.occurredAt,
          ],
        );
      }
      return;
    case 'tournament_finished':
      await db.query(
        `INSERT INTO tournaments (tournament_id, venue_id, format, player_count, finished_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (venue_id, tournament_id) DO NOTHING`,
        [e.tournamentId, e.venueId, e.format, e.playerCount, e.occurredAt],
      );
      return;
  }
}

/**
 * The money the event moved, if any (shared/group/takings.ts): a booking's prepayment is weighed against what
 * head office already counted for that booking, so an edit moves the difference and a cancellation gives back
 * exactly what was counted.
 */
async function recordTaking(db: PoolClient, e: GroupEvent): Promise<boolean> {
  const booking = prepaymentBookingOf(e);
  const counted = booking
    ? Number(
        (
          await db.query<{ counted: string }>(
            `SELECT COALESCE(sum(amount_minor), 0) AS counted FROM takings WHERE venue_id = $1 AND reservation_id = $2`,
            [e.venueId, booking],
          )
        ).rows[0]?.counted ?? 0,
      )
    : 0;
  const taking = takingOf(e, counted);
  if (!taking) return false;
  await db.query(
    `INSERT INTO takings (event_id, venue_id, reservation_id, taken_at, amount_minor) VALUES ($1, $2, $3, $4, $5)`,
    [e.eventId, e.venueId, taking.reservationId, taking.takenAt, taking.amountMinor],
  );
  return true;
}

/** An event or heartbeat as the stream delivered it: its place in the stream and when the stream took it. */
export interface Delivered {
  message: GroupEvent | Heartbeat;
  streamSeq: number;
  streamAt: Date;
}

/** What a run of messages did: events new to head office, events it already had, heartbeats. */
export interface Stored {
  stored: number;
  duplicates: number;
  heartbeats: number;
}

/**
 * Events not stored yet, in one statement: answers the ids that were new (an id already stored, or twice in
 * the run, is new at most once).
 */
async function insertEvents(
  db: PoolClient,
  run: readonly Delivered[],
  events: GroupEvent[],
): Promise<Set<string>> {
  const inserted = await db.query<{ event_id: string }>(
    `INSERT INTO events (event_id, venue_id, seq, kind, occurred_at, stream_seq, body)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::timestamptz[], $6::bigint[], $7::jsonb[])
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [
      events.map((e) => e.eventId),
      events.map((e) => e.venueId),
      events.map((e) => e.seq),
      events.map((e) => e.kind),
      events.map((e) => e.occurredAt),
      run.map((d) => d.streamSeq),
      events.map((e) => JSON.stringify(e)),
    ],
  );
  return new Set(inserted.rows.map((r) => r.event_id));
}

/**
 * A run of events (no heartbeat among them) and their projections, inside the caller's transaction, in their
 * order; the rollup is kept for the whole run (hub/analytics/keep.ts). Answers how many were new.
 */
async function storeEvents(db: PoolClient, run: readonly Delivered[], leagues: Set<string>): Promise<number> {
  const events = run.map((d) => d.message as GroupEvent);
  let stored = 0;
  await keepRollup(db, events, async () => {
    const fresh = await insertEvents(db, run, events);
    const tookMoney: string[] = [];
    const lastSeq = new Map<string, number>();
    for (const e of events) {
      // The first copy of a new event is projected; a later copy, or an event stored before, is not.
      if (!fresh.delete(e.eventId)) continue;
      stored += 1;
      await project(db, e, leagues);
      if (await recordTaking(db, e)) tookMoney.push(e.eventId);
      lastSeq.set(e.venueId, Math.max(lastSeq.get(e.venueId) ?? 0, e.seq));
    }
    if (lastSeq.size > 0)
      await db.query(
        `INSERT INTO venues (venue_id, last_event_at, last_seq)
         SELECT venue_id, now(), seq FROM unnest($1::text[], $2::bigint[]) AS stored(venue_id, seq)
         ON CONFLICT (venue_id) DO UPDATE SET last_event_at = now(), last_seq = GREATEST(venues.last_seq, excluded.last_seq)`,
        [[...lastSeq.keys()], [...lastSeq.values()]],
      );
    return tookMoney;
  });
  return stored;
}

/** The zone each venue's figures are cut on now (London until its first heartbeat names one). */
async function zonesOf(db: PoolClient, venueIds: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ venue_id: string; timezone: string }>(
    'SELECT venue_id, timezone FROM venues WHERE venue_id = ANY($1::text[])',
    [venueIds],
  );
  return new Map(rows.rows.map((r) => [r.venue_id, r.timezone]));
}

/**
 * Group messages in their order, inside the caller's transaction: events are written together, each at most
 * once however often it was delivered, and their rollup kept once for all of them; a group league whose
 * results changed has its tables written once to its venues' feeds at the end. Only a heartbeat naming a
 * new zone for its venue (which files that venue's hours on another clock) divides them: the events before it
 * are written first. Other heartbeats change nothing the events' rollup reads.
 */
export async function storeMessages(db: PoolClient, delivered: readonly Delivered[]): Promise<Stored> {
  const counts: Stored = { stored: 0, duplicates: 0, heartbeats: 0 };
  // The rollup's statements touch a few rows each, but PostgreSQL guesses a thousand hours for every span
  // and would spend longer compiling them (JIT) than running them: seconds a batch on a busy machine.
  await db.query('SET LOCAL jit = off');
  const beats = delivered.flatMap((d) => (d.message.kind === 'heartbeat' ? [d.message.venueId] : []));
  const zones = beats.length > 0 ? await zonesOf(db, [...new Set(beats)]) : new Map<string, string>();
  let run: Delivered[] = [];
  const leagues = new Set<string>();
  const writeRun = async () => {
    if (run.length === 0) return;
    const stored = await storeEvents(db, run, leagues);
    counts.stored += stored;
    counts.duplicates += run.length - stored;
    run = [];
  };
  for (const d of delivered) {
    const h = d.message;
    if (h.kind !== 'heartbeat') {
      run.push(d);
      continue;
    }
    if (isValidTimeZone(h.timezone) && h.timezone !== (zones.get(h.venueId) ?? 'Europe/London')) {
      await writeRun();
      zones.set(h.venueId, h.timezone);
    }
    await storeHeartbeat(db, h, d.streamAt);
    counts.heartbeats += 1;
  }
  await writeRun();
  await leagueTablesChanged(db, leagues);
  return counts;
}

async function storeHeartbeat(db: PoolClient, h: Heartbeat, streamAt: Date): Promise<void> {
  // A zone PostgreSQL would not know keeps the venue's last good one: every figure is cut on that clock.
  const beat = isValidTimeZone(h.timezone) ? h : null;
  if (beat) await recordHeartbeatHealth(db, beat, streamAt);
  await db.query(
    `INSERT INTO venues (venue_id, name, currency, timezone, lane_hours_open_today, lane_hours_open_week, queued, last_heartbeat_at)
     VALUES ($1, $2, $3, COALESCE($4, 'Europe/London'), $5, $6, $7, now())
     ON CONFLICT (venue_id) DO UPDATE SET name = excluded.name, currency = excluded.currency,
       timezone = COALESCE($4, venues.timezone), lane_hours_open_today = excluded.lane_hours_open_today,
       lane_hours_open_week = excluded.lane_hours_open_week, queued = excluded.queued, last_heartbeat_at = now()`,
    [
      h.venueId,
      h.venueName,
      h.currency,
      beat?.timezone ?? null,
      h.laneHoursOpenToday,
      h.laneHoursOpenWeek,
      h.queued,
    ],
  );
}

/** What one message is: a group message for the hub to write, or one to drop and why. */
type Checked = { m: JsMsg; message: GroupEvent | Heartbeat } | { m: JsMsg; dropped: string };

function check(m: JsMsg): Checked {
  let body: unknown = null;
  try {
    body = m.json();
  } catch {
    body = null;
  }
  const parsed = GroupMessage.safeParse(body);
  if (!parsed.success)
    return { m, dropped: `not a group event: ${parsed.error.issues[0]?.message ?? 'unreadable'}` };
  const venue = venueOfSubject(m.subject);
  if (parsed.data.venueId !== venue)
    return { m, dropped: `body names venue ${parsed.data.venueId}, subject ${m.subject}` };
  if (!m.subject.endsWith(`.${parsed.data.kind}`))
    return { m, dropped: `body is a ${parsed.data.kind}, subject ${m.subject}` };
  return { m, message: parsed.data };
}

/** When the stream took the message: head office's clock, to judge the venue's against. */
function streamTimeOf(m: JsMsg): Date {
  return new Date(Math.floor(m.info.timestampNanos / 1_000_000));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The hub's consumer: takes the stream's messages one at a time, in order, and acknowledges each only after
 * its PostgreSQL transaction committed — at-least-once on the wire, exactly once in the tables. A message that
 * is not a group event, or whose body names another venue than its subject (each venue may publish on its own
 * subjects only, so the subject is the venue's proven identity), is recorded in `dropped_messages` and never
 * delivered again. While PostgreSQL cannot be reached the same message is retried (its ack deadline kept
 * alive), so nothing behind it overtakes it; while nats-server is away the client reconnects and the consumer
 * carries on from its durable position.
 */
export function startIngest(
  nc: NatsConnection,
  pool: Pool,
  options: { log?: (line: string) => void; onStored?: (e: GroupEvent | Heartbeat) => void } = {},
): Ingest {
  const log = options.log ?? (() => undefined);
  const stats: IngestStats = { stored: 0, duplicates: 0, dropped: 0, heartbeats: 0 };
  let stopped = false;
  let closeMessages: (() => Promise<void>) | null = null;

  /** Writes a batch in one transaction, in its order, then acknowledges (or drops) each message. */
  const handle = async (batch: JsMsg[]): Promise<void> => {
    const checked = batch.map(check);
    let backoff = 250;
    for (;;) {
      try {
        const client = await pool.connect();
        let broken = false;
        let dropped = 0;
        let written: Stored;
        try {
          await client.query('BEGIN');
          const delivered: Delivered[] = [];
          for (const c of checked) {
            if ('dropped' in c) {
              await client.query(
                'INSERT INTO dropped_messages (subject, reason, venue_id) VALUES ($1, $2, $3)',
                [c.m.subject, c.dropped.slice(0, 500), venueOfSubject(c.m.subject)],
              );
              dropped += 1;
            } else delivered.push({ message: c.message, streamSeq: c.m.seq, streamAt: streamTimeOf(c.m) });
          }
          written = await storeMessages(client, delivered);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          throw err;
        } finally {
          // A connection that could not even roll back is closed, not handed out again.
          client.release(broken);
        }
        for (const c of checked) {
          if ('dropped' in c) c.m.term();
          else c.m.ack();
        }
        stats.stored += written.stored;
        stats.duplicates += written.duplicates;
        stats.dropped += dropped;
        stats.heartbeats += written.heartbeats;
        for (const c of checked) if ('message' in c) options.onStored?.(c.message);
        return;
      } catch (err) {
        if (stopped) return;
        log(`Hub: writing ${batch.length} messages failed, retrying: ${errorText(err)}`);
        for (const m of batch) m.working();
        await sleep(backoff);
        backoff = Math.min(5_000, backoff * 2);
      }
    }
  };

  // Delivered messages wait here; the writer takes all that arrived while it wrote the last batch (up to 100)
  // into one transaction, so a backlog drains fast and a quiet stream is written message by message.
  const queue: JsMsg[] = [];
  let wakeWriter: (() => void) | null = null;
  const writer = async () => {
    while (!stopped) {
      if (queue.length === 0) {
        await new Promise<void>((resolve) => (wakeWriter = resolve));
        wakeWriter = null;
        continue;
      }
      await handle(queue.splice(0, 100));
    }
  };

  const run = async () => {
    const js = jetstream(nc);
    let backoff = 250;
    while (!stopped) {
      try {
        const consumer = await js.consumers.get(GROUP_STREAM, HUB_CONSUMER);
        const messages = await consumer.consume({ max_messages: 200 });
        closeMessages = async () => {
          await messages.close();
        };
        // Stopped while the consumer was being fetched: no message may be waited for.
        if (stopped) await messages.close();
        backoff = 250;
        for await (const m of messages) {
          queue.push(m);
          wakeWriter?.();
          if (stopped) break;
        }
      } catch (err) {
        if (stopped) break;
        log(`Hub: consumer interrupted, resuming: ${errorText(err)}`);
      }
      if (!stopped) await sleep(backoff);
      backoff = Math.min(5_000, backoff * 2);
    }
  };
  const running = Promise.all([run(), writer()]);

  return {
    stats,
    async stop() {
      stopped = true;
      wakeWriter?.();
      await closeMessages?.().catch(() => undefined);
      await running;
    },
  };
}
