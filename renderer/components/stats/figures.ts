import type { PlayerFigures } from '../../../shared/api/stats';
import type { StatsFamily } from '../../../shared/darts/stats';

/** One line of a statistics table: its label and how to show a player's value. */
export interface FigureRow {
  label: string;
  value: (f: PlayerFigures) => string;
}

/** A figure that does not apply yet (no darts, no leg won) shows as a dash, never a misleading 0. */
export const NO_FIGURE = '–';

const fixed = (places: number) => (v: number | null) => (v === null ? NO_FIGURE : v.toFixed(places));
const whole = (v: number | null) => (v === null ? NO_FIGURE : String(v));

const darts: FigureRow = { label: 'Darts', value: (f) => String(f.darts) };
const legsWon: FigureRow = { label: 'Legs Won', value: (f) => String(f.legsWon) };

/**
 * The figures each kind of game shows, in the order darts apps list them (shared/darts/stats.ts says what
 * each one counts). Checkout % carries its working — legs won / darts at a double — so players can check it.
 */
export function figureRows(family: StatsFamily): FigureRow[] {
  switch (family) {
    case 'x01':
      return [
        { label: '3-Dart Avg', value: (f) => fixed(2)(f.average) },
        { label: 'First 9 Avg', value: (f) => fixed(2)(f.firstNineAverage) },
        {
          label: 'Checkout %',
          value: (f) =>
            f.checkoutPercent === null
              ? NO_FIGURE
              : `${f.checkoutPercent.toFixed(1)}% (${f.legsWon}/${f.dartsAtDouble})`,
        },
        { label: '100+', value: (f) => String(f.tons) },
        { label: '140+', value: (f) => String(f.tonForties) },
        { label: '180s', value: (f) => String(f.oneEighties) },
        { label: 'Highest Checkout', value: (f) => whole(f.highestCheckout) },
        { label: 'Best Leg', value: (f) => (f.bestLeg === null ? NO_FIGURE : `${f.bestLeg} darts`) },
        { label: 'Darts per Leg Won', value: (f) => fixed(1)(f.dartsPerLegWon) },
        legsWon,
        darts,
      ];
    case 'cricket':
      return [{ label: 'Marks per Round', value: (f) => fixed(2)(f.marksPerRound) }, legsWon, darts];
    case 'other':
      return [darts, legsWon, { label: 'Result', value: (f) => (f.matchesWon > 0 ? 'Winner' : NO_FIGURE) }];
    default: {
      const unknown: never = family;
      return unknown;
    }
  }
}
