import { venueEndpoints } from '../../../shared/api/venue';
import { implement } from '../implement';
import { LeaderboardHiddenBody, LeaderboardSettingBody, MatchStartBody } from '../../../shared/api/stats';
import { laneGames, tonightsFinishedGames } from '../../services/gameStatistics';
import { setLeaderboardEnabled, setLeaderboardHidden, startMatchOnTablet } from '../../services/leaderboard';
import { laneIdFrom } from '../../services/lanes';
import { venueView } from '../../services/venueBoard';
import { defineRoute, type Route } from '../route';

/**
 * Issue 13: statistics, the venue view and the leaderboard choices. The lane's games are 'lane' (staff or the
 * lane's own tablet: the names on a lane are that lane's business); the venue view is 'lan' (the TV, no
 * sign-in, LAN door only — the public door never serves it); tonight's list and the on/off switch are staff's.
 * The match start (issue 18) is the tablet's: its players choose about the leaderboard before the first dart.
 */
export function statsRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/lanes/:id/games',
      access: 'lane',
      handle: ({ ctx, params }) => laneGames(ctx, laneIdFrom(params.id)),
    }),
    defineRoute({
      method: 'put',
      path: '/api/lanes/:id/leaderboard-hidden',
      access: 'lane',
      body: LeaderboardHiddenBody,
      handle: ({ ctx, params, body }) => setLeaderboardHidden(ctx, laneIdFrom(params.id), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/match-start',
      access: 'lane',
      body: MatchStartBody,
      handle: ({ ctx, params, body }) => startMatchOnTablet(ctx, laneIdFrom(params.id), body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/stats/tonight',
      access: 'staff',
      handle: ({ ctx }) => tonightsFinishedGames(ctx),
    }),
    implement(venueEndpoints.view, ({ ctx }) => venueView(ctx)),
    defineRoute({
      method: 'put',
      path: '/api/settings/leaderboard',
      access: 'staff',
      body: LeaderboardSettingBody,
      handle: ({ ctx, body }) => setLeaderboardEnabled(ctx, body),
    }),
  ];
}
