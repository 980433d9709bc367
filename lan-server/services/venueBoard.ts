import type { VenueLane, VenueView } from '../../shared/api/venue';
import { dartLabel } from '../../shared/darts/labels';
import { gameUnderway } from '../../shared/darts/gameState';
import type { GameState } from '../../shared/darts/types';
import { laneDisplayName } from '../../shared/booking/slots';
import { madeUpName } from '../../shared/i18n/numberedNames';
import { effectiveStatus } from '../../shared/lanes/laneStatus';
import { tonightsLeaderboard, type LeaderboardCandidate } from '../../shared/stats/leaderboard';
import type { AppContext } from '../context';
import type { GameRow } from '../db/games';
import { findSessionGame, laneGamesBetween } from '../db/laneGames';
import { listLaneRows, toLaneRecord, type LaneRow } from '../db/lanes';
import { hiddenPlayersBetween } from '../db/leaderboardHidden';
import { readSettings } from '../db/settings';
import { parseJson } from '../db/sql';
import { findActiveLaneMatch } from '../db/tournamentMatches';
import { statisticsOfGame, tonight } from './gameStatistics';
import { matchLabelOf } from './tournamentMatch';

/**
 * The TV venue view (docs/behaviour.md#the-venue-view): every lane's live game and tonight's leaderboard, for
 * /tv/venue on the LAN door. It carries names as players typed them and nothing else personal (no booking
 * names, phones, emails). A player who chose 'Hide from leaderboard' is 'Player N' on their lane's card and
 * absent from the board. Such a made-up name, like a lane's 'Lane N', is sent in English and worded by each
 * screen from its number (shared/i18n/numberedNames.ts).
 *
 * A lane playing a tournament match shows that match like any live game, and the match counts for the
 * leaderboard. A session's players choose 'Hide from leaderboard' where their names are typed, and the choice
 * is stored with the session's game before it is first published. A match's names were typed when the
 * tournament was made, so its players are asked on the tablet when the match starts there, before its board
 * opens: the match's game (and its names) reach the venue view from its first dart, by when the choice is
 * stored. Until then the lane shows which match it is holding, without names.
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
  const match = lane.is_in_tournament === 1 ? findActiveLaneMatch(ctx.db, lane.id) : undefined;
  const row =
    match ??
    (lane.status === 'occupied' && lane.start_time !== null
      ? findSessionGame(ctx.db, lane.id, lane.start_time)
      : undefined);
  const stored = row ? parseJson<GameState | null>(row.state, null) : null;
  const state = match && stored !== null && !gameUnderway(stored) ? null : stored;
  const hiddenHere = row ? hidden.get(row.id) : undefined;
  return {
    laneId: lane.id,
    number: lane.number,
    // The name players know the lane by, 'Lane N' when it has none: the TV shows it as sent.
    name: laneDisplayName(lane),
    // The status the lane shows, with a match's `tournament`; no blocks are read here, so never `reserved`.
    status: effectiveStatus(toLaneRecord(lane), [], ctx.now()),
    match: match ? matchLabelOf(ctx, match) : null,
    game:
      state === null
        ? null
        : {
            mode: state.mode,
            currentPlayer: state.currentPlayer,
            legWinner: state.legWinner,
            turn: state.turn.map(dartLabel),
            players: state.players.map((p, i) => ({
              name: hiddenHere?.has(i) ? madeUpName.player(i + 1) : p.name,
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
      // A lane's game: a session's, or a tournament match on a lane; not other tournament games.
      if (game.tournamentId === null || game.laneId !== null) republish();
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
