import { threeDartAverage } from './averages';
import { isX01, replayGame, type LegRecord, type Replay, type Visit } from './replay';
import type { GameAction, GameMode, NewGameOptions } from './types';

/**
 * A darts player's figures for a game (issue 13), computed from its logged actions (see replay.ts), in the
 * terms DartCounter, n01 and DartConnect use:
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
    const ownByLeg = legs.map((l) => (byLeg[l.leg] ?? []).filter((v) => v.player === player));
    const own = ownByLeg.flat();
    const darts = sum(own, (v) => v.darts);
    const points = sum(own, (v) => v.points);
    const finished = ownByLeg.filter((_, i) => legs[i].winner !== null).flat();
    const firstNine = ownByLeg.flatMap((visits) => visits.slice(0, 3));
    const dartsAtDouble = sum(own, (v) => v.dartsAtDouble);
    const won = legs.filter((l) => l.winner === player);
    const wonDarts = ownByLeg
      .filter((_, i) => legs[i].winner === player)
      .map((visits) => sum(visits, (v) => v.darts));
    const checkouts = own.filter((v) => v.checkout).map((v) => v.points);
    const count = (low: number, high: number) =>
      x01 ? own.filter((v) => v.points >= low && v.points < high).length : 0;
    return {
      player,
      name,
      darts,
      points,
      average: x01 ? averageOf(own) : null,
      fullLegsAverage: x01 ? averageOf(finished) : null,
      firstNineAverage: x01 ? averageOf(firstNine) : null,
      checkoutPercent: x01 && dartsAtDouble > 0 ? round((won.length * 100) / dartsAtDouble, 1) : null,
      dartsAtDouble,
      highestCheckout: x01 && checkouts.length > 0 ? Math.max(...checkouts) : null,
      bestLeg: x01 && wonDarts.length > 0 ? Math.min(...wonDarts) : null,
      dartsPerLegWon: x01 && wonDarts.length > 0 ? round(sum(wonDarts, (d) => d) / wonDarts.length, 1) : null,
      tons: count(100, 140),
      tonForties: count(140, 180),
      oneEighties: count(180, 181),
      marksPerRound: family === 'cricket' ? averageOf(own) : null,
      legsWon: won.length,
      matchesWon: replay.matchWinners.filter((w, match) => w === player && inScope(match)).length,
    };
  });
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
      return {
        darts: sum(own, (v) => v.darts),
        points: sum(own, (v) => v.points),
        average: x01 || family === 'cricket' ? averageOf(own) : null,
        firstNineAverage: x01 ? averageOf(own.slice(0, 3)) : null,
      };
    }),
  };
}

function averageOf(visits: readonly Visit[]): number | null {
  const darts = sum(visits, (v) => v.darts);
  return darts === 0
    ? null
    : threeDartAverage(
        sum(visits, (v) => v.points),
        darts,
      );
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
