import type Database from 'better-sqlite3';
import type {
  GroupLeagueFixture,
  GroupLeaguePlayer,
  GroupLeagueTeam,
  HostNight,
} from '../../shared/group/groupLeague';
import type { LeagueFormat } from '../../shared/league/matchFormat';
import type { PointsScheme } from '../../shared/league/points';
import type { FixtureRecord } from './leagueFixtures';
import { insertFixture } from './leagueFixtures';
import { playerKey } from './leagueTeams';
import { stmt } from './sql';

/**
 * Head office's league written into the venue's own league tables (migration 018) under head office's ids:
 * each write is an upsert, so the same change applied again leaves the same rows.
 */

export function upsertLeague(
  db: Database.Database,
  l: {
    id: string;
    name: string;
    kind: 'singles' | 'team';
    pointsScheme: PointsScheme;
    format: LeagueFormat;
    createdAt: string;
  },
): void {
  stmt(
    db,
    `INSERT INTO leagues (id, name, kind, points_scheme, format, created_at)
     VALUES (@id, @name, @kind, @pointsScheme, @format, @createdAt)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, kind = excluded.kind,
       points_scheme = excluded.points_scheme, format = excluded.format`,
  ).run({ ...l, format: JSON.stringify(l.format) });
}

export interface GroupSeasonWrite {
  id: string;
  leagueId: string;
  name: string;
  startDate: string;
  night: HostNight;
  lanes: number[];
  roundRobin: 'single' | 'double';
  createdAt: string;
}

export function upsertSeason(db: Database.Database, s: GroupSeasonWrite): void {
  stmt(
    db,
    `INSERT INTO league_seasons (id, league_id, name, start_date, weekday, start_time, duration_minutes, lanes,
       skipped_dates, handicap, round_robin, weeks, created_at)
     VALUES (@id, @leagueId, @name, @startDate, @weekday, @startTime, @durationMinutes, @lanes, '[]', 0,
       @roundRobin, 0, @createdAt)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, weekday = excluded.weekday,
       start_time = excluded.start_time, duration_minutes = excluded.duration_minutes,
       round_robin = excluded.round_robin`,
  ).run({
    id: s.id,
    leagueId: s.leagueId,
    name: s.name,
    startDate: s.startDate,
    weekday: s.night.weekday,
    startTime: s.night.startTime,
    durationMinutes: s.night.durationMinutes,
    lanes: JSON.stringify(s.lanes),
    roundRobin: s.roundRobin,
    createdAt: s.createdAt,
  });
}

export function upsertDivision(
  db: Database.Database,
  d: { id: string; leagueId: string; name: string; position: number },
): void {
  stmt(
    db,
    `INSERT INTO league_divisions (id, league_id, name, position) VALUES (@id, @leagueId, @name, @position)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, position = excluded.position`,
  ).run(d);
}

export function upsertTeam(db: Database.Database, t: GroupLeagueTeam, createdAt: string): void {
  stmt(
    db,
    `INSERT INTO league_teams (id, division_id, name, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET division_id = excluded.division_id, name = excluded.name`,
  ).run(t.id, t.divisionId, t.name, createdAt);
}

/** The team's roster becomes head office's, in its order (a lineup keeps its players' ids and names). */
export function replaceRoster(
  db: Database.Database,
  teamId: string,
  players: readonly GroupLeaguePlayer[],
): void {
  stmt(db, 'DELETE FROM league_players WHERE team_id = ?').run(teamId);
  const insert = stmt(
    db,
    `INSERT INTO league_players (id, team_id, name, name_key, position, is_captain) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET team_id = excluded.team_id, name = excluded.name,
       name_key = excluded.name_key, position = excluded.position, is_captain = excluded.is_captain`,
  );
  players.forEach((p, i) => insert.run(p.id, teamId, p.name, playerKey(p.name), i, p.captain ? 1 : 0));
}

export function teamNameOf(db: Database.Database, teamId: string): string | undefined {
  const row = stmt(db, 'SELECT name FROM league_teams WHERE id = ?').get(teamId) as
    { name: string } | undefined;
  return row?.name;
}

/**
 * A fixture as head office has it: a new one with its games; a known one moved, renamed or postponed. A
 * fixture already played or walked over here keeps its status and result (only head office's
 * `result_corrected` changes a result).
 */
export function upsertGroupFixture(
  db: Database.Database,
  f: GroupLeagueFixture & { seasonId: string; existing: FixtureRecord | null },
  shapes: readonly { kind: 'singles' | 'pairs' | 'team'; playersPerSide: number }[],
): void {
  if (!f.existing) {
    insertFixture(
      db,
      {
        id: f.id,
        seasonId: f.seasonId,
        divisionId: f.divisionId,
        week: f.week,
        date: f.nightDate,
        homeTeamId: f.homeTeamId,
        awayTeamId: f.awayTeamId,
      },
      shapes,
    );
  }
  const decided = f.existing?.status === 'played' || f.existing?.status === 'walkover';
  stmt(
    db,
    `UPDATE league_fixtures SET division_id = @divisionId, week = @week, night_date = @date,
       home_team_id = @homeTeamId, away_team_id = @awayTeamId, status = @status, moved_to = @movedTo
     WHERE id = @id`,
  ).run({
    id: f.id,
    divisionId: f.divisionId,
    week: f.week,
    date: f.nightDate,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    status: decided ? f.existing?.status : f.status,
    movedTo: null,
  });
  stmt(db, 'UPDATE league_seasons SET weeks = max(weeks, ?) WHERE id = ?').run(f.week, f.seasonId);
}

/** The dates a season's fixtures are played on, but postponed ones (they take no lanes until moved). */
export function fixtureDatesOf(db: Database.Database, seasonId: string): string[] {
  return (
    stmt(
      db,
      `SELECT DISTINCT night_date AS date FROM league_fixtures WHERE season_id = ? AND status <> 'postponed'
        ORDER BY night_date`,
    ).all(seasonId) as { date: string }[]
  ).map((r) => r.date);
}

/** Gives back the lanes of the season's nights that no fixture plays on any more; how many went. */
export function dropUnusedNights(db: Database.Database, seasonId: string): number {
  return stmt(
    db,
    `DELETE FROM league_nights WHERE season_id = @seasonId AND night_date NOT IN (
       SELECT night_date FROM league_fixtures WHERE season_id = @seasonId AND status <> 'postponed')`,
  ).run({ seasonId }).changes;
}
