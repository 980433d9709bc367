import type { LeagueBoard } from '../../shared/api/leagueBoard';
import { fixturesOf, gamesOfSeason, resultOf } from '../db/leagueFixtures';
import { findLeague } from '../db/leagues';
import { nightGamesOf } from '../db/leagueMatchNight';
import { seasonsOf } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { gamesOf } from '../../shared/league/matchFormat';
import { venueDateOf } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { fixtureView } from './leagueTables';
import { divisionsWithTeams, requireLeague } from './leagues';
import { divisionTable } from '../../shared/league/standings';

/**
 * The TV's league view (shared/api/leagueBoard.ts): the league's latest season's fixtures tonight, each game
 * with its legs as they fall, and each division's table. Sent whole as `league_updated` after every change
 * a match night makes (a lineup, a game put on a lane, a leg), so the TV applies it without polling.
 */
export function leagueBoard(ctx: AppContext, leagueId: string): LeagueBoard {
  const league = requireLeague(ctx, leagueId);
  const settings = readSettings(ctx.db);
  const date = venueDateOf(ctx.now(), settings.timezone);
  const season = seasonsOf(ctx.db, leagueId).at(-1);
  if (!season) return { leagueId, name: league.name, seasonName: null, date, fixtures: [], divisions: [] };
  const games = gamesOfSeason(ctx.db, season.id);
  const all = fixturesOf(ctx.db, season.id);
  const tables = divisionsWithTeams(ctx, leagueId).map((d) => ({
    divisionId: d.id,
    name: d.name,
    table: divisionTable(
      d.teams.map((t) => t.name),
      all.filter((f) => f.divisionId === d.id).map((f) => resultOf(f, games.get(f.id) ?? [])),
      league.format,
      league.pointsScheme,
    ),
  }));
  const divisionName = new Map(tables.map((d) => [d.divisionId, d.name]));
  const format = gamesOf(league.format);
  const fixtures = all
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
              kind: format[g.gameNumber - 1]?.kind ?? 'singles',
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
    divisions: tables.map((d) => ({
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

const pending = new WeakMap<object, Set<string>>();

/**
 * After a commit that changed a league's night: its TV view, to everyone who may hear it. Changes that land
 * in the same turn of the event loop (four lanes' legs at once) are sent as one view, built once, right after
 * that turn, as the venue view is (services/venueBoard.ts).
 */
export function publishLeagueBoard(ctx: AppContext, leagueId: string): void {
  const waiting = pending.get(ctx.events);
  if (waiting) {
    waiting.add(leagueId);
    return;
  }
  pending.set(ctx.events, new Set([leagueId]));
  setImmediate(() => {
    const ids = pending.get(ctx.events) ?? new Set<string>();
    pending.delete(ctx.events);
    for (const id of ids) {
      try {
        if (findLeague(ctx.db, id)) ctx.events.emit('league_updated', { board: leagueBoard(ctx, id) });
      } catch (err) {
        ctx.log(`League view failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  });
}
