import type Database from 'better-sqlite3';
import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { toGame, type GameRow } from './games';
import { stmt } from './sql';
import { toTournament, type TournamentRow } from './tournaments';

/** A page of finished rows: those finished before `before` (all, when null), newest first. */
export interface HistoryPage {
  before: string | null;
  limit: number;
}

const FINISHED = "status IN ('completed', 'cancelled')";
const TOURNAMENT_FINISHED_AT = 'COALESCE(completed_at, created_at)';

/** The tournaments still to be played or under way, newest first. */
export function currentTournaments(db: Database.Database): Tournament[] {
  const rows = stmt(
    db,
    `SELECT * FROM tournaments WHERE status NOT IN ('completed', 'cancelled') ORDER BY created_at DESC, rowid DESC`,
  ).all() as TournamentRow[];
  return rows.map(toTournament);
}

/**
 * Finished (completed or cancelled) tournaments, most recently finished first, one page: finished before
 * `before`, and (for the default list) not before `since`.
 */
export function finishedTournaments(
  db: Database.Database,
  page: HistoryPage & { since: string | null },
): Tournament[] {
  const rows = stmt(
    db,
    `SELECT * FROM tournaments INDEXED BY tournaments_finished_by_completion
      WHERE ${FINISHED} AND ${TOURNAMENT_FINISHED_AT} < @before AND ${TOURNAMENT_FINISHED_AT} >= @since
      ORDER BY ${TOURNAMENT_FINISHED_AT} DESC, rowid DESC LIMIT @limit`,
  ).all({ before: page.before ?? '9999', since: page.since ?? '', limit: page.limit }) as TournamentRow[];
  return rows.map(toTournament);
}

/** Games not completed: tournament games still to play and lane games in play (a partial index holds them). */
export function unfinishedGames(db: Database.Database, tournamentsOnly: boolean): Game[] {
  const sql = `SELECT * FROM games INDEXED BY games_in_play WHERE status != 'completed'
    ${tournamentsOnly ? 'AND tournament_id IS NOT NULL' : ''} ORDER BY rowid`;
  return (stmt(db, sql).all() as GameRow[]).map(toGame);
}

const GAME_FINISHED_AT = "COALESCE(completed_at, '')";

/**
 * Completed tournament games, most recently completed first, one page: those completed before `before`, and
 * (for the default list) not before `since`. A lane's finished games are its own history
 * (GET /api/lanes/:id/games, Tonight's Games), with every dart in them: never listed here.
 */
export function completedTournamentGames(
  db: Database.Database,
  page: HistoryPage & { since: string | null },
): Game[] {
  const rows = stmt(
    db,
    `SELECT * FROM games INDEXED BY tournament_games_completed_by_completion
      WHERE status = 'completed' AND tournament_id IS NOT NULL
        AND ${GAME_FINISHED_AT} < @before AND ${GAME_FINISHED_AT} >= @since
      ORDER BY ${GAME_FINISHED_AT} DESC, rowid DESC LIMIT @limit`,
  ).all({ before: page.before ?? '9999', since: page.since ?? '', limit: page.limit }) as GameRow[];
  return rows.map(toGame);
}
