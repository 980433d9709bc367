import type { Migration } from './migration';

/**
 * Scoring: the ids of actions already applied to each lane game. A tablet replays its offline queue after a
 * reconnect and cannot know which of its taps reached the server before the connection dropped; the server
 * answers a known id with the current game instead of applying it twice. The primary key is the
 * database-level guard that one id is applied once per game.
 */
export const scoringActions: Migration = {
  version: 2,
  name: 'scoring',
  up(db) {
    db.exec(`
      CREATE TABLE game_actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        action_id TEXT NOT NULL,
        applied_at TEXT NOT NULL,
        PRIMARY KEY (game_id, action_id)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
