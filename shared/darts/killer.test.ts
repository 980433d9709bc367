import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play } from './play';
import type { GameState } from './types';

const game = (players = ['Ann', 'Bob', 'Cat']) => newGame({ mode: 'Killer', players, sets: 1, legs: 1 });
const lives = (s: GameState) => s.players.map((p) => p.score);
const numbers = (s: GameState) => s.players.map((p) => p.killerNumber);

// Ann takes 20, Bob 19, Cat 18; then Ann becomes a killer.
const picked = 'S20 F S19 F T18 F';
const annKiller = picked + ' D20';

// prettier-ignore
const cases: [rule: string, script: string, expected: { lives?: number[]; numbers?: (number | null)[]; killers?: boolean[]; current?: number; winner?: number | null }][] = [
  ['everyone starts on 3 lives with no number', '', { lives: [3, 3, 3], numbers: [null, null, null] }],
  ['the first dart in 1–20 picks the number and ends the visit', 'S20', { numbers: [20, null, null] }],
  ['a treble or double picks its number too', 'S20 F D7', { numbers: [20, 7, null] }],
  ['a miss or a bull picks nothing', 'MISS 25 S3', { numbers: [3, null, null] }],
  ['a number already taken picks nothing', 'S20 F S20 S19', { numbers: [20, 19, null] }],
  ['darts never change lives while picking', picked, { lives: [3, 3, 3], numbers: [20, 19, 18] }],
  ['the double of your own number makes you a killer', annKiller, { killers: [true, false, false], lives: [3, 3, 3] }],
  ['a single of your own number does not', picked + ' S20 T20', { killers: [false, false, false] }],
  ['a killer in another player\'s double takes a life', annKiller + ' D19', { lives: [3, 2, 3] }],
  ['a killer\'s single or treble on another number takes nothing', annKiller + ' S19 T19', { lives: [3, 3, 3] }],
  ['a non-killer in another player\'s double takes nothing', picked + ' D19', { lives: [3, 3, 3] }],
  ['a killer in their own double loses a life', annKiller + ' F MISS F MISS F D20', { lives: [2, 3, 3] }],
  ['a player with no lives is out and skipped', annKiller + ' D19 D19 F MISS F MISS F D19 F', { lives: [3, 0, 3], current: 2 }],
  ['the last player with lives wins at once', annKiller + ' D19 D19 F MISS F MISS F D19 D18 D18 F MISS F D18', { lives: [3, 0, 0], winner: 0 }],
];

describe('Killer', () => {
  it.each(cases)('%s', (_rule, script, expected) => {
    const s = play(game(), script);
    if (expected.lives) expect(lives(s)).toEqual(expected.lives);
    if (expected.numbers) expect(numbers(s)).toEqual(expected.numbers);
    if (expected.killers) expect(s.players.map((p) => p.isKiller)).toEqual(expected.killers);
    if (expected.current !== undefined) expect(s.currentPlayer).toBe(expected.current);
    if (expected.winner !== undefined) expect(s.legWinner).toBe(expected.winner);
  });

  it('a killer who knocks themselves out hands the leg to the last one standing', () => {
    const s = play(game(['Ann', 'Bob']), 'S20 F S19 F D20 F MISS F D20 D20 F MISS F D20');
    expect(lives(s)).toEqual([0, 3]);
    expect(s.legWinner).toBe(1);
  });

  it('numbers are kept for the next leg and lives reset', () => {
    const won = play(game(['Ann', 'Bob']), 'S20 F S19 F D20 D19 D19 F MISS F D19');
    expect(won.legWinner).toBe(0);
    const next = play({ ...won, legs: 3, setWinner: null, matchWinner: null }, 'NL');
    expect(lives(next)).toEqual([3, 3]);
    expect(numbers(next)).toEqual([20, 19]);
  });
});
