import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { play } from './play';
import type { GameState } from './types';

const game = (players = ['Ann', 'Bob']) => newGame({ mode: 'Cricket', players, sets: 1, legs: 1 });

/** Both players' marks as 20,19,18,17,16,15,bull strings, e.g. '3000000'. */
const marks = (s: GameState) => s.players.map((p) => p.marks.join(''));
const points = (s: GameState) => s.players.map((p) => p.score);

// Ann closes everything except the bull in 6 visits of trebles; Bob misses throughout.
const annClosesToBull = 'T20 T19 T18 F MISS F T17 T16 T15 F MISS F';

// prettier-ignore
const cases: [rule: string, script: string, expected: { marks?: string[]; points?: number[]; winner?: number | null; current?: number }][] = [
  ['every player starts with no marks and 0 points', '', { marks: ['0000000', '0000000'], points: [0, 0] }],
  ['a single is one mark', 'S20', { marks: ['1000000', '0000000'] }],
  ['a double is two marks', 'D19', { marks: ['0200000', '0000000'] }],
  ['a treble closes a target', 'T18', { marks: ['0030000', '0000000'] }],
  ['the outer bull is one mark, the inner bull two', '25 BULL', { marks: ['0000003', '0000000'] }],
  ['numbers below 15 do nothing', 'T14 S1 D10', { marks: ['0000000', '0000000'], points: [0, 0] }],
  ['marks apply dart by dart: close then score', 'S20 D20 T20', { marks: ['3000000', '0000000'], points: [60, 0] }],
  ['marks beyond three score the target while an opponent has it open', 'T20 D20', { points: [40, 0] }],
  ['excess marks on a target score only the excess', 'D20 D20', { marks: ['3000000', '0000000'], points: [20, 0] }],
  ['bull marks beyond three score 25 each', 'BULL BULL', { points: [25, 0] }],
  ['a target closed by every player scores nothing', 'T20 F T20 F T20', { points: [0, 0] }],
  ['the opponent can still score on a target they closed while it is open to them', 'MISS F T20 F MISS F T20', { points: [0, 60] }],
  ['marks count for the thrower only', 'S20 F', { marks: ['1000000', '0000000'], current: 1 }],
  ['closing all 21 marks while level on points wins at once', annClosesToBull + ' BULL 25', { winner: 0, marks: ['3333333', '0000000'] }],
  ['closing all 21 marks while behind does not win', 'MISS F T20 T20 F ' + annClosesToBull + ' BULL 25', { winner: null, points: [0, 60] }],
];

describe('Cricket rules', () => {
  it.each(cases)('%s', (_rule, script, expected) => {
    const s = play(game(), script);
    if (expected.marks) expect(marks(s)).toEqual(expected.marks);
    if (expected.points) expect(points(s)).toEqual(expected.points);
    if (expected.winner !== undefined) expect(s.legWinner).toBe(expected.winner);
    if (expected.current !== undefined) expect(s.currentPlayer).toBe(expected.current);
  });

  it('a player who closed everything while behind wins once their points lead', () => {
    const behind = play(game(), 'MISS F T20 T20 F ' + annClosesToBull + ' BULL 25 F MISS F');
    expect(behind.legWinner).toBeNull();
    // Bob has 60 on the 20s, which Ann has closed; Ann scores on 19 (open to her while Bob has no marks).
    const won = play(behind, 'T19 T19');
    expect(points(won)).toEqual([114, 60]);
    expect(won.legWinner).toBe(0);
  });

  it('a solo player wins on the 21st mark and never scores points', () => {
    const s = play(game(['Ann']), 'T20 T20 T19 F T18 T17 T16 F T15 BULL 25');
    expect(s.players[0].score).toBe(0);
    expect(s.legWinner).toBe(0);
  });

  it('the average is marks per three darts (marks that counted)', () => {
    const s = play(game(), 'T20 T20 MISS F');
    // T20 closes (3), the second T20 scores 3 marks, the miss counts nothing: 6 marks in 3 darts.
    expect(s.players[0].average).toBe(6);
  });
});
