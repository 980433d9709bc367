import type { Lane, Stats } from '../api/lanes';
import type { LaneBlock } from '../booking/laneBlock';
import { venueDateOf } from '../time/venueTime';

/**
 * GET /api/stats, the dashboard's figures. Lanes are counted by the status they show (so a lane whose booking
 * has started counts as reserved); a lane playing a tournament match counts as occupied (lanes in play,
 * paying or not — see laneStatus.ts). "Today's Future Reservations" are active reservations that have not
 * started yet and start on the venue's calendar day: the card's wider look-ahead past midnight (see
 * availability.ts) is about what blocks a session, while this card is labelled "Today's".
 */
export function laneStats(
  lanes: readonly Pick<Lane, 'status'>[],
  blocks: readonly LaneBlock[],
  now: Date,
  zone: string,
): Stats {
  const today = venueDateOf(now, zone);
  const count = (status: string) => lanes.filter((lane) => lane.status === status).length;
  return {
    availableLanes: count('available'),
    occupiedLanes: count('occupied') + count('tournament'),
    reservedLanes: count('reserved'),
    todaysFutureReservations: blocks.filter(
      (block) =>
        block.kind === 'reservation' &&
        Date.parse(block.start) > now.getTime() &&
        venueDateOf(block.start, zone) === today,
    ).length,
  };
}
