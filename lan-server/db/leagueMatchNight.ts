import type Database from 'better-sqlite3';
import type { LeaguePlayer } from '../../shared/api/leagues';
import type { Side } from '../../shared/league/matchFormat';
import type { GameRow } from './games';
import { stmt } from './sql';

/**
 * Match night's rows (docs/league-nights.md#match-night): each side's order of play on the fixture's games
 * (`home_players` / `away_players`, JSON), the lane game each game is played as (`lane_game_id`), and the
 * legs as they fall. Migration 018 made the columns; nothing else stores them.
 */

/** A place in a game's order of play: a roster player (id) or a substitute (no id). */
export interface PlacedPlayer {
  id: string | null;
  name: string;
}

export interface NightGameRecord {
  gameNumber: number;
  homePlayers: PlacedPlayer[];
  awayPlayers: PlacedPlayer[];
  homeLegs: number;
  awayLegs: number;
  laneGameId: string | null;
  finishedAt: string | null;
  laneId: number | null;
  laneNumber: number | null;
  laneGameStatus: string | null;
}

interface NightGameRow {
  gameNumber: number;
  homePlayers: string;
  awayPlayers: string;
  homeLegs: number;
  awayLegs: number;
  laneGameId: string | null;
  finishedAt: string | null;
  laneId: number | null;
  laneNumber: number | null;
  laneGameStatus: string | null;
}

function placed(text: string): PlacedPlayer[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PlacedPlayer[]) : [];
  } catch {
    return [];
  }
}

export function nightGamesOf(db: Database.Database, fixtureId: string): NightGameRecord[] {
  const rows = stmt(
    db,
    `SELECT lg.game_number AS gameNumber, lg.home_players AS homePlayers, lg.away_players AS awayPlayers,
            lg.home_legs AS homeLegs, lg.away_legs AS awayLegs, lg.lane_game_id AS laneGameId,
            lg.finished_at AS finishedAt, g.lane_id AS laneId, l.number AS laneNumber, g.status AS laneGameStatus
       FROM league_fixture_games lg
       LEFT JOIN games g ON g.id = lg.lane_game_id
       LEFT JOIN lanes l ON l.id = g.lane_id
      WHERE lg.fixture_id = ? ORDER BY lg.game_number`,
  ).all(fixtureId) as NightGameRow[];
  return rows.map((r) => ({ ...r, homePlayers: placed(r.homePlayers), awayPlayers: placed(r.awayPlayers) }));
}

/** One side's order of play, every game at once. */
export function writeLineup(
  db: Database.Database,
  fixtureId: string,
  side: Side,
  games: readonly PlacedPlayer[][],
): void {
  const column = side === 'home' ? 'home_players' : 'away_players';
  const update = stmt(
    db,
    `UPDATE league_fixture_games SET ${column} = ? WHERE fixture_id = ? AND game_number = ?`,
  );
  games.forEach((players, i) => update.run(JSON.stringify(players), fixtureId, i + 1));
}

export function setLaneGameOf(
  db: Database.Database,
  fixtureId: string,
  gameNumber: number,
  gameId: string,
): void {
  stmt(db, 'UPDATE league_fixture_games SET lane_game_id = ? WHERE fixture_id = ? AND game_number = ?').run(
    gameId,
    fixtureId,
    gameNumber,
  );
}

/** The legs of a game being played, as they fall; `finishedAt` once its last leg is won. */
export function writeGameLegs(
  db: Database.Database,
  laneGameId: string,
  legs: { homeLegs: number; awayLegs: number },
  finishedAt: string | null,
): void {
  stmt(
    db,
    `UPDATE league_fixture_games SET home_legs = ?, away_legs = ?, finished_at = ? WHERE lane_game_id = ?`,
  ).run(legs.homeLegs, legs.awayLegs, finishedAt, laneGameId);
}

/** The league game a lane game is, if it is one. */
export function leagueGameOf(db: Database.Database, laneGameId: string): LeagueGameLink | undefined {
  return stmt(
    db,
    `SELECT fixture_id AS fixtureId, game_number AS gameNumber, finished_at AS finishedAt,
            home_legs AS homeLegs, away_legs AS awayLegs
       FROM league_fixture_games WHERE lane_game_id = ?`,
  ).get(laneGameId) as LeagueGameLink | undefined;
}

export interface LeagueGameLink {
  fixtureId: string;
  gameNumber: number;
  finishedAt: string | null;
  homeLegs: number;
  awayLegs: number;
}

/** The league game being played on a lane, if any. */
export function activeLeagueGameOnLane(db: Database.Database, laneId: number): GameRow | undefined {
  return stmt(
    db,
    `SELECT g.* FROM games g JOIN league_fixture_games lg ON lg.lane_game_id = g.id
      WHERE g.lane_id = ? AND g.status = 'active' LIMIT 1`,
  ).get(laneId) as GameRow | undefined;
}

/** A league game's lane game ends with its last leg. */
export function completeLeagueLaneGame(db: Database.Database, gameId: string, at: string): void {
  stmt(db, `UPDATE games SET status = 'completed', completed_at = ? WHERE id = ?`).run(at, gameId);
}

/** Tonight's fixtures (by their night's date), ids only, oldest season first. */
export function fixtureIdsOn(db: Database.Database, date: string): { id: string; seasonId: string }[] {
  return stmt(
    db,
    `SELECT f.id, f.season_id AS seasonId FROM league_fixtures f
      WHERE f.night_date = ? ORDER BY f.season_id, f.division_id, f.rowid`,
  ).all(date) as { id: string; seasonId: string }[];
}

/** A team's roster, in its order. */
export function rosterOf(db: Database.Database, teamId: string): LeaguePlayer[] {
  const rows = stmt(
    db,
    'SELECT id, name, is_captain AS captain FROM league_players WHERE team_id = ? ORDER BY position',
  ).all(teamId) as { id: string; name: string; captain: number }[];
  return rows.map((r) => ({ id: r.id, name: r.name, captain: r.captain === 1 }));
}

/** The lane games of a season's singles games and who played them (player ids as [home, away]). */
export function seasonSinglesGames(
  db: Database.Database,
  seasonId: string,
): { row: GameRow; homePlayers: string; awayPlayers: string }[] {
  const rows = stmt(
    db,
    `SELECT g.*, lg.home_players AS lg_home, lg.away_players AS lg_away
       FROM league_fixture_games lg
       JOIN league_fixtures f ON f.id = lg.fixture_id
       JOIN games g ON g.id = lg.lane_game_id
      WHERE f.season_id = ? AND lg.kind = 'singles'`,
  ).all(seasonId) as (GameRow & { lg_home: string; lg_away: string })[];
  return rows.map(({ lg_home, lg_away, ...row }) => ({ row, homePlayers: lg_home, awayPlayers: lg_away }));
}

/** One fixture's singles games on the lanes, as `seasonSinglesGames` reads a season's. */
export function fixtureSinglesGames(
  db: Database.Database,
  fixtureId: string,
): { row: GameRow; homePlayers: string; awayPlayers: string }[] {
  const rows = stmt(
    db,
    `SELECT g.*, lg.home_players AS lg_home, lg.away_players AS lg_away
       FROM league_fixture_games lg
       JOIN games g ON g.id = lg.lane_game_id
      WHERE lg.fixture_id = ? AND lg.kind = 'singles'`,
  ).all(fixtureId) as (GameRow & { lg_home: string; lg_away: string })[];
  return rows.map(({ lg_home, lg_away, ...row }) => ({ row, homePlayers: lg_home, awayPlayers: lg_away }));
}

export { placed as placedPlayers };
