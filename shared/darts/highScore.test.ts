import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { HIGH_SCORE_ROUNDS } from './highScore';
import { play, summary } from './play';
import type { Summary } from './play';

const game = (players = ['Ann', 'Bob']) => newGame({ mode: 'High Score', players, sets: 1, legs: 1 });
const rounds = (n: number, ann: string, bob: string) =>
  Array.from({ length: n }, () => `${ann} F ${bob} F`).join(' ');

// prettier-ignore
const cases: [rule: string, script: string, expected: Partial<Summary>][] = [
  ['everyone starts on 0', '', { scores: [0, 0] }],
  ['the turn total is added at Finish Turn', 'T20 T20 T20', { scores: [0, 0] }],
  ['turns accumulate', 'T20 T20 T20 F S1 F T19 F', { scores: [237, 1], current: 1 }],
  ['nothing busts: a low score just adds', 'MISS F', { scores: [0, 0], bust: null }],
  ['no winner before the last round ends', rounds(HIGH_SCORE_ROUNDS - 1, 'T20', 'S1') + ' T20 F', { legWinner: null }],
  ['after the last round the highest total wins', rounds(HIGH_SCORE_ROUNDS, 'S1', 'T20'), { legWinner: 1 }],
  ['a tie at the top plays another round', rounds(HIGH_SCORE_ROUNDS, 'S5', 'S5'), { legWinner: null, round: HIGH_SCORE_ROUNDS + 1 }],
  ['the extra round decides a tie', rounds(HIGH_SCORE_ROUNDS, 'S5', 'S5') + ' S6 F S5 F', { legWinner: 0 }],
];

describe('High Score', () => {
  it.each(cases)('%s', (_rule, script, expected) => {
    expect(summary(play(game(), script))).toMatchObject(expected);
  });

  it('a solo player wins after the last round', () => {
    const s = play(game(['Ann']), Array.from({ length: HIGH_SCORE_ROUNDS }, () => 'S1 F').join(' '));
    expect(s.legWinner).toBe(0);
  });
});
