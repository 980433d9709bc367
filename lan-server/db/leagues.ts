import type Database from 'better-sqlite3';
import type { League, LeagueDivision } from '../../shared/api/leagues';
import { minimumRoster, type LeagueFormat } from '../../shared/league/matchFormat';
import type { PointsScheme } from '../../shared/league/points';
import { parseJson, stmt } from './sql';

/** The `leagues` and `league_divisions` tables (migration 017). */

interface LeagueRow {
  id: string;
  name: string;
  kind: 'singles' | 'team';
  points_scheme: PointsScheme;
  format: string;
  created_at: string;
}

const EMPTY_FORMAT: LeagueFormat = { kind: 'team', games: [] };

function toLeague(row: LeagueRow): League {
  const format = parseJson<LeagueFormat>(row.format, EMPTY_FORMAT);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    pointsScheme: row.points_scheme,
    format: format.kind === 'team' ? { kind: 'team', games: [...format.games] } : format,
    minimumRoster: minimumRoster(format),
    createdAt: row.created_at,
  };
}

export function insertLeague(db: Database.Database, league: League): void {
  stmt(
    db,
    `INSERT INTO leagues (id, name, kind, points_scheme, format, created_at)
     VALUES (@id, @name, @kind, @pointsScheme, @format, @createdAt)`,
  ).run({ ...league, format: JSON.stringify(league.format) });
}

export function findLeague(db: Database.Database, id: string): League | undefined {
  const row = stmt(db, 'SELECT * FROM leagues WHERE id = ?').get(id) as LeagueRow | undefined;
  return row ? toLeague(row) : undefined;
}

export function listLeagues(db: Database.Database): League[] {
  return (stmt(db, 'SELECT * FROM leagues ORDER BY created_at, name').all() as LeagueRow[]).map(toLeague);
}

interface DivisionRow {
  id: string;
  league_id: string;
  name: string;
  position: number;
}

/** A division without its teams (db/leagueTeams.ts fills them). */
export type DivisionRecord = Omit<LeagueDivision, 'teams'>;

const toDivision = (r: DivisionRow): DivisionRecord => ({
  id: r.id,
  leagueId: r.league_id,
  name: r.name,
  position: r.position,
});

export function insertDivision(db: Database.Database, d: DivisionRecord): void {
  stmt(
    db,
    'INSERT INTO league_divisions (id, league_id, name, position) VALUES (@id, @leagueId, @name, @position)',
  ).run(d);
}

export function findDivision(db: Database.Database, id: string): DivisionRecord | undefined {
  const row = stmt(db, 'SELECT * FROM league_divisions WHERE id = ?').get(id) as DivisionRow | undefined;
  return row ? toDivision(row) : undefined;
}

/** A league's divisions, top division first. */
export function divisionsOf(db: Database.Database, leagueId: string): DivisionRecord[] {
  return (
    stmt(db, 'SELECT * FROM league_divisions WHERE league_id = ? ORDER BY position').all(
      leagueId,
    ) as DivisionRow[]
  ).map(toDivision);
}
