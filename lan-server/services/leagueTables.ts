import type { LeagueFixture, Season, SeasonFixtures, SeasonTables } from '../../shared/api/leagues';
import { fixtureScore } from '../../shared/league/points';
import { divisionTable } from '../../shared/league/standings';
import type { AppContext } from '../context';
import { headOfficePage } from './groupLeaguePublic';
import {
  fixturesOf,
  gamesOfSeason,
  resultOf,
  type FixtureGameRecord,
  type FixtureRecord,
} from '../db/leagueFixtures';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import { findSeason, seasonsOf } from '../db/leagueSeasons';
import type { PublicLeague } from '../../shared/api/leaguePublic';
import { notFound } from './domainError';
import { divisionsOf } from '../db/leagues';
import { LEAGUE_MESSAGES, requireLeague } from './leagues';
import { seasonPlayerTables } from './leaguePlayerTables';

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

/**
 * The public league page: the latest season, team names only. A league across the group is shown from head
 * office's latest public snapshot (services/groupLeaguePublic.ts), so the venue's page shows the same whole
 * league as head office's; until the first snapshot arrives, from the fixtures this venue hosts.
 */
export function publicLeague(ctx: AppContext, leagueId: string): PublicLeague {
  const league = requireLeague(ctx, leagueId);
  const fromHeadOffice = headOfficePage(ctx, leagueId);
  if (fromHeadOffice) return fromHeadOffice;
  const season = seasonsOf(ctx.db, leagueId).at(-1);
  if (!season) return { name: league.name, season: null };
  const { divisions } = seasonTables(ctx, season.id);
  const names = new Map(divisions.map((d) => [d.divisionId, d.name]));
  const { fixtures } = seasonFixtures(ctx, season.id);
  const { seasonId: _season, ...players } = seasonPlayerTables(ctx, season.id);
  const namesOnly = (rows: { player: string; value: number }[]) =>
    rows.map(({ player, value }) => ({ player, value }));
  return {
    name: league.name,
    season: {
      name: season.name,
      weeks: season.weeks,
      divisions: divisions.map((d) => ({ name: d.name, table: d.table })),
      fixtures: fixtures.map((f) => ({
        week: f.week,
        date: f.date,
        division: names.get(f.divisionId) ?? '',
        home: f.home,
        away: f.away,
        status: f.status,
        homeGames: f.homeGames,
        awayGames: f.awayGames,
      })),
      playerTables: {
        average: namesOnly(players.average),
        oneEighties: namesOnly(players.oneEighties),
        tonForties: namesOnly(players.tonForties),
        highestCheckout: namesOnly(players.highestCheckout),
        tonPlusFinishes: namesOnly(players.tonPlusFinishes),
      },
    },
  };
}

/**
 * A table per division the season drew, of the teams its fixtures name: a team moved to another division at
 * the season's end (docs/league-nights.md#a-seasons-end) stays in this season's table where it played.
 */
export function seasonTables(ctx: AppContext, seasonId: string): SeasonTables {
  const season = requireSeason(ctx, seasonId);
  const league = requireLeague(ctx, season.leagueId);
  const games = gamesOfSeason(ctx.db, seasonId);
  const fixtures = fixturesOf(ctx.db, seasonId);
  return {
    seasonId,
    divisions: divisionsOf(ctx.db, league.id).flatMap((d) => {
      const own = fixtures.filter((f) => f.divisionId === d.id);
      if (own.length === 0) return [];
      const teams = [...new Set(own.flatMap((f) => [f.home, f.away]))];
      const results = own.map((f) => resultOf(f, games.get(f.id) ?? []));
      return [
        {
          divisionId: d.id,
          name: d.name,
          table: divisionTable(teams, results, league.format, league.pointsScheme),
        },
      ];
    }),
  };
}
