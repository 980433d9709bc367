import { randomUUID } from 'node:crypto';
import { MAX_TARGET, newGame } from '../../shared/darts/game';
import { isGameMode, type GameMode } from '../../shared/darts/types';
import type { AppContext } from '../context';
import { findGameRow, type GameRow } from '../db/games';
import { findSessionGame, insertLaneGame } from '../db/laneGames';
import { findLaneRow, type LaneRow } from '../db/lanes';
import { setPlayerHidden } from '../db/leaderboardHidden';
import { conflict, DomainError, notFound } from './domainError';
import { laneMatchRow } from './tournamentMatch';
import { laneLeagueGameRow } from './leagueLaneGames';

/**
 * Which game a lane is playing now, and the rule that a write names it
 * (docs/behaviour.md#the-game-lives-on-the-server).
 *
 * A lane's current game is its league game while one is being played (services/leagueLaneGames.ts), else its
 * tournament match (being played, or just finished while no session holds the
 * lane: services/tournamentMatch.ts) or else the running session's game. A game's versions and action ids
 * are its own, and a new game starts counting again, so a write that only said "this lane" could land a
 * tablet's queued dart from the last match in the next one. Every lane-game write therefore names its game
 * and is refused unless that is the current game: 409 GAME_OVER when the named game was this lane's or has
 * finished (the tablet's players have moved on), 409 NOT_CURRENT_GAME for any other game. Nothing is written.
 */

export const NO_ACTIVE_GAME = 'No active game';
/** The mode a game falls back to when the lane's stored mode is unknown (the start dialog's default). */
const FALLBACK_MODE: GameMode = '501';

/** The lane-game writes, each worded for its refusal. */
export type LaneGameWrite = 'score' | 'mode' | 'leaderboard' | 'matchStart';

const REFUSED: Record<LaneGameWrite, { over: string; other: string }> = {
  score: {
    over: 'A dart from the previous game was not scored',
    other: 'A dart for another game was not scored',
  },
  mode: { over: 'The game mode was not changed', other: 'The game mode was not changed' },
  leaderboard: {
    over: 'The leaderboard choice was not saved',
    other: 'The leaderboard choice was not saved',
  },
  matchStart: { over: 'The match was not started', other: 'The match was not started' },
};

/** The sentences of a refused write, for tests and screens. */
export const GAME_REFUSALS = {
  over: (write: LaneGameWrite) => `${REFUSED[write].over}: that game is over.`,
  other: (write: LaneGameWrite, laneNumber: number) =>
    `${REFUSED[write].other}: that game is not being played on Lane ${laneNumber}.`,
};

export function requireLaneRow(ctx: AppContext, laneId: number): LaneRow {
  const lane = findLaneRow(ctx.db, laneId);
  if (!lane) throw notFound('Lane not found');
  return lane;
}

/**
 * The lane's current game, or null when it has none. A session started before games were made with their
 * session gets its game here, the first time anyone asks. Call inside a transaction.
 */
export function currentGame(ctx: AppContext, lane: LaneRow): { row: GameRow; created: boolean } | null {
  const league = laneLeagueGameRow(ctx, lane);
  if (league) return { row: league, created: false };
  const match = laneMatchRow(ctx, lane);
  if (match) return { row: match, created: false };
  if (!hasSession(lane)) return null;
  const existing = findSessionGame(ctx.db, lane.id, lane.start_time ?? '');
  if (existing) return { row: existing, created: false };
  return { row: createSessionGame(ctx, lane), created: true };
}

/** The lane's current game; 409 'No active game' when it has none. */
export function requireCurrentGame(ctx: AppContext, lane: LaneRow): { row: GameRow; created: boolean } {
  const current = currentGame(ctx, lane);
  if (!current) throw conflict(NO_ACTIVE_GAME);
  return current;
}

/**
 * The game a write names, when it is the lane's current game; otherwise the write is refused with a sentence
 * saying why (see the top of this file). Call inside the write's transaction.
 */
export function namedGame(ctx: AppContext, lane: LaneRow, gameId: string, write: LaneGameWrite): GameRow {
  const current = currentGame(ctx, lane);
  if (current?.row.id === gameId) return current.row;
  const named = findGameRow(ctx.db, gameId);
  if (named && (named.lane_id === lane.id || named.status === 'completed')) {
    throw conflict(GAME_REFUSALS.over(write), 'GAME_OVER');
  }
  throw conflict(GAME_REFUSALS.other(write, lane.number), 'NOT_CURRENT_GAME');
}

/**
 * Inside the start's transaction (services/lanes.ts): the session's game, made now with the players' leaderboard
 * choices already stored, so the first venue view that names the players already hides those who asked.
 * `hidden` is one choice per player, in the players' order; missing choices are 'shown'.
 */
export function openSessionGame(ctx: AppContext, laneId: number, hidden: readonly boolean[]): GameRow {
  const lane = requireLaneRow(ctx, laneId);
  const row = createSessionGame(ctx, lane);
  const at = ctx.now().toISOString();
  hidden.forEach((hide, player) => {
    if (hide) setPlayerHidden(ctx.db, row.id, player, true, at);
  });
  return row;
}

function hasSession(lane: LaneRow): boolean {
  return lane.status === 'occupied' && lane.start_time !== null && lanePlayers(lane).length > 0;
}

function createSessionGame(ctx: AppContext, lane: LaneRow): GameRow {
  if (!hasSession(lane)) throw conflict(NO_ACTIVE_GAME);
  const id = randomUUID();
  const state = newGame({
    mode: lane.game_mode !== null && isGameMode(lane.game_mode) ? lane.game_mode : FALLBACK_MODE,
    players: lanePlayers(lane).slice(0, 6),
    sets: clampTarget(lane.sets),
    legs: clampTarget(lane.legs),
  });
  insertLaneGame(ctx.db, { id, laneId: lane.id, startedAt: ctx.now().toISOString(), state });
  const row = findGameRow(ctx.db, id);
  if (!row) throw new DomainError(500, 'INTERNAL', 'The game disappeared while it was being saved');
  return row;
}

function lanePlayers(lane: LaneRow): string[] {
  try {
    const parsed: unknown = JSON.parse(lane.players);
    return Array.isArray(parsed)
      ? parsed.filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

function clampTarget(value: number): number {
  return Math.min(MAX_TARGET, Math.max(1, Math.trunc(value) || 1));
}
