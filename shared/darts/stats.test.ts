import { describe, expect, it } from 'vitest';
import { scriptActions } from './play';
import { gameReplayer } from './replay';
import { gameStatistics, statisticsOf, type PlayerFigures } from './stats';
import type { GameAction, GameMode } from './types';

/**
 * Hand-worked matches. Each script is a whole game as a lane logs it (darts, F = Finish Turn, U = Undo,
 * NL / NS = Start Next Leg / Set); the expected figures were worked out on paper from the darts, not read
 * back from the code.
 */
interface Match {
  mode: GameMode;
  players: string[];
  legs?: number;
  /** Script words, or visits entered as totals between them. */
  script: string | (string | GameAction)[];
}

/** A visit entered as a total: 3 darts unless it checks out in fewer. */
const V = (score: number, darts: 1 | 2 | 3 = 3): GameAction => ({ type: 'visit', score, darts });

const actionsOf = (script: Match['script']): GameAction[] =>
  (typeof script === 'string' ? [script] : script).flatMap((part) =>
    typeof part === 'string' ? scriptActions(part) : [part],
  );

const stats = (m: Match) =>
  gameStatistics({ mode: m.mode, players: m.players, sets: 1, legs: m.legs ?? 1 }, actionsOf(m.script));

/** Ann and Bob, 501 Double Out: Ann's nine-darter, 180 180 141 (T20 T19 D12). */
const nineDarter: Match = {
  mode: '501 Double Out',
  players: ['Ann', 'Bob'],
  script: 'T20 T20 T20 F  S20 S20 S20 F  T20 T20 T20 F  S20 S20 S20 F  T20 T19 D12',
};

/** Ann alone, 501 Double Out: 180, 151, a bust from 170 (T20 T20 T20 goes below 0), then 170 out on the bull. */
const bustThen170: Match = {
  mode: '501 Double Out',
  players: ['Ann'],
  script: 'T20 T20 T20 F  T20 T17 D20 F  T20 T20 T20 F  T20 T20 BULL',
};

/**
 * Ann and Bob, 301 Double Out, first to 2 legs. Leg 1: Ann 180 then 121 out (T20 T11 D14) in 6 darts.
 * Leg 2, opened by Bob (the throw alternates): Bob 180, Ann 15, then Bob 121 out on the bull (T17 S20 BULL).
 * Leg 3, Ann's throw again: Ann 180, busts on 1 with her second dart (T20 T20 from 121), then 121 out
 * (T20 T17 D5) in 8 darts; Bob throws six misses.
 */
const threeLegs: Match = {
  mode: '301 Double Out',
  players: ['Ann', 'Bob'],
  legs: 2,
  script: [
    'T20 T20 T20 F  S20 S1 MISS F  T20 T11 D14  NL',
    'T20 T20 T20 F  S5 S5 S5 F  T17 S20 BULL  NL',
    'T20 T20 T20 F  MISS MISS MISS F  T20 T20 F  MISS MISS MISS F  T20 T17 D5',
  ].join(' '),
};

const fig = (m: Match, player: number) => stats(m).players[player];

// prettier-ignore
const x01Cases: [rule: string, match: Match, player: number, expected: Partial<PlayerFigures>][] = [
  ['a nine-darter averages 501 ÷ 9 × 3', nineDarter, 0, { darts: 9, points: 501, average: 167, firstNineAverage: 167 }],
  ['a nine-darter is the best leg, and its 141 the highest checkout', nineDarter, 0, { bestLeg: 9, dartsPerLegWon: 9, highestCheckout: 141 }],
  ['100+, 140+ and 180 are separate bands: 180 180 141', nineDarter, 0, { tons: 0, tonForties: 1, oneEighties: 2 }],
  ['one dart at the double, one leg won: 100%', nineDarter, 0, { dartsAtDouble: 1, checkoutPercent: 100, legsWon: 1, matchesWon: 1 }],
  ['the loser: 60s only, no checkout figures', nineDarter, 1, { darts: 6, points: 120, average: 60, checkoutPercent: null, highestCheckout: null, bestLeg: null, legsWon: 0 }],
  ['a bust counts its darts and scores 0', bustThen170, 0, { darts: 12, points: 501, average: 125.25 }],
  ['first 9 includes the bust visit: (180 + 151 + 0) ÷ 9 × 3', bustThen170, 0, { firstNineAverage: 110.33 }],
  ['170 out on the bull is the highest checkout', bustThen170, 0, { highestCheckout: 170, bestLeg: 12 }],
  ['the bust dart on 50 was at a double too: 1 leg ÷ 2 darts', bustThen170, 0, { dartsAtDouble: 2, checkoutPercent: 50 }],
  ['151 and 170 are 140+, 180 is a 180', bustThen170, 0, { tons: 0, tonForties: 2, oneEighties: 1 }],
  ['over three legs: 617 points in 17 darts (the bust took 2)', threeLegs, 0, { darts: 17, points: 617, average: 108.88, fullLegsAverage: 108.88 }],
  ['best leg 6 darts, 7 darts per leg won', threeLegs, 0, { bestLeg: 6, dartsPerLegWon: 7, legsWon: 2, matchesWon: 1 }],
  ['no darts at a double in the bust visit (121, 61)', threeLegs, 0, { dartsAtDouble: 2, checkoutPercent: 100, highestCheckout: 121 }],
  ['121s are 100+', threeLegs, 0, { tons: 2, tonForties: 0, oneEighties: 2 }],
  ['Bob wins a leg on the bull: 322 in 15 darts', threeLegs, 1, { darts: 15, points: 322, average: 64.4, highestCheckout: 121, bestLeg: 6, checkoutPercent: 100, legsWon: 1, matchesWon: 0 }],
];

describe('x01 figures from hand-worked matches', () => {
  it.each(x01Cases)('%s', (_rule, match, player, expected) => {
    expect(fig(match, player)).toMatchObject(expected);
  });
});

// prettier-ignore
const otherCases: [rule: string, match: Match, player: number, expected: Partial<PlayerFigures>][] = [
  ['plain 301 finishes on a single: S1 from 1 was a dart at the finish', { mode: '301', players: ['Ann'], script: 'T20 T20 T20 F  T20 T20 S1' }, 0, { darts: 6, highestCheckout: 121, dartsAtDouble: 1, checkoutPercent: 100 }],
  ['an open turn is not a visit yet, and an undone winning dart wins nothing', { mode: '301 Double Out', players: ['Ann'], script: 'T20 T20 T20 F  T20 T11 D14 U' }, 0, { darts: 3, points: 180, legsWon: 0, highestCheckout: null }],
  ['Cricket: T20 closes 20, T20 scores, T19 closes 19 — 9 marks in 3 darts', { mode: 'Cricket', players: ['Ann', 'Bob'], script: 'T20 T20 T19 F  S20 MISS MISS F' }, 0, { darts: 3, marksPerRound: 9, average: null, checkoutPercent: null }],
  ['Cricket: a single 20 and two misses is 1 mark per round', { mode: 'Cricket', players: ['Ann', 'Bob'], script: 'T20 T20 T19 F  S20 MISS MISS F' }, 1, { darts: 3, marksPerRound: 1 }],
  ['other modes: darts thrown and the result only', { mode: 'Round the World', players: ['Ann'], script: 'S1 S2 MISS F  S3 F' }, 0, { darts: 4, average: null, marksPerRound: null, tons: 0, legsWon: 0 }],
];

/** Ann alone, 501 Double Out, by totals: 180, 180, 150 from 141 (a bust, 3 darts, 0), then 141 out. */
const byTotals: Match = {
  mode: '501 Double Out',
  players: ['Ann'],
  script: [V(180), V(180), V(150), V(141)],
};
/** 301 Double Out by totals: 180 and 81 leave 40, checked out in two darts. */
const twoDartFinish: Match = { mode: '301 Double Out', players: ['Ann'], script: [V(180), V(81), V(40, 2)] };
/** 301 Double Out: 180 and 81 by totals, a visit of 0 on 40 (three darts at the double), then D20 dart by dart. */
const mixed: Match = { mode: '301 Double Out', players: ['Ann'], script: [V(180), V(81), V(0), 'D20'] };

// prettier-ignore
const visitCases: [rule: string, match: Match, expected: Partial<PlayerFigures>][] = [
  ['a visit total counts its darts; a bust visit scores 0', byTotals, { darts: 12, points: 501, average: 125.25, oneEighties: 2, tonForties: 1 }],
  ['a visit begun above a finish counts only its finishing dart at the double', byTotals, { dartsAtDouble: 1, checkoutPercent: 100, highestCheckout: 141, bestLeg: 12 }],
  ['a checkout visit counts the darts the players said', twoDartFinish, { darts: 8, points: 301, average: 112.88, bestLeg: 8 }],
  ['a visit begun on a double counts all its darts at the double', twoDartFinish, { dartsAtDouble: 2, checkoutPercent: 50, highestCheckout: 40 }],
  ['totals and darts mix: 3 darts at 40, then D20 — 1 leg in 4 darts at a double', mixed, { darts: 10, points: 301, dartsAtDouble: 4, checkoutPercent: 25, firstNineAverage: 87 }],
];

describe('visits entered as totals', () => {
  it.each(visitCases)('%s', (_rule, match, expected) => {
    expect(fig(match, 0)).toMatchObject(expected);
  });
});

describe('Cricket and the other modes', () => {
  it.each(otherCases)('%s', (_rule, match, player, expected) => {
    expect(fig(match, player)).toMatchObject(expected);
  });
});

describe('legs and matches', () => {
  it('each leg has its winner, checkout, winner darts and first-9 per player', () => {
    const legs = stats(threeLegs).legs;
    expect(legs.map((l) => [l.set, l.legInSet, l.winner, l.checkout, l.winnerDarts])).toEqual([
      [1, 1, 0, 121, 6],
      [1, 2, 1, 121, 6],
      [1, 3, 0, 121, 8],
    ]);
    expect(legs[1].players.map((p) => p.firstNineAverage)).toEqual([15, 150.5]);
  });

  it('Continue Playing starts another match: the current match figures start again', () => {
    const s = stats({
      mode: '301 Double Out',
      players: ['Ann'],
      script: 'T20 T20 T20 F  T20 T11 D14  NS  T20 T20 T20 F',
    });
    expect([s.players[0].darts, s.players[0].matchesWon]).toEqual([9, 1]);
    expect([s.currentMatch[0].darts, s.currentMatch[0].legsWon, s.currentMatch[0].matchesWon]).toEqual([
      3, 0, 0,
    ]);
  });
});

describe('a log fed as it grows', () => {
  it('gives the same figures at every point as replaying the whole log so far', () => {
    const actions = actionsOf(threeLegs.script);
    const options = { mode: threeLegs.mode, players: threeLegs.players, sets: 1, legs: 2 };
    const replayer = gameReplayer(options);
    actions.forEach((action, i) => {
      replayer.feed([action]);
      expect(statisticsOf(replayer.result())).toEqual(gameStatistics(options, actions.slice(0, i + 1)));
    });
  });
});
