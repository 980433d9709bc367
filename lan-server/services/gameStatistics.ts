import type { LaneGameRecord, LaneGamesResponse } from '../../shared/api/stats';
import { gameReplayer, type GameReplayer } from '../../shared/darts/replay';
import { statisticsOf, type GameStatistics } from '../../shared/darts/stats';
import type { GameAction, GameState, NewGameOptions } from '../../shared/darts/types';
import { venueNightOf, type VenueNight } from '../../shared/time/venueNight';
import type { AppContext } from '../context';
import { lastSeq, readGameLog } from '../db/gameLog';
import type { GameRow } from '../db/games';
import { laneGamesBetween } from '../db/laneGames';
import { findLaneRow, listLaneRows } from '../db/lanes';
import { hiddenPlayersBetween } from '../db/leaderboardHidden';
import { readSettings } from '../db/settings';
import { parseJson } from '../db/sql';
import { notFound } from './domainError';
import { matchLabelOf } from './tournamentMatch';

/**
 * A lane game's statistics, replayed from its game log. The TV asks after every dart on every lane, and a
 * whole night's match is hundreds of actions, so each game keeps its replay and is fed only the actions
 * logged since (shared/darts/replay.ts gameReplayer); its figures are kept until its version moves on (a
 * version only ever grows, so a stale entry is never served). A mode change restarts the match and its log
 * (services/laneGame.ts): a log now shorter than what was fed, or other options, replays afresh.
 */
interface CachedGame {
  version: number;
  options: string;
  seq: number;
  replayer: GameReplayer;
  stats: GameStatistics;
}
const cache = new WeakMap<object, Map<string, CachedGame>>();

export function statisticsOfGame(ctx: AppContext, row: GameRow): GameStatistics {
  let byGame = cache.get(ctx.db);
  if (!byGame) {
    byGame = new Map();
    cache.set(ctx.db, byGame);
  }
  const hit = byGame.get(row.id);
  if (hit && hit.version === row.version) return hit.stats;
  const state = parseJson<GameState | null>(row.state, null);
  const options: NewGameOptions = {
    mode: state?.mode ?? '501',
    players: state?.players.map((p) => p.name) ?? ['Player 1'],
    sets: state?.sets ?? 1,
    legs: state?.legs ?? 1,
    ...(state?.starts === undefined ? {} : { starts: state.starts }),
    ...(state?.opener === undefined ? {} : { opener: state.opener }),
  };
  const key = JSON.stringify(options);
  const fresh = !hit || hit.options !== key || lastSeq(ctx.db, row.id) < hit.seq;
  const entry = fresh
    ? { version: row.version, options: key, seq: 0, replayer: gameReplayer(options), stats: hit?.stats }
    : hit;
  const added = readGameLog(ctx.db, row.id, entry.seq);
  entry.replayer.feed(added.flatMap((e) => actionOf(e.action)));
  const stats = statisticsOf(entry.replayer.result());
  if (byGame.size > 500) byGame.clear();
  byGame.set(row.id, {
    version: row.version,
    options: key,
    seq: added.length > 0 ? added[added.length - 1].seq : entry.seq,
    replayer: entry.replayer,
    stats,
  });
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
      match: matchLabelOf(ctx, row),
      statistics,
    };
  });
}

/**
 * GET /api/lanes/:id/games: the lane's games of tonight's venue night (06:00 to 06:00), newest first, the one
 * being played included — what players on the lane and staff want to look back on. Tournament matches played
 * on the lane are listed with its sessions' games. Older nights are not listed: the history is for the
 * evening, and a lane's next hirers need not see last week's names.
 */
export function laneGames(ctx: AppContext, laneId: number): LaneGamesResponse {
  if (!findLaneRow(ctx.db, laneId)) throw notFound('Lane not found');
  const night = tonight(ctx);
  const rows = laneGamesBetween(ctx.db, night.start.toISOString(), night.end.toISOString(), laneId);
  return { night: nightText(night), games: recordsOf(ctx, rows, night) };
}

/**
 * GET /api/stats/tonight (staff): tonight's finished lane games (their session has ended, or the match's
 * result is in), newest first.
 */
export function tonightsFinishedGames(ctx: AppContext): LaneGamesResponse {
  const night = tonight(ctx);
  const rows = laneGamesBetween(ctx.db, night.start.toISOString(), night.end.toISOString()).filter(
    (r) => r.status === 'completed',
  );
  return { night: nightText(night), games: recordsOf(ctx, rows, night) };
}
