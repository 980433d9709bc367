import type { LeagueFixture, Season, SeasonFixtures, SeasonTables } from '../../shared/api/leagues';
import { fixtureScore } from '../../shared/league/points';
import { divisionTable } from '../../shared/league/standings';
import type { AppContext } from '../context';
import {
  fixturesOf,
  gamesOfSeason,
  resultOf,
  type FixtureGameRecord,
  type FixtureRecord,
} from '../db/leagueFixtures';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import { findSeason } from '../db/leagueSeasons';
import { notFound } from './domainError';
import { divisionsWithTeams, LEAGUE_MESSAGES, requireLeague } from './leagues';

/**
 * The season's reads: fixtures and results by week, and a table per division computed from the current
 * results every time (shared/league/standings.ts), so a corrected result or a walkover is in the table at
 * once and nothing is stored twice.
 */

export function requireSeason(ctx: AppContext, id: string): Season {
  const season = findSeason(ctx.db, id);
  if (!season) throw notFound(LEAGUE_MESSAGES.noSeason);
  return season;
}

export function seasonFixtures(ctx: AppContext, seasonId: string): SeasonFixtures {
  const season = requireSeason(ctx, seasonId);
  const league = requireLeague(ctx, season.leagueId);
  const games = gamesOfSeason(ctx.db, seasonId);
  const fixtures = fixturesOf(ctx.db, seasonId).map((f) =>
    fixtureView(f, games.get(f.id) ?? [], league.format),
  );
  return { season, fixtures };
}

/** A fixture as staff, tablets and the public page read it: its games and the score it counts for. */
export function fixtureView(
  f: FixtureRecord,
  games: readonly FixtureGameRecord[],
  format: LeagueFormat,
): LeagueFixture {
  const score = fixtureScore(resultOf(f, games), format);
  return {
    ...f,
    homeGames: score?.homeGames ?? 0,
    awayGames: score?.awayGames ?? 0,
    games: games.map((g) => ({
      gameNumber: g.gameNumber,
      kind: g.kind,
      homeLegs: g.homeLegs,
      awayLegs: g.awayLegs,
      finished: g.finishedAt !== null,
    })),
  };
}

export function seasonTables(ctx: AppContext, seasonId: string): SeasonTables {
  const season = requireSeason(ctx, seasonId);
  const league = requireLeague(ctx, season.leagueId);
  const games = gamesOfSeason(ctx.db, seasonId);
  const fixtures = fixturesOf(ctx.db, seasonId);
  return {
    seasonId,
    divisions: divisionsWithTeams(ctx, league.id).map((d) => ({
      divisionId: d.id,
      name: d.name,
      table: divisionTable(
        d.teams.map((t) => t.name),
        fixtures.filter((f) => f.divisionId === d.id).map((f) => resultOf(f, games.get(f.id) ?? [])),
        league.format,
        league.pointsScheme,
      ),
    })),
  };
}
