import { describe, expect, it } from 'vitest';
import { newGame } from '../../../shared/darts/game';
import { play, withScores } from '../../../shared/darts/play';
import type { GameMode } from '../../../shared/darts/types';
import { checkoutHint, winDialog } from './scoreView';

const game = (mode: GameMode, scores: number[], script = '', sets = 1, legs = 2) =>
  play(withScores(newGame({ mode, players: ['Ann', 'Bob'], sets, legs }), scores), script);

describe('checkout hint (501 modes, score 2–170; plain 501 1–180)', () => {
  // prettier-ignore
  it.each([
    ['170 in 501 shows the big fish', game('501', [170, 501]), 0, ['T20', 'T20', 'BULL']],
    ['501 Double Out shows it too', game('501 Double Out', [40, 501]), 0, ['D20']],
    ['301 modes show none', game('301 Double Out', [40, 301]), 0, null],
    ['Cricket shows none', game('Cricket', [40, 0]), 0, null],
    ['171 is above the double-out range', game('501 Double Out', [171, 501]), 0, null],
    ['1 is below the double-out range', game('501 Double Out', [1, 501]), 0, null],
    ['plain 501 finishes 171 on any dart', game('501', [171, 501]), 0, ['T20', 'T20', 'T17']],
    ['plain 501 finishes 1 with a single', game('501', [1, 501]), 0, ['S1']],
    ['plain 501 finishes 60 with one treble', game('501', [60, 501]), 0, ['T20']],
    ['a score with no finish shows none', game('501', [169, 501]), 0, null],
    ['it follows the darts thrown this visit', game('501', [60, 501], 'S20'), 0, ['D20']],
    ['a route needing more darts than are left is not shown', game('501', [170, 501], 'MISS'), 0, null],
    ['another player sees their own finish', game('501', [501, 32]), 1, ['D16']],
  ])('%s', (_rule, state, index, hint) => {
    expect(checkoutHint(state, index)).toEqual(hint);
  });
});

describe('win dialogs', () => {
  it.each([
    ['a leg', game('501', [20, 501], 'S20'), { title: 'Leg Won!', button: 'Start Next Leg', winner: 0 }],
    [
      'a set',
      game('501', [20, 501], 'S20', 2, 1),
      { title: 'Set Won!', button: 'Start Next Set', winner: 0 },
    ],
    [
      'the match',
      game('501', [20, 501], 'S20', 1, 1),
      { title: 'Match Winner!', button: 'Continue Playing', winner: 0 },
    ],
    ['nothing yet', game('501', [40, 501], 'S20'), null],
  ])('%s', (_rule, state, dialog) => {
    expect(winDialog(state)).toEqual(dialog);
  });
});
