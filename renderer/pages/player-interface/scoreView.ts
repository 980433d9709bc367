import { checkoutFor } from '../../../shared/darts/checkout';
import { CRICKET_TARGETS } from '../../../shared/darts/cricket';
import type { GameMode, GameState } from '../../../shared/darts/types';
import type { TabletKey } from '../../../shared/i18n/keys';

/** The checkout hint shows in 501 modes only. */
export function showsCheckout(mode: GameMode): boolean {
  return mode === '501' || mode === '501 Double Out';
}

/**
 * The points a player has left as the screen shows them: for the player throwing, the score less the darts
 * already thrown this visit (unless they bust), so the hint follows each dart.
 */
export function pointsLeft(state: GameState, index: number): number {
  const score = state.players[index].score;
  if (index !== state.currentPlayer || state.bust !== null || state.legWinner !== null) return score;
  return score - state.turn.reduce((total, dart) => total + dart.score, 0);
}

/**
 * The checkout hint (docs/behaviour.md#checkout-hints) in 501 modes when the score is 170 or below and above
 * 1 — in 501 Double Out. Plain 501 finishes on any dart, so there the hint also covers 1 and 171–180
 * (checkoutFor knows each mode's range). The player throwing is given a route for the darts they have left;
 * null when there is no hint to show.
 */
export function checkoutHint(state: GameState, index: number): string[] | null {
  if (!showsCheckout(state.mode) || state.legWinner !== null) return null;
  const route = checkoutFor(pointsLeft(state, index), state.mode.endsWith('Double Out'));
  if (route === null) return null;
  const dartsLeft = index === state.currentPlayer ? 3 - state.turn.length : 3;
  return route.length <= dartsLeft ? route : null;
}

export { scoreCaption } from '../../../shared/darts/scoreCaption';

/** Cricket marks as players chalk them: / for one, X for two, ⊗ for closed. */
export function cricketMarks(marks: number[]): { target: string; chalk: string }[] {
  return CRICKET_TARGETS.map((target, i) => ({
    target: target === 25 ? 'Bull' : String(target),
    chalk: ['', '/', 'X', '⊗'][Math.min(3, marks[i] ?? 0)],
  }));
}

export type WinDialog = { title: 'Leg Won!' | 'Set Won!' | 'Match Winner!'; button: string; winner: number };

/** The win dialogs: the biggest thing the last dart won, and the button that carries on. */
export function winDialog(state: GameState): WinDialog | null {
  if (state.matchWinner !== null) {
    return { title: 'Match Winner!', button: 'Continue Playing', winner: state.matchWinner };
  }
  if (state.setWinner !== null)
    return { title: 'Set Won!', button: 'Start Next Set', winner: state.setWinner };
  if (state.legWinner !== null)
    return { title: 'Leg Won!', button: 'Start Next Leg', winner: state.legWinner };
  return null;
}

/** A win dialog's title and button as catalogue messages (the dialog names them in the product's English). */
export function winWords(dialog: WinDialog): { title: TabletKey; button: TabletKey } {
  if (dialog.title === 'Match Winner!') return { title: 'tablet.win.match', button: 'tablet.win.continue' };
  if (dialog.title === 'Set Won!') return { title: 'tablet.win.set', button: 'tablet.win.nextSet' };
  return { title: 'tablet.win.leg', button: 'tablet.win.nextLeg' };
}
