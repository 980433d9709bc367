import type Database from 'better-sqlite3';
import { DateTime } from 'luxon';
import { call, jsonOf, type Answer } from '../bench/support/http';

/** Where a stream sends its requests during one life of the server. */
export interface Target {
  lanUrl: string;
  cookie: string;
}

/**
 * One kind of acknowledged write, sent over and over while the server is killed under it. `run` sends one
 * request at a time and returns when the server is gone; `verify` reads the database left behind and lists
 * every acknowledged write that is missing. A request in flight at the kill may or may not have committed;
 * either is allowed, an acknowledged one must be there.
 */
export interface Stream {
  name: string;
  run(target: Target): Promise<void>;
  verify(db: Database.Database): string[];
  /** How many writes were acknowledged so far (a stream that never got one proved nothing). */
  acked(): number;
}

/** A request that died with the server: the stream's life is over. */
async function send(url: string, options: Parameters<typeof call>[1]): Promise<Answer | null> {
  try {
    return await call(url, { timeoutMs: 5000, ...options });
  } catch {
    return null;
  }
}

/**
 * The n-th customer booking: a distinct future slot (lane, day, hour) within every day's opening hours.
 * `who` names the fault case in the customer's name and address ('Crash Customer 7', crash7@example.com).
 */
export function bookingFor(n: number, who = 'Crash') {
  const day = DateTime.now()
    .setZone('Europe/London')
    .startOf('day')
    .plus({ days: 2 + Math.floor(n / 100) });
  const start = day.set({ hour: 11 + (Math.floor(n / 10) % 10) });
  return {
    laneId: 1 + (n % 10),
    customerName: `${who} Customer ${n}`,
    playerCount: 2,
    reservedTime: start.toUTC().toISO() ?? '',
    duration: 60,
    contactInfo: '07700 900123',
    emailAddress: `${who.toLowerCase()}${n}@example.com`,
  };
}

/** Customer bookings through POST /api/reservations: every 201 must be an active reservation after a crash. */
export function bookingStream(): Stream {
  let next = 0;
  const acknowledged: string[] = [];
  const refused: string[] = [];
  return {
    name: 'bookings',
    async run(t) {
      for (;;) {
        const n = next++;
        const answer = await send(`${t.lanUrl}/api/reservations`, { method: 'POST', json: bookingFor(n) });
        if (!answer) return;
        if (answer.status === 201) acknowledged.push(bookingFor(n).customerName);
        else refused.push(`booking ${n}: ${answer.status} ${answer.text.slice(0, 100)}`);
      }
    },
    verify(db) {
      const found = db.prepare(`SELECT 1 FROM reservations WHERE customer_name = ? AND status = 'active'`);
      const lost = acknowledged.filter((name) => !found.get(name)).map((name) => `booking lost: ${name}`);
      // Every slot is distinct and open, so a refusal means the server misread a good booking.
      return [...lost, ...refused.splice(0)];
    },
    acked: () => acknowledged.length,
  };
}

/** Lanes the lane stream starts and stops; lane 10 is the score stream's. */
const SESSION_LANES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Lane sessions started and stopped through the API. After a crash each lane must show the last state that
 * was acknowledged — or the state of the request that was in flight, which may have committed.
 */
export function laneStream(): Stream {
  // Only lanes with an acknowledged (or committed in-flight) change are checked: a server killed on its first
  // start may not even have created the lanes yet.
  const acknowledged = new Map<number, 'occupied' | 'available'>();
  let inFlight: { lane: number; to: 'occupied' | 'available' } | null = null;
  let turn = 0;
  let count = 0;
  const refused: string[] = [];
  return {
    name: 'lane sessions',
    async run(t) {
      for (;;) {
        const lane = SESSION_LANES[turn++ % SESSION_LANES.length] ?? 1;
        const to = acknowledged.get(lane) === 'occupied' ? 'available' : 'occupied';
        inFlight = { lane, to };
        const answer = await send(`${t.lanUrl}/api/lanes/${lane}/${to === 'occupied' ? 'start' : 'stop'}`, {
          method: 'POST',
          cookie: t.cookie,
          json: to === 'occupied' ? { players: ['Crash', 'Test'], duration: 0.5 } : {},
        });
        if (!answer) return;
        inFlight = null;
        if (answer.status === 200) {
          acknowledged.set(lane, to);
          count++;
        } else refused.push(`lane ${lane} → ${to}: ${answer.status} ${answer.text.slice(0, 100)}`);
      }
    },
    verify(db) {
      const problems = refused.splice(0);
      const statusOf = db.prepare('SELECT status FROM lanes WHERE id = ?');
      const actualOf = (lane: number) => (statusOf.get(lane) as { status: string } | undefined)?.status;
      // The unanswered request may have committed: then carry on from its state.
      if (inFlight && actualOf(inFlight.lane) === inFlight.to) acknowledged.set(inFlight.lane, inFlight.to);
      inFlight = null;
      for (const [lane, expected] of acknowledged) {
        const actual = actualOf(lane);
        if (actual !== expected) problems.push(`lane ${lane}: acknowledged ${expected}, found ${actual}`);
      }
      return problems;
    },
    acked: () => count,
  };
}

const SCORE_LANE = 10;

interface GameAnswer {
  gameId: string;
  state: { version: number; turn: unknown[] };
}

/**
 * Darts scored on lane 10's game, each an engine action with its own id. After a crash the game's stored
 * version must be at least the last acknowledged one, and every acknowledged action id must be on record.
 */
export function scoreStream(): Stream {
  const acknowledged: { gameId: string; version: number; actionId: string }[] = [];
  const refused: string[] = [];
  let seq = 0;
  return {
    name: 'scores',
    async run(t) {
      const lane = `${t.lanUrl}/api/lanes/${SCORE_LANE}`;
      const started = await send(`${lane}/start`, {
        method: 'POST',
        cookie: t.cookie,
        json: { players: ['Ann', 'Bob'], duration: 3, gameMode: '501' },
      });
      if (!started) return;
      const read = await send(`${lane}/game`, { cookie: t.cookie });
      if (!read) return;
      let game = jsonOf(read) as GameAnswer | null;
      for (let failures = 0; game?.state && failures < 5;) {
        const actionId = `crash-${seq++}`;
        // Misses: every dart is a real write (a new version) but the game never ends, however fast the
        // machine throws; single 1s would check both players out after ~1,340 actions and be refused.
        const action =
          game.state.turn.length >= 3 ? { type: 'finishTurn' } : { type: 'dart', section: 0, multiplier: 1 };
        const answer = await send(`${lane}/score`, {
          method: 'POST',
          cookie: t.cookie,
          json: { gameId: game.gameId, action, version: game.state.version, actionId },
        });
        if (!answer) return;
        if (answer.status !== 200) {
          failures++;
          refused.push(`score ${actionId}: ${answer.status} ${answer.text.slice(0, 100)}`);
          continue;
        }
        game = jsonOf(answer) as GameAnswer;
        acknowledged.push({ gameId: game.gameId, version: game.state.version, actionId });
      }
    },
    verify(db) {
      const problems = refused.splice(0);
      const last = acknowledged.at(-1);
      if (!last) return problems;
      const row = db.prepare('SELECT version FROM games WHERE id = ?').get(last.gameId) as
        { version: number } | undefined;
      if (!row || row.version < last.version)
        problems.push(`score lost: game at version ${row?.version}, acknowledged ${last.version}`);
      const recorded = db.prepare('SELECT 1 FROM game_actions WHERE game_id = ? AND action_id = ?');
      for (const a of acknowledged)
        if (!recorded.get(a.gameId, a.actionId)) problems.push(`scored action lost: ${a.actionId}`);
      return problems;
    },
    acked: () => acknowledged.length,
  };
}
