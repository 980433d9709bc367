import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupEvent } from '../../shared/group/events';
import { prepaymentBookingOf, takingOf } from '../../shared/group/takings';
import { migrateHub } from '../db/migrate';
import { HUB_MIGRATIONS } from '../db/migrations';
import { PgEngine } from '../engines/postgres';

/**
 * The migration that made revenue money taken: a hub upgraded with events already stored gets the takings
 * those events moved, the same as if each had arrived through the consumer (shared/group/takings.ts).
 */
let dir: string;
let engine: PgEngine;
let pool: pg.Pool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doubletop-hub-takings-'));
  engine = await PgEngine.start(join(dir, 'pg'));
  pool = new pg.Pool({ connectionString: engine.url });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await engine?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const VERSION = HUB_MIGRATIONS.findIndex((m) => m.name === 'revenue as money taken, each pound once') + 1;

/** A venue's history before the upgrade: every way money moves, and a second venue's booking of the same id. */
function history(): GroupEvent[] {
  const claimed = randomUUID();
  const changed = randomUUID();
  const noShow = randomUUID();
  let seq = 0;
  const at = (hour: number) =>
    `2026-06-${String(8 + Math.floor(hour / 24)).padStart(2, '0')}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`;
  const envelope = (venueId: string, hour: number) => ({
    eventId: randomUUID(),
    venueId,
    seq: (seq += 1),
    occurredAt: at(hour),
  });
  const booking = (reservationId: string, prepaidAmount: string) => ({
    reservationId,
    laneNumber: 1,
    start: at(40),
    end: at(41),
    durationMinutes: 60,
    playerCount: 2,
    prepaidAmount,
    currency: 'GBP' as const,
  });
  const ended = (venueId: string, hour: number, fee: string, prepaidAmount: string): GroupEvent => ({
    ...envelope(venueId, hour),
    kind: 'session_ended',
    sessionId: randomUUID(),
    laneNumber: 2,
    fee,
    prepaidAmount,
    currency: 'GBP',
    startedAt: at(hour - 1),
    endedAt: at(hour),
  });
  return [
    { ...envelope('leeds', 10), kind: 'booking_made', ...booking(claimed, '5.00') },
    { ...envelope('leeds', 11), kind: 'booking_made', ...booking(changed, '5.00') },
    { ...envelope('leeds', 12), kind: 'booking_edited', ...booking(changed, '7.50') },
    { ...envelope('leeds', 13), kind: 'booking_made', ...booking(noShow, '5.00') },
    { ...envelope('york', 13), kind: 'booking_made', ...booking(changed, '20.00') },
    { ...envelope('leeds', 14), kind: 'booking_claimed', reservationId: claimed, sessionId: randomUUID() },
    ended('leeds', 15, '15.00', '5.00'),
    ended('leeds', 16, '15.00', '0.00'),
    ended('york', 16, '15.00', '20.00'),
    { ...envelope('leeds', 30), kind: 'booking_cancelled', reservationId: changed },
    { ...envelope('leeds', 42), kind: 'booking_no_show', reservationId: noShow },
  ];
}

describe('the takings migration', () => {
  it('replays the stored events into the takings the consumer would have written', async () => {
    await migrateHub(pool, HUB_MIGRATIONS.slice(0, VERSION - 1));
    const events = history();
    for (const [i, e] of events.entries()) {
      await pool.query(
        `INSERT INTO events (event_id, venue_id, seq, kind, occurred_at, stream_seq, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [e.eventId, e.venueId, e.seq, e.kind, e.occurredAt, i + 1, JSON.stringify(e)],
      );
    }
    await migrateHub(pool);

    // What the consumer writes for the same events, one at a time in their order.
    const counted = new Map<string, number>();
    const expected = events.flatMap((e) => {
      const booking = prepaymentBookingOf(e);
      const key = `${e.venueId}/${booking ?? ''}`;
      const taking = takingOf(e, booking ? (counted.get(key) ?? 0) : 0);
      if (!taking) return [];
      if (booking) counted.set(key, (counted.get(key) ?? 0) + taking.amountMinor);
      return [[e.eventId, e.venueId, taking.reservationId, taking.takenAt, taking.amountMinor]];
    });
    const rows = await pool.query<{
      event_id: string;
      venue_id: string;
      reservation_id: string | null;
      taken_at: Date;
      amount_minor: string;
    }>('SELECT * FROM takings');
    const stored = rows.rows.map((r) => [
      r.event_id,
      r.venue_id,
      r.reservation_id,
      r.taken_at.toISOString(),
      Number(r.amount_minor),
    ]);
    const byEvent = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(stored.sort(byEvent)).toEqual(expected.sort(byEvent));

    // Leeds: £5 + £5 + £2.50 + £5 prepaid, £10 and £15 at the sessions' ends, £7.50 given back: £35.
    // York: £20 prepaid, and its session had nothing more to pay.
    const totals = await pool.query<{ venue_id: string; total: string }>(
      'SELECT venue_id, sum(amount_minor) AS total FROM takings GROUP BY venue_id ORDER BY venue_id',
    );
    expect(totals.rows.map((r) => [r.venue_id, Number(r.total)])).toEqual([
      ['leeds', 3500],
      ['york', 2000],
    ]);
  });
});
