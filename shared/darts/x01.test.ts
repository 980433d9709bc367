import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play, summary, withScores } from './play';
import type { Summary } from './play';
import type { GameMode } from './types';

const two = (mode: GameMode, scores?: number[]) => {
  const game = newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 3 });
  return scores === undefined ? game : withScores(game, scores);
};

type Case = [
  rule: string,
  mode: GameMode,
  scores: number[] | undefined,
  script: string,
  expected: Partial<Summary>,
];

// prettier-ignore
const cases: Case[] = [
  ['501 starts every player on 501', '501', undefined, '', { scores: [501, 501], current: 0 }],
  ['301 starts every player on 301', '301', undefined, '', { scores: [301, 301] }],
  ['501 Double Out starts on 501', '501 Double Out', undefined, '', { scores: [501, 501] }],
  ['301 Double Out starts on 301', '301 Double Out', undefined, '', { scores: [301, 301] }],
  ['the score is unchanged until Finish Turn', '501', undefined, 'T20 T20', { scores: [501, 501], darts: 2 }],
  ['Finish Turn takes the turn total off and passes on', '501', undefined, 'T20 T20 T20 F', { scores: [321, 501], current: 1, darts: 0 }],
  ['a short turn counts only the darts entered', '301', undefined, 'S20 F', { scores: [281, 301], current: 1 }],
  ['the second player wraps back to the first and a round passes', '301', undefined, 'S1 F S2 F', { scores: [300, 299], current: 0, round: 2 }],
  ['going below 0 is a bust', '501', [40, 501], 'T20', { bust: 'BUST: Score went below 0', scores: [40, 501] }],
  ['a bust leaves the score unchanged after Finish Turn', '501', [40, 501], 'S20 T20 F', { bust: 'BUST: Score went below 0', scores: [40, 501], current: 1 }],
  ['the bust message is cleared by the next dart', '501', [40, 501], 'T20 F S1', { bust: null, darts: 1 }],
  ['undoing the busting dart takes the bust back', '501', [40, 501], 'S20 T20 U', { bust: null, darts: 1 }],
  ['plain 501 finishes on a single', '501', [20, 501], 'S20', { legWinner: 0, scores: [0, 501], legs: [1, 0] }],
  ['plain 301 may be left on 1', '301', [21, 301], 'S20 F', { bust: null, scores: [1, 301] }],
  ['double out: reaching 1 is a bust', '501 Double Out', [21, 501], 'S20', { bust: 'BUST: Cannot finish on 1' }],
  ['double out: 301 reaching 1 is a bust', '301 Double Out', [3, 301], 'S2', { bust: 'BUST: Cannot finish on 1' }],
  ['double out: 0 on a single is a bust', '501 Double Out', [20, 501], 'S20', { bust: 'BUST: Must finish on a double', legWinner: null }],
  ['double out: 0 on a treble is a bust', '301 Double Out', [60, 301], 'T20', { bust: 'BUST: Must finish on a double' }],
  ['double out: 0 on the outer bull is a bust', '501 Double Out', [25, 501], '25', { bust: 'BUST: Must finish on a double' }],
  ['double out: 0 on a double wins', '501 Double Out', [40, 501], 'D20', { legWinner: 0, scores: [0, 501] }],
  ['double out: 0 on the inner bull wins', '301 Double Out', [50, 301], 'BULL', { legWinner: 0 }],
  ['double out: a three-dart checkout wins on the last dart', '501 Double Out', [170, 501], 'T20 T20 BULL', { legWinner: 0, legs: [1, 0] }],
  ['a finish needs no Finish Turn and the leg waits', '501', [32, 501], 'D16', { legWinner: 0, current: 0 }],
  ['the second player can win the leg', '301', [301, 10], 'S1 F D5', { legWinner: 1, legs: [0, 1] }],
];

describe('x01 rules', () => {
  it.each(cases)('%s', (_rule, mode, scores, script, expected) => {
    expect(summary(play(two(mode, scores), script))).toMatchObject(expected);
  });
});

describe('x01 refusals', () => {
  it.each([
    ['a dart after a bust', '501', [40, 501], 'T20', 'This turn is over'],
    ['a fourth dart', '501', undefined, 'S1 S1 S1', 'This turn is over'],
    ['a dart after the leg is won', '501', [40, 501], 'D20', 'The leg is over'],
    ['Finish Turn after the leg is won', '501', [40, 501], 'D20', 'The leg is over'],
  ] as const)('refuses %s', (rule, mode, scores, script, message) => {
    const state = play(two(mode, scores ? [...scores] : undefined), script);
    const next = rule.startsWith('Finish') ? 'F' : 'S1';
    expect(() => play(state, next)).toThrow(message);
  });
});
