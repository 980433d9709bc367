import type { Migration } from './migration';

/**
 * Statistics and the venue's leaderboard (docs/statistics.md).
 * - game_log: every applied engine action of a lane game, in order, written in the transaction that applies
 *   it. Statistics are computed by replaying it through the engine, so the log is the record and every figure
 *   can be recomputed when a rule is refined.
 * - leaderboard_hidden: the players of a game who chose 'Hide from leaderboard' on the scoring screen. Kept
 *   per game and player index (names are typed freely and two lanes may both have a "Dave").
 * - settings.leaderboard_enabled: staff can take the leaderboard off the TV (on by default).
 */
export const gameLogSchema: Migration = {
  version: 7,
  name: 'game_log',
  up(db) {
    db.exec(`
      CREATE TABLE game_log (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        player INTEGER NOT NULL,
        action TEXT NOT NULL,
        logged_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE leaderboard_hidden (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        player INTEGER NOT NULL,
        hidden_at TEXT NOT NULL,
        PRIMARY KEY (game_id, player)
      ) STRICT, WITHOUT ROWID;

      ALTER TABLE settings ADD COLUMN leaderboard_enabled INTEGER NOT NULL DEFAULT 1
        CHECK (leaderboard_enabled IN (0, 1));
    `);
  },
};
