import type { LaneGameRecord, LaneGamesResponse } from '../../shared/api/stats';
import { gameStatistics, type GameStatistics } from '../../shared/darts/stats';
import type { GameAction, GameState } from '../../shared/darts/types';
import { venueNightOf, type VenueNight } from '../../shared/time/venueNight';
import type { AppContext } from '../context';
import { readGameLog } from '../db/gameLog';
import type { GameRow } from '../db/games';
import { laneGamesBetween } from '../db/laneGames';
import { findLaneRow, listLaneRows } from '../db/lanes';
import { hiddenPlayersBetween } from '../db/leaderboardHidden';
import { readSettings } from '../db/settings';
import { parseJson } from '../db/sql';
import { notFound } from '../http/errors';

/**
 * A lane game's statistics (issue 13), replayed from its game log. Replaying is cheap (a 12-leg match in well
 * under a millisecond) but the TV asks after every dart on every lane, so each game's figures are kept until
 * its version moves on; a version number only ever grows, so a stale entry can never be served.
 */
const cache = new WeakMap<object, Map<string, { version: number; stats: GameStatistics }>>();

export function statisticsOfGame(ctx: AppContext, row: GameRow): GameStatistics {
  let byGame = cache.get(ctx.db);
  if (!byGame) {
    byGame = new Map();
    cache.set(ctx.db, byGame);
  }
  const hit = byGame.get(row.id);
  if (hit && hit.version === row.version) return hit.stats;
  const state = parseJson<GameState | null>(row.state, null);
  const stats = gameStatistics(
    {
      mode: state?.mode ?? '501',
      players: state?.players.map((p) => p.name) ?? ['Player 1'],
      sets: state?.sets ?? 1,
      legs: state?.legs ?? 1,
    },
    readGameLog(ctx.db, row.id).flatMap((entry) => actionOf(entry.action)),
  );
  if (byGame.size > 500) byGame.clear();
  byGame.set(row.id, { version: row.version, stats });
  return stats;
}

/** A logged action, or nothing for a row that is not one (the replay skips what the engine refuses). */
function actionOf(text: string): GameAction[] {
  const parsed = parseJson<unknown>(text, null);
  if (typeof parsed !== 'object' || parsed === null || !('type' in parsed)) return [];
  return typeof parsed.type === 'string' ? [parsed as GameAction] : [];
}

export function tonight(ctx: AppContext): VenueNight {
  return venueNightOf(ctx.now(), readSettings(ctx.db).timezone);
}

function nightText(night: VenueNight): LaneGamesResponse['night'] {
  return { date: night.date, start: night.start.toISOString(), end: night.end.toISOString() };
}

function recordsOf(ctx: AppContext, rows: GameRow[], night: VenueNight): LaneGameRecord[] {
  const hidden = hiddenPlayersBetween(ctx.db, night.start.toISOString(), night.end.toISOString());
  const numbers = new Map(listLaneRows(ctx.db).map((l) => [l.id, l.number]));
  return rows.map((row) => {
    const statistics = statisticsOfGame(ctx, row);
    const hiddenHere = hidden.get(row.id);
    return {
      gameId: row.id,
      laneId: row.lane_id ?? 0,
      laneNumber: numbers.get(row.lane_id ?? 0) ?? 0,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      status: row.status,
      hidden: statistics.players.map((_, i) => hiddenHere?.has(i) ?? false),
      statistics,
    };
  });
}

/**
 * GET /api/lanes/:id/games: the lane's games of tonight's venue night (06:00 to 06:00), newest first, the
 * one being played included — what players on the lane and staff want to look back on. Older nights are
 * not listed: the history is for the evening, and a lane's next hirers need not see last week's names.
 */
export function laneGames(ctx: AppContext, laneId: number): LaneGamesResponse {
  if (!findLaneRow(ctx.db, laneId)) throw notFound('Lane not found');
  const night = tonight(ctx);
  const rows = laneGamesBetween(ctx.db, night.start.toISOString(), night.end.toISOString(), laneId);
  return { night: nightText(night), games: recordsOf(ctx, rows, night) };
}

/** GET /api/stats/tonight (staff): tonight's finished lane games (their session has ended), newest first. */
export function tonightsFinishedGames(ctx: AppContext): LaneGamesResponse {
  const night = tonight(ctx);
  const rows = laneGamesBetween(ctx.db, night.start.toISOString(), night.end.toISOString()).filter(
    (r) => r.status === 'completed',
  );
  return { night: nightText(night), games: recordsOf(ctx, rows, night) };
}
