import { describe, expect, it } from 'vitest';
import type { PlayerFigures } from '../api/stats';
import { tonightsLeaderboard, type LeaderboardCandidate } from './leaderboard';

const figures = (f: Partial<PlayerFigures>): PlayerFigures => ({
  player: 0,
  name: '',
  darts: 0,
  points: 0,
  average: null,
  fullLegsAverage: null,
  firstNineAverage: null,
  checkoutPercent: null,
  dartsAtDouble: 0,
  highestCheckout: null,
  bestLeg: null,
  dartsPerLegWon: null,
  tons: 0,
  tonForties: 0,
  oneEighties: 0,
  marksPerRound: null,
  legsWon: 0,
  matchesWon: 0,
  ...f,
});
const c = (
  name: string,
  laneNumber: number,
  f: Partial<PlayerFigures>,
  hidden = false,
): LeaderboardCandidate => ({
  name,
  laneNumber,
  figures: figures(f),
  hidden,
});

// prettier-ignore
const cases: [rule: string, candidates: LeaderboardCandidate[], column: 'highestCheckout' | 'mostOneEighties' | 'bestAverage', expected: string[]][] = [
  ['highest checkout first', [c('Ann', 1, { highestCheckout: 80 }), c('Bob', 2, { highestCheckout: 170 })], 'highestCheckout', ['Bob 2 170', 'Ann 1 80']],
  ['no checkout, no place', [c('Ann', 1, {}), c('Bob', 2, { highestCheckout: 40 })], 'highestCheckout', ['Bob 2 40']],
  ['most 180s; none is no place', [c('Ann', 1, { oneEighties: 0 }), c('Bob', 2, { oneEighties: 3 }), c('Cy', 3, { oneEighties: 1 })], 'mostOneEighties', ['Bob 2 3', 'Cy 3 1']],
  ['the average needs a full leg', [c('Ann', 1, { average: 180, fullLegsAverage: null }), c('Bob', 2, { fullLegsAverage: 55.5 })], 'bestAverage', ['Bob 2 55.5']],
  ['a hidden player is never on it', [c('Ann', 1, { highestCheckout: 170 }, true), c('Bob', 2, { highestCheckout: 20 })], 'highestCheckout', ['Bob 2 20']],
  ['the same name on two lanes is two places', [c('Dave', 2, { oneEighties: 1 }), c('Dave', 5, { oneEighties: 1 })], 'mostOneEighties', ['Dave 2 1', 'Dave 5 1']],
  ['ties: the lower lane first', [c('Zed', 4, { oneEighties: 2 }), c('Amy', 3, { oneEighties: 2 })], 'mostOneEighties', ['Amy 3 2', 'Zed 4 2']],
  ['five places at most', [1, 2, 3, 4, 5, 6].map((n) => c(`P${n}`, n, { oneEighties: n })), 'mostOneEighties', ['P6 6 6', 'P5 5 5', 'P4 4 4', 'P3 3 3', 'P2 2 2']],
];

describe("tonight's leaderboard", () => {
  it.each(cases)('%s', (_rule, candidates, column, expected) => {
    const board = tonightsLeaderboard(candidates)[column];
    expect(board.map((e) => `${e.name} ${e.laneNumber} ${e.value}`)).toEqual(expected);
  });
});
