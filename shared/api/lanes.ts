import { z } from 'zod';

/** SPEC §4 lane states. Any other stored value is shown raw, so responses carry a plain string. */
export const LANE_STATUSES = ['available', 'occupied', 'reserved', 'test', 'maintenance'] as const;
export const LaneStatus = z.enum(LANE_STATUSES);
export type LaneStatus = z.infer<typeof LaneStatus>;

export const NextReservation = z.object({ reservedTime: z.string(), customerName: z.string() });
export type NextReservation = z.infer<typeof NextReservation>;

/** A lane as stored (SPEC §3 lanes). */
export const LaneRecord = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  status: z.string(),
  startTime: z.string().nullable(),
  duration: z.number().int(),
  currentFee: z.string(),
  playerCount: z.number().int(),
  players: z.array(z.string()),
  gameMode: z.string().nullable(),
  sets: z.number().int(),
  legs: z.number().int(),
  reservedBy: z.string().nullable(),
  reservedUntil: z.string().nullable(),
  prepaidAmount: z.string(),
  isInTournament: z.boolean(),
  tournamentId: z.string().nullable(),
  sessionDuration: z.number().int(),
});
export type LaneRecord = z.infer<typeof LaneRecord>;

/** A lane as every lane response carries it: the record plus SPEC §3's derived fields. */
export const Lane = LaneRecord.extend({
  nextReservation: NextReservation.nullable(),
  timeUntilNextReservation: z.number().nullable(),
  canFit30Min: z.boolean(),
  canFit1Hour: z.boolean(),
  canFit90Min: z.boolean(),
  canFit2Hour: z.boolean(),
  canFit150Min: z.boolean(),
  canFit3Hour: z.boolean(),
});
export type Lane = z.infer<typeof Lane>;

export const Stats = z.object({
  availableLanes: z.number().int(),
  occupiedLanes: z.number().int(),
  reservedLanes: z.number().int(),
  todaysFutureReservations: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;
