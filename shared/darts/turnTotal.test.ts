import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from './game';
import { withScores } from './play';
import { turnTotalAction } from './turnTotal';
import type { GameMode } from './types';

const scoreTotal = (mode: GameMode, scores: number[], total: number, player = 0) => {
  const s = withScores(newGame({ mode, players: ['Ann', 'Bob'], sets: 1, legs: 1 }), scores);
  const action = turnTotalAction(s, total, player);
  if (!('type' in action)) return action.message;
  try {
    return applyAction(s, action);
  } catch (error) {
    return (error as Error).message;
  }
};

// prettier-ignore
const cases: [rule: string, mode: GameMode, scores: number[], total: number, expected: { scores?: number[]; current?: number; winner?: number | null; bust?: string | null }][] = [
  ['a total is taken off and the turn passes', '501', [501, 501], 100, { scores: [401, 501], current: 1 }],
  ['180 is three treble 20s', '501', [501, 501], 180, { scores: [321, 501] }],
  ['0 is a visit of misses', '301', [301, 301], 0, { scores: [301, 301], current: 1 }],
  ['a total equal to the score checks out on a double', '501 Double Out', [40, 501], 40, { winner: 0 }],
  ['170 checks out as T20 T20 BULL', '501 Double Out', [170, 501], 170, { winner: 0 }],
  ['a total over the score busts', '501', [40, 501], 60, { scores: [40, 501], bust: 'BUST: Score went below 0', current: 1 }],
  ['leaving 1 in Double Out busts', '301 Double Out', [41, 301], 40, { scores: [41, 301], bust: 'BUST: Cannot finish on 1' }],
  ['High Score adds the total', 'High Score', [0, 0], 140, { scores: [140, 0] }],
];

describe('{score, player}: a turn as a total', () => {
  it.each(cases)('%s', (_rule, mode, scores, total, expected) => {
    const s = scoreTotal(mode, scores, total);
    if (typeof s === 'string') throw new Error(s);
    if (expected.scores) expect(s.players.map((p) => p.score)).toEqual(expected.scores);
    if (expected.current !== undefined) expect(s.currentPlayer).toBe(expected.current);
    if (expected.winner !== undefined) expect(s.legWinner).toBe(expected.winner);
    if (expected.bust !== undefined) expect(s.bust).toBe(expected.bust);
  });

  it.each([
    ['a total no three darts make', '501', 179, 0, '179 cannot be scored with three darts'],
    ['another player than the one throwing', '501', 60, 1, "player 1's turn"],
    ['a total in Cricket', 'Cricket', 60, 0, 'enter the darts'],
  ] as const)('refuses %s', (_rule, mode, total, player, message) => {
    expect(scoreTotal(mode, [501, 501], total, player)).toContain(message);
  });
});
