import { implement } from '../implement';
import { statsEndpoints as statsApi } from '../../../shared/api/stats';
import { venueEndpoints } from '../../../shared/api/venue';
import { laneGames, tonightsFinishedGames } from '../../services/gameStatistics';
import { setLeaderboardEnabled, setLeaderboardHidden, startMatchOnTablet } from '../../services/leaderboard';
import { laneIdFrom } from '../../services/lanes';
import { getSettings } from '../../services/settings';
import { venueView } from '../../services/venueBoard';
import { type Route } from '../route';

/**
 * Statistics, the venue view and the leaderboard choices. The lane's games are 'lane' (staff or the
 * lane's own tablet: the names on a lane are that lane's business); the venue view is 'lan' (the TV, no
 * sign-in, LAN door only — the public door never serves it); tonight's list and the on/off switch are staff's.
 * The match start is the tablet's: its players choose about the leaderboard before the first dart.
 */
export function statsRoutes(): Route[] {
  return [
    implement(statsApi.laneGames, ({ ctx, params }) => laneGames(ctx, laneIdFrom(params.id))),
    implement(statsApi.leaderboardHidden, ({ ctx, params, body }) =>
      setLeaderboardHidden(ctx, laneIdFrom(params.id), body),
    ),
    implement(statsApi.matchStart, ({ ctx, params, body }) =>
      startMatchOnTablet(ctx, laneIdFrom(params.id), body),
    ),
    implement(statsApi.tonight, ({ ctx }) => tonightsFinishedGames(ctx)),
    implement(venueEndpoints.view, ({ ctx }) => venueView(ctx)),
    implement(venueEndpoints.language, ({ ctx }) => ({ language: getSettings(ctx).language })),
    implement(statsApi.leaderboardSetting, ({ ctx, body }) => setLeaderboardEnabled(ctx, body)),
  ];
}
