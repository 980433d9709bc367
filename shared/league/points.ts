import { gamesOf, legsToWinGame, type LeagueFormat, type Side } from './matchFormat';

/**
 * League points for a fixture and the score a fixture counts for (docs/league.md#points).
 *
 * - Points schemes: 3 for a win, 1 for a draw, 0 for a loss (the default); 2/1/0; or one point per game won
 *   (the fixture's result itself then earns nothing extra).
 * - A fixture is won by the side that won more games; equal games is a draw.
 * - A walkover counts as a whitewash for the side that turned up: every game of the format won, each by the
 *   legs it takes to win it (6 singles and 3 pairs best of 3 and one team leg: 10-0 in games, 19-0 in legs),
 *   so the games and legs columns of the table still add up.
 * - A postponed or not yet played fixture counts for nothing.
 */

export const POINTS_SCHEMES = ['3-1-0', '2-1-0', 'per-game'] as const;
export type PointsScheme = (typeof POINTS_SCHEMES)[number];
export const DEFAULT_POINTS_SCHEME: PointsScheme = '3-1-0';

export function isPointsScheme(value: string): value is PointsScheme {
  return (POINTS_SCHEMES as readonly string[]).includes(value);
}

/** One game's legs. */
export interface GameScore {
  homeLegs: number;
  awayLegs: number;
}

/** A fixture as the tables read it. */
export type FixtureResult =
  | { status: 'played'; home: string; away: string; games: readonly GameScore[] }
  | { status: 'walkover'; home: string; away: string; winner: Side }
  | { status: 'postponed' | 'scheduled'; home: string; away: string };

/** What a fixture counts for: games and legs each side won. */
export interface FixtureScore {
  homeGames: number;
  awayGames: number;
  homeLegs: number;
  awayLegs: number;
}

/** The score a fixture counts for in the table, or null when it has not been played (postponed, to come). */
export function fixtureScore(result: FixtureResult, format: LeagueFormat): FixtureScore | null {
  switch (result.status) {
    case 'played': {
      const score: FixtureScore = { homeGames: 0, awayGames: 0, homeLegs: 0, awayLegs: 0 };
      for (const g of result.games) {
        score.homeLegs += g.homeLegs;
        score.awayLegs += g.awayLegs;
        if (g.homeLegs > g.awayLegs) score.homeGames += 1;
        else if (g.awayLegs > g.homeLegs) score.awayGames += 1;
      }
      return score;
    }
    case 'walkover': {
      const games = gamesOf(format);
      const legs = games.reduce((total, g) => total + legsToWinGame(g), 0);
      return result.winner === 'home'
        ? { homeGames: games.length, awayGames: 0, homeLegs: legs, awayLegs: 0 }
        : { homeGames: 0, awayGames: games.length, homeLegs: 0, awayLegs: legs };
    }
    case 'postponed':
    case 'scheduled':
      return null;
  }
}

/** League points one side earns from a fixture it won `gamesFor` games to `gamesAgainst`. */
export function pointsFor(scheme: PointsScheme, gamesFor: number, gamesAgainst: number): number {
  if (scheme === 'per-game') return gamesFor;
  const win = scheme === '3-1-0' ? 3 : 2;
  if (gamesFor > gamesAgainst) return win;
  return gamesFor === gamesAgainst ? 1 : 0;
}
