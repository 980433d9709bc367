import { describe, expect, it } from 'vitest';
import { standingsFor, tieBreakersFrom, type PlayedGame, type TieBreaker } from './standings';

/** 'A>B 2-1' reads: A beat B two legs to one (home A). */
function g(result: string): PlayedGame {
  const [, home, away, homeLegs, awayLegs] = /^(\w+)>(\w+) (\d+)-(\d+)$/.exec(result) ?? [];
  return { home, away, homeLegs: Number(homeLegs), awayLegs: Number(awayLegs) };
}
const games = (...results: string[]) => results.map(g);
const DEFAULT: TieBreaker[] = ['points', 'legDiff', 'headToHead', 'legsFor'];

describe('standingsFor: order by the tie-breakers in turn', () => {
  const H2H_REAPPLIED =
    'A>B 2-1, A>C 2-1, B>C 2-1, B>D 2-1, C>D 2-1, A>P 2-1, Q>A 2-1, R>A 2-1, B>P 2-1, Q>B 2-1, C>P 2-1, C>Q 2-1, D>P 2-1, D>Q 2-1, D>R 2-1';
  // Columns: rule, draw order, completed games, tie-breakers, expected order.
  // prettier-ignore
  it.each([
    ['points decide: a win is worth 2', 'C B A', 'A>B 2-0, A>C 2-1, B>C 2-1', DEFAULT, 'A B C'],
    ['legDiff splits players level on points', 'Y X W Z', 'Y>Z 2-1, X>W 2-0', DEFAULT, 'X Y Z W'],
    ['headToHead splits players level on points and legDiff', 'B A C D', 'A>B 2-1, C>A 2-1, B>D 2-1', DEFAULT, 'C A B D'],
    ['headToHead re-applied to those still level on the mini-table (A and B: A beat B)', 'D C B A P Q R', H2H_REAPPLIED, DEFAULT, 'A B C D Q R P'],
    ['legsFor decides when the level players have not met (headToHead does not separate)', 'A B C D', 'A>C 2-1, B>D 3-2', DEFAULT, 'B A D C'],
    ['headToHead skipped in a three-way cycle; legsFor, then draw order', 'C B A', 'A>B 3-2, B>C 2-1, C>A 2-1', DEFAULT, 'B A C'],
    ['level on everything keeps draw order', 'D C B A', '', DEFAULT, 'D C B A'],
    ['the tournament order is honoured: legsFor before legDiff', 'B A C D', 'A>C 5-4, B>D 2-0', ['points', 'legsFor', 'legDiff'], 'A B C D'],
    ['the default order puts legDiff first for the same games', 'B A C D', 'A>C 5-4, B>D 2-0', DEFAULT, 'B A C D'],
  ] as [string, string, string, TieBreaker[], string][])('%s', (_rule, players, played, tieBreakers, order) => {
    const results = played === '' ? [] : played.split(', ');
    const table = standingsFor(players.split(' '), games(...results), tieBreakers);
    expect(table.map((s) => s.player).join(' ')).toBe(order);
  });
});

describe('standingsFor: the groups response fields', () => {
  it('counts points (2 a win), legs for and against, wins and losses for every player, even without games', () => {
    expect(standingsFor(['A', 'B', 'C', 'D'], games('A>B 2-1', 'C>A 2-0', 'A>D 2-1'))).toEqual([
      { player: 'A', points: 4, legsFor: 4, legsAgainst: 4, wins: 2, losses: 1 },
      { player: 'C', points: 2, legsFor: 2, legsAgainst: 0, wins: 1, losses: 0 },
      { player: 'B', points: 0, legsFor: 1, legsAgainst: 2, wins: 0, losses: 1 },
      { player: 'D', points: 0, legsFor: 1, legsAgainst: 2, wins: 0, losses: 1 },
    ]);
  });
  it.each([
    ['a game with a player from another group', games('A>Z 2-0')],
    ['a game with equal legs (never saved, but never counted)', games('A>B 1-1')],
  ])('ignores %s', (_rule, played) => {
    expect(standingsFor(['A', 'B'], played).every((s) => s.points === 0 && s.legsFor === 0)).toBe(true);
  });
});

describe('tieBreakersFrom: the stored list', () => {
  it.each([
    ['null falls back to the default', null, DEFAULT],
    ['empty falls back to the default', [], DEFAULT],
    ['unknown names are dropped', ['points', 'coinToss', 'legsFor'], ['points', 'legsFor']],
    ['a custom order is kept', ['legsFor', 'points'], ['legsFor', 'points']],
  ])('%s', (_rule, stored, expected) => {
    expect(tieBreakersFrom(stored)).toEqual(expected);
  });
});
