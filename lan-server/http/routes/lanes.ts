import { ActivateReservationBody, StartLaneSessionBody, UpdateLaneBody } from '../../../shared/api/lanes';
import {
  activateReservation,
  LANE_NOT_FOUND,
  laneIdFrom,
  startLaneSession,
  stopLaneSession,
  updateLane,
} from '../../services/lanes';
import { allLaneViews, laneView, venueStats } from '../../services/publishLane';
import { rememberedJson, rememberedRead } from '../../services/readCache';
import { tabletLaneOf } from '../../../shared/lanes/tabletLane';
import { notFound } from '../errors';
import { defineRoute, sendJsonText, type Route } from '../route';

/**
 * SPEC §7 'Lanes and stats'. Reads are open to a tablet paired to the lane (its scoring screen shows the
 * countdown), in the tablet's shape (TabletLane: no customer details); everything that changes a lane is the front desk's. /score and /update-game-mode live with
 * the scoring screen's routes.
 */
export function laneRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/lanes',
      access: 'staff',
      handle: ({ ctx, res }) =>
        sendJsonText(
          res,
          rememberedJson(ctx, 'lanes', () => allLaneViews(ctx)),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/lanes/:id',
      access: 'lane',
      // Staff get the whole lane; the lane's own tablet gets it without any customer's name (issue 18).
      handle: ({ ctx, params, user }) => {
        const lane = laneView(ctx, laneIdFrom(params.id));
        if (!lane) throw notFound(LANE_NOT_FOUND);
        return user ? lane : tabletLaneOf(lane);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/stats',
      access: 'staff',
      handle: ({ ctx }) => rememberedRead(ctx, 'stats', () => venueStats(ctx)),
    }),
    defineRoute({
      method: 'put',
      path: '/api/lanes/:id',
      access: 'staff',
      body: UpdateLaneBody,
      handle: ({ ctx, params, body }) => updateLane(ctx, laneIdFrom(params.id), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/start',
      access: 'staff',
      body: StartLaneSessionBody,
      handle: ({ ctx, params, body }) => startLaneSession(ctx, laneIdFrom(params.id), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/stop',
      access: 'staff',
      handle: ({ ctx, params }) => stopLaneSession(ctx, laneIdFrom(params.id)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/activate-reservation',
      access: 'staff',
      body: ActivateReservationBody,
      handle: ({ ctx, params, body }) => activateReservation(ctx, laneIdFrom(params.id), body),
    }),
  ];
}
