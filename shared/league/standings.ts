import { levelGroups } from '../tournament/standings';
import type { LeagueFormat } from './matchFormat';
import { fixtureScore, pointsFor, type FixtureResult, type FixtureScore, type PointsScheme } from './points';

/**
 * A division's table (docs/league.md#the-table). Each team's played, won, drawn and lost fixtures, games and
 * legs for and against, and points; ordered by these tie-breaks in turn:
 *   1. points; 2. games difference; 3. legs difference; 4. legs for;
 *   5. head-to-head: points won in the fixtures between exactly the teams still level (both halves of a
 *      double round robin), by the league's points scheme. When it splits them, those still level are
 *      compared again among themselves only.
 * Teams level after all five share the place (the same `place` number) and are listed by name.
 */

export interface LeagueStanding {
  team: string;
  /** 1 for the top; teams level on every tie-break share a place. */
  place: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gamesFor: number;
  gamesAgainst: number;
  legsFor: number;
  legsAgainst: number;
  points: number;
}

export const LEAGUE_TIE_BREAKS = [
  'points',
  'gamesDifference',
  'legsDifference',
  'legsFor',
  'headToHead',
] as const;
export type LeagueTieBreak = (typeof LEAGUE_TIE_BREAKS)[number];

interface Counted {
  home: string;
  away: string;
  score: FixtureScore;
}

/** The table of one division: `teams` are its teams, `results` its fixtures in any state. */
export function divisionTable(
  teams: readonly string[],
  results: readonly FixtureResult[],
  format: LeagueFormat,
  scheme: PointsScheme,
): LeagueStanding[] {
  const rows = new Map(teams.map((t) => [t, emptyRow(t)]));
  const counted: Counted[] = [];
  for (const result of results) {
    const home = rows.get(result.home);
    const away = rows.get(result.away);
    const score = fixtureScore(result, format);
    if (!home || !away || score === null || result.home === result.away) continue;
    counted.push({ home: result.home, away: result.away, score });
    addFixture(home, score.homeGames, score.awayGames, score.homeLegs, score.awayLegs, scheme);
    addFixture(away, score.awayGames, score.homeGames, score.awayLegs, score.homeLegs, scheme);
  }
  const byName = [...rows.values()].sort((a, b) => a.team.localeCompare(b.team));
  const groups = levelGroups(byName, LEAGUE_TIE_BREAKS.length, (step, level) =>
    keysFor(LEAGUE_TIE_BREAKS[step], level, counted, scheme),
  );
  let place = 1;
  return groups.flatMap((group) => {
    const placed = group.map((row) => ({ ...row, place }));
    place += group.length;
    return placed;
  });
}

function emptyRow(team: string): LeagueStanding {
  return {
    team,
    place: 0,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    gamesFor: 0,
    gamesAgainst: 0,
    legsFor: 0,
    legsAgainst: 0,
    points: 0,
  };
}

function addFixture(
  row: LeagueStanding,
  gamesFor: number,
  gamesAgainst: number,
  legsFor: number,
  legsAgainst: number,
  scheme: PointsScheme,
): void {
  row.played += 1;
  if (gamesFor > gamesAgainst) row.won += 1;
  else if (gamesFor === gamesAgainst) row.drawn += 1;
  else row.lost += 1;
  row.gamesFor += gamesFor;
  row.gamesAgainst += gamesAgainst;
  row.legsFor += legsFor;
  row.legsAgainst += legsAgainst;
  row.points += pointsFor(scheme, gamesFor, gamesAgainst);
}

function keysFor(
  tieBreak: LeagueTieBreak,
  level: readonly LeagueStanding[],
  counted: readonly Counted[],
  scheme: PointsScheme,
): number[] {
  switch (tieBreak) {
    case 'points':
      return level.map((r) => r.points);
    case 'gamesDifference':
      return level.map((r) => r.gamesFor - r.gamesAgainst);
    case 'legsDifference':
      return level.map((r) => r.legsFor - r.legsAgainst);
    case 'legsFor':
      return level.map((r) => r.legsFor);
    case 'headToHead': {
      const names = new Set(level.map((r) => r.team));
      const points = new Map(level.map((r) => [r.team, 0]));
      for (const c of counted) {
        if (!names.has(c.home) || !names.has(c.away)) continue;
        points.set(
          c.home,
          (points.get(c.home) ?? 0) + pointsFor(scheme, c.score.homeGames, c.score.awayGames),
        );
        points.set(
          c.away,
          (points.get(c.away) ?? 0) + pointsFor(scheme, c.score.awayGames, c.score.homeGames),
        );
      }
      return level.map((r) => points.get(r.team) ?? 0);
    }
  }
}
