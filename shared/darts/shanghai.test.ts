import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play, summary } from './play';
import type { Summary } from './play';
import type { GameState } from './types';

const annOn = (number: number): GameState => {
  const s = newGame({ mode: 'Shanghai', players: ['Ann', 'Bob'], sets: 1, legs: 1 });
  const players = s.players.map((p, i) => (i === 0 ? { ...p, score: number } : p));
  return { ...s, players, turnStart: players };
};

// prettier-ignore
const cases: [rule: string, startOn: number, script: string, expected: Partial<Summary>][] = [
  ['everyone starts on 1', 1, '', { scores: [1, 1] }],
  ['the number moves on when the turn is finished, not per dart', 1, 'S1 S2', { scores: [1, 1] }],
  ['a single of the number moves the player on', 1, 'S1 MISS MISS F', { scores: [2, 1], current: 1 }],
  ['a double of the number moves the player on', 4, 'MISS D4 F', { scores: [5, 1] }],
  ['a treble of the number moves the player on', 7, 'T7 F', { scores: [8, 1] }],
  ['several hits still move on one number', 3, 'S3 S3 D3 F', { scores: [4, 1] }],
  ['no hit on the number keeps the player on it', 6, 'S5 T20 MISS F', { scores: [6, 1] }],
  ['single, double and treble in one visit is a Shanghai and wins at once', 5, 'S5 D5 T5', { legWinner: 0 }],
  ['a Shanghai counts in any order', 9, 'T9 S9 D9', { legWinner: 0 }],
  ['two rings of the three is not a Shanghai', 9, 'T9 S9 S9', { legWinner: null }],
  ['a hit on 20 takes the player past 20 and wins', 20, 'MISS S20', { legWinner: 0, scores: [21, 1] }],
  ['missing 20 does not win', 20, 'S1 S19 MISS F', { legWinner: null, scores: [20, 1] }],
];

describe('Shanghai', () => {
  it.each(cases)('%s', (_rule, startOn, script, expected) => {
    expect(summary(play(annOn(startOn), script))).toMatchObject(expected);
  });
});
