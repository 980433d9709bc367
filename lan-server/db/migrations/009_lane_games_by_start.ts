import type { Migration } from './migration';

/**
 * Tonight's lane games by their start. The venue view, the leaderboard and tonight's-games page ask for the
 * lane games started within one venue night, and the venue view asks on every dart and every lane change.
 * Without this index that was a walk over every game the venue ever played (50,000 after five years), which
 * the five-year bench showed as booking contention 31 % slower than on a new venue. Partial: tournament games
 * are found by their tournament, never by this.
 */
export const laneGamesByStart: Migration = {
  version: 9,
  name: 'lane games by start',
  up(db) {
    db.exec('CREATE INDEX lane_games_by_start ON games(started_at) WHERE tournament_id IS NULL');
  },
};
