import { recordDarts } from './averages';
import { isDouble } from './labels';
import { sumScores, updatePlayer, withPlayerChanges } from './players';
import { BUST_TEXTS } from './types';
import type { BustText, Dart, GameState, ModeRules, TurnResult, VisitRefusal, VisitResult } from './types';
import { canCheckOutWith, canFinishWith } from './visit';
import type { VisitDarts } from './visit';

/**
 * x01 (docs/behaviour.md#501-and-301): 501, 301 and their Double Out variants.
 * - Every player starts the leg on the start value; a turn's total is taken off it when the turn is finished
 *   (Finish Turn applies the turn total), so the score shown is the score before the turn.
 * - Bust below 0. In Double Out modes also bust on reaching 1, or on reaching 0 with a dart that is not a
 *   double (the inner bull counts as a double, as everywhere in darts). The plain modes finish on any dart.
 * - A bust ends the turn at once: later darts of that visit are not thrown, the score stays as it was, and the
 *   bust's darts count as thrown for the average. Undo can still take the busting dart back (a mis-tap).
 * - Reaching exactly 0 wins the leg on that dart; no Finish Turn is needed.
 * - A visit entered as a total (x01Visit) is judged by the same rules as a whole: see x01VisitBust.
 */
export function x01Rules(startValue: number, doubleOut: boolean): ModeRules {
  const evaluate = (state: GameState, darts: Dart[]): TurnResult => {
    const current = state.currentPlayer;
    let remaining = state.players[current].score;
    for (const dart of darts) {
      remaining -= dart.score;
      const verdict = x01Verdict(remaining, dart, doubleOut);
      if (verdict === 'won') {
        const players = updatePlayer(state.players, current, (p) =>
          recordDarts(withPlayerChanges(p, { score: 0 }), darts.length, sumScores(darts)),
        );
        return { players, bust: null, legWinner: current, turnOver: true };
      }
      if (verdict !== 'continue') {
        return { players: state.players, bust: verdict, legWinner: null, turnOver: true };
      }
    }
    return { players: state.players, bust: null, legWinner: null, turnOver: darts.length >= 3 };
  };

  return {
    legStart: (player) => withPlayerChanges(player, { score: startValue }),
    evaluate,
    commit(state, darts) {
      const { bust } = evaluate(state, darts);
      const total = bust === null ? sumScores(darts) : 0;
      const players = updatePlayer(state.players, state.currentPlayer, (p) =>
        recordDarts(withPlayerChanges(p, { score: p.score - total }), darts.length, total),
      );
      return { players, legWinner: null };
    },
    isOut: () => false,
    visit: (state, total, darts) => x01Visit(state, total, darts, doubleOut),
  };
}

/**
 * A visit entered as a total. A visit is 3 darts unless it reaches 0: only then do the players say how many
 * darts the checkout took, and that count must be able to make the total (else 400). A bust counts its darts
 * as thrown and scores nothing, as a dart-by-dart bust does.
 */
function x01Visit(
  state: GameState,
  total: number,
  darts: VisitDarts,
  doubleOut: boolean,
): VisitResult | VisitRefusal {
  const current = state.currentPlayer;
  const left = state.players[current].score - total;
  if (left !== 0 && darts !== 3) {
    return { kind: 'refused', message: 'Only a checkout takes fewer than 3 darts' };
  }
  if (left === 0 && !canFinishWith(total, darts)) {
    return {
      kind: 'invalid',
      message: `${total} cannot be scored with ${darts} dart${darts === 1 ? '' : 's'}`,
    };
  }
  const bust = x01VisitBust(left, total, darts, doubleOut);
  const scored = bust === null ? total : 0;
  const players = updatePlayer(state.players, current, (p) =>
    recordDarts(withPlayerChanges(p, { score: p.score - scored }), darts, scored),
  );
  return { players, bust, legWinner: bust === null && left === 0 ? current : null };
}

/**
 * The bust a visit total makes, or null. Whatever darts made the total: any overshoot is 'Score went below 0';
 * in Double Out, leaving 1 cannot be finished, and reaching 0 wins only when the total is a checkout in
 * `darts` darts ending on a double or the inner bull. Plain 301/501 finish on any dart.
 */
export function x01VisitBust(
  left: number,
  total: number,
  darts: VisitDarts,
  doubleOut: boolean,
): BustText | null {
  if (left < 0) return BUST_TEXTS.belowZero;
  if (doubleOut && left === 1) return BUST_TEXTS.onOne;
  if (left === 0 && doubleOut && !canCheckOutWith(total, darts)) return BUST_TEXTS.notDouble;
  return null;
}

/** What one dart does to an x01 score: the leg is won, the turn goes on, or which bust it is. */
export function x01Verdict(remaining: number, dart: Dart, doubleOut: boolean): 'won' | 'continue' | BustText {
  if (remaining < 0) return BUST_TEXTS.belowZero;
  if (doubleOut && remaining === 1) return BUST_TEXTS.onOne;
  if (remaining === 0) return doubleOut && !isDouble(dart) ? BUST_TEXTS.notDouble : 'won';
  return 'continue';
}
