import { z } from 'zod';
import { endpoint } from './endpoint';
import type { GameStatistics as EngineStatistics } from '../darts/stats';
import { GameId, GameMode } from './laneGame';
import { MatchLabel } from './venue';
import { Settings } from './settings';

/**
 * The statistics contract (docs/statistics.md): a game's statistics (shared/darts/stats.ts), the lane's
 * games, and the TV venue view. Figures that do not apply are null (see stats.ts).
 */
const Figure = z.number().nullable();

export const PlayerFigures = z.object({
  player: z.number().int(),
  name: z.string(),
  darts: z.number().int(),
  points: z.number().int(),
  average: Figure,
  fullLegsAverage: Figure,
  firstNineAverage: Figure,
  checkoutPercent: Figure,
  dartsAtDouble: z.number().int(),
  highestCheckout: Figure,
  bestLeg: Figure,
  dartsPerLegWon: Figure,
  tons: z.number().int(),
  tonForties: z.number().int(),
  oneEighties: z.number().int(),
  marksPerRound: Figure,
  legsWon: z.number().int(),
  matchesWon: z.number().int(),
});
export type PlayerFigures = z.infer<typeof PlayerFigures>;

export const LegFigures = z.object({
  match: z.number().int(),
  leg: z.number().int(),
  set: z.number().int(),
  legInSet: z.number().int(),
  winner: z.number().int().nullable(),
  checkout: Figure,
  winnerDarts: Figure,
  players: z.array(
    z.object({
      darts: z.number().int(),
      points: z.number().int(),
      average: Figure,
      firstNineAverage: Figure,
    }),
  ),
});
export type LegFigures = z.infer<typeof LegFigures>;

export const GameStatistics = z.object({
  mode: GameMode,
  family: z.enum(['x01', 'cricket', 'other']),
  players: z.array(PlayerFigures),
  currentMatch: z.array(PlayerFigures),
  legs: z.array(LegFigures),
});
export type GameStatistics = z.infer<typeof GameStatistics>;

/** One lane game with its figures: GET /api/lanes/:id/games and the staff's 'Tonight's Games'. */
export const LaneGameRecord = z.object({
  gameId: z.string(),
  laneId: z.number().int(),
  laneNumber: z.number().int(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  status: z.string(),
  /** Per player: chose 'Hide from leaderboard'. */
  hidden: z.array(z.boolean()),
  /** Set when the game is a tournament match; null for a session's game. */
  match: z.nullable(MatchLabel),
  statistics: GameStatistics,
});
export type LaneGameRecord = z.infer<typeof LaneGameRecord>;

export const LaneGamesResponse = z.object({
  /** The venue night listed (06:00 to 06:00 on the venue clock, see shared/time/venueNight.ts). */
  night: z.object({ date: z.string(), start: z.string(), end: z.string() }),
  games: z.array(LaneGameRecord),
});
export type LaneGamesResponse = z.infer<typeof LaneGamesResponse>;

/**
 * PUT /api/lanes/:id/leaderboard-hidden: one player of the lane's current game hides or shows again. It names
 * the game, so a Stats panel left open from the last session cannot hide the next one's player.
 */
export const LeaderboardHiddenBody = z.object({
  gameId: GameId,
  player: z.number().int().min(0).max(5),
  hidden: z.boolean(),
});
export type LeaderboardHiddenBody = z.infer<typeof LeaderboardHiddenBody>;

/**
 * POST /api/lanes/:id/match-start: the players start the tournament match their tablet shows,
 * each saying whether to hide from tonight's leaderboard (home first). A match's names reach the venue TV
 * only from its first dart, so this choice is always stored before them.
 */
export const MatchStartBody = z.object({
  gameId: GameId,
  hideFromLeaderboard: z
    .array(z.boolean({ error: 'must be true or false for each player' }))
    .min(1, { error: 'must give one choice per player' })
    .max(6, { error: 'must give one choice per player' }),
});
export type MatchStartBody = z.infer<typeof MatchStartBody>;

/** PUT /api/settings/leaderboard. */
export const LeaderboardSettingBody = z.object({ leaderboardEnabled: z.boolean() });
export type LeaderboardSettingBody = z.infer<typeof LeaderboardSettingBody>;

// Compile-time: the schema describes exactly the engine's statistics.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statisticsMatch: Same<GameStatistics, EngineStatistics> = true;
void statisticsMatch;

/** The lane game's 'Hide from leaderboard' choices, one per player, after a change. */
export const HiddenChoices = z.object({ hidden: z.array(z.boolean()) });
export type HiddenChoices = z.infer<typeof HiddenChoices>;

/** The stats area of the endpoint table (shared/api/table.ts). */
export const statsEndpoints = {
  laneGames: endpoint({
    method: 'get',
    path: '/api/lanes/:id/games',
    door: 'lan',
    access: 'lane',
    response: LaneGamesResponse,
  }),
  leaderboardHidden: endpoint({
    method: 'put',
    path: '/api/lanes/:id/leaderboard-hidden',
    door: 'lan',
    access: 'lane',
    body: LeaderboardHiddenBody,
    response: HiddenChoices,
  }),
  matchStart: endpoint({
    method: 'post',
    path: '/api/lanes/:id/match-start',
    door: 'lan',
    access: 'lane',
    body: MatchStartBody,
    response: HiddenChoices,
  }),
  tonight: endpoint({
    method: 'get',
    path: '/api/stats/tonight',
    door: 'lan',
    access: 'staff',
    response: LaneGamesResponse,
  }),
  leaderboardSetting: endpoint({
    method: 'put',
    path: '/api/settings/leaderboard',
    door: 'lan',
    access: 'staff',
    body: LeaderboardSettingBody,
    response: Settings,
  }),
};
