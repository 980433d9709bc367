/**
 * The darts engine's data. Everything here is plain JSON (no classes, Dates or Maps) because a game is stored
 * in SQLite, sent over the socket and replayed on a tablet; shared/api/laneGame.ts describes the same shapes
 * with zod so the server can check what it reads back or receives.
 */

/** The game modes, in the order the screens list them (docs/behaviour.md#game-modes). */
export const GAME_MODES = [
  '501',
  '301',
  'Cricket',
  'Round the World',
  'Shanghai',
  'Killer',
  '301 Double Out',
  '501 Double Out',
  'Around the Clock',
  'High Score',
] as const;
export type GameMode = (typeof GAME_MODES)[number];

export function isGameMode(value: string): value is GameMode {
  return (GAME_MODES as readonly string[]).includes(value);
}

/** The bust texts, exact (docs/behaviour.md#501-and-301). */
export const BUST_TEXTS = {
  belowZero: 'BUST: Score went below 0',
  onOne: 'BUST: Cannot finish on 1',
  notDouble: 'BUST: Must finish on a double',
} as const;
export type BustText = (typeof BUST_TEXTS)[keyof typeof BUST_TEXTS];

/** A dart thrown: section 0 (Miss) to 20 or 25 (outer bull; x2 is the inner bull), multiplier, score. */
export interface Dart {
  section: number;
  multiplier: 1 | 2 | 3;
  score: number;
}

/**
 * One player in a game. `score` is the mode's headline number (see each mode's file): x01 points left,
 * Cricket points, the number aimed at in Round the World / Around the Clock / Shanghai, lives in Killer, and
 * the running total in High Score. `legs` are legs won in the current set, `sets` sets won in the match.
 * `dartsThrown`, `tally` and `average` cover the whole match; see averages.ts for what `tally` counts.
 */
export interface PlayerState {
  name: string;
  score: number;
  legs: number;
  sets: number;
  dartsThrown: number;
  tally: number;
  /** Three-dart average, 2 decimals. */
  average: number;
  /** Cricket only: marks (0–3) on 20, 19, 18, 17, 16, 15 and bull, in that order; empty in other modes. */
  marks: number[];
  /** Killer only: the player's own number, picked by their first dart of the game; null elsewhere. */
  killerNumber: number | null;
  /** Killer only: has hit the double of their own number. */
  isKiller: boolean;
}

/**
 * A whole lane game. `sets` and `legs` are the targets (first to that many legs wins the set, first to that
 * many sets wins the match).
 */
export interface GameState {
  mode: GameMode;
  sets: number;
  legs: number;
  players: PlayerState[];
  currentPlayer: number;
  /** The player who threw first in this leg: the throw alternates leg by leg (throwOrder.ts). */
  firstThrower: number;
  /** Rounds of the current leg, from 1; one round is every player's turn once. */
  round: number;
  /** The darts of the current turn, at most 3. */
  turn: Dart[];
  /** The players as they stood when the turn began: undo and clear replay the turn from here. */
  turnStart: PlayerState[];
  /** The turn takes no more darts (3 thrown, a bust, a finish, or a Killer number picked). */
  turnOver: boolean;
  /** The bust of the current or just-finished turn (shown for 3 s by the screen), else null. */
  bust: BustText | null;
  legWinner: number | null;
  setWinner: number | null;
  matchWinner: number | null;
  /** Counts applied actions: the server refuses an action made against an older version. */
  version: number;
  /**
   * x01 only: each player's start score, when it is not the mode's (a league's 801 team leg, a handicapped
   * side starting lower). Absent: everyone starts on the mode's start.
   */
  starts?: number[];
  /** Who threw first in the game's first leg, when it was not the first player (a league's rule). */
  opener?: number;
}

/** Everything a scoring screen can do to a game. */
export type GameAction =
  | { type: 'dart'; section: number; multiplier: 1 | 2 | 3 }
  | { type: 'undo' }
  | { type: 'clear' }
  | { type: 'finishTurn' }
  /**
   * The current player's whole visit entered as a total (0–180), x01 and High Score only, before any dart of
   * the turn is entered. `darts` is 3 unless the visit checks out, when the players say how many it took. It
   * counts its real darts for the average and scores 0 when it busts (visit.ts).
   */
  | { type: 'visit'; score: number; darts: 1 | 2 | 3 }
  | { type: 'nextLeg' }
  | { type: 'nextSet' };

export interface NewGameOptions {
  mode: GameMode;
  players: string[];
  sets: number;
  legs: number;
  /** x01 only: each player's start score instead of the mode's (GameState.starts). */
  starts?: number[];
  /** Who throws first in the first leg (GameState.opener); the first player when absent. */
  opener?: number;
}

/**
 * Why an action was refused: `invalid` is a malformed request (a dart that is not on the board — HTTP 400),
 * `refused` is a well-formed action the game's current state does not allow (a fourth dart, a dart after the
 * leg is won — HTTP 409).
 */
export type ActionResult =
  { ok: true; state: GameState } | { ok: false; kind: 'invalid' | 'refused'; message: string };

/** What a mode's rules make of the current turn's darts, thrown from `GameState.turnStart`. */
export interface TurnResult {
  players: PlayerState[];
  bust: BustText | null;
  legWinner: number | null;
  turnOver: boolean;
}

/** What a visit entered as a total did: the players after it, its bust, and the leg it won. */
export interface VisitResult {
  players: PlayerState[];
  bust: BustText | null;
  legWinner: number | null;
}

/** Why a visit total was not taken: `invalid` (no darts make it — HTTP 400) or `refused` (not now — 409). */
export interface VisitRefusal {
  kind: 'invalid' | 'refused';
  message: string;
}

/**
 * One mode family's rules. `state.players` is the turn's starting point (the engine passes turnStart there),
 * so a rule never has to undo anything: undo and clear simply evaluate fewer darts.
 */
export interface ModeRules {
  /** The player at the start of a leg: start value and per-leg fields reset. */
  legStart(player: PlayerState): PlayerState;
  /** The game as it stands after `darts` (the screen shows this while the turn is open). */
  evaluate(state: GameState, darts: Dart[]): TurnResult;
  /** The players after Finish Turn, and a leg winner when finishing the turn decides the leg. */
  commit(state: GameState, darts: Dart[]): { players: PlayerState[]; legWinner: number | null };
  /** A player who no longer takes turns this leg (Killer: no lives left). */
  isOut(player: PlayerState): boolean;
  /**
   * A whole visit entered as a total (`state.players` is the turn's start). Only modes that count points
   * have it (x01, High Score); the others need to know where each dart landed.
   */
  visit?(state: GameState, total: number, darts: 1 | 2 | 3): VisitResult | VisitRefusal;
}
