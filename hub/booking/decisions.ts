import type { Pool } from 'pg';
import type { HoldOutcome } from '../../shared/group/booking';
import type { VenueAsker } from './ask';

/**
 * The hub's half of 'confirmed only when shown' (docs/group-booking.md). Every booking question the hub asks
 * a venue is a row of `group_booking_requests`, written before the question leaves. The hub decides each
 * request exactly once, in PostgreSQL — the first decision stands, whoever takes it — and tells the customer
 * only what was decided:
 *
 * - `confirmed`: the venue's hold came back in time; the customer is shown the booking.
 * - `withdrawn`: anything else that may have left a hold at the venue (no answer in time, a broken answer,
 *   the hub gone between asking and deciding); the customer is shown the offline sentence.
 * - `refused`: the venue refused, or NATS said nobody was listening; nothing was held, nothing to tell.
 *
 * The venue is then told the word (`booking.<venueId>.decide`), again and again until it answers, from a
 * sweep every second that also withdraws requests a hub left undecided (killed between asking and
 * deciding). The sweep compares PostgreSQL's clock with itself only; no clock of a venue's is read.
 */
export type RequestOutcome = HoldOutcome | 'refused';

export interface Decisions {
  /** Notes a booking question before it is asked (so a hub that dies next still withdraws it). */
  asking(requestId: string, venueId: string): Promise<void>;
  /** Decides a request, once: answers the decision that stands, which may be an earlier one. */
  decide(requestId: string, wanted: RequestOutcome): Promise<RequestOutcome>;
  /** Tells the venue its word now, waiting `waitMs` at most; true once the venue answered. */
  deliver(requestId: string, venueId: string, outcome: HoldOutcome, waitMs: number): Promise<boolean>;
  /** One sweep now (tests); the timer runs one every `sweepEveryMs`. */
  sweep(): Promise<void>;
  stop(): void;
}

export interface DecisionOptions {
  /** How long the hub waits for a venue's answer to a question. */
  askTimeoutMs: number;
  sweepEveryMs?: number;
  log: (line: string) => void;
}

/** The deciding handler tells the venue at once; the sweep tells it again from this many seconds on. */
const FIRST_RETRY_S = 2;
/** Longest wait between two tellings of one word to a venue that does not answer. */
const MAX_RETRY_MS = 5_000;
/** How long the hub keeps a request after the venue heard its word. */
const KEEP_DAYS = 30;

export function startDecisions(asker: VenueAsker, pool: Pool, options: DecisionOptions): Decisions {
  const { log } = options;
  // A handler decides within its wait for the answer; one still undecided well after is a hub that died.
  const undecidedAfterS = (options.askTimeoutMs + 5_000) / 1000;
  const inFlight = new Set<string>();
  let stopped = false;
  let lastPrune = 0;

  async function deliver(requestId: string, venueId: string, outcome: HoldOutcome, waitMs: number) {
    if (inFlight.has(requestId)) return false;
    inFlight.add(requestId);
    try {
      const reply = await asker.ask(venueId, 'decide', { requestId, outcome }, { timeoutMs: waitMs });
      // Any reply but a broken one is heard: a refusal (an appliance that knows no `decide`) will not change.
      // Nobody listening, or no answer in time: the sweep tells it again.
      if (reply.kind === 'broken' || reply.kind === 'nobody' || reply.kind === 'silent') return false;
      if (reply.kind === 'answer' && reply.body.state === 'unknown')
        log(`Group booking: ${venueId} never held confirmed request ${requestId}`);
      await pool.query('UPDATE group_booking_requests SET delivered_at = now() WHERE request_id = $1', [
        requestId,
      ]);
      return true;
    } catch {
      // PostgreSQL away: the sweep tells it again.
      return false;
    } finally {
      inFlight.delete(requestId);
    }
  }

  async function sweep(): Promise<void> {
    await pool.query(
      `UPDATE group_booking_requests SET outcome = 'withdrawn', decided_at = now(), next_attempt_at = now()
        WHERE outcome IS NULL AND asked_at < now() - make_interval(secs => $1)`,
      [undecidedAfterS],
    );
    const due = await pool.query<{ request_id: string; venue_id: string; outcome: HoldOutcome }>(
      `UPDATE group_booking_requests r
          SET attempts = r.attempts + 1,
              next_attempt_at = now() + make_interval(secs => least($1::float8, 0.5 * 2 ^ least(r.attempts, 10)))
        WHERE r.request_id IN (
          SELECT request_id FROM group_booking_requests
           WHERE delivered_at IS NULL AND outcome IN ('confirmed', 'withdrawn') AND next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT 100)
        RETURNING r.request_id, r.venue_id, r.outcome`,
      [MAX_RETRY_MS / 1000],
    );
    await Promise.all(
      due.rows.map((r) => deliver(r.request_id, r.venue_id, r.outcome, options.askTimeoutMs)),
    );
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now();
      await pool.query(
        'DELETE FROM group_booking_requests WHERE delivered_at < now() - make_interval(days => $1)',
        [KEEP_DAYS],
      );
    }
  }

  let sweeping: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (stopped || sweeping) return;
    sweeping = sweep()
      .catch((err: unknown) =>
        log(`Group booking: sweep failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        sweeping = null;
      });
  }, options.sweepEveryMs ?? 1_000);
  timer.unref();

  return {
    async asking(requestId, venueId) {
      await pool.query('INSERT INTO group_booking_requests (request_id, venue_id) VALUES ($1, $2)', [
        requestId,
        venueId,
      ]);
    },
    async decide(requestId, wanted) {
      const set = await pool.query<{ outcome: RequestOutcome }>(
        `UPDATE group_booking_requests
            SET outcome = $2, decided_at = now(),
                next_attempt_at = CASE WHEN $2 = 'refused' THEN NULL
                                       ELSE now() + make_interval(secs => $3) END,
                delivered_at = CASE WHEN $2 = 'refused' THEN now() ELSE NULL END
          WHERE request_id = $1 AND outcome IS NULL
          RETURNING outcome`,
        [requestId, wanted, FIRST_RETRY_S],
      );
      if (set.rows[0]) return set.rows[0].outcome;
      // Decided already (the sweep withdrew a request this hub was too slow to decide): that decision stands.
      const stands = await pool.query<{ outcome: RequestOutcome | null }>(
        'SELECT outcome FROM group_booking_requests WHERE request_id = $1',
        [requestId],
      );
      const outcome = stands.rows[0]?.outcome;
      if (!outcome) throw new Error(`booking request ${requestId} is not known`);
      return outcome;
    },
    deliver,
    sweep,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
