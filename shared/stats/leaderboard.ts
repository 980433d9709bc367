import type { PlayerFigures } from '../api/stats';
import type { Leaderboard, LeaderboardEntry } from '../api/venue';

/** How many places each leaderboard column shows on the TV. */
export const LEADERBOARD_PLACES = 5;

/** One player of one of tonight's x01 lane games. */
export interface LeaderboardCandidate {
  name: string;
  laneNumber: number;
  figures: PlayerFigures;
  /** Chose 'Hide from leaderboard' on the scoring screen. */
  hidden: boolean;
}

/**
 * Tonight's leaderboard: the highest checkout, the most 180s and the best 3-dart average over at least one
 * full leg (a player who has not finished a leg yet is not on it: three darts of 180 are not an average). A
 * place is a player in one game — names are typed freely, so "Dave" on lane 2 and "Dave" on lane 5 are not
 * assumed to be one person. Hidden players never appear, and nobody is on a column with nothing (no checkout,
 * no 180). Ties keep the earlier lane first, then the name, so the board does not flicker.
 */
export function tonightsLeaderboard(candidates: readonly LeaderboardCandidate[]): Leaderboard {
  const shown = candidates.filter((c) => !c.hidden);
  const column = (value: (f: PlayerFigures) => number | null): LeaderboardEntry[] =>
    shown
      .flatMap((c) => {
        const v = value(c.figures);
        return v === null || v <= 0 ? [] : [{ name: c.name, laneNumber: c.laneNumber, value: v }];
      })
      .sort((a, b) => b.value - a.value || a.laneNumber - b.laneNumber || a.name.localeCompare(b.name))
      .slice(0, LEADERBOARD_PLACES);
  return {
    highestCheckout: column((f) => f.highestCheckout),
    mostOneEighties: column((f) => f.oneEighties),
    bestAverage: column((f) => f.fullLegsAverage),
  };
}
