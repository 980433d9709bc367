import type Database from 'better-sqlite3';
import { stmt } from './sql';

/** 'Hide from leaderboard' choices, per game and player index. */

export function setPlayerHidden(
  db: Database.Database,
  gameId: string,
  player: number,
  hidden: boolean,
  at: string,
): void {
  if (hidden) {
    stmt(
      db,
      'INSERT INTO leaderboard_hidden (game_id, player, hidden_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(gameId, player, at);
  } else {
    stmt(db, 'DELETE FROM leaderboard_hidden WHERE game_id = ? AND player = ?').run(gameId, player);
  }
}

/** Hidden player indexes of every game started in [from, to), by game id. */
export function hiddenPlayersBetween(
  db: Database.Database,
  fromIso: string,
  toIso: string,
): Map<string, Set<number>> {
  const rows = stmt(
    db,
    `SELECT h.game_id AS gameId, h.player AS player FROM leaderboard_hidden h JOIN games g ON g.id = h.game_id
     WHERE g.started_at >= ? AND g.started_at < ?`,
  ).all(fromIso, toIso) as { gameId: string; player: number }[];
  const byGame = new Map<string, Set<number>>();
  for (const { gameId, player } of rows) {
    const set = byGame.get(gameId) ?? new Set<number>();
    set.add(player);
    byGame.set(gameId, set);
  }
  return byGame;
}

export function hiddenPlayersOf(db: Database.Database, gameId: string): Set<number> {
  const rows = stmt(db, 'SELECT player FROM leaderboard_hidden WHERE game_id = ?').all(gameId) as {
    player: number;
  }[];
  return new Set(rows.map((r) => r.player));
}
