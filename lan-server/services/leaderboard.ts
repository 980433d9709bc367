import type { LeaderboardHiddenBody, LeaderboardSettingBody, MatchStartBody } from '../../shared/api/stats';
import type { Settings } from '../../shared/api/settings';
import type { AppContext } from '../context';
import type { GameRow } from '../db/games';
import { hiddenPlayersOf, setPlayerHidden } from '../db/leaderboardHidden';
import { parseJson } from '../db/sql';
import { badRequest, conflict } from './domainError';
import { namedGame, requireLaneRow } from './laneGameCurrent';
import { refuseIfMatchOver } from './tournamentMatch';
import { publishVenue } from './venueBoard';
import { saveSettings } from './settings';

/** The two leaderboard choices: a player hides, staff turn the board off. Both reach the TV at once. */

/**
 * PUT /api/lanes/:id/leaderboard-hidden: a player of the lane's current game (a session's, or the tournament
 * match it plays) hides from (or returns to) tonight's leaderboard. Stored on the server so every TV honours
 * it at once; it applies to the game named, so the choice is made again by whoever hires the lane next.
 */
export function setLeaderboardHidden(
  ctx: AppContext,
  laneId: number,
  body: LeaderboardHiddenBody,
): { hidden: boolean[] } {
  const hidden = ctx.db
    .transaction(() => {
      const game = namedGame(ctx, requireLaneRow(ctx, laneId), body.gameId, 'leaderboard');
      const players = playersOf(game);
      if (body.player >= players.length) throw badRequest(`player: this game has ${players.length} players`);
      setPlayerHidden(ctx.db, game.id, body.player, body.hidden, ctx.now().toISOString());
      const now = hiddenPlayersOf(ctx.db, game.id);
      return players.map((_, i) => now.has(i));
    })
    .immediate();
  publishVenue(ctx);
  return { hidden };
}

/**
 * POST /api/lanes/:id/match-start: the tablet's players start the tournament match it shows, each choosing
 * whether to hide from tonight's leaderboard. Stored for that match before its first dart — the moment its
 * players' names first reach the venue TV (services/venueBoard.ts). Starting again (a reload, a retry) just
 * replaces the choices.
 */
export function startMatchOnTablet(
  ctx: AppContext,
  laneId: number,
  body: MatchStartBody,
): { hidden: boolean[] } {
  const hidden = ctx.db
    .transaction(() => {
      const game = namedGame(ctx, requireLaneRow(ctx, laneId), body.gameId, 'matchStart');
      if (game.tournament_id === null) {
        throw conflict("A session's players choose about the leaderboard when the session is started");
      }
      refuseIfMatchOver(game);
      const players = playersOf(game);
      if (body.hideFromLeaderboard.length !== players.length) {
        throw badRequest(`hideFromLeaderboard: this match has ${players.length} players`);
      }
      const at = ctx.now().toISOString();
      body.hideFromLeaderboard.forEach((hide, player) => setPlayerHidden(ctx.db, game.id, player, hide, at));
      const now = hiddenPlayersOf(ctx.db, game.id);
      return players.map((_, i) => now.has(i));
    })
    .immediate();
  publishVenue(ctx);
  return { hidden };
}

/** PUT /api/settings/leaderboard (staff): tonight's leaderboard on or off on the TV venue view. */
export function setLeaderboardEnabled(ctx: AppContext, body: LeaderboardSettingBody): Settings {
  return saveSettings(ctx, (current) => ({ ...current, leaderboardEnabled: body.leaderboardEnabled }));
}

/** A game's player names: the engine's (a tournament match's home and away), else the stored list. */
export function playersOf(row: GameRow): string[] {
  const state = parseJson<{ players?: { name: string }[] } | null>(row.state, null);
  return state?.players?.map((p) => p.name) ?? parseJson<string[]>(row.players, []);
}
