import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { GroupsResponse, Tournament } from '../../shared/api/tournaments';
import type { GameAction } from '../../shared/darts/types';
import type { TestServer } from './harness';

/**
 * Test support for tournament matches played on the lanes' tablets: the engine actions of a quick
 * 501 leg, and a helper that sends them to POST /api/lanes/:id/score the way a tablet does (the game it names,
 * action + the game version it saw + an action id).
 */

const dart = (section: number, multiplier: 1 | 2 | 3 = 1): GameAction => ({
  type: 'dart',
  section,
  multiplier,
});
const T20 = dart(20, 3);
const MISS = dart(0);
const finish: GameAction = { type: 'finishTurn' };

/** The winner's three visits of a 501 nine-darter: 180, 180, then T20 T19 D12 (141). */
const NINE_DARTER: GameAction[][] = [
  [T20, T20, T20, finish],
  [T20, T20, T20, finish],
  [T20, dart(19, 3), dart(12, 2)],
];
const MISSED_VISIT: GameAction[] = [MISS, MISS, MISS, finish];

/**
 * A 501 leg that `winner` (0 home, 1 away) takes with a nine-darter while the other side misses every dart,
 * in a leg `opener` throws first (the throw alternates, so the home player opens legs 1, 3, 5…
 * and the away player legs 2, 4…). The last action is the checkout dart: the leg is won and its turn left
 * open, as the tablet leaves it.
 */
export function nineDarterLeg(winner: 0 | 1, opener: 0 | 1 = 0): GameAction[] {
  const actions: GameAction[] = [];
  for (const [i, visit] of NINE_DARTER.entries()) {
    if (winner !== opener) actions.push(...MISSED_VISIT);
    actions.push(...visit);
    if (winner === opener && i < NINE_DARTER.length - 1) actions.push(...MISSED_VISIT);
  }
  return actions;
}

/** Who opens leg `index` (from 0) of a match: the home player, then the throw alternates. */
export const legOpener = (index: number): 0 | 1 => (index % 2 === 0 ? 0 : 1);

/** A whole match: each entry is the winner of a leg; Start Next Leg between legs, none after the last. */
export function matchActions(legWinners: readonly (0 | 1)[]): GameAction[] {
  return legWinners.flatMap((w, i) => {
    const leg = nineDarterLeg(w, legOpener(i));
    return i === legWinners.length - 1 ? leg : [...leg, { type: 'nextLeg' } as const];
  });
}

export interface SentAction {
  gameId: string;
  action: GameAction;
  version: number;
  actionId: string;
}

let idCounter = 0;

/** A tablet on `laneId` (staff or paired-device cookie) sending actions; returns what it sent and the last answer. */
export async function sendActions(
  t: TestServer,
  cookie: string,
  laneId: number,
  actions: readonly GameAction[],
): Promise<{ sent: SentAction[]; game: LaneGameResponse }> {
  let game = await readLaneGame(t, cookie, laneId);
  const sent: SentAction[] = [];
  for (const action of actions) {
    idCounter += 1;
    const body: SentAction = {
      gameId: game.gameId,
      action,
      version: game.state.version,
      actionId: `test-${idCounter}`,
    };
    game = await postScore(t, cookie, laneId, body);
    sent.push(body);
  }
  return { sent, game };
}

/** POST /api/lanes/:id/score, expecting 200. */
export async function postScore(
  t: TestServer,
  cookie: string,
  laneId: number,
  body: SentAction,
): Promise<LaneGameResponse> {
  const res = await t.lan(`/api/lanes/${laneId}/score`, { method: 'POST', cookie, json: body });
  if (res.status !== 200) throw new Error(`score refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as LaneGameResponse;
}

export async function readLaneGame(t: TestServer, cookie: string, laneId: number): Promise<LaneGameResponse> {
  const res = await t.lan(`/api/lanes/${laneId}/game`, { cookie });
  if (res.status !== 200) throw new Error(`no game on lane ${laneId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LaneGameResponse;
}

/** Creates a group-knockout cup (2 groups) over HTTP as staff, and returns it with its groups. */
export async function createCup(
  t: TestServer,
  cookie: string,
  cup: { name: string; matchFormat: string; players: string[] },
): Promise<{ tournament: Tournament; groups: GroupsResponse }> {
  const res = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: {
      tournament: { name: cup.name, gameMode: '501', groupCount: 2, matchFormat: cup.matchFormat },
      players: cup.players,
    },
  });
  if (res.status !== 201) throw new Error(`cup not created: ${res.status} ${await res.text()}`);
  const { tournament } = (await res.json()) as { tournament: Tournament };
  const groups = (await (await t.lan(`/api/tournaments/${tournament.id}/groups`)).json()) as GroupsResponse;
  return { tournament, groups };
}

/** POST schedule-matches for matches onto lanes, now; returns the raw response. */
export function scheduleMatches(
  t: TestServer,
  cookie: string,
  tournamentId: string,
  matches: { gameId: string; laneId: number }[],
): Promise<Response> {
  const scheduledTime = new Date().toISOString();
  return t.lan(`/api/tournaments/${tournamentId}/schedule-matches`, {
    method: 'POST',
    cookie,
    json: { matches: matches.map((m) => ({ ...m, scheduledTime })) },
  });
}
