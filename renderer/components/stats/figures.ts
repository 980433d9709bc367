import type { PlayerFigures } from '../../../shared/api/stats';
import type { StatsFamily } from '../../../shared/darts/stats';
import { formatNumber } from '../../../shared/i18n/format';
import type { StaffKey } from '../../../shared/i18n/keys';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { Params } from '../../../shared/i18n/catalogue';

/** One line of a statistics table: its label and how to show a player's value, both in the reader's words. */
export interface FigureRow {
  label: string;
  value: (f: PlayerFigures) => string;
}

/** A figure that does not apply yet (no darts, no leg won) shows as a dash, never a misleading 0. */
export const NO_FIGURE = '–';

/** How the rows are worded: the screen's t() and language; without them, the catalogue's English source. */
export interface FigureWords {
  t?: (key: StaffKey, params?: Params) => string;
  language?: Language;
}

/**
 * The figures each kind of game shows, in the order darts apps list them (shared/darts/stats.ts says what
 * each one counts). Checkout % carries its working — legs won / darts at a double — so players can check it.
 * Figures are written as the reader's language writes numbers (45.67, 45,67 in German).
 */
export function figureRows(family: StatsFamily, words: FigureWords = {}): FigureRow[] {
  const language = words.language ?? SOURCE_LANGUAGE;
  const say = (key: StaffKey, english: string, params?: Params) => (words.t ? words.t(key, params) : english);
  const fixed = (places: number) => (v: number | null) =>
    v === null ? NO_FIGURE : formatNumber(v, language, places);
  const whole = (v: number | null) => (v === null ? NO_FIGURE : formatNumber(v, language));
  const darts: FigureRow = { label: say('staff.figures.darts', 'Darts'), value: (f) => whole(f.darts) };
  const legsWon: FigureRow = {
    label: say('staff.figures.legsWon', 'Legs Won'),
    value: (f) => whole(f.legsWon),
  };
  switch (family) {
    case 'x01':
      return [
        { label: say('staff.figures.average', '3-Dart Avg'), value: (f) => fixed(2)(f.average) },
        { label: say('staff.figures.firstNine', 'First 9 Avg'), value: (f) => fixed(2)(f.firstNineAverage) },
        {
          label: say('staff.figures.checkoutPercent', 'Checkout %'),
          value: (f) => {
            if (f.checkoutPercent === null) return NO_FIGURE;
            const percent = formatNumber(f.checkoutPercent, language, 1);
            return say('staff.figures.checkoutValue', `${percent}% (${f.legsWon}/${f.dartsAtDouble})`, {
              percent,
              won: f.legsWon,
              atDouble: f.dartsAtDouble,
            });
          },
        },
        { label: say('staff.figures.tons', '100+'), value: (f) => whole(f.tons) },
        { label: say('staff.figures.tonForties', '140+'), value: (f) => whole(f.tonForties) },
        { label: say('staff.figures.oneEighties', '180s'), value: (f) => whole(f.oneEighties) },
        {
          label: say('staff.figures.highestCheckout', 'Highest Checkout'),
          value: (f) => whole(f.highestCheckout),
        },
        {
          label: say('staff.figures.bestLeg', 'Best Leg'),
          value: (f) =>
            f.bestLeg === null
              ? NO_FIGURE
              : say('staff.figures.bestLegValue', `${f.bestLeg} darts`, { darts: f.bestLeg }),
        },
        {
          label: say('staff.figures.dartsPerLegWon', 'Darts per Leg Won'),
          value: (f) => fixed(1)(f.dartsPerLegWon),
        },
        legsWon,
        darts,
      ];
    case 'cricket':
      return [
        {
          label: say('staff.figures.marksPerRound', 'Marks per Round'),
          value: (f) => fixed(2)(f.marksPerRound),
        },
        legsWon,
        darts,
      ];
    case 'other':
      return [
        darts,
        legsWon,
        {
          label: say('staff.figures.result', 'Result'),
          value: (f) => (f.matchesWon > 0 ? say('staff.figures.winner', 'Winner') : NO_FIGURE),
        },
      ];
    default: {
      const unknown: never = family;
      return unknown;
    }
  }
}
