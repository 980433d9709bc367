import * as z from 'zod/mini';

/**
 * A tournament match being played on a lane's tablet: what the scoring screen's heading needs and
 * whether the match is still on. Carried with the lane's game because a paired tablet may read its lane's
 * game but not the staff tournament lists.
 */
export const LaneMatch = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  /** 'Group A', 'QF1', 'SF2', 'Final'. */
  stage: z.string(),
  matchFormat: z.string(),
  /** e.g. 'Best of 3 · first to 2 legs'. */
  formatText: z.string(),
  legsToWin: z.int().check(z.minimum(1)),
  /** 'active' while played here; 'completed' once the last leg or a staff result decided it. */
  status: z.string(),
  winner: z.nullable(z.string()),
  /** Legs as [home, away]; the result's once completed. */
  legs: z.nullable(z.tuple([z.int(), z.int()])),
});
export type LaneMatch = z.infer<typeof LaneMatch>;
