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

/** Finished (completed or cancelled) tournaments, most recently finished first, one page. */
export function finishedTournaments(db: Database.Database, page: HistoryPage): Tournament[] {
  const rows = stmt(
    db,
    `SELECT * FROM tournaments INDEXED BY tournaments_finished_by_completion
      WHERE ${FINISHED} AND ${TOURNAMENT_FINISHED_AT} < @before
      ORDER BY ${TOURNAMENT_FINISHED_AT} DESC, rowid DESC LIMIT @limit`,
  ).all({ before: page.before ?? '9999', limit: page.limit }) as TournamentRow[];
  return rows.map(toTournament);
}

const GAME_FINISHED_AT = "COALESCE(completed_at, started_at, '')";

/** Games not yet completed (pending or being played); tournament games only for callers without a session. */
export function unfinishedGames(db: Database.Database, tournamentsOnly: boolean): Game[] {
  const sql = tournamentsOnly
    ? "SELECT * FROM games WHERE status != 'completed' AND tournament_id IS NOT NULL ORDER BY rowid"
    : "SELECT * FROM games WHERE status != 'completed' ORDER BY rowid";
  return (stmt(db, sql).all() as GameRow[]).map(toGame);
}

/** Completed games, most recently completed first, one page. */
export function completedGames(db: Database.Database, page: HistoryPage, tournamentsOnly: boolean): Game[] {
  const rows = stmt(
    db,
    `SELECT * FROM games INDEXED BY games_completed_by_completion
      WHERE status = 'completed' AND ${GAME_FINISHED_AT} < @before ${tournamentsOnly ? 'AND tournament_id IS NOT NULL' : ''}
      ORDER BY ${GAME_FINISHED_AT} DESC, rowid DESC LIMIT @limit`,
  ).all({ before: page.before ?? '9999', limit: page.limit }) as GameRow[];
  return rows.map(toGame);
}
