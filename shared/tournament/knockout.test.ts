import { describe, expect, it } from 'vitest';
import {
  bracketSizeFor,
  feedersOf,
  firstStageFor,
  knockoutLabel,
  matchesInStage,
  winnerFeeds,
  type KnockoutStage,
} from './knockout';

describe('winnerFeeds: winners feed the semi finals and the final', () => {
  // prettier-ignore
  it.each([
    ['QF1 winner is home in SF1', 'quarter', 1, { stage: 'semi', matchNumber: 1, side: 'home' }],
    ['QF2 winner is away in SF1', 'quarter', 2, { stage: 'semi', matchNumber: 1, side: 'away' }],
    ['QF3 winner is home in SF2', 'quarter', 3, { stage: 'semi', matchNumber: 2, side: 'home' }],
    ['QF4 winner is away in SF2', 'quarter', 4, { stage: 'semi', matchNumber: 2, side: 'away' }],
    ['SF1 winner is home in the final', 'semi', 1, { stage: 'final', matchNumber: 1, side: 'home' }],
    ['SF2 winner is away in the final', 'semi', 2, { stage: 'final', matchNumber: 1, side: 'away' }],
    ['the final feeds nothing: its winner is the champion', 'final', 1, null],
  ] as const)('%s', (_rule, stage, n, slot) => {
    expect(winnerFeeds(stage, n)).toEqual(slot);
  });
  it.each([1, 2])('feedersOf is the inverse: SF%i is fed by the two quarter finals that feed it', (sf) => {
    const [home, away] = feedersOf(sf);
    expect([winnerFeeds('quarter', home), winnerFeeds('quarter', away)]).toEqual([
      { stage: 'semi', matchNumber: sf, side: 'home' },
      { stage: 'semi', matchNumber: sf, side: 'away' },
    ]);
  });
});

describe('bracket size and first stage', () => {
  // prettier-ignore
  it.each([
    ['2 qualifiers play the final', 2, 2, 'final', 1],
    ['3 qualifiers: a bracket of 4, one bye', 3, 4, 'semi', 2],
    ['4 qualifiers: semi finals', 4, 4, 'semi', 2],
    ['6 qualifiers: a bracket of 8, two byes', 6, 8, 'quarter', 4],
    ['8 qualifiers: quarter finals', 8, 8, 'quarter', 4],
    ['never more than the quarter finals', 16, 8, 'quarter', 4],
  ] as const)('%s', (_rule, qualifiers, size, stage, matches) => {
    expect(bracketSizeFor(qualifiers)).toBe(size);
    expect(firstStageFor(size)).toBe(stage);
    expect(matchesInStage(stage)).toBe(matches);
  });
});

describe('knockoutLabel: the TV column labels', () => {
  it.each([
    ['quarter', 1, 'QF1'],
    ['quarter', 4, 'QF4'],
    ['semi', 2, 'SF2'],
    ['final', 1, 'FINAL'],
  ] as [KnockoutStage, number, string][])('%s %i → %s', (stage, n, label) => {
    expect(knockoutLabel(stage, n)).toBe(label);
  });
});
