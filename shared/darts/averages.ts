import type { PlayerState } from './types';
import { withPlayerChanges } from './players';

/**
 * The three-dart average: what a player's darts are worth per visit, `tally × 3 / darts`, to 2 decimals,
 * 0 before the first dart. It covers the whole match. What `tally` counts depends on the mode, in the terms
 * players of that game use:
 * - x01 and High Score: points scored; a bust turn's darts count as thrown but score nothing (the darts
 *   world's convention, so busting lowers the average);
 * - Cricket: marks that counted (closing marks and marks that scored points) — "marks per round";
 * - Round the World, Around the Clock, Shanghai: hits on the number being aimed at;
 * - Killer: the face value of the darts, the only measure the game has.
 */
export function threeDartAverage(tally: number, dartsThrown: number): number {
  if (dartsThrown <= 0) return 0;
  return Math.round(((tally * 3) / dartsThrown) * 100) / 100;
}

/** The player after throwing `darts` more darts worth `tally`, with the average brought up to date. */
export function recordDarts(player: PlayerState, darts: number, tally: number): PlayerState {
  const dartsThrown = player.dartsThrown + darts;
  const total = player.tally + tally;
  return withPlayerChanges(player, {
    dartsThrown,
    tally: total,
    average: threeDartAverage(total, dartsThrown),
  });
}
