/**
 * A stretch of time during which a lane cannot be booked or started. Lanes (canFit*, next reservation),
 * the booking engine (slot states) and the calendar all reason over the same blocks, built on the server
 * by lan-server/db/laneBlocks.ts.
 *
 * - reservation: an active reservation, [reservedTime, reservedTime + duration), or a booking the group's
 *   booking page holds until head office confirms it (no `reservationId`; docs/group-booking.md).
 * - tournament: a tournament that is not completed or cancelled and uses the lane, [scheduledDate,
 *   scheduledDate + duration hours), 2 hours when it has no duration.
 * - session: a running lane session, [startTime, startTime + sessionDuration).
 * - league: a league night, [the season's start time, + its duration) on each lane the season uses, on every
 *   night of the season (docs/league-nights.md).
 */
export type LaneBlockKind = 'reservation' | 'tournament' | 'session' | 'league';

export interface LaneBlock {
  laneId: number;
  kind: LaneBlockKind;
  /** UTC ISO instant, inclusive. */
  start: string;
  /** UTC ISO instant, exclusive. */
  end: string;
  /** Staff-only detail: the reservation's customer. Never sent through the public door. */
  customerName?: string;
  playerCount?: number;
  /** Staff-only detail: what the reservation's customer has prepaid, as decimal text. */
  prepaidAmount?: string;
  reservationId?: string;
  tournamentId?: string;
  tournamentName?: string;
  /** A league night's season and the name it is shown by: 'Tuesday League — Winter 2026'. */
  leagueSeasonId?: string;
  leagueName?: string;
}

/** Two half-open intervals [aStart, aEnd) and [bStart, bEnd) share time. Touching ends do not overlap. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);
}

const parsedTimes = new WeakMap<LaneBlock, { start: number; end: number }>();

/**
 * A block's start and end in milliseconds, parsed once per block object: a day's slot grid asks every
 * block about every slot on its lane.
 */
export function blockTimes(block: LaneBlock): { start: number; end: number } {
  let times = parsedTimes.get(block);
  if (!times) {
    times = { start: Date.parse(block.start), end: Date.parse(block.end) };
    parsedTimes.set(block, times);
  }
  return times;
}
