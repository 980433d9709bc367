import * as z from 'zod/mini';
import { LANE_STATUSES } from './laneStatuses';

/**
 * The lane as the server sends it, in zod/mini like every shape the socket carries (shared/api/realtime.ts),
 * so the slim builds can check a message without the full zod. The lane endpoints (lanes.ts) use the same
 * schemas.
 */

export const LaneStatus = z.enum(LANE_STATUSES);
export type LaneStatus = z.infer<typeof LaneStatus>;

export const NextReservation = z.object({ reservedTime: z.string(), customerName: z.string() });
export type NextReservation = z.infer<typeof NextReservation>;

/** A lane as stored. */
export const LaneRecord = z.object({
  id: z.int(),
  number: z.int(),
  name: z.string(),
  status: LaneStatus,
  startTime: z.nullable(z.string()),
  duration: z.int(),
  currentFee: z.string(),
  playerCount: z.int(),
  players: z.array(z.string()),
  gameMode: z.nullable(z.string()),
  sets: z.int(),
  legs: z.int(),
  reservedBy: z.nullable(z.string()),
  reservedUntil: z.nullable(z.string()),
  prepaidAmount: z.string(),
  isInTournament: z.boolean(),
  tournamentId: z.nullable(z.string()),
  /** The name of the tournament whose match the lane is playing, for the card; else null. */
  tournamentName: z.nullable(z.string()),
  sessionDuration: z.int(),
});
export type LaneRecord = z.infer<typeof LaneRecord>;

/** A lane as every lane response carries it: the record plus the derived fields. */
export const Lane = z.extend(LaneRecord, {
  nextReservation: z.nullable(NextReservation),
  timeUntilNextReservation: z.nullable(z.number()),
  canFit30Min: z.boolean(),
  canFit1Hour: z.boolean(),
  canFit90Min: z.boolean(),
  canFit2Hour: z.boolean(),
  canFit150Min: z.boolean(),
  canFit3Hour: z.boolean(),
});
export type Lane = z.infer<typeof Lane>;

/**
 * A lane as its paired tablet sees it: what a scoring screen at the board may know — the lane,
 * its status, the session's times and game settings, whether a tournament match is on it and when the
 * lane is next needed — and nothing about customers: no name a booking was made in (`reservedBy`,
 * `nextReservation.customerName`), no players of other sessions, no money. Picked field by field, so a
 * field added to Lane later stays off the tablet until someone decides it belongs there. Staff get Lane.
 */
export const TabletLane = z.extend(
  z.pick(Lane, {
    id: true,
    number: true,
    name: true,
    status: true,
    startTime: true,
    duration: true,
    sessionDuration: true,
    gameMode: true,
    sets: true,
    legs: true,
    isInTournament: true,
    tournamentId: true,
    tournamentName: true,
    timeUntilNextReservation: true,
  }),
  {
    /** Only when the lane is next booked, never by whom. */
    nextReservation: z.nullable(z.pick(NextReservation, { reservedTime: true })),
  },
);
export type TabletLane = z.infer<typeof TabletLane>;
