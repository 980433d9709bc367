import { boardDarts, isDouble } from './labels';

/**
 * A visit entered as a total (`{ type: 'visit', score, darts }`, docs/behaviour.md#visit-totals). Players at
 * a venue often call a visit's total rather than tap each dart, as DartCounter and n01 let them; the engine
 * then judges the total itself, never darts it made up, so the average counts the darts really thrown.
 */

/** How many darts a visit took: 3 unless it checked out earlier. */
export type VisitDarts = 1 | 2 | 3;

/** Points a single dart can be worth, Miss (0) included. */
const ANY_DART = new Set([0, ...boardDarts().map((d) => d.score)]);
/** Points a dart that ends a plain x01 leg can be worth: anything but a miss. */
const SCORING_DART = new Set(boardDarts().map((d) => d.score));
/** Points of a double-out finishing dart: a double ring or the inner bull. */
const DOUBLE_DART = new Set(
  boardDarts()
    .filter(isDouble)
    .map((d) => d.score),
);
/** Points two darts can be worth together (either may miss). */
const ANY_TWO = new Set([...ANY_DART].flatMap((a) => [...ANY_DART].map((b) => a + b)));

/** Every total `darts` darts can make whose last one is worth one of `last`; earlier darts may miss. */
function totalsOf(darts: VisitDarts, last: ReadonlySet<number>): ReadonlySet<number> {
  const before = darts === 1 ? [0] : darts === 2 ? [...ANY_DART] : [...ANY_TWO];
  return new Set(before.flatMap((points) => [...last].map((l) => points + l)));
}

const TOTALS = {
  any: [1, 2, 3].map((d) => totalsOf(d as VisitDarts, ANY_DART)),
  scoring: [1, 2, 3].map((d) => totalsOf(d as VisitDarts, SCORING_DART)),
  double: [1, 2, 3].map((d) => totalsOf(d as VisitDarts, DOUBLE_DART)),
};

/**
 * Can `total` be scored with exactly `darts` darts whose last one is of `kind`? The darts before the last
 * may miss (a checkout thrown as MISS MISS D20 is a three-dart checkout of 40). Worked out once, on load.
 */
function possible(total: number, darts: VisitDarts, kind: keyof typeof TOTALS): boolean {
  return TOTALS[kind][darts - 1].has(total);
}

/** A visit total any three darts can make: 0–180 except 163, 166, 169, 172, 173, 175, 176, 178 and 179. */
export function isVisitTotal(total: number): boolean {
  return Number.isInteger(total) && possible(total, 3, 'any');
}

/** Can a leg be finished by scoring `total` in `darts` darts, the last one scoring (plain 301/501)? */
export function canFinishWith(total: number, darts: VisitDarts): boolean {
  return possible(total, darts, 'scoring');
}

/** Can `total` be checked out in `darts` darts ending on a double or the inner bull (Double Out)? */
export function canCheckOutWith(total: number, darts: VisitDarts): boolean {
  return possible(total, darts, 'double');
}

/** Why `darts` is not a visit's dart count, or null when it is one. */
export function visitDartsError(darts: unknown): string | null {
  return darts === 1 || darts === 2 || darts === 3 ? null : 'A visit is 1, 2 or 3 darts';
}
