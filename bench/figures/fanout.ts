import { call, isMissingEndpoint, percentile } from '../support/http';
import { rssMb } from '../support/serverProcess';
import { openSocketPool, type Message, type SocketPool } from '../support/sockets';
import { errorRow, mb, missingRow, ms, verdict, type Row } from '../report';
import type { BenchContext } from '../context';

/** 200 staff + 20 TV sockets; lane start response → last lane_updated p99 ≤ 50 ms; RSS ≤ 150 MB. */
export const STAFF_SOCKETS = 200;
export const TV_SOCKETS = 20;
export const MAX_P99_MS = 50;
export const MAX_RSS_MB = 150;

const FANOUT = `Socket fan-out: lane start → last of ${STAFF_SOCKETS} staff sockets (+${TV_SOCKETS} TV)`;
const FANOUT_BUDGET = `p99 ≤ ${MAX_P99_MS} ms`;
const RSS = `Server memory (RSS) with ${STAFF_SOCKETS + TV_SOCKETS} sockets open`;
const RSS_BUDGET = `≤ ${MAX_RSS_MB} MB`;

/** Lanes 3–10: clear of the seeded tournament's lanes and, today, of any booking. */
const laneFor = (round: number) => 3 + (round % 8);
const laneIs = (id: number, status: string) => (m: Message) => {
  const lane = m.lane as { id?: unknown; status?: unknown } | undefined;
  return m.type === 'lane_updated' && lane?.id === id && lane?.status === status;
};

interface Rounds {
  /** HTTP answer → last socket (the budgeted figure). */
  afterAnswer: number[];
  /** Request sent → last socket: the whole trip, for context. */
  fromRequest: number[];
}

async function startStopRounds(b: BenchContext, staff: SocketPool): Promise<Rounds> {
  const spreads: Rounds = { afterAnswer: [], fromRequest: [] };
  for (let round = 0; round < b.rounds * 10; round++) {
    const id = laneFor(round);
    const base = `${b.server.lanUrl}/api/lanes/${id}`;
    const arrived = staff.arrivals(laneIs(id, 'occupied'));
    const started = await call(`${base}/start`, {
      method: 'POST',
      cookie: b.staffCookie,
      json: { players: ['Ann', 'Bob'], duration: 0.5 },
    });
    if (started.status !== 200) {
      void arrived.catch(() => undefined);
      throw new Error(`start lane ${id} answered ${started.status}: ${started.text.slice(0, 120)}`);
    }
    const times = await arrived;
    // A socket may hear the update before the HTTP answer is read: that counts as no delay at all.
    spreads.afterAnswer.push(Math.max(0, Math.max(...times) - started.at));
    spreads.fromRequest.push(Math.max(...times) - (started.at - started.ms));
    const freed = staff.arrivals(laneIs(id, 'available'));
    const stopped = await call(`${base}/stop`, { method: 'POST', cookie: b.staffCookie });
    if (stopped.status >= 300) throw new Error(`stop lane ${id} answered ${stopped.status}`);
    await freed;
  }
  return spreads;
}

async function bareRounds(b: BenchContext): Promise<{ p99: number; rss: number }> {
  const pool = await openSocketPool(b.bare.url, STAFF_SOCKETS + TV_SOCKETS);
  try {
    const spreads: number[] = [];
    for (let round = 0; round < b.rounds * 10; round++) {
      const arrived = pool.arrivals((m) => m.type === 'lane_updated');
      const answer = await call(`${b.bare.url}/bare/broadcast`, { method: 'POST' });
      spreads.push(Math.max(0, Math.max(...(await arrived)) - answer.at));
    }
    return { p99: percentile(spreads, 99), rss: await rssMb(b.bare.pid) };
  } finally {
    pool.close();
  }
}

/**
 * Opens 200 staff and 20 TV sockets, then starts and stops lanes: each figure is the time from the start's
 * HTTP answer to the last staff socket holding the lane_updated. The TV sockets must not hear lane updates
 * (they carry customer names), but they are connected, as on a Friday night. Memory is read from /proc
 * while all 220 are open.
 */
export async function fanoutFigures(b: BenchContext): Promise<Row[]> {
  const probe = await call(`${b.server.lanUrl}/api/lanes/3/start`, { method: 'POST', json: {} });
  const missing = isMissingEndpoint(probe);
  let staff: SocketPool | null = null;
  let tv: SocketPool | null = null;
  try {
    staff = await openSocketPool(b.server.lanUrl, STAFF_SOCKETS, b.staffCookie);
    tv = await openSocketPool(b.server.lanUrl, TV_SOCKETS);
    const spreads = missing ? { afterAnswer: [], fromRequest: [] } : await startStopRounds(b, staff);
    const rss = await rssMb(b.server.pid);
    const bare = await bareRounds(b);
    const rssRow: Row = {
      figure: RSS,
      measured: mb(rss),
      baseline: `${mb(bare.rss)} (bare Express + ws)`,
      budget: RSS_BUDGET,
      verdict: verdict(rss <= MAX_RSS_MB),
    };
    if (missing) return [missingRow(FANOUT, FANOUT_BUDGET, 'POST /api/lanes/:id/start'), rssRow];
    const p99 = percentile(spreads.afterAnswer, 99);
    const trip = percentile(spreads.fromRequest, 99);
    return [
      {
        figure: FANOUT,
        measured: `p99 ${ms(p99)} (${spreads.afterAnswer.length} starts; request → last socket p99 ${ms(trip)})`,
        baseline: `p99 ${ms(bare.p99)} (bare ws broadcast)`,
        budget: FANOUT_BUDGET,
        verdict: verdict(p99 <= MAX_P99_MS),
      },
      rssRow,
    ];
  } catch (err) {
    return [errorRow(FANOUT, FANOUT_BUDGET, err), errorRow(RSS, RSS_BUDGET, err)];
  } finally {
    staff?.close();
    tv?.close();
  }
}
