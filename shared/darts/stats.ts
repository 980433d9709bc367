import { threeDartAverage } from './averages';
import { isX01, replayGame, type LegRecord, type Replay, type Visit } from './replay';
import type { GameAction, GameMode, NewGameOptions } from './types';

/**
 * A darts player's figures for a game, computed from its logged actions (see replay.ts), in the terms
 * DartCounter, n01 and DartConnect use:
 * - 3-dart average: points ÷ darts × 3; a bust's darts count and score 0. `fullLegsAverage` is the same over
 *   finished legs only (the leaderboard's "best average over at least one full leg").
 * - First-9 average: the points of a player's first three visits of each leg (their first nine darts when
 *   every visit took three) ÷ their darts × 3; per leg in LegFigures, and over all the legs in scope here.
 * - Checkout percentage: legs won ÷ darts thrown at a finishing double × 100 — the standard definition. A
 *   dart is "at a double" when the score left before it could be finished by that one dart: in the Double
 *   Out modes a double 2–40 or the bull 50; in plain 501/301, which finish on any dart, any one-dart finish.
 *   How a visit entered as a total counts its darts at the double is written at replay.ts checkoutDarts.
 * - 100+, 140+ and 180: visits scoring 100–139, 140–179 and exactly 180 — separate bands, as the darts apps
 *   show them, so a 180 is not also a 140+ and a 100+.
 * - Highest checkout: the most points a leg-winning visit scored. Best leg: the fewest darts the player took
 *   to win a leg. Darts per leg won: their average.
 * - Cricket: marks per round (MPR) = marks that counted ÷ darts × 3. Other modes: darts thrown and result.
 * Figures that do not apply (no darts yet, no leg won, another mode) are null rather than 0, so a screen
 * shows a dash, not a misleading zero.
 */

export type StatsFamily = 'x01' | 'cricket' | 'other';

export interface PlayerFigures {
  player: number;
  name: string;
  darts: number;
  points: number;
  average: number | null;
  fullLegsAverage: number | null;
  firstNineAverage: number | null;
  checkoutPercent: number | null;
  dartsAtDouble: number;
  highestCheckout: number | null;
  bestLeg: number | null;
  dartsPerLegWon: number | null;
  tons: number;
  tonForties: number;
  oneEighties: number;
  marksPerRound: number | null;
  legsWon: number;
  matchesWon: number;
}

export interface LegFigures extends LegRecord {
  /** The winning visit's points in x01 (the checkout), else null. */
  checkout: number | null;
  /** Darts the winner took, null while the leg is played. */
  winnerDarts: number | null;
  players: { darts: number; points: number; average: number | null; firstNineAverage: number | null }[];
}

export interface GameStatistics {
  mode: GameMode;
  family: StatsFamily;
  /** Over every leg of the game (every match, when 'Continue Playing' started more than one). */
  players: PlayerFigures[];
  /** Over the match being played (or just won): what the 'Match Winner!' dialog shows. */
  currentMatch: PlayerFigures[];
  legs: LegFigures[];
}

export function familyOf(mode: GameMode): StatsFamily {
  if (isX01(mode)) return 'x01';
  return mode === 'Cricket' ? 'cricket' : 'other';
}

/** Every figure of a game from its options and its applied actions, in order. */
export function gameStatistics(options: NewGameOptions, actions: readonly GameAction[]): GameStatistics {
  return statisticsOf(replayGame(options, actions));
}

export function statisticsOf(replay: Replay): GameStatistics {
  const family = familyOf(replay.mode);
  const lastMatch = replay.matchWinners.length - 1;
  const byLeg = visitsByLeg(replay);
  return {
    mode: replay.mode,
    family,
    players: playerFigures(replay, () => true, byLeg),
    currentMatch: playerFigures(replay, (match) => match === lastMatch, byLeg),
    legs: replay.legs.map((leg) => legFigures(replay, leg, family, byLeg[leg.leg] ?? [])),
  };
}

/** Each leg's visits, by leg index (grouped once: the TV recomputes a game's figures after every dart). */
function visitsByLeg(replay: Replay): Visit[][] {
  const byLeg: Visit[][] = replay.legs.map(() => []);
  for (const v of replay.visits) byLeg[v.leg]?.push(v);
  return byLeg;
}

/** Each player's figures over the matches `inScope` accepts. */
export function playerFigures(
  replay: Replay,
  inScope: (match: number) => boolean,
  byLeg: Visit[][] = visitsByLeg(replay),
): PlayerFigures[] {
  const family = familyOf(replay.mode);
  const x01 = family === 'x01';
  const legs = replay.legs.filter((l) => inScope(l.match));
  return replay.names.map((name, player) => {
    const t = playerTotals(player, legs, byLeg);
    const wonDarts = t.wonLegDarts;
    return {
      player,
      name,
      darts: t.all.darts,
      points: t.all.points,
      average: x01 ? averageOf(t.all) : null,
      fullLegsAverage: x01 ? averageOf(t.finishedLegs) : null,
      firstNineAverage: x01 ? averageOf(t.firstNine) : null,
      checkoutPercent:
        x01 && t.dartsAtDouble > 0 ? round((wonDarts.length * 100) / t.dartsAtDouble, 1) : null,
      dartsAtDouble: t.dartsAtDouble,
      highestCheckout: x01 ? t.highestCheckout : null,
      bestLeg: x01 && wonDarts.length > 0 ? Math.min(...wonDarts) : null,
      dartsPerLegWon: x01 && wonDarts.length > 0 ? round(sum(wonDarts, (d) => d) / wonDarts.length, 1) : null,
      tons: x01 ? t.tons : 0,
      tonForties: x01 ? t.tonForties : 0,
      oneEighties: x01 ? t.oneEighties : 0,
      marksPerRound: family === 'cricket' ? averageOf(t.all) : null,
      legsWon: wonDarts.length,
      matchesWon: replay.matchWinners.filter((w, match) => w === player && inScope(match)).length,
    };
  });
}

/** Darts and what they scored, summed over some visits. */
interface Tally {
  darts: number;
  points: number;
}

/** One player's visits over some legs, summed the ways the figures need them. */
interface PlayerTotals {
  all: Tally;
  /** Visits in legs that have a winner (the leaderboard's "over at least one full leg"). */
  finishedLegs: Tally;
  /** The player's first three visits of each leg. */
  firstNine: Tally;
  dartsAtDouble: number;
  highestCheckout: number | null;
  /** Visits scoring 100–139, 140–179 and exactly 180 (separate bands). */
  tons: number;
  tonForties: number;
  oneEighties: number;
  /** Darts the player took in each leg they won, in leg order. */
  wonLegDarts: number[];
}

/**
 * One pass over a player's visits in `legs`. The TV recomputes a game's figures after every dart, so this
 * walks each leg's visits once instead of filtering, flattening and re-summing them per figure.
 */
function playerTotals(player: number, legs: readonly LegRecord[], byLeg: Visit[][]): PlayerTotals {
  const t: PlayerTotals = {
    all: { darts: 0, points: 0 },
    finishedLegs: { darts: 0, points: 0 },
    firstNine: { darts: 0, points: 0 },
    dartsAtDouble: 0,
    highestCheckout: null,
    tons: 0,
    tonForties: 0,
    oneEighties: 0,
    wonLegDarts: [],
  };
  for (const leg of legs) {
    let visitsInLeg = 0;
    let dartsInLeg = 0;
    for (const v of byLeg[leg.leg] ?? []) {
      if (v.player !== player) continue;
      addTo(t.all, v);
      if (leg.winner !== null) addTo(t.finishedLegs, v);
      if (visitsInLeg < 3) addTo(t.firstNine, v);
      visitsInLeg += 1;
      dartsInLeg += v.darts;
      t.dartsAtDouble += v.dartsAtDouble;
      if (v.checkout) t.highestCheckout = Math.max(t.highestCheckout ?? v.points, v.points);
      if (v.points >= 100 && v.points < 140) t.tons += 1;
      else if (v.points >= 140 && v.points < 180) t.tonForties += 1;
      else if (v.points === 180) t.oneEighties += 1;
    }
    if (leg.winner === player) t.wonLegDarts.push(dartsInLeg);
  }
  return t;
}

function addTo(tally: Tally, visit: Visit): void {
  tally.darts += visit.darts;
  tally.points += visit.points;
}

function legFigures(replay: Replay, leg: LegRecord, family: StatsFamily, visits: Visit[]): LegFigures {
  const winning = visits.find((v) => v.checkout);
  const x01 = family === 'x01';
  return {
    ...leg,
    checkout: x01 && winning ? winning.points : null,
    winnerDarts:
      leg.winner === null
        ? null
        : sum(
            visits.filter((v) => v.player === leg.winner),
            (v) => v.darts,
          ),
    players: replay.names.map((_, player) => {
      const own = visits.filter((v) => v.player === player);
      const all = tallyOf(own);
      return {
        darts: all.darts,
        points: all.points,
        average: x01 || family === 'cricket' ? averageOf(all) : null,
        firstNineAverage: x01 ? averageOf(tallyOf(own.slice(0, 3))) : null,
      };
    }),
  };
}

/** The 3-dart average of some darts, or null when there are none (a dash on screen, not a 0). */
function averageOf(tally: Tally): number | null {
  return tally.darts === 0 ? null : threeDartAverage(tally.points, tally.darts);
}

function tallyOf(visits: readonly Visit[]): Tally {
  return { darts: sum(visits, (v) => v.darts), points: sum(visits, (v) => v.points) };
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += of(item);
  return total;
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
