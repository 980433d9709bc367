import type { Game } from '../../shared/api/games';
import { GameState as GameStateSchema } from '../../shared/api/laneGame';
import type { LaneGameResponse, ScoreRequest, UpdateGameModeRequest } from '../../shared/api/laneGame';
import { newGame, tryApplyAction } from '../../shared/darts/game';
import { turnTotalAction } from '../../shared/darts/turnTotal';
import type { GameAction, GameState } from '../../shared/darts/types';
import type { AppContext } from '../context';
import { clearGameLog, logAppliedActions } from '../db/gameLog';
import { findGameRow, toGame, type GameRow } from '../db/games';
import { hasAppliedAction, recordAppliedAction, saveLaneGame, writeLaneGameMode } from '../db/laneGames';
import { findLaneRow } from '../db/lanes';
import { badRequest, conflict, DomainError } from './domainError';
import { currentGame, namedGame, requireCurrentGame, requireLaneRow } from './laneGameCurrent';
import { publishLane } from './publishLane';
import { laneMatchOf, refuseIfMatchOver, refuseModeChange, settleMatch } from './tournamentMatch';
import { publishResult } from './tournamentsResults';
import { refuseLeagueModeChange, settleLeagueGame } from './leagueLaneGames';
import { publishLeagueBoard } from './leagueBoard';
import { findFixture } from '../db/leagueFixtures';
import { findSeason } from '../db/leagueSeasons';

/**
 * The lane's game (docs/behaviour.md#the-game-lives-on-the-server). A lane session's scoring state lives in
 * one `games` row (no tournament) made with the session (services/laneGameCurrent.ts); a row belongs to the
 * current session when it was started at or after the lane's start time, so the next session starts afresh.
 * Every write names its game, checks and writes inside one immediate transaction, then publishes
 * `game_updated`.
 */

/** GET /api/lanes/:id/game: the current game, created from the lane's players and settings if needed. */
export function currentLaneGame(ctx: AppContext, laneId: number): LaneGameResponse {
  const { row, created } = ctx.db
    .transaction(() => requireCurrentGame(ctx, requireLaneRow(ctx, laneId)))
    .immediate();
  if (created) publishGame(ctx, row);
  return responseOf(ctx, row);
}

/**
 * POST /api/lanes/:id/score, for the game the request names (see services/laneGameCurrent.ts). An engine
 * action must be made against the game's current version (else 409 STALE_ACTION: another screen moved the
 * game on); an action id already applied to the named game is answered with the lane's current game (or the
 * named one, when the lane has none now) and not applied again, which makes a tablet's offline replay safe. A
 * {score, player} total (with `darts` for a checkout) is one visit action (shared/darts/turnTotal.ts). Any
 * refusal leaves every game as it was.
 */
export function scoreLaneGame(ctx: AppContext, laneId: number, body: ScoreRequest): LaneGameResponse {
  const outcome = ctx.db
    .transaction(() => {
      const lane = requireLaneRow(ctx, laneId);
      if (
        'action' in body &&
        body.actionId !== undefined &&
        hasAppliedAction(ctx.db, body.gameId, body.actionId)
      ) {
        const answer = currentGame(ctx, lane);
        // A game made just now (a session from before games came with their start) is news to every screen.
        const row = answer?.row ?? mustFind(ctx, body.gameId);
        return { row, changed: answer?.created ?? false, result: null, fixtureId: null };
      }
      const row = namedGame(ctx, lane, body.gameId, 'score');
      refuseIfMatchOver(row);
      const state = stateOf(row);
      if ('action' in body) {
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
  // A league game's leg: the league's TV view moves with it.
  if (outcome.fixtureId) publishFixtureLeague(ctx, outcome.fixtureId);
  return responseOf(ctx, outcome.row);
}

/**
 * After an action is stored: a tournament match's last leg settles the match (services/tournamentMatch.ts); a
 * league game's legs go into its fixture (services/leagueLaneGames.ts).
 */
function settled(ctx: AppContext, row: GameRow, next: GameState) {
  const result = settleMatch(ctx, row, next);
  const fixtureId = settleLeagueGame(ctx, row, next);
  return { row: mustFind(ctx, row.id), changed: true, result, fixtureId };
}

function publishFixtureLeague(ctx: AppContext, fixtureId: string): void {
  const fixture = findFixture(ctx.db, fixtureId);
  const season = fixture ? findSeason(ctx.db, fixture.seasonId) : undefined;
  if (season) publishLeagueBoard(ctx, season.leagueId);
}

/**
 * POST /api/lanes/:id/update-game-mode: {gameMode}, plus the scoring screen's sets and legs, for the game
 * named. A new mode cannot carry on a leg of another, so the match restarts with the same players; the
 * version keeps counting up so a tablet still holding the old game is refused rather than scoring into the
 * new one.
 */
export function updateLaneGameMode(
  ctx: AppContext,
  laneId: number,
  body: UpdateGameModeRequest,
): LaneGameResponse {
  const row = ctx.db
    .transaction(() => {
      const current = namedGame(ctx, requireLaneRow(ctx, laneId), body.gameId, 'mode');
      refuseModeChange(current);
      refuseLeagueModeChange(ctx, current);
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

/** Saves the new state and logs its actions (the statistics' game_log) in the caller's transaction. */
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

/** game_updated carries the API's game; for a lane game its scores also hold the engine state. */
export function laneGameMessage(row: GameRow): Game {
  const game = toGame(row);
  return { ...game, scores: { ...game.scores, state: stateOf(row) } };
}

/** Tells the lane's screens (and, through the venue board, the TV) about a lane game's new state. */
export function publishGame(ctx: AppContext, row: GameRow): void {
  ctx.events.emit('game_updated', { game: laneGameMessage(row), laneGame: responseOf(ctx, row) });
}
