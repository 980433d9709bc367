import { describe, expect, it } from 'vitest';
import type { PlayerFigures } from '../../../shared/api/stats';
import { figureRows, NO_FIGURE } from './figures';
import { loadMessages } from '../../i18n/loadMessages';
import { wordsOf } from '../../../shared/i18n/catalogue';

const ann: PlayerFigures = {
  player: 0,
  name: 'Ann',
  darts: 12,
  points: 501,
  average: 125.25,
  fullLegsAverage: 125.25,
  firstNineAverage: 110.33,
  checkoutPercent: 50,
  dartsAtDouble: 2,
  highestCheckout: 170,
  bestLeg: 12,
  dartsPerLegWon: 12,
  tons: 0,
  tonForties: 2,
  oneEighties: 1,
  marksPerRound: null,
  legsWon: 1,
  matchesWon: 1,
};
const fresh: PlayerFigures = {
  ...ann,
  darts: 0,
  average: null,
  firstNineAverage: null,
  checkoutPercent: null,
  highestCheckout: null,
  bestLeg: null,
  dartsPerLegWon: null,
  legsWon: 0,
  matchesWon: 0,
};
const shown = (family: 'x01' | 'cricket' | 'other', f: PlayerFigures) =>
  Object.fromEntries(figureRows(family).map((r) => [r.label, r.value(f)]));

describe('statistics as the screens show them', () => {
  it('x01: averages to 2 places, checkout % with its working', () => {
    expect(shown('x01', ann)).toMatchObject({
      '3-Dart Avg': '125.25',
      'First 9 Avg': '110.33',
      'Checkout %': '50.0% (1/2)',
      '140+': '2',
      '180s': '1',
      'Highest Checkout': '170',
      'Best Leg': '12 darts',
    });
  });

  it('a figure that does not apply yet is a dash', () => {
    expect(shown('x01', fresh)).toMatchObject({
      '3-Dart Avg': NO_FIGURE,
      'Checkout %': NO_FIGURE,
      'Best Leg': NO_FIGURE,
    });
  });

  it('Cricket shows marks per round; other modes darts and the result', () => {
    expect(shown('cricket', { ...ann, marksPerRound: 2.5 })).toEqual({
      'Marks per Round': '2.50',
      'Legs Won': '1',
      Darts: '12',
    });
    expect(shown('other', ann)).toEqual({ Darts: '12', 'Legs Won': '1', Result: 'Winner' });
  });
});

describe('statistics in the reader’s language', () => {
  it('German writes the averages with a decimal comma and words the labels from the staff catalogue', async () => {
    const de = await loadMessages(['staff'], 'de');
    const rows = figureRows('x01', { t: (key, params) => wordsOf(de, key, params), language: 'de' });
    expect(Object.fromEntries(rows.map((r) => [r.label, r.value(ann)]))).toMatchObject({
      '3-Dart-Average': '125,25',
      'First-9-Average': '110,33',
      'Finish-Quote': '50,0 % (1/2)',
      'Bestes Leg': '12 Darts',
      '180er': '1',
    });
  });

  it('every x01 row is a catalogue message, English as it always was', async () => {
    const en = await loadMessages(['staff'], 'en');
    const seen: string[] = [];
    const rows = figureRows('x01', {
      t: (key, params) => {
        seen.push(key);
        return wordsOf(en, key, params);
      },
    });
    expect(rows.map((r) => r.label)).toEqual(figureRows('x01').map((r) => r.label));
    expect(seen).toEqual(expect.arrayContaining(['staff.figures.tons', 'staff.figures.oneEighties']));
  });
});
