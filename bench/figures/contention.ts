import { DateTime } from 'luxon';
import { call, isMissingEndpoint, median, percentile, type Answer } from '../support/http';
import { pairedRounds, ratioSummary, ratioText, type Paired } from '../support/paired';
import { whilePinned } from '../support/pin';
import { errorRow, missingRow, ms, verdict, type Row } from '../report';
import type { BenchContext } from '../context';
import { FUTURE_DAYS, VENUE_ZONE } from '../seed';

/**
 * 200 simultaneous bookings of one slot → exactly one 201, every request answered. The p99 that
 * decides is ≤ 2 × bare Express's in the same run (most of it is Node's work for 200 fresh
 * connections, which a busy machine slows for both); the absolute 200 ms is shown for the record.
 */
export const RACERS = 200;
export const MAX_P99_MS = 200;
export const MAX_P99_RATIO = 2;

/** The warm-up race's slot: a round number no measured round uses (paired comparisons run fewer rounds). */
export const WARM_UP_ROUND = 31;
const FIGURE = `Booking contention: ${RACERS} simultaneous requests for one slot`;
const BUDGET = `exactly 1 × 201, all answered, p99 ≤ ${MAX_P99_RATIO} × bare (median of paired rounds; record: ≤ ${MAX_P99_MS} ms)`;

/** A free afternoon slot past the seeded bookings, on a different lane each round. */
function slotFor(round: number): { laneId: number; reservedTime: string } {
  const day = DateTime.now()
    .setZone(VENUE_ZONE)
    .startOf('day')
    .plus({ days: FUTURE_DAYS + 3 + Math.floor(round / 8) });
  const start = day.set({ hour: 15 }).toUTC().toISO() ?? '';
  return { laneId: 3 + (round % 8), reservedTime: start };
}

export function bookingBody(round: number, i: number) {
  return {
    ...slotFor(round),
    customerName: `Racer ${round}-${i}`,
    playerCount: 2,
    duration: 60,
    prepaidAmount: '0.00',
    contactInfo: '07700 900000',
    emailAddress: `racer${i}@example.com`,
  };
}

export interface Race {
  answers: Answer[];
  failures: number;
}

export async function race(url: string, body: (i: number) => unknown): Promise<Race> {
  const settled = await Promise.allSettled(
    Array.from({ length: RACERS }, (_, i) => call(url, { method: 'POST', json: body(i) })),
  );
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  return { answers, failures: settled.length - answers.length };
}

/** A round's racers answered as they should: exactly one 201, the rest a clean 409, none unanswered. */
function roundProblems(round: number, { answers, failures }: Race): string[] {
  const problems: string[] = [];
  const won = answers.filter((a) => a.status === 201).length;
  const odd = answers.filter((a) => a.status !== 201 && a.status !== 409);
  if (won !== 1) problems.push(`round ${round}: ${won} successes`);
  if (failures > 0) problems.push(`round ${round}: ${failures} requests unanswered`);
  if (odd.length > 0) problems.push(`round ${round}: status ${odd[0]?.status} ${odd[0]?.text.slice(0, 80)}`);
  return problems;
}

/** The race's p99 from sending to the last byte of each answer. */
export const raceP99 = (r: Race) =>
  percentile(
    r.answers.map((a) => a.ms),
    99,
  );

/** One side of a paired race: its door, the booking body of round `round`'s racer `i`, its process. */
export interface Racer {
  url: string;
  body: (round: number, i: number) => unknown;
  pid?: number;
}

/**
 * Two doors raced together in paired rounds (bench/support/paired.ts), each after one thrown-away race of
 * its own, round `i` on the same fresh slot at both at the same moment, the two servers pinned to one CPU
 * meanwhile: the per-round races, and every round's problems at the test door.
 */
export async function pairedRaces(
  base: Racer,
  test: Racer,
  rounds: number,
): Promise<{ runs: Paired<Race>; problems: string[] }> {
  await race(base.url, (i) => base.body(WARM_UP_ROUND, i));
  await race(test.url, (i) => test.body(WARM_UP_ROUND, i));
  const pids = [base.pid, test.pid].filter((pid): pid is number => pid !== undefined);
  const runs = await whilePinned(pids, () =>
    pairedRounds(
      rounds,
      (round) => race(base.url, (i) => base.body(round, i)),
      (round) => race(test.url, (i) => test.body(round, i)),
      { together: true },
    ),
  );
  return { runs, problems: runs.test.flatMap((r, round) => roundProblems(round, r)) };
}

/**
 * Races 200 customers for one slot through the public door, in rounds on fresh slots, each together with
 * as many requests at bare Express. The database's immediate transaction (and its overlap trigger) must let exactly
 * one win; the rest get a clean 409.
 */
export async function contentionFigures(b: BenchContext): Promise<Row[]> {
  const url = `${b.server.publicUrl}/api/reservations`;
  const probe = await call(url, { method: 'POST', json: {} });
  if (isMissingEndpoint(probe)) return [missingRow(FIGURE, BUDGET, 'POST /api/reservations')];
  try {
    // One race of each first, thrown away: the measured rounds see a warm server, as on a Friday night.
    const { runs, problems } = await pairedRaces(
      { url: `${b.bare.url}/bare/booking`, body: (round) => ({ slot: round }), pid: b.bare.pid },
      { url, body: bookingBody, pid: b.server.pid },
      b.paired.rounds,
    );
    const ratio = ratioSummary(runs.base.map(raceP99), runs.test.map(raceP99), 1);
    const p99 = median(runs.test.map(raceP99));
    return [
      {
        figure: FIGURE,
        measured: `${problems.length === 0 ? '1 × 201' : 'wrong'} per round, p99 ${ms(p99)} = ${ratioText(ratio)} bare (${p99 <= MAX_P99_MS ? 'within' : 'over'} ${MAX_P99_MS} ms)`,
        baseline: `p99 ${ms(median(runs.base.map(raceP99)))}`,
        budget: BUDGET,
        verdict: verdict(problems.length === 0 && ratio.median <= MAX_P99_RATIO),
        note: problems.length ? problems.slice(0, 3).join('; ') : undefined,
      },
    ];
  } catch (err) {
    return [errorRow(FIGURE, BUDGET, err)];
  }
}
