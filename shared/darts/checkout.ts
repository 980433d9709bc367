import { boardDarts, dartLabel, isDouble } from './labels';
import type { Dart } from './types';

/** SPEC §9: the checkout table covers 2 to 170. */
export const CHECKOUT_MIN = 2;
export const CHECKOUT_MAX = 170;

/**
 * Doubles in the order players like to finish on: D20 and D16 first (they split down to other doubles when a
 * dart lands in the single), then the other even doubles, then the odd ones; the inner bull is a last resort
 * unless it is the only way out (170, 167, 164, 161 and 50 in one dart).
 */
const DOUBLE_PREFERENCE = [20, 16, 18, 12, 10, 8, 14, 6, 4, 2, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1, 25];

const finishes = boardDarts().filter(isDouble);
const setups = boardDarts();
const cache = new Map<number, string[] | null>();

/**
 * The route players would aim for to check out `score` in at most three darts finishing on a double or the
 * inner bull, as dart labels (170 → T20 T20 BULL); null when no such finish exists (above 170, below 2, and
 * 159, 162, 163, 165, 166, 168, 169). Fewest darts wins; among equals the preferred double, then setup darts
 * players favour (singles where they do, trebles of 20 and 19 before lower ones), highest setup first.
 */
export function checkoutFor(score: number): string[] | null {
  if (!Number.isInteger(score) || score < CHECKOUT_MIN || score > CHECKOUT_MAX) return null;
  let route = cache.get(score);
  if (route === undefined) {
    route = bestRoute(score);
    cache.set(score, route);
  }
  return route === null ? null : [...route];
}

function bestRoute(score: number): string[] | null {
  for (let setupCount = 0; setupCount <= 2; setupCount += 1) {
    let best: { darts: Dart[]; cost: number } | null = null;
    for (const last of finishes) {
      for (const setup of setupRoutes(score - last.score, setupCount)) {
        const cost = routeCost(setup, last);
        if (best === null || cost < best.cost) best = { darts: [...setup, last], cost };
      }
    }
    if (best !== null) return best.darts.map(dartLabel);
  }
  return null;
}

/** Every way to score exactly `points` with `count` darts, highest dart first. */
function setupRoutes(points: number, count: number): Dart[][] {
  if (count === 0) return points === 0 ? [[]] : [];
  if (count === 1) return setups.filter((d) => d.score === points).map((d) => [d]);
  const routes: Dart[][] = [];
  for (const first of setups) {
    for (const second of setups) {
      if (first.score + second.score === points && first.score >= second.score) routes.push([first, second]);
    }
  }
  return routes;
}

function routeCost(setup: Dart[], last: Dart): number {
  const doubleRank = DOUBLE_PREFERENCE.indexOf(last.section);
  // The tie-break favours the biggest opening dart: 161 is T20 T17 BULL rather than T19 T18 BULL.
  const opening = setup.length > 0 ? setup[0].score : 0;
  return doubleRank * 2 + setup.reduce((total, dart) => total + setupCost(dart), 0) - opening * 0.01;
}

/** A setup dart's cost: singles are safest, then trebles (20 and 19 best), the bulls, doubles last. */
function setupCost(dart: Dart): number {
  if (dart.section === 25) return dart.multiplier === 1 ? 8 : 10;
  if (dart.multiplier === 1) return 1;
  if (dart.multiplier === 3) return 3 + (20 - dart.section) * 0.5;
  return 25;
}
