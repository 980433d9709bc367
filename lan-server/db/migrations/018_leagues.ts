import type { Migration } from './migration';

/**
 * League nights (docs/league.md, docs/league-nights.md): leagues with their format and points scheme,
 * divisions, teams with their rosters, seasons with their weekly night, each season's nights (what blocks the
 * lanes), fixtures, the games of a fixture, the captains' sign-offs and the audit of staff corrections.
 *
 * - A league's match format is one JSON document (`format`), checked by shared/league/matchFormat.ts before
 *   it is written; the database only holds it.
 * - A player is a row of a team's roster; the same name may not be on two teams of one division (the service
 *   checks it, the unique index on the normalised name within a team stops doubles inside one roster).
 * - `league_nights` lists every evening a season takes its lanes, with its instants: lane blocks read it by
 *   an index on the start, so a season adds one indexed range read to availability, not a scan of fixtures.
 * - Fixture results are kept per game (legs each side); a fixture's score and the tables are computed from
 *   them (shared/league/points.ts, standings.ts), never stored twice.
 */
export const leagues: Migration = {
  version: 18,
  name: 'leagues',
  up(db) {
    db.exec(`
      CREATE TABLE leagues (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('singles', 'team')),
        points_scheme TEXT NOT NULL CHECK (points_scheme IN ('3-1-0', '2-1-0', 'per-game')),
        format TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE league_divisions (
        id TEXT PRIMARY KEY,
        league_id TEXT NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX league_divisions_by_league ON league_divisions(league_id, position);

      CREATE TABLE league_teams (
        id TEXT PRIMARY KEY,
        division_id TEXT NOT NULL REFERENCES league_divisions(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX league_teams_by_division ON league_teams(division_id);

      CREATE TABLE league_players (
        id TEXT PRIMARY KEY,
        team_id TEXT NOT NULL REFERENCES league_teams(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        position INTEGER NOT NULL,
        is_captain INTEGER NOT NULL DEFAULT 0 CHECK (is_captain IN (0, 1)),
        UNIQUE (team_id, name_key)
      ) STRICT;

      CREATE TABLE league_seasons (
        id TEXT PRIMARY KEY,
        league_id TEXT NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        start_date TEXT NOT NULL,
        weekday TEXT NOT NULL,
        start_time TEXT NOT NULL,
        duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
        lanes TEXT NOT NULL,
        skipped_dates TEXT NOT NULL,
        handicap INTEGER NOT NULL DEFAULT 0 CHECK (handicap IN (0, 1)),
        round_robin TEXT NOT NULL CHECK (round_robin IN ('single', 'double')),
        weeks INTEGER NOT NULL CHECK (weeks >= 0),
        draw_seed INTEGER,
        override_reason TEXT,
        created_at TEXT NOT NULL,
        created_by TEXT
      ) STRICT;
      CREATE INDEX league_seasons_by_league ON league_seasons(league_id);

      CREATE TABLE league_nights (
        season_id TEXT NOT NULL REFERENCES league_seasons(id) ON DELETE CASCADE,
        night_date TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        PRIMARY KEY (season_id, night_date)
      ) STRICT;
      CREATE INDEX league_nights_by_start ON league_nights(starts_at);

      CREATE TABLE league_fixtures (
        id TEXT PRIMARY KEY,
        season_id TEXT NOT NULL REFERENCES league_seasons(id) ON DELETE CASCADE,
        division_id TEXT NOT NULL REFERENCES league_divisions(id),
        week INTEGER NOT NULL,
        night_date TEXT NOT NULL,
        home_team_id TEXT NOT NULL REFERENCES league_teams(id),
        away_team_id TEXT NOT NULL REFERENCES league_teams(id),
        status TEXT NOT NULL DEFAULT 'scheduled'
          CHECK (status IN ('scheduled', 'played', 'postponed', 'walkover')),
        moved_to TEXT,
        walkover_winner TEXT CHECK (walkover_winner IN ('home', 'away')),
        home_signed_at TEXT,
        away_signed_at TEXT
      ) STRICT;
      CREATE INDEX league_fixtures_by_season ON league_fixtures(season_id, week);
      CREATE INDEX league_fixtures_by_night ON league_fixtures(night_date);

      CREATE TABLE league_fixture_games (
        fixture_id TEXT NOT NULL REFERENCES league_fixtures(id) ON DELETE CASCADE,
        game_number INTEGER NOT NULL CHECK (game_number >= 1),
        kind TEXT NOT NULL CHECK (kind IN ('singles', 'pairs', 'team')),
        players_per_side INTEGER NOT NULL,
        home_players TEXT NOT NULL DEFAULT '[]',
        away_players TEXT NOT NULL DEFAULT '[]',
        home_legs INTEGER NOT NULL DEFAULT 0,
        away_legs INTEGER NOT NULL DEFAULT 0,
        lane_game_id TEXT,
        finished_at TEXT,
        PRIMARY KEY (fixture_id, game_number)
      ) STRICT;
      CREATE INDEX league_fixture_games_by_lane_game ON league_fixture_games(lane_game_id)
        WHERE lane_game_id IS NOT NULL;

      CREATE TABLE league_corrections (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        fixture_id TEXT NOT NULL REFERENCES league_fixtures(id) ON DELETE CASCADE,
        corrected_by TEXT NOT NULL,
        corrected_at TEXT NOT NULL,
        reason TEXT NOT NULL,
        before TEXT NOT NULL,
        after TEXT NOT NULL
      ) STRICT;
      CREATE INDEX league_corrections_by_fixture ON league_corrections(fixture_id);
    `);
  },
};
