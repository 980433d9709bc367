import type { GameAction, GameState } from './types';
import type { VisitDarts } from './visit';

/** Why a total was not taken before the engine saw it (the wrong player — HTTP 409). */
export interface TotalRefusal {
  kind: 'invalid' | 'refused';
  message: string;
}

/**
 * The score call, {score, player[, darts]}: the current player's whole visit entered as one total, as a
 * tablet without the dart-by-dart board sends it. It becomes one visit action, so the engine judges the total
 * itself (shared/darts/visit.ts, x01.ts): an overshoot busts whatever darts could make it, and the average
 * counts the darts really thrown. `darts` says how many darts a checkout took; a caller that does not say
 * (the plain body is just {score, player}) is taken at 3 — the visit's full count, which never inflates an average.
 */
export function turnTotalAction(
  state: GameState,
  score: number,
  player: number,
  darts: VisitDarts = 3,
): GameAction | TotalRefusal {
  if (player !== state.currentPlayer) {
    return { kind: 'refused', message: `It is player ${state.currentPlayer + 1}'s turn` };
  }
  return { type: 'visit', score, darts };
}
