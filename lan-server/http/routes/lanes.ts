import { laneEndpoints as lanes, type Lane } from '../../../shared/api/lanes';
import { tabletLaneOf } from '../../../shared/lanes/tabletLane';
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
import { notFound } from '../errors';
import { encodedJson, implement } from '../implement';
import type { Route } from '../route';

/**
 * The lanes and stats endpoints. Reads are open to a tablet paired to the lane (its scoring screen shows the
 * countdown), in the tablet's shape (TabletLane: no customer details); everything that changes a lane is
 * the front desk's. /score and /update-game-mode live with the scoring screen's routes.
 */
export function laneRoutes(): Route[] {
  return [
    implement(lanes.list, ({ ctx }) =>
      encodedJson<Lane[]>(rememberedJson(ctx, 'lanes', () => allLaneViews(ctx))),
    ),
    implement(lanes.one, ({ ctx, params, user }) => {
      const lane = laneView(ctx, laneIdFrom(params.id));
      if (!lane) throw notFound(LANE_NOT_FOUND);
      return user ? lane : tabletLaneOf(lane);
    }),
    implement(lanes.stats, ({ ctx }) => rememberedRead(ctx, 'stats', () => venueStats(ctx))),
    implement(lanes.update, ({ ctx, params, body }) => updateLane(ctx, laneIdFrom(params.id), body)),
    implement(lanes.start, ({ ctx, params, body }) => startLaneSession(ctx, laneIdFrom(params.id), body)),
    implement(lanes.stop, ({ ctx, params }) => stopLaneSession(ctx, laneIdFrom(params.id))),
    implement(lanes.activateReservation, ({ ctx, params, body }) =>
      activateReservation(ctx, laneIdFrom(params.id), body),
    ),
  ];
}
