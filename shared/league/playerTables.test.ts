import { describe, expect, it } from 'vitest';
import { scriptActions } from '../darts/play';
import { gameStatistics } from '../darts/stats';
import type { GameAction, GameMode } from '../darts/types';
import {
  combinedFigures,
  playerTables,
  seasonPlayerFigures,
  type PlayerSeasonFigures,
  type SeasonGame,
} from './playerTables';

/** A visit entered as a total, as the lane logs it. */
const V = (score: number, darts: 1 | 2 | 3 = 3): GameAction => ({ type: 'visit', score, darts });

function game(mode: GameMode, players: string[], ids: (string | null)[], actions: GameAction[]): SeasonGame {
  return { statistics: gameStatistics({ mode, players, sets: 1, legs: 1 }, actions), playerIds: ids };
}

// Worked on paper. Game 1, 501 Double Out: Ann 180, Bob 140, Ann 180, Bob 100, Ann 141 out (T20 T19 D12).
const G1 = game('501 Double Out', ['Ann', 'Bob'], ['ann', 'bob'], [V(180), V(140), V(180), V(100), V(141)]);
// Game 2, 501, not finished: Ann 60, Cat 60, and a guest (no league player) 100.
const G2 = game('501', ['Ann', 'Cat', 'Guest'], ['ann', 'cat', null], [V(60), V(60), V(100)]);
// Game 3, Cricket: Ann's marks are no x01 points.
const G3 = game('Cricket', ['Ann', 'Bob'], ['ann', 'bob'], scriptActions('T20 T20 T20 F'));

describe('seasonPlayerFigures: the season from each game’s figures', () => {
  const rows = seasonPlayerFigures([G1, G2, G3]);
  const of = (id: string) => rows.find((r) => r.player === id);
  // Columns: player, darts, points, average, finished a leg, 180s, 140+, highest checkout, ton-plus finishes.
  // prettier-ignore
  it.each([
    ['Ann: all x01 darts (12 for 561), not the mean of game averages; the 141 out is a 140+ visit too', 'ann', [12, 561, 140.25, true, 2, 1, 141, 1]],
    ['Bob: 6 darts for 240; a 140 is a 140+, a 100 is not', 'bob', [6, 240, 120, true, 0, 1, null, 0]],
    ['Cat: one unfinished game', 'cat', [3, 60, 60, false, 0, 0, null, 0]],
  ] as const)('%s', (_rule, id, expected) => {
    const r = of(id);
    expect([r?.darts, r?.points, r?.average, r?.finishedLeg, r?.oneEighties, r?.tonForties, r?.highestCheckout, r?.tonPlusFinishes]).toEqual(expected);
  });
  it('players who are no league player are left out', () => {
    expect(rows.map((r) => r.player)).toEqual(['ann', 'bob', 'cat']);
  });
});

describe('playerTables: who is on each table, in which order', () => {
  it('from the season above: the average needs a finished leg; nobody on a table with nothing', () => {
    const tables = playerTables(seasonPlayerFigures([G1, G2, G3]), new Set());
    expect(tables).toEqual({
      average: [
        { player: 'ann', value: 140.25 },
        { player: 'bob', value: 120 },
      ],
      oneEighties: [{ player: 'ann', value: 2 }],
      tonForties: [
        { player: 'ann', value: 1 },
        { player: 'bob', value: 1 },
      ],
      highestCheckout: [{ player: 'ann', value: 141 }],
      tonPlusFinishes: [{ player: 'ann', value: 1 }],
    });
  });
  it('a player who hid themselves is on no table', () => {
    const tables = playerTables(seasonPlayerFigures([G1, G2]), new Set(['ann']));
    expect(
      Object.values(tables)
        .flat()
        .some((e) => e.player === 'ann'),
    ).toBe(false);
  });

  const f = (player: string, average: number, oneEighties: number): PlayerSeasonFigures => ({
    player,
    darts: 300,
    points: average * 100,
    average,
    finishedLeg: true,
    oneEighties,
    tonForties: 0,
    highestCheckout: null,
    tonPlusFinishes: 0,
  });
  // prettier-ignore
  it.each([
    ['highest first', [f('p1', 50, 1), f('p2', 50, 3)], 'p2 p1'],
    ['level: the higher season average first', [f('p1', 50, 2), f('p2', 60, 2)], 'p2 p1'],
    ['level on both: by name', [f('p2', 50, 2), f('p1', 50, 2)], 'Amy Zoe'],
  ])('180s table: %s', (_rule, figures, order) => {
    const names = new Map([['p1', 'Amy'], ['p2', 'Zoe']]);
    const table = playerTables(figures, new Set(), names).oneEighties.map((e) => e.player);
    const shown = order.includes('Amy') ? table.map((id) => names.get(id)) : table;
    expect(shown.join(' ')).toBe(order);
  });
});

describe('combinedFigures: fixtures’ figures added up are the season’s', () => {
  // Each game as if it were a fixture of its own, computed where it was played, then added up.
  const parts = [[G1], [G2], [G3]].map((games) => seasonPlayerFigures(games));
  const whole = seasonPlayerFigures([G1, G2, G3]);
  it.each(['ann', 'bob', 'cat'])('%s: the same as the season computed at once', (id) => {
    expect(combinedFigures(parts).find((r) => r.player === id)).toEqual(whole.find((r) => r.player === id));
  });
  // Ann over games 1 and 2 as two fixtures: 501 in 9 darts (average 167), then 60 in 3 (average 60).
  // prettier-ignore
  it.each([
    ['the average is all points over all darts (561 in 12), not the mean of the parts', 'average', 140.25],
    ['the highest checkout is the highest of any part', 'highestCheckout', 141],
    ['counts add up', 'oneEighties', 2],
    ['a finished leg in any part counts', 'finishedLeg', true],
  ] as const)('%s', (_rule, field, value) => {
    const ann = combinedFigures([seasonPlayerFigures([G1]), seasonPlayerFigures([G2])]).find((r) => r.player === 'ann');
    expect(ann?.[field]).toBe(value);
  });
  it('nothing to add is nobody', () => {
    expect(combinedFigures([])).toEqual([]);
  });
});
