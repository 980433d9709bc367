import type { Migration } from './migration';

/**
 * Lists that grow with history stay cheap five years on: GET /api/tournaments and GET /api/games answer the
 * current ones and the most recently finished by default, and older ones a page at a time by completion
 * (lan-server/db/history.ts). These partial indexes are those pages: the finished rows by completion time.
 */
export const historyByCompletion: Migration = {
  version: 11,
  name: 'finished tournaments and games by completion',
  up(db) {
    db.exec(`
      CREATE INDEX tournaments_finished_by_completion
        ON tournaments(COALESCE(completed_at, created_at)) WHERE status IN ('completed', 'cancelled');
      CREATE INDEX games_completed_by_completion
        ON games(COALESCE(completed_at, started_at, '')) WHERE status = 'completed';
    `);
  },
};
