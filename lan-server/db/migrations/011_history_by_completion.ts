import type { Migration } from './migration';

/**
 * Lists that grow with history stay cheap five years on: GET /api/tournaments and GET /api/games answer the
 * current rows and those finished lately by default, and older ones a page at a time by completion
 * (lan-server/db/history.ts). These partial indexes are those reads: finished tournaments and finished
 * tournament games by completion time, and the (few) games not completed.
 */
export const historyByCompletion: Migration = {
  version: 11,
  name: 'finished tournaments and games by completion',
  up(db) {
    db.exec(`
      CREATE INDEX tournaments_finished_by_completion
        ON tournaments(COALESCE(completed_at, created_at)) WHERE status IN ('completed', 'cancelled');
      CREATE INDEX tournament_games_completed_by_completion
        ON games(COALESCE(completed_at, '')) WHERE status = 'completed' AND tournament_id IS NOT NULL;
      CREATE INDEX games_in_play ON games(lane_id) WHERE status != 'completed';
    `);
  },
};
