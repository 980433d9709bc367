import type { GameState } from '../../../shared/darts/types';
import type { Words } from '../../i18n/words';

/** What Turn Controls say about the turn being thrown. */
export interface TurnView {
  /** The turn's result: its total, or 'Bust · scores 0' once a dart has bust it. */
  result: string;
  busted: boolean;
  /** What to do now when the turn takes no more darts (a bust, or three darts thrown), else null. */
  nextStep: string | null;
}

/**
 * The turn as Turn Controls show it. A bust is the turn's result, not the total of the darts that bust it:
 * the player's score stays where it was, so the turn scores 0. Once the turn takes no more darts the screen
 * says what comes next — Finish Turn, and who throws then — rather than leaving players to guess.
 */
export function turnView(state: GameState, { t }: Words): TurnView {
  const busted = state.bust !== null && state.turn.length > 0 && state.legWinner === null;
  const total = state.turn.reduce((sum, d) => sum + d.score, 0);
  const result = busted ? t('tablet.turn.bustResult') : String(total);
  if (!state.turnOver || state.legWinner !== null || state.turn.length === 0) {
    return { result, busted, nextStep: null };
  }
  const players = state.players.length;
  const next = state.players[(state.currentPlayer + 1) % players];
  const params = { alone: players === 1 ? 'yes' : 'no', name: next.name };
  return { result, busted, nextStep: t(busted ? 'tablet.turn.nextBust' : 'tablet.turn.nextThree', params) };
}
