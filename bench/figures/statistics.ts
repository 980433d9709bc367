import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptActions } from '../../shared/darts/play';
import { gameStatistics } from '../../shared/darts/stats';
import type { GameAction } from '../../shared/darts/types';
import { call, jsonOf, percentile, signIn } from '../support/http';
import { STAFF_PASSWORD, startServerProcess } from '../support/serverProcess';
import { openRecordingPool, type Message, type RecordingPool } from '../support/sockets';
import { errorRow, ms, verdict, type Row } from '../report';
import { reference, timeIt } from './engine';

/**
 * The statistics budgets (docs/performance.md#npm-run-bench): a 12-leg match's statistics ≤ 1 ms; dart →
 * venue view on the TV p99 ≤ 50 ms.
 */
export const BUDGETS = { matchStats: 1, venueP99: 50 } as const;
export const VENUE_LANES = 10;
export const VENUE_TV_SOCKETS = 5;

const STATS = 'Statistics: a 12-leg 501 match’s figures, replayed from its log';
const VENUE = `Venue view: dart → venue_updated on ${VENUE_TV_SOCKETS} TVs, ${VENUE_LANES} lanes scoring at once`;

/**
 * A 12-leg 501 Double Out match (two sets of six legs): in every leg Ann throws four 100s, busts from 101
 * (T20 T20) and checks out 101 (T20 S1 D20) while Bob throws 57s — about 540 logged actions, dart by dart.
 * The throw alternates, so Bob opens every second leg with one more 57.
 */
export function twelveLegMatch(): GameAction[] {
  const ann = ['T20 S20 S20', 'T20 S20 S20', 'T20 S20 S20', 'T20 S20 S20', 'T20 T20', 'T20 S1 D20'];
  const leg = ann.map((visit, i) => (i < ann.length - 1 ? `${visit} F S19 S19 S19 F` : visit)).join(' ');
  const parts: string[] = [];
  for (let n = 0; n < 12; n += 1)
    parts.push(n % 2 === 0 ? leg : `S19 S19 S19 F ${leg}`, n % 6 === 5 ? 'NS' : 'NL');
  return scriptActions(parts.slice(0, -1).join(' '));
}

/** The pure figure: gameStatistics over the whole 12-leg log, median of many runs after warm-up. */
export function matchStatisticsFigure(runs: number): Row {
  const actions = twelveLegMatch();
  const options = { mode: '501 Double Out' as const, players: ['Ann', 'Bob'], sets: 2, legs: 6 };
  const legsWon = gameStatistics(options, actions).players[0].legsWon;
  if (legsWon !== 12) throw new Error(`the bench match should have 12 legs won by Ann, has ${legsWon}`);
  const value = timeIt(() => gameStatistics(options, actions), runs);
  // The engine figures' yardstick: the machine's pace in this run.
  const pace = reference();
  return {
    figure: STATS,
    measured: `${ms(value)} (median, ${actions.length} actions)`,
    baseline: `${ms(pace)} (sort 10k numbers)`,
    budget: `≤ ${BUDGETS.matchStats} ms`,
    verdict: verdict(value <= BUDGETS.matchStats),
  };
}

interface LaneState {
  version: number;
  players: { score: number }[];
  turn: { section: number; multiplier: number }[];
  currentPlayer: number;
}

/** The venue message shows this lane exactly as the answer left it (scores, turn's darts, whose turn). */
function shows(laneId: number, state: LaneState) {
  const scores = state.players.map((p) => p.score).join(',');
  return (m: Message) => {
    if (m.type !== 'venue_updated') return false;
    const view = m.view as { lanes: { laneId: number; game: null | Record<string, unknown> }[] };
    const game = view.lanes.find((l) => l.laneId === laneId)?.game as
      { players: { score: number }[]; turn: string[]; currentPlayer: number } | null | undefined;
    return (
      !!game &&
      game.currentPlayer === state.currentPlayer &&
      game.turn.length === state.turn.length &&
      game.players.map((p) => p.score).join(',') === scores
    );
  };
}

/** One lane throwing `actions` darts in turn, each timed from its HTTP answer to the last TV holding it. */
async function laneScoring(
  lanUrl: string,
  cookie: string,
  laneId: number,
  tv: RecordingPool,
  actions: number,
): Promise<{ afterAnswer: number[]; fromRequest: number[] }> {
  const base = `${lanUrl}/api/lanes/${laneId}`;
  const first = jsonOf(await call(`${base}/game`, { cookie })) as { gameId: string; state: LaneState };
  let state = first.state;
  const script = scriptActions('S1 S1 S1 F');
  const spreads = { afterAnswer: [] as number[], fromRequest: [] as number[] };
  for (let i = 0; i < actions; i += 1) {
    const action = script[i % script.length];
    const answerPromise = call(`${base}/score`, {
      method: 'POST',
      cookie,
      json: { gameId: first.gameId, action, version: state.version },
    });
    const answer = await answerPromise;
    if (answer.status !== 200)
      throw new Error(`lane ${laneId} score answered ${answer.status}: ${answer.text}`);
    state = (jsonOf(answer) as { state: LaneState }).state;
    // The TVs may already hold it (the message can beat the answer): arrivals count from now, so look back
    // too.
    const times = await tv.arrivalsSince(shows(laneId, state), answer.at - answer.ms);
    // As the fan-out figure: a TV that had the message before the answer was read counts as no delay.
    spreads.afterAnswer.push(Math.max(0, Math.max(...times) - answer.at));
    spreads.fromRequest.push(Math.max(...times) - (answer.at - answer.ms));
  }
  return spreads;
}

/**
 * A venue of its own (fresh data dir, 10 lanes hired, 5 TVs listening): all 10 lanes score at once, each
 * dart timed from its HTTP answer to the last TV socket holding a venue_updated that shows it.
 */
export async function venueUpdateFigure(staticDir: string, actionsPerLane: number): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-bench-venue-'));
  const server = await startServerProcess({ dataDir, env: { STATIC_DIR: staticDir } });
  let tv: RecordingPool | null = null;
  try {
    const cookie = await signIn(server.lanUrl, 'staff', STAFF_PASSWORD);
    for (let laneId = 1; laneId <= VENUE_LANES; laneId += 1) {
      const started = await call(`${server.lanUrl}/api/lanes/${laneId}/start`, {
        method: 'POST',
        cookie,
        json: { players: ['Ann', 'Bob'], duration: 2, gameMode: '501 Double Out' },
      });
      if (started.status !== 200) throw new Error(`lane ${laneId} did not start: ${started.text}`);
    }
    tv = await openRecordingPool(server.lanUrl, VENUE_TV_SOCKETS);
    const pool = tv;
    const lanes = Array.from({ length: VENUE_LANES }, (_, i) => i + 1);
    const results = await Promise.all(
      lanes.map((id) => laneScoring(server.lanUrl, cookie, id, pool, actionsPerLane)),
    );
    const spreads = results.flatMap((r) => r.afterAnswer);
    const trips = results.flatMap((r) => r.fromRequest);
    const p99 = percentile(spreads, 99);
    return {
      figure: VENUE,
      measured: `p99 ${ms(p99)} (${spreads.length} darts; request → last TV p99 ${ms(percentile(trips, 99))})`,
      baseline: '—',
      budget: `p99 ≤ ${BUDGETS.venueP99} ms`,
      verdict: verdict(p99 <= BUDGETS.venueP99),
    };
  } catch (err) {
    return errorRow(VENUE, `p99 ≤ ${BUDGETS.venueP99} ms`, err);
  } finally {
    tv?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The statistics figures: the statistics replay (in process) and the venue view's socket update (a server).
 */
export async function statisticsFigures(staticDir: string, smoke: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    rows.push(matchStatisticsFigure(smoke ? 50 : 500));
  } catch (err) {
    rows.push(errorRow(STATS, `≤ ${BUDGETS.matchStats} ms`, err));
  }
  rows.push(await venueUpdateFigure(staticDir, smoke ? 20 : 100));
  return rows;
}
