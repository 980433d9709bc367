import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { LineupBody, NightFixture } from '../../shared/api/leagueMatchNight';
import { checkoutFor } from '../../shared/darts/checkout';
import type { GameState } from '../../shared/darts/types';
import type { TestServer } from './harness';
import { json } from './leagueSetup';

/**
 * Playing league games on the lanes for the tests, by darts only: each leg's winner throws 180s and then the
 * exact finishing visit (the checkout table's route, so a double out is a double), its opponent 60 a visit.
 * Each visit is one POST /api/lanes/:id/score with the whole visit as a total, as a tablet sends it.
 */

export type SideIndex = 0 | 1;

/** What the test knows a game did, to compute the figures it expects. */
export interface PlayedGame {
  legs: [number, number];
  /** Per side: 180s, 140+ visits (140–179), highest checkout, checkouts of 100 or more, points, darts. */
  figures: [SideFigures, SideFigures];
}

export interface SideFigures {
  oneEighties: number;
  tonForties: number;
  highestCheckout: number | null;
  tonPlusFinishes: number;
  points: number;
  darts: number;
}

const emptyFigures = (): SideFigures => ({
  oneEighties: 0,
  tonForties: 0,
  highestCheckout: null,
  tonPlusFinishes: 0,
  points: 0,
  darts: 0,
});

export const LOSER_VISIT = 60;

/** The winner's next visit from `score`: the checkout when there is one, else 180 (60 near the end). */
export function winnerVisit(score: number, doubleOut: boolean): { score: number; darts: 1 | 2 | 3 } {
  const route = checkoutFor(score, doubleOut);
  if (route) return { score, darts: route.length as 1 | 2 | 3 };
  return { score: score - 180 >= 2 ? 180 : LOSER_VISIT, darts: 3 };
}

/**
 * Plays the lane's current game to its end, the legs won by `winners` in order (0 home, 1 away). Returns what
 * the test expects of it; throws on any refusal, so a test fails where the lane did.
 */
export async function playLaneGame(
  t: TestServer,
  cookie: string,
  laneId: number,
  winners: readonly SideIndex[],
  doubleOut = true,
): Promise<PlayedGame & { state: GameState }> {
  let answer = await json<LaneGameResponse>(await t.lan(`/api/lanes/${laneId}/game`, { cookie }));
  const figures: [SideFigures, SideFigures] = [emptyFigures(), emptyFigures()];
  const send = async (action: unknown) => {
    const res = await t.lan(`/api/lanes/${laneId}/score`, {
      method: 'POST',
      cookie,
      json: { gameId: answer.gameId, version: answer.state.version, action },
    });
    if (res.status !== 200) throw new Error(`score on lane ${laneId}: ${res.status} ${await res.text()}`);
    answer = await json<LaneGameResponse>(res);
  };
  for (const [leg, winner] of winners.entries()) {
    if (leg > 0) await send({ type: 'nextLeg' });
    while (answer.state.legWinner === null) {
      const player = answer.state.currentPlayer as SideIndex;
      const left = answer.state.players[player].score;
      const visit =
        player === winner ? winnerVisit(left, doubleOut) : { score: LOSER_VISIT, darts: 3 as const };
      const f = figures[player];
      f.points += visit.score;
      f.darts += visit.darts;
      if (visit.score === 180) f.oneEighties += 1;
      else if (visit.score >= 140) f.tonForties += 1;
      if (visit.score === left) {
        f.highestCheckout = Math.max(f.highestCheckout ?? 0, visit.score);
        if (visit.score >= 100) f.tonPlusFinishes += 1;
      }
      await send({ type: 'visit', ...visit });
    }
  }
  const legs: [number, number] = [answer.state.players[0].legs, answer.state.players[1].legs];
  return { legs, figures, state: answer.state };
}

/** The usual order of play: the roster in order for the singles, then pairs of it, then the first four. */
export function usualLineup(side: 'home' | 'away', roster: readonly { id: string }[]): LineupBody {
  const id = (i: number) => ({ playerId: roster[i].id });
  return {
    side,
    games: [
      ...Array.from({ length: 6 }, (_, i) => ({ players: [id(i)] })),
      { players: [id(0), id(1)] },
      { players: [id(2), id(3)] },
      { players: [id(4), id(5)] },
      { players: [id(0), id(1), id(2), id(3)] },
    ],
  };
}

export async function enterLineup(
  t: TestServer,
  cookie: string,
  laneId: number,
  fixtureId: string,
  body: LineupBody,
): Promise<Response> {
  return t.lan(`/api/lanes/${laneId}/league-fixtures/${fixtureId}/lineup`, {
    method: 'PUT',
    cookie,
    json: body,
  });
}

export async function startGame(
  t: TestServer,
  cookie: string,
  laneId: number,
  fixtureId: string,
  gameNumber: number,
): Promise<Response> {
  return t.lan(`/api/lanes/${laneId}/league-fixtures/${fixtureId}/games/${gameNumber}/start`, {
    method: 'POST',
    cookie,
  });
}

export async function mustOk<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return json<T>(res);
}

export type { NightFixture };
