import type Database from 'better-sqlite3';
import type { FixtureResult, GameScore } from '../../shared/league/points';
import type { LeagueGameKind, Side } from '../../shared/league/matchFormat';
import { stmt } from './sql';

/** The `league_fixtures` and `league_fixture_games` tables (migration 017). */

export type FixtureStatus = 'scheduled' | 'played' | 'postponed' | 'walkover';

export interface FixtureRecord {
  id: string;
  seasonId: string;
  divisionId: string;
  week: number;
  date: string;
  homeTeamId: string;
  awayTeamId: string;
  home: string;
  away: string;
  status: FixtureStatus;
  movedTo: string | null;
  walkoverWinner: Side | null;
  homeSignedAt: string | null;
  awaySignedAt: string | null;
}

export interface FixtureGameRecord {
  gameNumber: number;
  kind: LeagueGameKind;
  playersPerSide: number;
  homeLegs: number;
  awayLegs: number;
  laneGameId: string | null;
  finishedAt: string | null;
}

export function insertFixture(
  db: Database.Database,
  f: Pick<FixtureRecord, 'id' | 'seasonId' | 'divisionId' | 'week' | 'date' | 'homeTeamId' | 'awayTeamId'>,
  games: readonly { kind: LeagueGameKind; playersPerSide: number }[],
): void {
  stmt(
    db,
    `INSERT INTO league_fixtures (id, season_id, division_id, week, night_date, home_team_id, away_team_id)
     VALUES (@id, @seasonId, @divisionId, @week, @date, @homeTeamId, @awayTeamId)`,
  ).run(f);
  const game = stmt(
    db,
    `INSERT INTO league_fixture_games (fixture_id, game_number, kind, players_per_side) VALUES (?, ?, ?, ?)`,
  );
  games.forEach((g, i) => game.run(f.id, i + 1, g.kind, g.playersPerSide));
}

const FIXTURE_SELECT = `SELECT f.id, f.season_id AS seasonId, f.division_id AS divisionId, f.week,
    f.night_date AS date, f.home_team_id AS homeTeamId, f.away_team_id AS awayTeamId, h.name AS home,
    a.name AS away, f.status, f.moved_to AS movedTo, f.walkover_winner AS walkoverWinner,
    f.home_signed_at AS homeSignedAt, f.away_signed_at AS awaySignedAt
  FROM league_fixtures f
  JOIN league_teams h ON h.id = f.home_team_id
  JOIN league_teams a ON a.id = f.away_team_id`;

/** A season's fixtures by week, then division, then home team. */
export function fixturesOf(db: Database.Database, seasonId: string): FixtureRecord[] {
  return stmt(db, `${FIXTURE_SELECT} WHERE f.season_id = ? ORDER BY f.week, f.division_id, h.name`).all(
    seasonId,
  ) as FixtureRecord[];
}

/** Every game of a season's fixtures, keyed by fixture. */
export function gamesOfSeason(db: Database.Database, seasonId: string): Map<string, FixtureGameRecord[]> {
  const rows = stmt(
    db,
    `SELECT g.fixture_id AS fixtureId, g.game_number AS gameNumber, g.kind, g.players_per_side AS playersPerSide,
            g.home_legs AS homeLegs, g.away_legs AS awayLegs, g.lane_game_id AS laneGameId,
            g.finished_at AS finishedAt
       FROM league_fixture_games g JOIN league_fixtures f ON f.id = g.fixture_id
      WHERE f.season_id = ? ORDER BY g.fixture_id, g.game_number`,
  ).all(seasonId) as (FixtureGameRecord & { fixtureId: string })[];
  const byFixture = new Map<string, FixtureGameRecord[]>();
  for (const { fixtureId, ...game } of rows) {
    const list = byFixture.get(fixtureId) ?? [];
    list.push(game);
    byFixture.set(fixtureId, list);
  }
  return byFixture;
}

/** A fixture as the table reads it (shared/league/points.ts): only what has been played counts. */
export function resultOf(f: FixtureRecord, games: readonly FixtureGameRecord[]): FixtureResult {
  if (f.status === 'walkover' && f.walkoverWinner)
    return { status: 'walkover', home: f.home, away: f.away, winner: f.walkoverWinner };
  if (f.status === 'played') {
    const scores: GameScore[] = games.map((g) => ({ homeLegs: g.homeLegs, awayLegs: g.awayLegs }));
    return { status: 'played', home: f.home, away: f.away, games: scores };
  }
  return { status: f.status === 'postponed' ? 'postponed' : 'scheduled', home: f.home, away: f.away };
}

export function findFixture(db: Database.Database, id: string): FixtureRecord | undefined {
  return stmt(db, `${FIXTURE_SELECT} WHERE f.id = ?`).get(id) as FixtureRecord | undefined;
}

export function gamesOfFixture(db: Database.Database, fixtureId: string): FixtureGameRecord[] {
  return stmt(
    db,
    `SELECT game_number AS gameNumber, kind, players_per_side AS playersPerSide, home_legs AS homeLegs,
            away_legs AS awayLegs, lane_game_id AS laneGameId, finished_at AS finishedAt
       FROM league_fixture_games WHERE fixture_id = ? ORDER BY game_number`,
  ).all(fixtureId) as FixtureGameRecord[];
}

export interface FixtureChange {
  status: FixtureStatus;
  date: string;
  movedTo: string | null;
  walkoverWinner: Side | null;
}

export function updateFixture(db: Database.Database, id: string, change: FixtureChange): void {
  stmt(
    db,
    `UPDATE league_fixtures SET status = @status, night_date = @date, moved_to = @movedTo,
       walkover_winner = @walkoverWinner WHERE id = @id`,
  ).run({ id, ...change });
}

export function setGameLegs(
  db: Database.Database,
  fixtureId: string,
  gameNumber: number,
  score: GameScore,
  finishedAt: string,
): void {
  stmt(
    db,
    `UPDATE league_fixture_games SET home_legs = ?, away_legs = ?, finished_at = coalesce(finished_at, ?)
      WHERE fixture_id = ? AND game_number = ?`,
  ).run(score.homeLegs, score.awayLegs, finishedAt, fixtureId, gameNumber);
}

/** A captain's tap; the first tap of each side is the one kept. */
export function signOff(db: Database.Database, fixtureId: string, side: Side, at: string): void {
  const column = side === 'home' ? 'home_signed_at' : 'away_signed_at';
  stmt(db, `UPDATE league_fixtures SET ${column} = coalesce(${column}, ?) WHERE id = ?`).run(at, fixtureId);
}

/** The fixture's status and games as the audit keeps them (before and after a change). */
export function auditText(db: Database.Database, fixtureId: string): string {
  const f = findFixture(db, fixtureId);
  return JSON.stringify({
    status: f?.status,
    date: f?.date,
    walkoverWinner: f?.walkoverWinner,
    games: gamesOfFixture(db, fixtureId).map((g) => [g.homeLegs, g.awayLegs]),
  });
}

export interface CorrectionRecord {
  fixtureId: string;
  correctedBy: string;
  correctedAt: string;
  reason: string;
  before: string;
  after: string;
  /** Where it was made: the venue (null) or, for a league across the group, head office. */
  correctedWhere: 'head office' | null;
}

export function insertCorrection(db: Database.Database, c: CorrectionRecord): void {
  stmt(
    db,
    `INSERT INTO league_corrections (fixture_id, corrected_by, corrected_at, reason, before, after,
       corrected_where)
     VALUES (@fixtureId, @correctedBy, @correctedAt, @reason, @before, @after, @correctedWhere)`,
  ).run(c);
}

export function correctionsOf(db: Database.Database, fixtureId: string): CorrectionRecord[] {
  return stmt(
    db,
    `SELECT fixture_id AS fixtureId, corrected_by AS correctedBy, corrected_at AS correctedAt, reason, before,
            after, corrected_where AS correctedWhere FROM league_corrections WHERE fixture_id = ? ORDER BY id`,
  ).all(fixtureId) as CorrectionRecord[];
}
