import type { SeasonPlayerTables } from '../../shared/api/leagueMatchNight';
import {
  playerTables,
  seasonPlayerFigures,
  type PlayerTableEntry,
  type SeasonGame,
} from '../../shared/league/playerTables';
import type { AppContext } from '../context';
import { hiddenPlayersOf } from '../db/leaderboardHidden';
import { fixtureSinglesGames, placedPlayers, seasonSinglesGames } from '../db/leagueMatchNight';
import type { GroupPlayerFigures } from '../../shared/group/groupLeague';
import { divisionsWithTeams, LEAGUE_MESSAGES } from './leagues';
import { statisticsOfGame } from './gameStatistics';
import { findSeason } from '../db/leagueSeasons';
import { notFound } from './domainError';

/**
 * The season's player tables (docs/league.md#player-tables) from the statistics the venue computes for every
 * lane game (services/gameStatistics.ts). Decision (docs/league-nights.md#match-night): they count the
 * season's singles games, where each side's darts are one player's; a pairs or team game is scored as two
 * sides, so its darts belong to no one player. A substitute is not a league player and is on no table. A
 * player who asked to be hidden from the leaderboard in any league game of the season is on none of them.
 */

export interface SeasonFigures {
  games: SeasonGame[];
  hidden: Set<string>;
}

export function seasonFigures(ctx: AppContext, seasonId: string): SeasonFigures {
  return figuresOf(ctx, seasonSinglesGames(ctx.db, seasonId));
}

/**
 * A group league fixture's figures per roster player, as its result carries them to head office: the same
 * rule over the fixture's own games, each player with whether they hid themselves in one of them.
 */
export function fixtureFigures(ctx: AppContext, fixtureId: string): GroupPlayerFigures[] {
  const { games, hidden } = figuresOf(ctx, fixtureSinglesGames(ctx.db, fixtureId));
  return seasonPlayerFigures(games).map(({ average: _average, ...f }) => ({
    ...f,
    hidden: hidden.has(f.player),
  }));
}

function figuresOf(ctx: AppContext, rows: ReturnType<typeof seasonSinglesGames>): SeasonFigures {
  const hidden = new Set<string>();
  const games = rows.map(({ row, homePlayers, awayPlayers }) => {
    const playerIds = [placedPlayers(homePlayers)[0]?.id ?? null, placedPlayers(awayPlayers)[0]?.id ?? null];
    for (const index of hiddenPlayersOf(ctx.db, row.id)) {
      const id = playerIds[index];
      if (id) hidden.add(id);
    }
    return { statistics: statisticsOfGame(ctx, row), playerIds };
  });
  return { games, hidden };
}

/** Each league player's season 3-dart average so far (null before their first x01 dart), for the handicap. */
export function seasonAverages(ctx: AppContext, seasonId: string): Map<string, number | null> {
  const figures = seasonPlayerFigures(seasonFigures(ctx, seasonId).games);
  return new Map(figures.map((f) => [f.player, f.average]));
}

/** GET /api/league-seasons/:id/player-tables: names and teams only. */
export function seasonPlayerTables(ctx: AppContext, seasonId: string): SeasonPlayerTables {
  const season = findSeason(ctx.db, seasonId);
  if (!season) throw notFound(LEAGUE_MESSAGES.noSeason);
  const who = new Map<string, { name: string; team: string }>();
  for (const division of divisionsWithTeams(ctx, season.leagueId))
    for (const team of division.teams)
      for (const player of team.players) who.set(player.id, { name: player.name, team: team.name });
  const { games, hidden } = seasonFigures(ctx, seasonId);
  const names = new Map([...who].map(([id, p]) => [id, p.name]));
  const tables = playerTables(seasonPlayerFigures(games), hidden, names);
  const named = (rows: PlayerTableEntry[]) =>
    rows.map((r) => ({
      player: who.get(r.player)?.name ?? '',
      team: who.get(r.player)?.team ?? '',
      value: r.value,
    }));
  return {
    seasonId,
    average: named(tables.average),
    oneEighties: named(tables.oneEighties),
    tonForties: named(tables.tonForties),
    highestCheckout: named(tables.highestCheckout),
    tonPlusFinishes: named(tables.tonPlusFinishes),
  };
}
