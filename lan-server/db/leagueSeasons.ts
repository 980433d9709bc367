import type Database from 'better-sqlite3';
import { MAX_NIGHT_MINUTES, type LeagueNight, type Season } from '../../shared/api/leagues';
import type { Weekday } from '../../shared/api/settings';
import { parseJson, stmt } from './sql';

/** The `league_seasons` and `league_nights` tables (migration 017): a season's weekly night and its nights. */

const LONGEST_NIGHT_MS = MAX_NIGHT_MINUTES * 60_000;

interface SeasonRow {
  id: string;
  league_id: string;
  name: string;
  start_date: string;
  weekday: Weekday;
  start_time: string;
  duration_minutes: number;
  lanes: string;
  skipped_dates: string;
  handicap: number;
  round_robin: 'single' | 'double';
  weeks: number;
  override_reason: string | null;
  created_at: string;
}

export interface SeasonWrite extends Season {
  seed: number | null;
  createdBy: string | null;
}

export function insertSeason(db: Database.Database, s: SeasonWrite): void {
  stmt(
    db,
    `INSERT INTO league_seasons (id, league_id, name, start_date, weekday, start_time, duration_minutes, lanes,
       skipped_dates, handicap, round_robin, weeks, draw_seed, override_reason, created_at, created_by)
     VALUES (@id, @leagueId, @name, @startDate, @weekday, @startTime, @durationMinutes, @lanes, @skippedDates,
       @handicap, @roundRobin, @weeks, @seed, @overrideReason, @createdAt, @createdBy)`,
  ).run({
    ...s,
    lanes: JSON.stringify(s.lanes),
    skippedDates: JSON.stringify(s.skippedDates),
    handicap: s.handicap ? 1 : 0,
  });
  for (const night of s.nights) insertNight(db, s.id, night);
}

/** A night the season takes its lanes; a postponed fixture's new date adds one (the same date is one night). */
export function insertNight(db: Database.Database, seasonId: string, night: LeagueNight): void {
  stmt(
    db,
    `INSERT OR IGNORE INTO league_nights (season_id, night_date, starts_at, ends_at) VALUES (?, ?, ?, ?)`,
  ).run(seasonId, night.date, night.startsAt, night.endsAt);
}

function nightsOf(db: Database.Database, seasonId: string): LeagueNight[] {
  return stmt(
    db,
    `SELECT night_date AS date, starts_at AS startsAt, ends_at AS endsAt FROM league_nights
      WHERE season_id = ? ORDER BY starts_at`,
  ).all(seasonId) as LeagueNight[];
}

function toSeason(db: Database.Database, r: SeasonRow): Season {
  return {
    id: r.id,
    leagueId: r.league_id,
    name: r.name,
    startDate: r.start_date,
    weekday: r.weekday,
    startTime: r.start_time,
    durationMinutes: r.duration_minutes,
    lanes: parseJson<number[]>(r.lanes, []),
    skippedDates: parseJson<string[]>(r.skipped_dates, []),
    handicap: r.handicap === 1,
    roundRobin: r.round_robin,
    weeks: r.weeks,
    nights: nightsOf(db, r.id),
    overrideReason: r.override_reason,
    createdAt: r.created_at,
  };
}

export function findSeason(db: Database.Database, id: string): Season | undefined {
  const row = stmt(db, 'SELECT * FROM league_seasons WHERE id = ?').get(id) as SeasonRow | undefined;
  return row ? toSeason(db, row) : undefined;
}

export function seasonsOf(db: Database.Database, leagueId: string): Season[] {
  const rows = stmt(db, 'SELECT * FROM league_seasons WHERE league_id = ? ORDER BY start_date').all(
    leagueId,
  ) as SeasonRow[];
  return rows.map((r) => toSeason(db, r));
}

/** A league night taking lanes during a window, with its season's lanes and league's name. */
export interface NightInWindow {
  seasonId: string;
  leagueName: string;
  seasonName: string;
  lanes: number[];
  startsAt: string;
  endsAt: string;
}

/**
 * Every league night that shares time with [fromIso, toIso), read by the nights' start index: a night lasts
 * at most 8 hours (the season form's limit), so one that overlaps the window started at most that long
 * before it.
 */
export function nightsBetween(db: Database.Database, fromIso: string, toIso: string): NightInWindow[] {
  const earliest = new Date(Date.parse(fromIso) - LONGEST_NIGHT_MS).toISOString();
  return stmt(
    db,
    `SELECT n.season_id AS seasonId, l.name AS leagueName, s.name AS seasonName, s.lanes AS lanes,
            n.starts_at AS startsAt, n.ends_at AS endsAt
       FROM league_nights n INDEXED BY league_nights_by_start
       JOIN league_seasons s ON s.id = n.season_id
       JOIN leagues l ON l.id = s.league_id
      WHERE n.starts_at >= ? AND n.starts_at < ? AND n.ends_at > ?`,
  )
    .all(earliest, toIso, fromIso)
    .map((row) => {
      const r = row as Omit<NightInWindow, 'lanes'> & { lanes: string };
      return { ...r, lanes: parseJson<number[]>(r.lanes, []) };
    });
}
