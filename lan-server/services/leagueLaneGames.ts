import type { GameState } from '../../shared/darts/types';
import { updateFixture } from '../db/leagueFixtures';
import { findFixture } from '../db/leagueFixtures';
import type { GameRow } from '../db/games';
import type { LaneRow } from '../db/lanes';
import {
  activeLeagueGameOnLane,
  completeLeagueLaneGame,
  leagueGameOf,
  nightGamesOf,
  writeGameLegs,
} from '../db/leagueMatchNight';
import type { AppContext } from '../context';
import { conflict, refusal } from './domainError';

/**
 * A league game on a lane (docs/league-nights.md#match-night): played by the same engine and the same scoring
 * path as every lane game (services/laneGame.ts); this file holds what differs — the lane's current game is
 * its league game while one is being played, its mode cannot be changed, and each leg it records goes into
 * the fixture's result as it falls, the last one closing the game.
 */

/** The league game being played on the lane, which the lane's tablet scores before anything else. */
export function laneLeagueGameRow(ctx: AppContext, lane: LaneRow): GameRow | undefined {
  return activeLeagueGameOnLane(ctx.db, lane.id);
}

/** A lane playing a league game cannot be started as a session (start, activate-reservation). */
export function refuseLeagueLane(ctx: AppContext, lane: LaneRow): void {
  if (activeLeagueGameOnLane(ctx.db, lane.id))
    throw refusal(409, 'LANE_NOT_AVAILABLE', 'refusals.leagueNight.laneBusy', { lane: lane.number });
}

/** The tablet cannot change a league game's mode, start or legs: the league's format fixed them. */
export function refuseLeagueModeChange(ctx: AppContext, row: GameRow): void {
  if (leagueGameOf(ctx.db, row.id)) throw conflict("A league game plays the league's format");
}

/**
 * Inside the scoring transaction, after an action was stored: the game's legs go into the fixture's result
 * (so the fixture's score and the TV move leg by leg, and an undone leg-winning dart takes its leg back);
 * the winning leg closes the game, and the fixture's last game makes it played — the tables follow, since
 * they are computed from the results. Decision: as a tournament match does, a league game ends on its winning
 * dart, not on a button afterwards. Returns the fixture when its score moved (a leg fell or was taken back).
 */
export function settleLeagueGame(ctx: AppContext, row: GameRow, next: GameState): string | null {
  const game = leagueGameOf(ctx.db, row.id);
  if (!game) return null;
  const at = ctx.now().toISOString();
  const finished = next.matchWinner !== null;
  const legs = { homeLegs: next.players[0]?.legs ?? 0, awayLegs: next.players[1]?.legs ?? 0 };
  if (legs.homeLegs === game.homeLegs && legs.awayLegs === game.awayLegs && !finished) return null;
  writeGameLegs(ctx.db, row.id, legs, finished ? at : null);
  if (!finished) return game.fixtureId;
  completeLeagueLaneGame(ctx.db, row.id, at);
  const fixture = findFixture(ctx.db, game.fixtureId);
  const all = nightGamesOf(ctx.db, game.fixtureId);
  if (fixture && all.every((g) => g.finishedAt !== null))
    updateFixture(ctx.db, fixture.id, {
      status: 'played',
      date: fixture.date,
      movedTo: fixture.movedTo,
      walkoverWinner: null,
    });
  return game.fixtureId;
}
