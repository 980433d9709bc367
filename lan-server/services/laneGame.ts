import { randomUUID } from 'node:crypto';
import type { Game } from '../../shared/api/games';
import { GameState as GameStateSchema } from '../../shared/api/laneGame';
import type { LaneGameResponse, ScoreRequest, UpdateGameModeRequest } from '../../shared/api/laneGame';
import { MAX_TARGET, newGame, tryApplyAction } from '../../shared/darts/game';
import { turnTotalAction } from '../../shared/darts/turnTotal';
import { isGameMode } from '../../shared/darts/types';
import type { GameAction, GameMode, GameState } from '../../shared/darts/types';
import type { AppContext } from '../context';
import { clearGameLog, logAppliedActions } from '../db/gameLog';
import { findGameRow, toGame, type GameRow } from '../db/games';
import {
  findSessionGame,
  hasAppliedAction,
  insertLaneGame,
  recordAppliedAction,
  saveLaneGame,
  writeLaneGameMode,
} from '../db/laneGames';
import { findLaneRow, type LaneRow } from '../db/lanes';
import { badRequest, conflict, DomainError, notFound } from '../http/errors';
import { publishLane } from './publishLane';
import {
  laneMatchOf,
  laneMatchRow,
  refuseIfMatchOver,
  refuseModeChange,
  settleMatch,
} from './tournamentMatch';
import { publishResult } from './tournamentsResults';

/**
 * The lane's game (issue 4 'The game survives'). A lane session's scoring state lives in one `games` row
 * (no tournament) created the first time anyone asks for it while the lane is occupied; a row belongs to
 * the current session when it was started at or after the lane's start time, so the next session starts
 * afresh. Every write checks and writes inside one immediate transaction, then publishes `game_updated`.
 */

export const NO_ACTIVE_GAME = 'No active game';
/** The mode a game falls back to when the lane's stored mode is not one of SPEC §9's (the start dialog's default). */
const FALLBACK_MODE: GameMode = '501';

/** GET /api/lanes/:id/game: the current game, created from the lane's players and settings if needed. */
export function currentLaneGame(ctx: AppContext, laneId: number): LaneGameResponse {
  const { row, created } = ctx.db.transaction(() => sessionGame(ctx, laneId)).immediate();
  if (created) publishGame(ctx, row);
  return responseOf(ctx, row);
}

/**
 * POST /api/lanes/:id/score. An engine action must be made against the game's current version (else 409
 * STALE_ACTION: another screen moved the game on); an action id already applied is answered with the
 * current game and not applied again, which makes a tablet's offline replay safe. SPEC §7's {score, player}
 * (with `darts` for a checkout) is one visit action (shared/darts/turnTotal.ts). Any refusal leaves the row as it was.
 */
export function scoreLaneGame(ctx: AppContext, laneId: number, body: ScoreRequest): LaneGameResponse {
  const outcome = ctx.db
    .transaction(() => {
      const { row } = sessionGame(ctx, laneId);
      const state = stateOf(row);
      if ('action' in body) {
        if (body.actionId !== undefined && hasAppliedAction(ctx.db, row.id, body.actionId)) {
          return { row, changed: false, result: null };
        }
        refuseIfMatchOver(row);
        if (body.version !== state.version) {
          throw conflict(
            'The game has moved on since this screen last saw it: showing the latest score',
            'STALE_ACTION',
          );
        }
        const applied = applyAll(state, [body.action]);
        store(ctx, row, state, applied);
        if (body.actionId !== undefined)
          recordAppliedAction(ctx.db, row.id, body.actionId, ctx.now().toISOString());
        return settled(ctx, row, applied.state);
      }
      refuseIfMatchOver(row);
      const visit = turnTotalAction(state, body.score, body.player, body.darts);
      if (!('type' in visit)) throw refusal(visit.kind, visit.message);
      const applied = applyAll(state, [visit]);
      store(ctx, row, state, applied);
      return settled(ctx, row, applied.state);
    })
    .immediate();
  if (outcome.changed) publishGame(ctx, outcome.row);
  // A match's last leg: the result moves the tournament on, as PUT /api/games/{id}/result would.
  if (outcome.result) publishResult(ctx, outcome.result);
  return responseOf(ctx, outcome.row);
}

/** After an action is stored: a tournament match's last leg settles the match (services/tournamentMatch.ts). */
function settled(ctx: AppContext, row: GameRow, next: GameState) {
  const result = settleMatch(ctx, row, next);
  return { row: mustFind(ctx, row.id), changed: true, result };
}

/**
 * POST /api/lanes/:id/update-game-mode: SPEC §7's {gameMode}, plus the scoring screen's sets and legs.
 * A new mode cannot carry on a leg of another, so the match restarts with the same players; the version
 * keeps counting up so a tablet still holding the old game is refused rather than scoring into the new one.
 */
export function updateLaneGameMode(
  ctx: AppContext,
  laneId: number,
  body: UpdateGameModeRequest,
): LaneGameResponse {
  const row = ctx.db
    .transaction(() => {
      const { row: current } = sessionGame(ctx, laneId);
      refuseModeChange(current);
      const old = stateOf(current);
      const fresh = newGame({
        mode: body.gameMode,
        players: old.players.map((p) => p.name),
        sets: body.sets ?? old.sets,
        legs: body.legs ?? old.legs,
      });
      store(ctx, current, old, { state: { ...fresh, version: old.version + 1 }, steps: [] });
      clearGameLog(ctx.db, current.id);
      writeLaneGameMode(ctx.db, laneId, { gameMode: fresh.mode, sets: fresh.sets, legs: fresh.legs });
      return mustFind(ctx, current.id);
    })
    .immediate();
  publishLane(ctx, laneId);
  publishGame(ctx, row);
  return responseOf(ctx, row);
}

/** The lane's session game, created when the lane is occupied with players and has none yet. */
function sessionGame(ctx: AppContext, laneId: number): { row: GameRow; created: boolean } {
  const lane = findLaneRow(ctx.db, laneId);
  if (!lane) throw notFound('Lane not found');
  const match = laneMatchRow(ctx, lane);
  if (match) return { row: match, created: false };
  const players = lanePlayers(lane);
  if (lane.status !== 'occupied' || lane.start_time === null || players.length === 0) {
    throw conflict(NO_ACTIVE_GAME);
  }
  const existing = findSessionGame(ctx.db, laneId, lane.start_time);
  if (existing) return { row: existing, created: false };
  const id = randomUUID();
  const state = newGame({
    mode: lane.game_mode !== null && isGameMode(lane.game_mode) ? lane.game_mode : FALLBACK_MODE,
    players: players.slice(0, 6),
    sets: clampTarget(lane.sets),
    legs: clampTarget(lane.legs),
  });
  insertLaneGame(ctx.db, { id, laneId, startedAt: ctx.now().toISOString(), state });
  return { row: mustFind(ctx, id), created: true };
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

/** The row's engine state, checked against the contract: a damaged row is refused, never scored on. */
function stateOf(row: GameRow): GameState {
  let stored: unknown = null;
  try {
    stored = row.state === null ? null : JSON.parse(row.state);
  } catch {
    stored = null;
  }
  const parsed = GameStateSchema.safeParse(stored);
  if (!parsed.success) throw new DomainError(500, 'INTERNAL', 'The stored game could not be read');
  return parsed.data;
}

/** The game after `actions`, with each action and whose turn it was, for the game log. */
function applyAll(state: GameState, actions: GameAction[]): Applied {
  let next = state;
  const steps: Applied['steps'] = [];
  for (const action of actions) {
    const result = tryApplyAction(next, action);
    if (!result.ok) throw refusal(result.kind, result.message);
    steps.push({ action, player: next.currentPlayer });
    next = result.state;
  }
  return { state: next, steps };
}

interface Applied {
  state: GameState;
  steps: { action: GameAction; player: number }[];
}

function refusal(kind: 'invalid' | 'refused', message: string): DomainError {
  return kind === 'invalid' ? badRequest(message) : conflict(message);
}

/** Saves the new state and logs its actions (issue 13's game_log) in the caller's transaction. */
function store(ctx: AppContext, row: GameRow, before: GameState, applied: Applied): void {
  const next = applied.state;
  // The immediate transaction already serialises writers; the version guard makes a lost update impossible
  // even if a future caller forgets it.
  if (!saveLaneGame(ctx.db, row.id, next, before.version)) {
    throw conflict(
      'The game has moved on since this screen last saw it: showing the latest score',
      'STALE_ACTION',
    );
  }
  logAppliedActions(ctx.db, row.id, applied.steps, ctx.now().toISOString());
}

function mustFind(ctx: AppContext, id: string): GameRow {
  const row = findGameRow(ctx.db, id);
  if (!row) throw new DomainError(500, 'INTERNAL', 'The game disappeared while it was being saved');
  return row;
}

function responseOf(ctx: AppContext, row: GameRow): LaneGameResponse {
  const laneId = row.lane_id ?? 0;
  const lane = findLaneRow(ctx.db, laneId);
  const session = {
    laneNumber: lane?.number ?? laneId,
    laneName: lane?.name ?? '',
    startTime: lane?.start_time ?? null,
    sessionDuration: lane?.session_duration ?? 0,
  };
  return { gameId: row.id, laneId, session, state: stateOf(row), match: laneMatchOf(ctx, row) };
}

/** game_updated carries the SPEC §3 game; for a lane game its scores also hold the engine state. */
export function laneGameMessage(row: GameRow): Game {
  const game = toGame(row);
  return { ...game, scores: { ...game.scores, state: stateOf(row) } };
}

function publishGame(ctx: AppContext, row: GameRow): void {
  ctx.events.emit('game_updated', { game: laneGameMessage(row) });
}
