import type { VenueLane, VenueView } from '../../shared/api/stats';
import { dartLabel } from '../../shared/darts/labels';
import type { GameState } from '../../shared/darts/types';
import { tonightsLeaderboard, type LeaderboardCandidate } from '../../shared/stats/leaderboard';
import type { AppContext } from '../context';
import type { GameRow } from '../db/games';
import { findSessionGame, laneGamesBetween } from '../db/laneGames';
import { listLaneRows, type LaneRow } from '../db/lanes';
import { hiddenPlayersBetween } from '../db/leaderboardHidden';
import { readSettings } from '../db/settings';
import { parseJson } from '../db/sql';
import { statisticsOfGame, tonight } from './gameStatistics';

/**
 * The TV venue view (issue 13): every lane's live game and tonight's leaderboard, for /tv/venue on the LAN
 * door. It carries names as players typed them and nothing else personal (no booking names, phones, emails).
 * A player who chose 'Hide from leaderboard' is 'Player N' on their lane's card and absent from the board.
 */
export function venueView(ctx: AppContext): VenueView {
  const settings = readSettings(ctx.db);
  const night = tonight(ctx);
  const from = night.start.toISOString();
  const to = night.end.toISOString();
  const hidden = hiddenPlayersBetween(ctx.db, from, to);
  const lanes = listLaneRows(ctx.db);
  const numbers = new Map(lanes.map((l) => [l.id, l.number]));
  return {
    venueName: settings.businessName,
    night: night.date,
    lanes: lanes.map((lane) => venueLane(ctx, lane, hidden)),
    leaderboard: settings.leaderboardEnabled
      ? tonightsLeaderboard(
          laneGamesBetween(ctx.db, from, to).flatMap((row) =>
            candidatesOf(ctx, row, numbers.get(row.lane_id ?? 0) ?? 0, hidden.get(row.id)),
          ),
        )
      : null,
  };
}

function venueLane(ctx: AppContext, lane: LaneRow, hidden: Map<string, Set<number>>): VenueLane {
  const row =
    lane.status === 'occupied' && lane.start_time !== null
      ? findSessionGame(ctx.db, lane.id, lane.start_time)
      : undefined;
  const state = row ? parseJson<GameState | null>(row.state, null) : null;
  const hiddenHere = row ? hidden.get(row.id) : undefined;
  return {
    laneId: lane.id,
    number: lane.number,
    name: lane.name,
    status: lane.status,
    game:
      state === null
        ? null
        : {
            mode: state.mode,
            currentPlayer: state.currentPlayer,
            legWinner: state.legWinner,
            turn: state.turn.map(dartLabel),
            players: state.players.map((p, i) => ({
              name: hiddenHere?.has(i) ? `Player ${i + 1}` : p.name,
              score: p.score,
              legs: p.legs,
              sets: p.sets,
            })),
          },
  };
}

function candidatesOf(
  ctx: AppContext,
  row: GameRow,
  laneNumber: number,
  hidden: Set<number> | undefined,
): LeaderboardCandidate[] {
  const stats = statisticsOfGame(ctx, row);
  if (stats.family !== 'x01') return [];
  return stats.players.map((figures, i) => ({
    name: figures.name,
    laneNumber,
    figures,
    hidden: hidden?.has(i) ?? false,
  }));
}

const lastSent = new WeakMap<object, string>();

/**
 * Sends `venue_updated` when the view differs from the last one sent: every dart changes it (the turn's
 * darts are on it), while the lane ticker's once-a-second lane checks mostly do not, so TVs hear about darts
 * and sessions, not about the clock.
 */
export function publishVenue(ctx: AppContext): void {
  const view = venueView(ctx);
  const text = JSON.stringify(view);
  if (lastSent.get(ctx.events) === text) return;
  lastSent.set(ctx.events, text);
  ctx.events.emit('venue_updated', { view });
}

/**
 * Keeps TVs current: a lane game's change or a lane's change republishes the venue view. Changes that land
 * in the same turn of the event loop (ten lanes throwing at once on a Friday) are published as one view,
 * built once, right after that turn (setImmediate): the view covers every lane, so one message carries all
 * of them, and the server does not build and send the whole venue ten times over. Started by createServer;
 * returns the stop function.
 */
export function startVenueBoard(ctx: AppContext): () => undefined {
  let pending: NodeJS.Immediate | null = null;
  const publishNow = () => {
    pending = null;
    try {
      publishVenue(ctx);
    } catch (err) {
      ctx.log(`Venue view failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const republish = () => {
    pending ??= setImmediate(publishNow);
  };
  const offs = [
    ctx.events.on('game_updated', ({ game }) => {
      if (game.tournamentId === null) republish();
    }),
    ctx.events.on('lane_updated', republish),
  ];
  return () => {
    offs.forEach((off) => off());
    if (pending !== null) clearImmediate(pending);
    pending = null;
    return undefined;
  };
}
