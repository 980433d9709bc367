import { describe, expect, it } from 'vitest';
import type { Lane } from '../../../shared/api/lanes';
import type { Tournament } from '../../../shared/api/tournaments';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import {
  hoursText,
  laneSelectable,
  lanesText,
  matchFormatText,
  modeText,
  tournamentsIn,
  typeText,
} from './tournamentsView';

const t = (id: string, status: string) => ({ id, status }) as Tournament;
const lane = (id: number, number: number, status = 'available') => ({ id, number, status }) as Lane;

describe('tournaments page texts', () => {
  it.each([
    ['active', ['a']],
    ['upcoming', ['s']],
    ['completed', ['c']],
  ] as const)('the %s tab lists its tournaments', (tab, ids) => {
    const list = [t('a', 'active'), t('s', 'setup'), t('c', 'completed'), t('x', 'cancelled')];
    expect(tournamentsIn(list, tab).map((x) => x.id)).toEqual(ids);
  });
  it.each([
    ['single_elimination', 'Single Elimination'],
    ['group_knockout', 'Group Knockout'],
  ])('typeText %s → %s', (value, text) => {
    expect(typeText(ENGLISH_WORDS, value)).toBe(text);
  });
  it.each([
    ['best_of_3', 'Best of 3'],
    ['race_to_5', 'Race to 5'],
  ])('matchFormatText %s → %s', (value, text) => {
    expect(matchFormatText(ENGLISH_WORDS, value)).toBe(text);
  });
  it.each([
    ['501', '501'],
    ['Cricket', 'Cricket'],
  ])('modeText %s → %s', (value, text) => {
    expect(modeText(ENGLISH_WORDS, value)).toBe(text);
  });
  it.each([
    ['lanes by number, sorted', [2, 1], 'Lanes 1, 4'],
    ['one lane', [1], 'Lane 1'],
    ['no lanes', [], 'No lanes'],
  ])('lanesText: %s', (_rule, ids, text) => {
    expect(lanesText(ENGLISH_WORDS, ids, [lane(1, 1), lane(2, 4)])).toBe(text);
  });
  it.each([
    [1, '1 hour'],
    [3, '3 hours'],
  ])('hoursText %i → %s', (h, text) => {
    expect(hoursText(ENGLISH_WORDS, h)).toBe(text);
  });
  it.each([
    ['available', true],
    ['occupied', true],
    ['maintenance', false],
    ['test', false],
  ])('a %s lane selectable: %s', (status, ok) => {
    expect(laneSelectable(lane(1, 1, status))).toBe(ok);
  });
});
