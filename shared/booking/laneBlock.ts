/**
 * A stretch of time during which a lane cannot be booked or started. Lanes (canFit*, next reservation),
 * the booking engine (slot states) and the calendar all reason over the same blocks, built on the server
 * by lan-server/db/laneBlocks.ts.
 *
 * - reservation: an active reservation, [reservedTime, reservedTime + duration).
 * - tournament: a tournament that is not completed or cancelled and uses the lane,
 *   [scheduledDate, scheduledDate + duration hours), 2 hours when it has no duration (SPEC §9).
 * - session: a running lane session, [startTime, startTime + sessionDuration).
 */
export type LaneBlockKind = 'reservation' | 'tournament' | 'session';

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
  reservationId?: string;
  tournamentId?: string;
  tournamentName?: string;
}

/** Two half-open intervals [aStart, aEnd) and [bStart, bEnd) share time. Touching ends do not overlap. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return overlapsMs(Date.parse(aStart), Date.parse(aEnd), bStart, bEnd);
}

/** The same rule with the first interval already in milliseconds (hot loops parse it once). */
export function overlapsMs(aStartMs: number, aEndMs: number, bStart: string, bEnd: string): boolean {
  return aStartMs < Date.parse(bEnd) && Date.parse(bStart) < aEndMs;
}
