import { boardDarts, dartLabel, isDouble } from './labels';
import type { Dart } from './types';
import { canCheckOutWith } from './visit';

/** The double-out checkout table covers 2 to 170 (docs/behaviour.md#checkout-hints). */
export const CHECKOUT_MIN = 2;
export const CHECKOUT_MAX = 170;
/** Plain 301/501 (no double out): any dart finishes, so 1 to 180 can be thrown out. */
export const PLAIN_FINISH_MIN = 1;
export const PLAIN_FINISH_MAX = 180;

/**
 * The route players would aim for, as dart labels (170 → T20 T20 BULL); null when no route exists.
 *
 * Double out — the convention behind the checkout charts players learn from: the PDC-style wall charts
 * found in darts bars and the suggested finishes of scoring apps such as DartCounter and n01. Those charts
 * differ on a few scores where two routes are about as good (65, 68, 90 …); there this rule picks one and
 * keeps to it. In order:
 * 1. Fewest darts first: 40 is D20, never S20 D10; 50 is the bull, not S10 D20; 110 is T20 BULL.
 * 2. Finish on the double that forgives a miss. A dart that lands inside the double's wire falls into the
 *    single and leaves half, so the best doubles are the ones that halve into doubles again: D16 (then D8,
 *    D4, D2, D1), D20 (top, then D10, D5), D8, then the others that split cleanly — D12, D10, D18, D4, D14,
 *    D6, D2 — then the odd doubles, and the bull last: taken when it saves a dart (110 is T20 BULL) or
 *    nothing else finishes (170, 167, 164, 161).
 * 3. Set up with the easiest darts: a single beats any treble (53 is S13 D20, not T7 D16); among trebles the
 *    big ones players practise every visit (T20, T19, T18 …) beat low ones, strongly enough that 64 is
 *    T16 D8 rather than T8 D20 and 136 is T20 T20 D8 rather than T20 T12 D20; the bulls and doubles as set-up
 *    darts come last.
 * 4. Leave something when the set-up treble lands in its single. With two darts still to come the rest should
 *    be 60 or less (a single and a double, no second treble: 80 is T20 D10, since S20 leaves 60, where T16
 *    D16's S16 leaves 64) and, past 60, even; with one dart to come it should be a double (see missCost).
 * Where these still tie, the bigger opening dart (161 is T20 T17 BULL, not T19 T18 BULL).
 *
 * Plain 301/501 (`doubleOut` false): any dart that reaches 0 finishes, so 60 is T20, 1 is S1, and 159 and
 * 171–180 have routes; fewest darts first, easiest darts (singles, then big trebles) next, thrown biggest first.
 */
export function checkoutFor(score: number, doubleOut = true): string[] | null {
  const [min, max] = doubleOut ? [CHECKOUT_MIN, CHECKOUT_MAX] : [PLAIN_FINISH_MIN, PLAIN_FINISH_MAX];
  if (!Number.isInteger(score) || score < min || score > max) return null;
  const cache = doubleOut ? doubleOutRoutes : plainRoutes;
  let route = cache.get(score);
  if (route === undefined) {
    route = bestRoute(score, doubleOut);
    cache.set(score, route);
  }
  return route === null ? null : [...route];
}

/** Finishing doubles, best first (rule 2). */
const DOUBLE_PREFERENCE = [16, 20, 8, 12, 10, 18, 4, 14, 6, 2, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1, 25];
/** What a treble set-up dart that lands in its single costs when it leaves too much (rule 4). */
const SINGLE_MISS_PENALTY = 8;

const board = boardDarts();
const doubles = board.filter(isDouble);
/** The board's darts by what they score (20 is S20 and D10), so a set-up search looks up instead of scanning. */
const byScore = new Map<number, Dart[]>();
for (const dart of board) byScore.set(dart.score, [...(byScore.get(dart.score) ?? []), dart]);
const doubleOutRoutes = new Map<number, string[] | null>();
const plainRoutes = new Map<number, string[] | null>();

function bestRoute(score: number, doubleOut: boolean): string[] | null {
  for (let setupCount = 0; setupCount <= 2; setupCount += 1) {
    let best: { darts: Dart[]; cost: number } | null = null;
    for (const last of doubleOut ? doubles : board) {
      for (const setup of setupRoutes(score - last.score, setupCount)) {
        const darts = [...setup, last];
        const cost = doubleOut ? doubleOutCost(darts, score) : plainCost(darts);
        if (best === null || cost < best.cost) best = { darts, cost };
      }
    }
    if (best !== null) {
      const route = doubleOut ? best.darts : [...best.darts].sort((a, b) => b.score - a.score);
      return route.map(dartLabel);
    }
  }
  return null;
}

/** Every way to score exactly `points` with `count` darts, highest dart first. */
function setupRoutes(points: number, count: number): Dart[][] {
  if (count === 0) return points === 0 ? [[]] : [];
  if (count === 1) return (byScore.get(points) ?? []).map((d) => [d]);
  return board.flatMap((first) =>
    (byScore.get(points - first.score) ?? [])
      .filter((second) => first.score >= second.score)
      .map((second) => [first, second]),
  );
}

/** Rules 2–4 and the tie-break, as one number: lower is the route players would choose. */
function doubleOutCost(darts: Dart[], score: number): number {
  const last = darts[darts.length - 1];
  let cost = DOUBLE_PREFERENCE.indexOf(last.section) * 2 - darts[0].score * 0.01;
  let left = score;
  darts.slice(0, -1).forEach((dart, i) => {
    cost += setupCost(dart) + missCost(dart, left, 2 - i);
    left -= dart.score;
  });
  return cost;
}

/**
 * Rule 4: what a treble (or the bull) set-up costs when it lands in its single (the outer bull) with `left`
 * to go and `dartsLeft` darts after it. With one to come the rest should be a double (the bull does not
 * count: nobody plans to be left on it). With two to come it should need no second treble (60 or less); past
 * that, a rest the two darts can still finish is better even (99: T19's single leaves 80, T20 D10, where T20's
 * leaves 79).
 */
function missCost(dart: Dart, left: number, dartsLeft: number): number {
  if (dart.multiplier === 1) return 0;
  const rest = left - (dart.section === 25 ? 25 : dart.section);
  if (dartsLeft === 1) return rest % 2 === 0 && rest >= 2 && rest <= 40 ? 0 : SINGLE_MISS_PENALTY;
  if (rest >= 2 && rest <= 60) return 0;
  return SINGLE_MISS_PENALTY + (rest % 2 === 1 && canCheckOutWith(rest, 2) ? 1 : 0);
}

/** Rule 3: a set-up dart's cost: singles are safest, then trebles (20 and 19 best), the bulls, doubles last. */
function setupCost(dart: Dart): number {
  if (dart.section === 25) return dart.multiplier === 1 ? 10 : 12;
  if (dart.multiplier === 1) return 1;
  if (dart.multiplier === 3) return 3 + (20 - dart.section) * 0.5;
  return 25;
}

/** Plain finish: every dart is judged as a set-up dart would be, except that a double is no worse than a treble. */
function plainCost(darts: Dart[]): number {
  const dartCost = (d: Dart) =>
    d.multiplier === 2 && d.section !== 25 ? 4 + (20 - d.section) * 0.5 : setupCost(d);
  return darts.reduce((total, d) => total + dartCost(d), 0) - Math.max(...darts.map((d) => d.score)) * 0.01;
}
