/**
 * The optional start-score handicap (docs/league.md#handicap). In an x01 game the side with the lower season
 * 3-dart average starts lower, so both sides need about the same number of visits to get down to a finish:
 *
 *   handicap = start × (1 − weaker average ÷ stronger average), rounded to the nearest 10 points,
 *   never below 0 and never more than HANDICAP_CAP of the start (40%: 200 of 501).
 *
 * The stronger side starts on the full start. An average is points per three darts, so a side scoring a
 * points a visit needs start ÷ a visits to score its start; starting the weaker side on start × weaker ÷
 * stronger gives both the same number of visits. That proportion is what start-score handicaps in club and
 * pub darts are built on; it leaves out the double at the end, so the cap keeps a big gap in averages from
 * turning into a game that is over before it starts. A side without a season average yet (no darts thrown)
 * gives no handicap either way. A pairs or team side's average is the mean of its players' averages.
 */

/** The largest handicap, as a share of the start. */
export const HANDICAP_CAP = 0.4;
/** Handicaps are whole tens of points, easy to read out and to set on a lane. */
export const HANDICAP_STEP = 10;

/** Points taken off the start of the side averaging `ownAverage` against a side averaging `otherAverage`. */
export function startHandicap(start: number, ownAverage: number | null, otherAverage: number | null): number {
  if (ownAverage === null || otherAverage === null || ownAverage <= 0 || otherAverage <= 0) return 0;
  if (ownAverage >= otherAverage || start <= 0) return 0;
  const raw = start * (1 - ownAverage / otherAverage);
  const stepped = Math.round(raw / HANDICAP_STEP) * HANDICAP_STEP;
  const cap = Math.floor((start * HANDICAP_CAP) / HANDICAP_STEP) * HANDICAP_STEP;
  return Math.max(0, Math.min(stepped, cap));
}

/** Both sides' start scores for a handicapped x01 game. */
export function handicappedStarts(
  start: number,
  homeAverage: number | null,
  awayAverage: number | null,
): { home: number; away: number } {
  return {
    home: start - startHandicap(start, homeAverage, awayAverage),
    away: start - startHandicap(start, awayAverage, homeAverage),
  };
}

/** A side's average from its players' season averages (players without one are left out); null if none has one. */
export function sideAverage(averages: readonly (number | null)[]): number | null {
  const known = averages.filter((a): a is number => a !== null && a > 0);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, a) => sum + a, 0) / known.length) * 100) / 100;
}
