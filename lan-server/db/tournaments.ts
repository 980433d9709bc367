import type Database from 'better-sqlite3';
import type { Game } from '../../shared/api/games';
import * as z from 'zod/mini';
import {
  Bracket,
  MATCH_FORMATS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  type Tournament,
} from '../../shared/api/tournaments';
import { findGameRow, toGame, type GameRow } from './games';
import { parseJson, stmt } from './sql';

/** Queries of the tournaments table and of the games that belong to a tournament. */
export interface TournamentRow {
  id: string;
  name: string;
  type: string;
  game_mode: string;
  match_format: string;
  status: string;
  players: string;
  selected_lanes: string;
  bracket: string | null;
  current_round: number;
  duration: number;
  scheduled_date: string | null;
  group_count: number;
  players_per_group: number;
  advance_per_group: number;
  tie_breakers: string;
  seeding_method: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

const StoredType = z.enum(TOURNAMENT_TYPES);
const StoredFormat = z.enum(MATCH_FORMATS);
const StoredStatus = z.enum(TOURNAMENT_STATUSES);

/**
 * A stored value read into its closed set. One this version does not know (written by a later version and
 * restored here) reads as the fallback: an unknown status as completed, so it is shown and never played on.
 */
function known<T extends string>(set: z.ZodMiniType<T>, stored: string, fallback: T): T {
  const read = set.safeParse(stored);
  return read.success ? read.data : fallback;
}

/** The bracket as stored (JSON); a document this version cannot read is dropped rather than trusted. */
function bracketFrom(stored: string | null): Bracket | null {
  const read = Bracket.safeParse(parseJson<unknown>(stored, null));
  return read.success ? read.data : null;
}

export function toTournament(row: TournamentRow): Tournament {
  return {
    id: row.id,
    name: row.name,
    type: known(StoredType, row.type, TOURNAMENT_TYPES[0]),
    gameMode: row.game_mode,
    matchFormat: known(StoredFormat, row.match_format, MATCH_FORMATS[0]),
    status: known(StoredStatus, row.status, 'completed'),
    players: parseJson<string[]>(row.players, []),
    selectedLanes: parseJson<number[]>(row.selected_lanes, []),
    bracket: bracketFrom(row.bracket),
    currentRound: row.current_round,
    duration: row.duration,
    scheduledDate: row.scheduled_date,
    groupCount: row.group_count,
    playersPerGroup: row.players_per_group,
    advancePerGroup: row.advance_per_group,
    tieBreakers: parseJson<string[]>(row.tie_breakers, []),
    seedingMethod: row.seeding_method,
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

function toParams(t: Tournament) {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    game_mode: t.gameMode,
    match_format: t.matchFormat,
    status: t.status,
    players: JSON.stringify(t.players),
    selected_lanes: JSON.stringify(t.selectedLanes),
    bracket: t.bracket === null ? null : JSON.stringify(t.bracket),
    current_round: t.currentRound,
    duration: t.duration,
    scheduled_date: t.scheduledDate,
    group_count: t.groupCount,
    players_per_group: t.playersPerGroup,
    advance_per_group: t.advancePerGroup,
    tie_breakers: JSON.stringify(t.tieBreakers),
    seeding_method: t.seedingMethod,
    created_at: t.createdAt,
    started_at: t.startedAt,
    completed_at: t.completedAt,
  };
}

export function findTournament(db: Database.Database, id: string): Tournament | undefined {
  const row = stmt(db, 'SELECT * FROM tournaments WHERE id = ?').get(id) as TournamentRow | undefined;
  return row ? toTournament(row) : undefined;
}

/** Newest first, as the lists show them. */

export function insertTournament(db: Database.Database, t: Tournament): void {
  stmt(
    db,
    `INSERT INTO tournaments (id, name, type, game_mode, match_format, status, players, selected_lanes, bracket,
       current_round, duration, scheduled_date, group_count, players_per_group, advance_per_group, tie_breakers,
       seeding_method, created_at, started_at, completed_at)
     VALUES (@id, @name, @type, @game_mode, @match_format, @status, @players, @selected_lanes, @bracket,
       @current_round, @duration, @scheduled_date, @group_count, @players_per_group, @advance_per_group,
       @tie_breakers, @seeding_method, @created_at, @started_at, @completed_at)`,
  ).run(toParams(t));
}

/** Writes every column but id and created_at. */
export function saveTournament(db: Database.Database, t: Tournament): void {
  stmt(
    db,
    `UPDATE tournaments SET name = @name, type = @type, game_mode = @game_mode, match_format = @match_format,
       status = @status, players = @players, selected_lanes = @selected_lanes, bracket = @bracket,
       current_round = @current_round, duration = @duration, scheduled_date = @scheduled_date,
       group_count = @group_count, players_per_group = @players_per_group, advance_per_group = @advance_per_group,
       tie_breakers = @tie_breakers, seeding_method = @seeding_method, started_at = @started_at,
       completed_at = @completed_at
     WHERE id = @id`,
  ).run(toParams(t));
}

/** Deletes the tournament; its games go with it (ON DELETE CASCADE). */
export function deleteTournamentRow(db: Database.Database, id: string): void {
  stmt(db, 'DELETE FROM games WHERE tournament_id = ?').run(id);
  stmt(db, 'DELETE FROM tournaments WHERE id = ?').run(id);
}

/**
 * A tournament's games in a stable order: stage, group, round, then creation. An elimination bracket's
 * winners' and losers' matches go by their bracket number (their play order), then the grand final.
 */
export function listTournamentGames(db: Database.Database, tournamentId: string): Game[] {
  const rows = stmt(
    db,
    `SELECT * FROM games WHERE tournament_id = ?
     ORDER BY CASE stage WHEN 'group' THEN 0 WHEN 'quarter' THEN 1 WHEN 'semi' THEN 2 WHEN 'final' THEN 3
       WHEN 'grand_final' THEN 5 ELSE 4 END,
       group_id, round_number, rowid`,
  ).all(tournamentId) as GameRow[];
  return rows.map(toGame);
}

export function findGame(db: Database.Database, id: string): Game | undefined {
  const row = findGameRow(db, id);
  return row ? toGame(row) : undefined;
}

export function insertTournamentGame(db: Database.Database, g: Game): void {
  stmt(
    db,
    `INSERT INTO games (id, lane_id, tournament_id, players, game_mode, sets, legs, scores, current_player, status,
       winner, stage, group_id, round_number, home, away, best_of, scheduled_time, started_at, completed_at)
     VALUES (@id, @lane_id, @tournament_id, @players, @game_mode, @sets, @legs, @scores, @current_player, @status,
       @winner, @stage, @group_id, @round_number, @home, @away, @best_of, @scheduled_time, @started_at,
       @completed_at)`,
  ).run(gameParams(g));
}

/** Removes a game no longer wanted (a pending match that a correction re-derived away). */
export function deleteTournamentGame(db: Database.Database, id: string): void {
  stmt(db, "DELETE FROM games WHERE id = ? AND status = 'pending'").run(id);
}

/** Writes the fields a tournament game changes over its life. */
export function saveTournamentGame(db: Database.Database, g: Game): void {
  stmt(
    db,
    `UPDATE games SET lane_id = @lane_id, players = @players, scores = @scores, status = @status, winner = @winner,
       home = @home, away = @away, scheduled_time = @scheduled_time, started_at = @started_at,
       completed_at = @completed_at
     WHERE id = @id`,
  ).run(gameParams(g));
}

function gameParams(g: Game) {
  return {
    id: g.id,
    lane_id: g.laneId,
    tournament_id: g.tournamentId,
    players: JSON.stringify(g.players),
    game_mode: g.gameMode,
    sets: g.sets,
    legs: g.legs,
    scores: JSON.stringify(g.scores),
    current_player: g.currentPlayer,
    status: g.status,
    winner: g.winner,
    stage: g.stage,
    group_id: g.groupId,
    round_number: g.roundNumber,
    home: g.home,
    away: g.away,
    best_of: g.bestOf,
    scheduled_time: g.scheduledTime,
    started_at: g.startedAt,
    completed_at: g.completedAt,
  };
}

/** Marks or releases a lane for a tournament (the lane's isInTournament and tournamentId). */
export function setLaneTournament(db: Database.Database, laneId: number, tournamentId: string | null): void {
  stmt(db, 'UPDATE lanes SET is_in_tournament = ?, tournament_id = ? WHERE id = ?').run(
    tournamentId === null ? 0 : 1,
    tournamentId,
    laneId,
  );
}

/** Lanes currently marked for this tournament. */
export function lanesMarkedFor(db: Database.Database, tournamentId: string): number[] {
  return (stmt(db, 'SELECT id FROM lanes WHERE tournament_id = ?').all(tournamentId) as { id: number }[]).map(
    (r) => r.id,
  );
}

/** Whether a tournament game is still being played on this lane. */
export function laneHasActiveTournamentGame(db: Database.Database, laneId: number): boolean {
  return (
    stmt(
      db,
      "SELECT 1 FROM games WHERE lane_id = ? AND tournament_id IS NOT NULL AND status = 'active' LIMIT 1",
    ).get(laneId) !== undefined
  );
}
