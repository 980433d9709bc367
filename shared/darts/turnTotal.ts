import { checkoutFor } from './checkout';
import { boardDarts, dartLabel, parseDartLabel } from './labels';
import type { GameAction, GameState } from './types';

/** Why a total was not taken: `invalid` (no three darts make it — HTTP 400) or `refused` (not now — 409). */
export interface TotalRefusal {
  kind: 'invalid' | 'refused';
  message: string;
}

const refused = (message: string): TotalRefusal => ({ kind: 'refused', message });

const board = boardDarts().sort((a, b) => b.score - a.score);

/**
 * SPEC §7's score call, {score, player}: the current player's whole visit entered as one total, as a tablet
 * without the dart-by-dart board would send it. It becomes the darts of a visit plus Finish Turn, so the same
 * rules judge it: a total that finishes the leg is thrown as the checkout route (last dart a double, so it
 * wins in Double Out modes); a total over the score busts as a dart-by-dart visit would. Only x01 and High
 * Score count points, so other modes refuse it. Returns the actions, or why the total cannot be taken.
 */
export function turnTotalActions(
  state: GameState,
  score: number,
  player: number,
): GameAction[] | TotalRefusal {
  const anyDarts = anyThreeDarts(score);
  if (anyDarts === null) return { kind: 'invalid', message: `${score} cannot be scored with three darts` };
  if (!state.mode.includes('01') && state.mode !== 'High Score') {
    return refused(`A turn total cannot be scored in ${state.mode}: enter the darts`);
  }
  if (player !== state.currentPlayer) return refused(`It is player ${state.currentPlayer + 1}'s turn`);
  if (state.turn.length > 0) return refused('Darts are already entered for this turn');
  const remaining = state.players[player].score;
  const finishing = state.mode !== 'High Score' && score === remaining ? checkoutFor(score) : null;
  const labels = finishing ?? anyDarts;
  const darts = labels.map((label): GameAction => ({
    type: 'dart',
    ...(parseDartLabel(label) ?? { section: 0, multiplier: 1 }),
  }));
  const finished = finishing !== null;
  return finished ? darts : [...darts, { type: 'finishTurn' }];
}

/** Up to three darts worth `score`, biggest first (0 is a miss); null for 163, 166, 169, 172, 173, 175, 176, 178, 179 and over 180. */
function anyThreeDarts(score: number): string[] | null {
  if (score === 0) return ['MISS'];
  for (const a of board) {
    if (a.score === score) return [dartLabel(a)];
    for (const b of board) {
      if (a.score + b.score === score) return [dartLabel(a), dartLabel(b)];
      const c = board.find((d) => a.score + b.score + d.score === score);
      if (c !== undefined) return [dartLabel(a), dartLabel(b), dartLabel(c)];
    }
  }
  return null;
}
