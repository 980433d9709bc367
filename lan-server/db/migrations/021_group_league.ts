import type { Migration } from './migration';

/**
 * A league across the group, the venue's half (docs/venue-group.md, "The venue's half"): head office's league
 * is kept in the venue's own league tables (migration 018), under head office's ids, so match night, the
 * tablets, the TV and the staff screens play it as a league of the venue. What this adds:
 *
 * - `group_league_feed`: the feed number the venue has applied through (one row), written in the same
 *   transaction as the entries it counts, so an entry is applied once whatever happens in between.
 * - `group_leagues`: marks a league as head office's (its id is head office's), with the season the venue
 *   plays it in and head office's latest public snapshot of its tables (the venue's public league page).
 *   Its divisions, teams, players and season carry head office's ids too, and belong to it.
 * - `group_league_fixtures`: marks a fixture as head office's (hosted here), with its result's version
 *   (0 until both captains sign off, then 1, +1 per correction at either end).
 * - `league_corrections.corrected_where`: where a correction was made — the venue (NULL, every existing row)
 *   or 'head office'.
 */
export const groupLeague: Migration = {
  version: 21,
  name: 'a league across the group',
  up(db) {
    db.exec(`
      CREATE TABLE group_league_feed (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        applied_through INTEGER NOT NULL CHECK (applied_through >= 0)
      ) STRICT;

      CREATE TABLE group_leagues (
        league_id TEXT PRIMARY KEY REFERENCES leagues(id) ON DELETE CASCADE,
        season_id TEXT NOT NULL REFERENCES league_seasons(id),
        snapshot TEXT,
        snapshot_at TEXT
      ) STRICT;

      CREATE TABLE group_league_fixtures (
        fixture_id TEXT PRIMARY KEY REFERENCES league_fixtures(id) ON DELETE CASCADE,
        league_id TEXT NOT NULL REFERENCES group_leagues(league_id) ON DELETE CASCADE,
        result_version INTEGER NOT NULL DEFAULT 0 CHECK (result_version >= 0)
      ) STRICT;

      ALTER TABLE league_corrections ADD COLUMN corrected_where TEXT
        CHECK (corrected_where IS NULL OR corrected_where = 'head office');
    `);
  },
};
