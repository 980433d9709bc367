import type Database from 'better-sqlite3';
import { stmt } from './sql';

/**
 * The venue's half of a league across the group (migration 021): the feed number applied through, which
 * leagues and fixtures are head office's, each fixture's result version, and head office's public snapshot.
 */

export function feedAppliedThrough(db: Database.Database): number {
  const row = stmt(db, 'SELECT applied_through FROM group_league_feed WHERE id = 1').get() as
    { applied_through: number } | undefined;
  return row?.applied_through ?? 0;
}

export function setFeedAppliedThrough(db: Database.Database, number: number): void {
  stmt(
    db,
    `INSERT INTO group_league_feed (id, applied_through) VALUES (1, ?)
     ON CONFLICT(id) DO UPDATE SET applied_through = excluded.applied_through`,
  ).run(number);
}

export interface GroupLeagueRecord {
  leagueId: string;
  seasonId: string;
  snapshot: string | null;
  snapshotAt: string | null;
}

export function findGroupLeague(db: Database.Database, leagueId: string): GroupLeagueRecord | undefined {
  return stmt(
    db,
    `SELECT league_id AS leagueId, season_id AS seasonId, snapshot, snapshot_at AS snapshotAt
       FROM group_leagues WHERE league_id = ?`,
  ).get(leagueId) as GroupLeagueRecord | undefined;
}

export function insertGroupLeague(db: Database.Database, leagueId: string, seasonId: string): void {
  stmt(db, 'INSERT OR IGNORE INTO group_leagues (league_id, season_id) VALUES (?, ?)').run(
    leagueId,
    seasonId,
  );
}

export function setSnapshot(db: Database.Database, leagueId: string, snapshot: string, at: string): void {
  stmt(db, 'UPDATE group_leagues SET snapshot = ?, snapshot_at = ? WHERE league_id = ?').run(
    snapshot,
    at,
    leagueId,
  );
}

/** The group league a division, team or season belongs to, if it is head office's. */
export function groupLeagueOfDivision(db: Database.Database, divisionId: string): string | undefined {
  const row = stmt(
    db,
    `SELECT g.league_id AS id FROM league_divisions d JOIN group_leagues g ON g.league_id = d.league_id
      WHERE d.id = ?`,
  ).get(divisionId) as { id: string } | undefined;
  return row?.id;
}

export function groupLeagueOfTeam(db: Database.Database, teamId: string): string | undefined {
  const row = stmt(
    db,
    `SELECT g.league_id AS id FROM league_teams t JOIN league_divisions d ON d.id = t.division_id
       JOIN group_leagues g ON g.league_id = d.league_id WHERE t.id = ?`,
  ).get(teamId) as { id: string } | undefined;
  return row?.id;
}

export function groupLeagueOfSeason(db: Database.Database, seasonId: string): string | undefined {
  const row = stmt(
    db,
    `SELECT g.league_id AS id FROM league_seasons s JOIN group_leagues g ON g.league_id = s.league_id
      WHERE s.id = ?`,
  ).get(seasonId) as { id: string } | undefined;
  return row?.id;
}

export interface GroupFixtureRecord {
  fixtureId: string;
  leagueId: string;
  version: number;
}

export function findGroupFixture(db: Database.Database, fixtureId: string): GroupFixtureRecord | undefined {
  return stmt(
    db,
    `SELECT fixture_id AS fixtureId, league_id AS leagueId, result_version AS version
       FROM group_league_fixtures WHERE fixture_id = ?`,
  ).get(fixtureId) as GroupFixtureRecord | undefined;
}

export function insertGroupFixture(db: Database.Database, fixtureId: string, leagueId: string): void {
  stmt(db, 'INSERT OR IGNORE INTO group_league_fixtures (fixture_id, league_id) VALUES (?, ?)').run(
    fixtureId,
    leagueId,
  );
}

export function setResultVersion(db: Database.Database, fixtureId: string, version: number): void {
  stmt(db, 'UPDATE group_league_fixtures SET result_version = ? WHERE fixture_id = ?').run(
    version,
    fixtureId,
  );
}
