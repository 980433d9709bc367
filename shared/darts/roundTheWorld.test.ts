import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play, summary } from './play';
import type { Summary } from './play';
import type { GameMode, GameState } from './types';

const game = (mode: GameMode) => newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 1 });

/** Ann on `number` at the start of her turn. */
const annOn = (mode: GameMode, number: number): GameState => {
  const s = game(mode);
  const players = s.players.map((p, i) => (i === 0 ? { ...p, score: number } : p));
  return { ...s, players, turnStart: players };
};

// prettier-ignore
const cases: [rule: string, mode: GameMode, startOn: number, script: string, expected: Partial<Summary>][] = [
  ['Round the World starts everyone on 1', 'Round the World', 1, '', { scores: [1, 1] }],
  ['Around the Clock starts everyone on 1', 'Around the Clock', 1, '', { scores: [1, 1] }],
  ['a single of the current number advances at once', 'Round the World', 1, 'S1', { scores: [2, 1] }],
  ['one visit can advance three numbers', 'Around the Clock', 1, 'S1 S2 S3', { scores: [4, 1] }],
  ['a double of the current number does not advance', 'Round the World', 1, 'D1', { scores: [1, 1] }],
  ['a treble of the current number does not advance', 'Around the Clock', 5, 'T5', { scores: [5, 1] }],
  ['another number does not advance', 'Round the World', 3, 'S4 S2', { scores: [3, 1] }],
  ['a miss does not advance', 'Round the World', 1, 'MISS', { scores: [1, 1] }],
  ['the number is kept when the turn passes', 'Round the World', 1, 'S1 MISS MISS F', { scores: [2, 1], current: 1 }],
  ['the single 20 takes the player past 20 and wins', 'Round the World', 20, 'S20', { legWinner: 0, scores: [21, 1] }],
  ['the win comes on any dart of the visit', 'Around the Clock', 19, 'S19 S20', { legWinner: 0, darts: 2 }],
  ['no bull after 20', 'Round the World', 20, '25', { legWinner: null, scores: [20, 1] }],
];

describe('Round the World and Around the Clock', () => {
  it.each(cases)('%s', (_rule, mode, startOn, script, expected) => {
    expect(summary(play(annOn(mode, startOn), script))).toMatchObject(expected);
  });

  it('the average is hits per three darts', () => {
    expect(play(game('Round the World'), 'S1 S2 MISS F').players[0].average).toBe(2);
  });
});
