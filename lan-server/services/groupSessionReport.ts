import type { LeaderboardFigures } from '../../shared/group/events';
import { toInstantText } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { findSessionGame } from '../db/laneGames';
import { findLaneRow } from '../db/lanes';
import { hiddenPlayersOf } from '../db/leaderboardHidden';
import { readSettings } from '../db/settings';
import { parseJson } from '../db/sql';
import { readGroupLink } from '../db/groupLink';
import { statisticsOfGame } from './gameStatistics';
import { money, reportChange, sessionIdOf } from './groupReports';

/**
 * A session about to end (called before the lane's row is cleared): its fee, and its game's leaderboard
 * figures as the players allowed.
 */
export function reportSessionEnd(ctx: AppContext, laneId: number): void {
  if (!readGroupLink(ctx.db)) return;
  const lane = findLaneRow(ctx.db, laneId);
  if (!lane?.start_time) return;
  const settings = readSettings(ctx.db);
  reportChange(ctx, {
    kind: 'session_ended',
    sessionId: sessionIdOf(lane.id, lane.start_time),
    laneNumber: lane.number,
    fee: money(lane.current_fee),
    prepaidAmount: money(lane.prepaid_amount),
    currency: settings.currency,
    startedAt: toInstantText(lane.start_time),
    endedAt: ctx.now().toISOString(),
  });
  if (!settings.leaderboardEnabled) return;
  const game = findSessionGame(ctx.db, lane.id, lane.start_time);
  if (!game) return;
  const stats = statisticsOfGame(ctx, game);
  const hidden = hiddenPlayersOf(ctx.db, game.id);
  const leaderboard: LeaderboardFigures[] =
    stats.family !== 'x01'
      ? []
      : stats.players.flatMap((f, i) =>
          hidden.has(i) || f.name.trim() === ''
            ? []
            : [
                {
                  name: f.name.trim().slice(0, 60),
                  highestCheckout: f.highestCheckout === null ? null : Math.round(f.highestCheckout),
                  oneEighties: f.oneEighties,
                  average: f.fullLegsAverage === null ? null : Math.round(f.fullLegsAverage * 100) / 100,
                },
              ],
        );
  const mode = parseJson<{ mode?: string } | null>(game.state, null)?.mode ?? lane.game_mode ?? '';
  reportChange(ctx, {
    kind: 'lane_game_finished',
    gameId: game.id,
    laneNumber: lane.number,
    mode: mode.slice(0, 40),
    leaderboard: leaderboard.slice(0, 12),
  });
}
