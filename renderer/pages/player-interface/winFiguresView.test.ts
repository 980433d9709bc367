import { describe, expect, it } from 'vitest';
import type { PlayerFigures } from '../../../shared/api/stats';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { keyFigures } from './winFiguresView';

const base: PlayerFigures = {
  player: 0,
  name: 'Ann',
  darts: 9,
  points: 501,
  average: 167,
  fullLegsAverage: 167,
  firstNineAverage: 167,
  checkoutPercent: 100,
  dartsAtDouble: 1,
  highestCheckout: 141,
  bestLeg: 9,
  dartsPerLegWon: 9,
  tons: 0,
  tonForties: 1,
  oneEighties: 2,
  marksPerRound: null,
  legsWon: 1,
  matchesWon: 1,
};

describe("the match winner's key figures", () => {
  it.each([
    [
      'x01 leads with the average, 180s and the checkout',
      'x01',
      base,
      'average 167.00, 2 × 180, high checkout 141, checkout 100.0%, 1 leg, 9 darts',
    ],
    [
      'no 180 and no checkout are left out',
      'x01',
      { ...base, oneEighties: 0, highestCheckout: null, checkoutPercent: null, legsWon: 0 },
      'average 167.00, 0 legs, 9 darts',
    ],
    [
      'Cricket leads with marks per round',
      'cricket',
      { ...base, marksPerRound: 2.4, legsWon: 2 },
      '2.40 marks per round, 2 legs, 9 darts',
    ],
    ['other modes: legs and darts', 'other', base, '1 leg, 9 darts'],
  ] as const)('%s', (_rule, family, figures, text) => {
    expect(keyFigures(family, figures, ENGLISH_WORDS)).toBe(text);
  });
});
