import { describe, expect, it } from 'vitest';
import { applyAction, gameOptionsError, newGame } from './game';
import type { GameAction, GameState, NewGameOptions } from './types';

/** A game's own start scores: a league's 801 leg on the 501 rules, or a handicapped side starting lower. */

const visit = (score: number, darts: 1 | 2 | 3 = 3): GameAction => ({ type: 'visit', score, darts });
const run = (s: GameState, actions: GameAction[]) => actions.reduce(applyAction, s);

describe('start scores', () => {
  it('a game may be opened by its second player, and its next leg by the first', () => {
    const g = newGame({ mode: '501', players: ['Home', 'Away'], sets: 1, legs: 2, opener: 1 });
    expect([g.currentPlayer, g.firstThrower, g.opener]).toEqual([1, 1, 1]);
    const next = run(g, [visit(180), visit(60), visit(180), visit(60), visit(141), { type: 'nextLeg' }]);
    expect(next.players.map((p) => p.legs)).toEqual([0, 1]);
    expect(next.currentPlayer).toBe(0);
  });

  it('each player starts every leg on their own start score', () => {
    const g = newGame({
      mode: '501 Double Out',
      players: ['Home', 'Away'],
      sets: 1,
      legs: 2,
      starts: [801, 661],
    });
    expect(g.players.map((p) => p.score)).toEqual([801, 661]);
    const after = run(g, [visit(180), visit(140)]);
    expect(after.players.map((p) => p.score)).toEqual([621, 521]);
    // Home checks out from 2 after a few visits; the next leg starts on the same own scores again.
    const won = run(newGame({ mode: '501', players: ['A', 'B'], sets: 1, legs: 2, starts: [60, 501] }), [
      visit(60, 1),
      { type: 'nextLeg' },
    ]);
    expect(won.players.map((p) => [p.score, p.legs])).toEqual([
      [60, 1],
      [501, 0],
    ]);
    expect(won.starts).toEqual([60, 501]);
  });

  const base: NewGameOptions = { mode: '501', players: ['A', 'B'], sets: 1, legs: 1 };
  it.each<[string, NewGameOptions, string | null]>([
    ['no start scores', base, null],
    ['one for each player', { ...base, starts: [801, 801] }, null],
    ['one missing', { ...base, starts: [801] }, 'Give a start score for every player'],
    ['above 1001', { ...base, starts: [1101, 801] }, 'A start score must be 2 to 1001'],
    ['in Cricket', { ...base, mode: 'Cricket', starts: [801, 801] }, 'Only x01 games can set a start score'],
    ['the second player opens', { ...base, opener: 1 }, null],
    [
      'a third player opens a two-player game',
      { ...base, opener: 2 },
      'The first thrower must be one of the players',
    ],
  ])('%s', (_, options, error) => {
    expect(gameOptionsError(options)).toBe(error);
  });
});
