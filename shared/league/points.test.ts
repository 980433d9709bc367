import { describe, expect, it } from 'vitest';
import type { LeagueFormat } from './matchFormat';
import { fixtureScore, isPointsScheme, pointsFor, type FixtureResult, type PointsScheme } from './points';

const x501 = { kind: 'x01', start: 501, doubleOut: true } as const;
const FORMAT: LeagueFormat = {
  kind: 'team',
  games: [
    { kind: 'singles', bestOf: 3, mode: x501 },
    { kind: 'singles', bestOf: 5, mode: x501 },
    { kind: 'pairs', bestOf: 1, mode: { kind: 'cricket' } },
  ],
};

describe('pointsFor: league points for one side of a fixture', () => {
  // Columns: scheme, games for, games against, points.
  // prettier-ignore
  it.each([
    ['3-1-0', 6, 4, 3], ['3-1-0', 5, 5, 1], ['3-1-0', 4, 6, 0],
    ['2-1-0', 6, 4, 2], ['2-1-0', 5, 5, 1], ['2-1-0', 4, 6, 0],
    ['per-game', 6, 4, 6], ['per-game', 5, 5, 5], ['per-game', 0, 10, 0],
  ] as [PointsScheme, number, number, number][])('%s: %i-%i earns %i', (scheme, gamesFor, gamesAgainst, points) => {
    expect(pointsFor(scheme, gamesFor, gamesAgainst)).toBe(points);
  });
  it.each([
    ['3-1-0', true],
    ['per-game', true],
    ['3-0', false],
  ])('isPointsScheme(%s) is %s', (name, known) => {
    expect(isPointsScheme(name)).toBe(known);
  });
});

describe('fixtureScore: what a fixture counts for', () => {
  // prettier-ignore
  it.each([
    ['a played fixture: games by legs, legs summed', { status: 'played', home: 'A', away: 'B', games: [{ homeLegs: 2, awayLegs: 1 }, { homeLegs: 1, awayLegs: 3 }, { homeLegs: 1, awayLegs: 0 }] }, { homeGames: 2, awayGames: 1, homeLegs: 4, awayLegs: 4 }],
    ['a walkover to home: every game, each by the legs that win it', { status: 'walkover', home: 'A', away: 'B', winner: 'home' }, { homeGames: 3, awayGames: 0, homeLegs: 6, awayLegs: 0 }],
    ['a walkover to away', { status: 'walkover', home: 'A', away: 'B', winner: 'away' }, { homeGames: 0, awayGames: 3, homeLegs: 0, awayLegs: 6 }],
    ['a postponed fixture: nothing yet', { status: 'postponed', home: 'A', away: 'B' }, null],
    ['a fixture still to come: nothing yet', { status: 'scheduled', home: 'A', away: 'B' }, null],
  ] as [string, FixtureResult, unknown][])('%s', (_rule, result, score) => {
    expect(fixtureScore(result, FORMAT)).toEqual(score);
  });
});
