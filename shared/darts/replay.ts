import { tryApplyAction, newGame } from './game';
import type { Dart, GameAction, GameMode, GameState, NewGameOptions, PlayerState } from './types';

/**
 * A game's visits, recovered by replaying its logged actions through the engine. The engine is the one judge
 * of what a dart did: a visit's darts and worth are the change in the player's own `dartsThrown` and `tally`
 * between the start of the turn and its end, so busts (darts counted, 0 scored), Cricket marks and a visit
 * entered as a total all come out exactly as the scoring screen counted them.
 *
 * When a turn ends: Finish Turn, or a visit entered as a total (it is a finished turn at once); a leg-winning
 * dart once the leg is left (Start Next Leg / Set) or, for the game's last leg, at the end of the log — until
 * then Undo may take the winning dart back. An open turn (darts entered, turn not finished) is not a visit
 * yet.
 */

export interface Visit {
  /** 0-based: 'Continue Playing' after a match winner starts the next match of the same game. */
  match: number;
  /** 0-based index of the leg across the whole game. */
  leg: number;
  player: number;
  darts: number;
  /** x01 and High Score: points (0 for a bust); Cricket: marks that counted; see averages.ts. */
  points: number;
  /** The player's headline score when the visit began (x01: points left). */
  startScore: number;
  /** x01: darts thrown while the score left could be finished with that one dart (see checkoutDarts). */
  dartsAtDouble: number;
  /** The visit won the leg. */
  checkout: boolean;
}

export interface LegRecord {
  match: number;
  leg: number;
  /** 1-based set of the match, and leg of that set, as the scoring screen counts them. */
  set: number;
  legInSet: number;
  winner: number | null;
}

export interface Replay {
  mode: GameMode;
  names: string[];
  visits: Visit[];
  legs: LegRecord[];
  /** Each match's winner, null while it is being played. */
  matchWinners: (number | null)[];
  state: GameState;
}

/** x01 modes are the ones whose name holds '01' (501, 301 and their Double Out variants). */
export function isX01(mode: GameMode): boolean {
  return mode.includes('01');
}

/**
 * Can one dart finish a leg from `remaining`? Double Out: a double (2–40, even) or the inner bull (50). The
 * plain modes finish on any dart: a single 1–20, the outer bull, a double or a treble.
 */
export function oneDartFinish(remaining: number, doubleOut: boolean): boolean {
  const double = remaining === 50 || (remaining >= 2 && remaining <= 40 && remaining % 2 === 0);
  if (doubleOut) return double;
  const treble = remaining >= 3 && remaining <= 60 && remaining % 3 === 0;
  return double || treble || (remaining >= 1 && remaining <= 20) || remaining === 25;
}

/**
 * Darts thrown "at a finishing double" in a visit. Entered dart by dart: every dart thrown while the score
 * left (before that dart) could be finished with one dart. Entered as a total, the single darts are unknown,
 * so: a visit begun on a one-dart finish counts all its darts; any other visit counts only its finishing dart
 * when it checks out (never more than the darts it took). That undercounts a total-entered visit that
 * left itself a double and missed it — the price of not asking players to count their darts at the double.
 */
export function checkoutDarts(
  startScore: number,
  detail: readonly Dart[] | null,
  visitDarts: number,
  checkout: boolean,
  doubleOut: boolean,
): number {
  if (detail === null) {
    if (oneDartFinish(startScore, doubleOut)) return visitDarts;
    return checkout ? Math.min(1, visitDarts) : 0;
  }
  let remaining = startScore;
  let count = 0;
  for (const dart of detail) {
    if (oneDartFinish(remaining, doubleOut)) count += 1;
    remaining -= dart.score;
  }
  return count;
}

/**
 * Replays `actions` from a fresh game with `options`. An action the engine refuses is skipped rather than
 * ending the replay, so a log written by an older engine still yields every figure it can.
 */
export function replayGame(options: NewGameOptions, actions: readonly GameAction[]): Replay {
  const replayer = gameReplayer(options);
  replayer.feed(actions);
  return replayer.result();
}

/** A replay that takes a game's log as it grows: the server feeds each new action once, not the whole log. */
export interface GameReplayer {
  feed(actions: readonly GameAction[]): void;
  /** The visits so far; a leg-winning turn still open (the log's end) is counted in this answer only. */
  result(): Replay;
}

export function gameReplayer(options: NewGameOptions): GameReplayer {
  const mode = options.mode;
  const x01 = isX01(mode);
  const doubleOut = mode.endsWith('Double Out');
  let state = newGame(options);
  const visits: Visit[] = [];
  const legs: LegRecord[] = [{ match: 0, leg: 0, set: 1, legInSet: 1, winner: null }];
  const matchWinners: (number | null)[] = [null];
  let winCommitted = false;

  const visitOf = (
    player: number,
    start: PlayerState,
    end: PlayerState,
    detail: readonly Dart[] | null,
    checkout: boolean,
  ): Visit | null => {
    const darts = end.dartsThrown - start.dartsThrown;
    if (darts <= 0) return null;
    const leg = legs[legs.length - 1];
    return {
      match: leg.match,
      leg: leg.leg,
      player,
      darts,
      points: end.tally - start.tally,
      startScore: start.score,
      dartsAtDouble: x01 ? checkoutDarts(start.score, detail, darts, checkout, doubleOut) : 0,
      checkout,
    };
  };
  const winningVisit = (s: GameState): Visit | null =>
    s.legWinner === null || winCommitted
      ? null
      : visitOf(s.legWinner, s.turnStart[s.legWinner], s.players[s.legWinner], s.turn, true);
  const settleLeg = (s: GameState) => {
    if (s.legWinner === null) return;
    legs[legs.length - 1] = { ...legs[legs.length - 1], winner: s.legWinner };
    matchWinners[matchWinners.length - 1] = s.matchWinner;
    winCommitted = true;
  };
  const push = (visit: Visit | null) => {
    if (visit !== null) visits.push(visit);
  };

  return {
    feed(actions) {
      for (const action of actions) {
        const result = tryApplyAction(state, action);
        if (!result.ok) continue;
        const prev = state;
        const next = result.state;
        const p = prev.currentPlayer;
        if (action.type === 'visit' || action.type === 'finishTurn') {
          const detail = action.type === 'visit' ? null : prev.turn;
          push(visitOf(p, prev.turnStart[p], next.players[p], detail, next.legWinner === p));
          settleLeg(next);
        } else if (action.type === 'nextLeg' || action.type === 'nextSet') {
          if (!winCommitted) {
            push(winningVisit(prev));
            settleLeg(prev);
          }
          if (action.type === 'nextSet' && prev.matchWinner !== null) matchWinners.push(null);
          legs.push({
            match: matchWinners.length - 1,
            leg: legs.length,
            set: next.players.reduce((n, pl) => n + pl.sets, 0) + 1,
            legInSet: next.players.reduce((n, pl) => n + pl.legs, 0) + 1,
            winner: null,
          });
          winCommitted = false;
        }
        // A dart, Undo or Clear: nothing is final until the turn ends; an undone win is no win.
        state = next;
      }
    },
    result() {
      const names = state.players.map((pl) => pl.name);
      const open = winningVisit(state);
      if (state.legWinner === null || winCommitted) {
        return { mode, names, visits: [...visits], legs: [...legs], matchWinners: [...matchWinners], state };
      }
      const lastLeg = { ...legs[legs.length - 1], winner: state.legWinner };
      return {
        mode,
        names,
        visits: open === null ? [...visits] : [...visits, open],
        legs: [...legs.slice(0, -1), lastLeg],
        matchWinners: [...matchWinners.slice(0, -1), state.matchWinner],
        state,
      };
    },
  };
}
