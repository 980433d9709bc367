import type { Migration } from './migration';

/**
 * Every entity plus server sessions. Instants are UTC ISO-8601 text with milliseconds (`Date.toISOString()`),
 * so comparing strings compares instants. Lists and objects are JSON text.
 */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial schema',
  up(db) {
    db.exec(`
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff', 'admin')),
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions(user_id);

      CREATE TABLE lanes (
        id INTEGER PRIMARY KEY,
        number INTEGER NOT NULL UNIQUE CHECK (number > 0),
        name TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'available',
        start_time TEXT,
        duration INTEGER NOT NULL DEFAULT 0,
        current_fee TEXT NOT NULL DEFAULT '0.00',
        player_count INTEGER NOT NULL DEFAULT 0,
        players TEXT NOT NULL DEFAULT '[]',
        game_mode TEXT,
        sets INTEGER NOT NULL DEFAULT 1,
        legs INTEGER NOT NULL DEFAULT 1,
        reserved_by TEXT,
        reserved_until TEXT,
        prepaid_amount TEXT NOT NULL DEFAULT '0.00',
        is_in_tournament INTEGER NOT NULL DEFAULT 0 CHECK (is_in_tournament IN (0, 1)),
        tournament_id TEXT,
        session_duration INTEGER NOT NULL DEFAULT 3600,
        reservation_id TEXT
      ) STRICT;

      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        lane_id INTEGER NOT NULL REFERENCES lanes(id),
        customer_name TEXT NOT NULL,
        player_count INTEGER NOT NULL,
        reserved_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        duration INTEGER NOT NULL DEFAULT 60,
        prepaid_amount TEXT NOT NULL DEFAULT '0.00',
        contact_info TEXT,
        email_address TEXT,
        status TEXT NOT NULL DEFAULT 'active',
        tournament_id TEXT,
        is_staff_override INTEGER NOT NULL DEFAULT 0 CHECK (is_staff_override IN (0, 1)),
        override_reason TEXT,
        created_by TEXT,
        created_at TEXT NOT NULL,
        CHECK (end_time > reserved_time)
      ) STRICT;
      CREATE INDEX reservations_by_lane_time ON reservations(lane_id, status, reserved_time);
      CREATE INDEX reservations_by_time ON reservations(reserved_time);

      -- The database's own guard against a double booking: whatever the service checked, two active
      -- reservations on one lane can never share a minute.
      CREATE TRIGGER reservations_no_overlap_insert
      BEFORE INSERT ON reservations
      WHEN NEW.status = 'active'
      BEGIN
        SELECT RAISE(ABORT, 'RESERVATION_OVERLAP')
        WHERE EXISTS (
          SELECT 1 FROM reservations r
          WHERE r.lane_id = NEW.lane_id AND r.status = 'active'
            AND r.reserved_time < NEW.end_time AND r.end_time > NEW.reserved_time
        );
      END;
      CREATE TRIGGER reservations_no_overlap_update
      BEFORE UPDATE OF lane_id, reserved_time, end_time, status ON reservations
      WHEN NEW.status = 'active'
      BEGIN
        SELECT RAISE(ABORT, 'RESERVATION_OVERLAP')
        WHERE EXISTS (
          SELECT 1 FROM reservations r
          WHERE r.id <> NEW.id AND r.lane_id = NEW.lane_id AND r.status = 'active'
            AND r.reserved_time < NEW.end_time AND r.end_time > NEW.reserved_time
        );
      END;

      CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        game_mode TEXT NOT NULL,
        match_format TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'setup',
        players TEXT NOT NULL DEFAULT '[]',
        selected_lanes TEXT NOT NULL DEFAULT '[]',
        bracket TEXT,
        current_round INTEGER NOT NULL DEFAULT 1,
        duration INTEGER NOT NULL DEFAULT 2,
        scheduled_date TEXT,
        group_count INTEGER NOT NULL DEFAULT 4,
        players_per_group INTEGER NOT NULL DEFAULT 4,
        advance_per_group INTEGER NOT NULL DEFAULT 2,
        tie_breakers TEXT NOT NULL DEFAULT '["points","legDiff","headToHead","legsFor"]',
        seeding_method TEXT NOT NULL DEFAULT 'A1vB2,C1vD2,B1vA2,D1vC2',
        created_at TEXT NOT NULL,
        started_at TEXT,
        completed_at TEXT
      ) STRICT;
      CREATE INDEX tournaments_by_status ON tournaments(status);

      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        lane_id INTEGER REFERENCES lanes(id),
        tournament_id TEXT REFERENCES tournaments(id) ON DELETE CASCADE,
        players TEXT NOT NULL DEFAULT '[]',
        game_mode TEXT NOT NULL,
        sets INTEGER NOT NULL DEFAULT 1,
        legs INTEGER NOT NULL DEFAULT 1,
        scores TEXT NOT NULL DEFAULT '{}',
        current_player INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'active',
        winner TEXT,
        stage TEXT,
        group_id TEXT,
        round_number INTEGER NOT NULL DEFAULT 1,
        home TEXT,
        away TEXT,
        best_of INTEGER NOT NULL DEFAULT 1,
        scheduled_time TEXT,
        started_at TEXT,
        completed_at TEXT,
        -- Lane games: the scoring engine's whole state (JSON) and an optimistic-concurrency version.
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX games_by_tournament ON games(tournament_id, stage);
      CREATE INDEX games_by_lane ON games(lane_id, status);

      CREATE TABLE settings (
        id TEXT PRIMARY KEY,
        currency TEXT NOT NULL DEFAULT 'GBP' CHECK (currency IN ('GBP', 'USD', 'EUR')),
        default_hourly_rate TEXT NOT NULL DEFAULT '15.00',
        lane_rates TEXT NOT NULL DEFAULT '{}',
        business_name TEXT NOT NULL DEFAULT '',
        contact_phone TEXT NOT NULL DEFAULT '',
        timezone TEXT NOT NULL DEFAULT 'Europe/London',
        operating_hours TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
