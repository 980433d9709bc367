import type { Pool } from 'pg';
import { expect } from 'vitest';
import { sleep, waitFor } from '../hub/engines/ports';
import type { BookingHub } from '../hub/test/groupBookingFixtures';
import { venueBookings, withdrawnHolds } from './groupBookingVenue';
import { bookingFor } from './streams';

/**
 * A fault that starts and ends on the venue's side (a held line, a paused appliance). `start` resolves when
 * the fault is in effect: each starts the moment the venue's answer to a booking question has left it, so
 * that the hub's word on that booking is caught by the fault.
 */
export interface VenueFault {
  start(): Promise<void>;
  end(): void;
}

/** The venue's answer to a booking question, as it crosses the line (a NATS PUB of a 201 reply). */
export const isBookingAnswer = (chunk: Buffer) => chunk.includes('"status":201');

/** One round's figures: what customers were told, and what the venue holds once everything settled. */
export interface RoundFigures {
  faultMs: number;
  asked: number;
  /** Answered 201: shown to the customer as confirmed. */
  confirmed: number;
  /** Answered 503 with the offline sentence. */
  offline: number;
  /** Active bookings at the venue for this round's customers. */
  made: number;
  /** Confirmation e-mails queued at the venue for them. */
  mailed: number;
  /** Holds the venue made and the hub then withdrew (the customer was shown the offline sentence). */
  withdrawn: number;
  /** Bookings shown as confirmed before the venue had taken the hub's word (it took it after the fault). */
  confirmedFirst: number;
}

const LEAD_MS = 600;
const TAIL_MS = 600;
const EVERY_MS = 200;

/**
 * Books through the group page, one new slot every 200 ms from 600 ms before the fault until 600 ms after it
 * ends, and one more the moment it starts (so questions, answers and the hub's words are caught in flight
 * at both edges), then waits until the venue holds nothing the hub has not settled and checks the one
 * promise: the bookings the venue made are exactly the ones customers were shown as confirmed, and only
 * those were e-mailed.
 */
export async function bookThroughFault(options: {
  hub: BookingHub;
  /** The hub's database: when the venue took each of the hub's words. */
  pool: Pool;
  venueId: string;
  dataDir: string;
  /** Names this round's customers ('Held3 Customer 412'); `firstN` picks their slots (100 per day). */
  who: string;
  firstN: number;
  fault: VenueFault;
  faultMs: number;
}): Promise<RoundFigures> {
  const { hub, venueId, dataDir, who, fault, faultMs } = options;
  const answers: Promise<{ status: number; id: string | null }>[] = [];
  const withdrawnBefore = withdrawnHolds(dataDir);
  const since = (await options.pool.query<{ now: Date }>('SELECT now()')).rows[0]?.now;
  let n = options.firstN;
  const askOne = () => {
    const body = bookingFor(n, who);
    n += 1;
    answers.push(
      hub.post(`/api/group/venues/${venueId}/reservations`, body).then(async (res) => {
        const json = (await res.json()) as { id?: string };
        return { status: res.status, id: res.status === 201 ? (json.id ?? null) : null };
      }),
    );
  };
  let endedAt: number | null = null;
  const faulted = (async () => {
    await sleep(LEAD_MS);
    await fault.start();
    // One question the moment the fault starts: it waits out the whole fault.
    askOne();
    await sleep(faultMs);
    fault.end();
    endedAt = Date.now();
  })();
  try {
    while (endedAt === null || Date.now() - endedAt < TAIL_MS) {
      askOne();
      await sleep(EVERY_MS);
    }
    await faulted;
    const results = await Promise.all(answers);
    const statuses = results.map((r) => r.status);
    // Two answers only: booked, or the offline sentence. Never an error of the hub's own.
    expect(new Set(statuses.filter((s) => s !== 201 && s !== 503))).toEqual(new Set());
    const confirmed = new Set(results.flatMap((r) => (r.id ? [r.id] : [])));

    await sleep(300);
    await waitFor(
      `${who}: every hold settled`,
      async () => venueBookings(dataDir, `${who} Customer `).held === 0,
      60_000,
    );
    const venue = venueBookings(dataDir, `${who} Customer `);
    const figures: RoundFigures = {
      faultMs,
      asked: results.length,
      confirmed: confirmed.size,
      offline: statuses.filter((s) => s === 503).length,
      made: venue.made.size,
      mailed: venue.mailed.size,
      withdrawn: withdrawnHolds(dataDir) - withdrawnBefore,
      confirmedFirst: Number(
        (
          await options.pool.query<{ n: string }>(
            `SELECT count(*) AS n FROM group_booking_requests WHERE outcome = 'confirmed' AND decided_at >= $1
               AND (delivered_at IS NULL OR delivered_at > decided_at + interval '1 second')`,
            [since],
          )
        ).rows[0]?.n,
      ),
    };
    console.log(figuresTable(who, [figures]));
    expect([...venue.made].sort(), `${who}: bookings made = bookings confirmed`).toEqual(
      [...confirmed].sort(),
    );
    expect([...venue.mailed].sort(), `${who}: e-mailed = confirmed`).toEqual([...confirmed].sort());
    return figures;
  } finally {
    fault.end();
  }
}

export function figuresTable(title: string, rounds: RoundFigures[]): string {
  const rows = rounds.map(
    (r) =>
      `  ${(r.faultMs / 1000).toFixed(1)} s: asked ${r.asked}, confirmed to the customer ${r.confirmed}, ` +
      `made at the venue ${r.made}, e-mailed ${r.mailed}, offline sentence ${r.offline} ` +
      `(of which held at the venue, then withdrawn: ${r.withdrawn}); ` +
      `confirmed before the venue took the hub's word: ${r.confirmedFirst}`,
  );
  return [title, ...rows].join('\n');
}
