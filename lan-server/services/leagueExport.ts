import { csvOf } from '../../shared/csv';
import type { AppContext } from '../context';
import { requireLeague } from './leagues';
import { requireSeason, seasonFixtures, seasonTables } from './leagueTables';

/**
 * GET /api/league-seasons/{id}/export: the season as one CSV file of three parts, each its own header and
 * rows, separated by an empty line — the tables, the results, and the player tables. The player tables'
 * columns are written now and their rows come from the season's player figures once the venue computes
 * them for a season (docs/league-nights.md#the-seasons-csv).
 */

export const TABLE_COLUMNS = [
  'Division',
  'Place',
  'Team',
  'Played',
  'Won',
  'Drawn',
  'Lost',
  'Games For',
  'Games Against',
  'Legs For',
  'Legs Against',
  'Points',
] as const;

export const RESULT_COLUMNS = [
  'Division',
  'Week',
  'Date',
  'Home',
  'Away',
  'Status',
  'Home Games',
  'Away Games',
  'Home Legs',
  'Away Legs',
] as const;

export const PLAYER_COLUMNS = [
  'Player',
  'Team',
  '3-Dart Average',
  '180s',
  '140+',
  'Highest Checkout',
  'Ton-Plus Finishes',
] as const;

export function exportSeason(ctx: AppContext, seasonId: string): { fileName: string; csv: string } {
  const season = requireSeason(ctx, seasonId);
  const league = requireLeague(ctx, season.leagueId);
  const { divisions } = seasonTables(ctx, seasonId);
  const { fixtures } = seasonFixtures(ctx, seasonId);
  const divisionName = new Map(divisions.map((d) => [d.divisionId, d.name]));
  const tables = csvOf(
    TABLE_COLUMNS,
    divisions.flatMap((d) =>
      d.table.map((r) => [
        d.name,
        r.place,
        r.team,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.gamesFor,
        r.gamesAgainst,
        r.legsFor,
        r.legsAgainst,
        r.points,
      ]),
    ),
  );
  const results = csvOf(
    RESULT_COLUMNS,
    fixtures.map((f) => {
      const counted = f.status === 'played' || f.status === 'walkover';
      const legs = (side: 'homeLegs' | 'awayLegs') => f.games.reduce((sum, g) => sum + g[side], 0);
      return [
        divisionName.get(f.divisionId) ?? '',
        f.week,
        f.date,
        f.home,
        f.away,
        f.status,
        counted ? f.homeGames : null,
        counted ? f.awayGames : null,
        counted ? legs('homeLegs') : null,
        counted ? legs('awayLegs') : null,
      ];
    }),
  );
  const players = csvOf(PLAYER_COLUMNS, []);
  return {
    fileName: `${fileSafe(`${league.name} ${season.name}`)}.csv`,
    csv: [tables, results, players].join('\r\n'),
  };
}

function fileSafe(name: string): string {
  return (
    name
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[\\/:*?"<>|]/g, '') || 'league'
  );
}
