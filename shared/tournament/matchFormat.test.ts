import { describe, expect, it } from 'vitest';
import { legsToWin, matchFormatRule, matchFormatText, matchStageLabel } from './matchFormat';

describe('matchFormatRule: match formats as legs to win (one set)', () => {
  // prettier-ignore
  it.each([
    ['best of 3 is first to 2', 'best_of_3', 2, 3],
    ['best of 5 is first to 3', 'best_of_5', 3, 5],
    ['best of 7 is first to 4', 'best_of_7', 4, 7],
    ['race to 3 is first to 3', 'race_to_3', 3, 5],
    ['race to 5 is first to 5', 'race_to_5', 5, 9],
    ['best of 1 is a single leg', 'best_of_1', 1, 1],
    ['an unknown format plays the default best of 3', 'first_to_9', 2, 3],
    ['an empty format plays best of 3', '', 2, 3],
    ['a zero format plays best of 3', 'best_of_0', 2, 3],
  ])('%s', (_rule, format, toWin, bestOf) => {
    expect(matchFormatRule(format)).toEqual({ legsToWin: toWin, bestOf });
    expect(legsToWin(format)).toBe(toWin);
  });
});

describe('matchFormatText: the format as the tablet shows it', () => {
  // prettier-ignore
  it.each([
    ['best_of_3', 'Best of 3 · first to 2 legs'],
    ['best_of_7', 'Best of 7 · first to 4 legs'],
    ['race_to_5', 'Race to 5 · first to 5 legs'],
    ['best_of_1', 'Best of 1 · first to 1 leg'],
  ])('%s reads %s', (format, text) => {
    expect(matchFormatText(format)).toBe(text);
  });
});

describe('matchStageLabel: the stage a match heading names', () => {
  // prettier-ignore
  it.each([
    ['a group match names its group', 'group', 'A', 2, 'Group A'],
    ['a quarter final is QFn', 'quarter', null, 1, 'QF1'],
    ['a semi final is SFn', 'semi', null, 2, 'SF2'],
    ['the final is Final', 'final', null, 1, 'Final'],
    ['an elimination match is named by its bracket number', 'winners', null, 5, 'Match 5'],
    ['a losers bracket match says so', 'losers', null, 9, 'Losers · Match 9'],
    ['the grand final', 'grand_final', null, 1, 'Grand Final'],
    ['its reset', 'grand_final', null, 2, 'Grand Final Reset'],
    ['a round robin or Swiss game names its round', 'round', null, 3, 'Round 3'],
  ])('%s', (_rule, stage, groupId, n, label) => {
    expect(matchStageLabel(stage, groupId, n)).toBe(label);
  });
});
