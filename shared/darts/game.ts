import { dartError, makeDart } from './labels';
import { newPlayer, withPlayerChanges } from './players';
import { rulesFor } from './rules';
import { withChanges } from './gameState';
import { firstThrowerOfNextLeg, startsNewRound } from './throwOrder';
import { GAME_MODES, isGameMode } from './types';
import type { ActionResult, GameAction, GameState, ModeRules, NewGameOptions, PlayerState } from './types';
import { isVisitTotal, visitDartsError } from './visit';

/** Most players a lane game takes (game setup allows 1 to 6). */
export const MAX_PLAYERS = 6;
/** Sets and legs targets: the start dialog allows up to 10. */
export const MAX_TARGET = 10;

/** Thrown by applyAction and newGame when asked for something the rules do not allow. */
export class GameRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'refused',
  ) {
    super(message);
    this.name = 'GameRuleError';
  }
}

/** Why these options cannot start a game, or null when they can. */
export function gameOptionsError(o: NewGameOptions): string | null {
  if (!isGameMode(o.mode)) return `Unknown game mode (one of ${GAME_MODES.join(', ')})`;
  if (o.players.length < 1 || o.players.length > MAX_PLAYERS)
    return `A game needs 1 to ${MAX_PLAYERS} players`;
  if (o.players.some((name) => name.trim() === '')) return 'Every player needs a name';
  for (const [what, value] of [
    ['Sets', o.sets],
    ['Legs', o.legs],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_TARGET)
      return `${what} must be 1 to ${MAX_TARGET}`;
  }
  return startsError(o);
}

/** The highest start a game may set for a player (x01 from 1001 down). */
export const MAX_START = 1001;

function startsError(o: NewGameOptions): string | null {
  if (o.opener !== undefined && (!Number.isInteger(o.opener) || o.opener < 0 || o.opener >= o.players.length))
    return 'The first thrower must be one of the players';
  if (o.starts === undefined) return null;
  if (!o.mode.includes('01')) return 'Only x01 games can set a start score';
  if (o.starts.length !== o.players.length) return 'Give a start score for every player';
  if (o.starts.some((s) => !Number.isInteger(s) || s < 2 || s > MAX_START))
    return `A start score must be 2 to ${MAX_START}`;
  return null;
}

/** A player at the start of a leg: the mode's start, or the player's own start score when the game sets one. */
function legStartOf(rules: ModeRules, starts: readonly number[] | undefined, player: PlayerState, i: number) {
  const fresh = rules.legStart(player);
  const own = starts?.[i];
  return own === undefined ? fresh : { ...fresh, score: own };
}

/** A match at the start of its first leg: first player to throw, every player on the mode's start value. */
export function newGame(o: NewGameOptions): GameState {
  const error = gameOptionsError(o);
  if (error !== null) throw new GameRuleError(error, 'invalid');
  const rules = rulesFor(o.mode);
  const players = o.players.map((name, i) => legStartOf(rules, o.starts, newPlayer(name.trim()), i));
  const game: GameState = {
    mode: o.mode,
    sets: o.sets,
    legs: o.legs,
    players,
    currentPlayer: o.opener ?? 0,
    firstThrower: o.opener ?? 0,
    round: 1,
    turn: [],
    turnStart: players,
    turnOver: false,
    bust: null,
    legWinner: null,
    setWinner: null,
    matchWinner: null,
    version: 0,
  };
  if (o.starts !== undefined) game.starts = [...o.starts];
  if (o.opener !== undefined) game.opener = o.opener;
  return game;
}

/**
 * The game after `action`; throws GameRuleError when the action is not allowed. Never mutates `state`. Undo
 * and Clear work on the current turn (the screen puts them beside the turn's dart progress): once a turn is
 * finished it is history. A leg-winning dart is part of the turn until Start Next Leg, so it can still be
 * undone from the win dialog.
 */
export function applyAction(state: GameState, action: GameAction): GameState {
  const result = tryApplyAction(state, action);
  if (!result.ok) throw new GameRuleError(result.message, result.kind);
  return result.state;
}

/** applyAction for callers that must answer rather than throw (the server's score endpoint). */
export function tryApplyAction(state: GameState, action: GameAction): ActionResult {
  const next = reduce(state, action);
  return typeof next === 'string'
    ? { ok: false, kind: 'refused', message: next }
    : next.ok
      ? { ok: true, state: withChanges(next.state, { version: state.version + 1 }) }
      : next;
}

type Reduced = ActionResult | string;

function reduce(state: GameState, action: GameAction): Reduced {
  switch (action.type) {
    case 'dart': {
      const error = dartError(action.section, action.multiplier);
      if (error !== null) return { ok: false, kind: 'invalid', message: error };
      if (state.legWinner !== null) return legOverMessage(state);
      if (state.turnOver) return 'This turn is over: finish the turn (or undo the last dart)';
      return ok(replayTurn(state, [...state.turn, makeDart(action.section, action.multiplier)]));
    }
    case 'undo':
      if (state.turn.length === 0) return 'No darts to undo in this turn';
      return ok(replayTurn(state, state.turn.slice(0, -1)));
    case 'clear':
      if (state.turn.length === 0) return 'No darts to clear in this turn';
      return ok(replayTurn(state, []));
    case 'finishTurn':
      if (state.legWinner !== null) return legOverMessage(state);
      if (state.turn.length === 0) return 'Enter the darts thrown first (Miss for a dart that missed)';
      return ok(finishTurn(state));
    case 'visit':
      return visit(state, action);
    case 'nextLeg':
      if (state.legWinner === null) return 'The leg is still being played';
      if (state.setWinner !== null) return 'The set is over: start the next set';
      return ok(startLeg(state, state.players));
    case 'nextSet':
      if (state.setWinner === null) return 'The set is still being played';
      return ok(
        startLeg(
          state,
          state.players.map((p) => resetForSet(p, state.matchWinner !== null)),
        ),
      );
    default: {
      // Reached only by an action from outside the type system (a client sending an unknown type).
      const unknown: never = action;
      return { ok: false, kind: 'invalid', message: `Unknown action ${JSON.stringify(unknown)}` };
    }
  }
}

function ok(state: GameState): ActionResult {
  return { ok: true, state };
}

function legOverMessage(state: GameState): string {
  if (state.matchWinner !== null) return 'The match is over: continue playing to start a new match';
  if (state.setWinner !== null) return 'The set is over: start the next set';
  return 'The leg is over: start the next leg';
}

/**
 * The game after throwing `darts` from the turn's start. Undo and clear come through here with fewer darts,
 * so taking back a leg-winning dart also takes back the leg, set and match it won.
 */
function replayTurn(state: GameState, darts: GameState['turn']): GameState {
  const base = withChanges(state, { players: state.turnStart });
  const result = rulesFor(state.mode).evaluate(base, darts);
  const played = withChanges(state, {
    players: result.players,
    turn: darts,
    turnOver: result.turnOver,
    bust: result.bust,
    legWinner: null,
    setWinner: null,
    matchWinner: null,
  });
  return result.legWinner === null ? played : awardLeg(played, result.legWinner);
}

/** A leg win adds a leg; reaching the legs target adds a set; reaching the sets target wins. */
function awardLeg(state: GameState, winner: number): GameState {
  let setWinner: number | null = null;
  let matchWinner: number | null = null;
  const players = state.players.map((p, i) => {
    if (i !== winner) return p;
    const legs = p.legs + 1;
    if (legs < state.legs) return withPlayerChanges(p, { legs });
    setWinner = i;
    const sets = p.sets + 1;
    if (sets >= state.sets) matchWinner = i;
    return withPlayerChanges(p, { legs, sets });
  });
  return withChanges(state, { players, legWinner: winner, setWinner, matchWinner, turnOver: true });
}

/**
 * A whole visit entered as a total (visit.ts): judged by the mode's visit rule, then the turn is over as if
 * its darts had been entered and Finish Turn pressed. Like any finished turn it is history: undo and clear
 * work on darts, and a visit has none (the scoring screen confirms a checkout visit before sending it).
 */
function visit(state: GameState, action: Extract<GameAction, { type: 'visit' }>): Reduced {
  const dartsError = visitDartsError(action.darts);
  if (dartsError !== null) return { ok: false, kind: 'invalid', message: dartsError };
  if (!isVisitTotal(action.score)) {
    return { ok: false, kind: 'invalid', message: `${action.score} cannot be scored with three darts` };
  }
  const rules = rulesFor(state.mode);
  if (rules.visit === undefined) return `A turn total cannot be scored in ${state.mode}: enter the darts`;
  if (state.legWinner !== null) return legOverMessage(state);
  if (state.turn.length > 0) return 'Darts are already entered for this turn';
  const result = rules.visit(withChanges(state, { players: state.turnStart }), action.score, action.darts);
  if ('kind' in result) return { ok: false, ...result };
  return ok(endTurn(withChanges(state, { bust: result.bust }), result.players, result.legWinner));
}

/** Finish Turn applies the turn and passes to the next player still in the leg. */
function finishTurn(state: GameState): GameState {
  const committed = rulesFor(state.mode).commit(withChanges(state, { players: state.turnStart }), state.turn);
  return endTurn(state, committed.players, committed.legWinner);
}

/** The turn is over with `players` as it left them: the leg is won, or the next player still in it throws. */
function endTurn(state: GameState, players: PlayerState[], legWinner: number | null): GameState {
  const rules = rulesFor(state.mode);
  const done = withChanges(state, { players });
  if (legWinner !== null) return awardLeg(done, legWinner);
  const next = nextPlayer(done.players, state.currentPlayer, (p) => rules.isOut(p));
  const wrapped = startsNewRound(state.firstThrower, state.currentPlayer, next, state.players.length);
  return withChanges(done, {
    currentPlayer: next,
    round: wrapped ? state.round + 1 : state.round,
    turn: [],
    turnStart: done.players,
    turnOver: false,
  });
}

/** The next player after `current` still in the leg (`current` again when nobody else is). */
function nextPlayer(players: PlayerState[], current: number, isOut: (p: PlayerState) => boolean): number {
  for (let step = 1; step <= players.length; step += 1) {
    const next = (current + step) % players.length;
    if (!isOut(players[next])) return next;
  }
  return current;
}

/**
 * A new leg resets scores. The throw alternates: the player who threw second in the last leg throws first in
 * this one (throwOrder.ts has the rule and where it comes from).
 */
function startLeg(state: GameState, players: PlayerState[]): GameState {
  const rules = rulesFor(state.mode);
  const fresh = players.map((p, i) => legStartOf(rules, state.starts, p, i));
  const first = firstThrowerOfNextLeg(state.firstThrower, fresh.length);
  return withChanges(state, {
    players: fresh,
    currentPlayer: first,
    firstThrower: first,
    round: 1,
    turn: [],
    turnStart: fresh,
    turnOver: false,
    bust: null,
    legWinner: null,
    setWinner: null,
    matchWinner: null,
  });
}

/**
 * Start Next Set also resets legs. After the match is won, 'Continue Playing' starts a new match with the
 * same players: sets and the match's dart statistics start again too.
 */
function resetForSet(player: PlayerState, newMatch: boolean): PlayerState {
  const legsReset = withPlayerChanges(player, { legs: 0 });
  return newMatch ? { ...newPlayer(player.name), killerNumber: player.killerNumber } : legsReset;
}
