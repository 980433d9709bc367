import type { LeagueBoard } from '../../shared/api/leagueBoard';
import { fixturesOf, gamesOfSeason } from '../db/leagueFixtures';
import { findLeague } from '../db/leagues';
import { nightGamesOf } from '../db/leagueMatchNight';
import { seasonsOf } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { gamesOf, gameText } from '../../shared/league/matchFormat';
import { venueDateOf } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { fixtureView, seasonTables } from './leagueTables';
import { requireLeague } from './leagues';

/**
 * The TV's league view (shared/api/leagueBoard.ts): the league's latest season's fixtures tonight, each game
 * with its legs as they fall, and each division's table. Sent whole as `league_updated` after every change
 * a match night makes (a lineup, a game put on a lane, a leg), so the TV applies it without polling.
 */
export function leagueBoard(ctx: AppContext, leagueId: string): LeagueBoard {
  const league = requireLeague(ctx, leagueId);
  const date = venueDateOf(ctx.now(), readSettings(ctx.db).timezone);
  const season = seasonsOf(ctx.db, leagueId).at(-1);
  if (!season) return { leagueId, name: league.name, seasonName: null, date, fixtures: [], divisions: [] };
  const tables = seasonTables(ctx, season.id);
  const divisionName = new Map(tables.divisions.map((d) => [d.divisionId, d.name]));
  const format = gamesOf(league.format);
  const games = gamesOfSeason(ctx.db, season.id);
  const fixtures = fixturesOf(ctx.db, season.id)
    .filter((f) => f.date === date)
    .map((f) => {
      const view = fixtureView(f, games.get(f.id) ?? [], league.format);
      const live = nightGamesOf(ctx.db, f.id);
      // Tonight's score counts the games finished so far; a played fixture's is its result.
      const finished = live.filter((g) => g.finishedAt !== null);
      const homeGames =
        view.status === 'scheduled' || view.status === 'postponed'
          ? finished.filter((g) => g.homeLegs > g.awayLegs).length
          : view.homeGames;
      const awayGames =
        view.status === 'scheduled' || view.status === 'postponed'
          ? finished.filter((g) => g.awayLegs > g.homeLegs).length
          : view.awayGames;
      return {
        id: f.id,
        division: divisionName.get(f.divisionId) ?? '',
        home: f.home,
        away: f.away,
        status: f.status,
        homeGames,
        awayGames,
        games: live.map(
          (g) =>
            ({
              gameNumber: g.gameNumber,
              title: format[g.gameNumber - 1] ? gameText(format[g.gameNumber - 1], g.gameNumber) : '',
              homeLegs: g.homeLegs,
              awayLegs: g.awayLegs,
              status: g.finishedAt !== null ? 'finished' : g.laneGameId !== null ? 'playing' : 'waiting',
              laneNumber: g.laneNumber,
            }) as const,
        ),
      };
    });
  return {
    leagueId,
    name: league.name,
    seasonName: season.name,
    date,
    fixtures,
    divisions: tables.divisions.map((d) => ({
      name: d.name,
      table: d.table.map((r) => ({
        team: r.team,
        place: r.place,
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        legsFor: r.legsFor,
        legsAgainst: r.legsAgainst,
        points: r.points,
      })),
    })),
  };
}

/** After a commit that changed a league's night: its TV view, to everyone who may hear it. */
export function publishLeagueBoard(ctx: AppContext, leagueId: string): void {
  if (!findLeague(ctx.db, leagueId)) return;
  ctx.events.emit('league_updated', { board: leagueBoard(ctx, leagueId) });
}
