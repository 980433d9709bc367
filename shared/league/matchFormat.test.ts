import { describe, expect, it } from 'vitest';
import { cricketRules } from '../darts/cricket';
import {
  firstThrowInGame,
  firstThrowInLeg,
  formatError,
  gameText,
  gamesInFixture,
  gamesOf,
  laneModeFor,
  legRulesFor,
  legsToWinGame,
  minimumRoster,
  rosterError,
  type LeagueFormat,
  type LeagueGame,
  type LegMode,
} from './matchFormat';

const x501: LegMode = { kind: 'x01', start: 501, doubleOut: true };
const x801: LegMode = { kind: 'x01', start: 801, doubleOut: true };
const singles = (n: number, bestOf = 3): LeagueGame[] =>
  Array.from({ length: n }, () => ({ kind: 'singles', bestOf, mode: x501 }));
const pairs = (n: number): LeagueGame[] =>
  Array.from({ length: n }, () => ({ kind: 'pairs', bestOf: 3, mode: x501 }));
const teamLeg = (teamSize: number): LeagueGame => ({ kind: 'team', bestOf: 1, mode: x801, teamSize });
/** The usual team night: 6 singles best of 3 of 501, 3 pairs, 1 team leg of 801. */
const USUAL: LeagueFormat = { kind: 'team', games: [...singles(6), ...pairs(3), teamLeg(4)] };
const SINGLES: LeagueFormat = { kind: 'singles', bestOf: 5, mode: { kind: 'cricket' } };

describe('gamesOf: the games of a fixture in order', () => {
  it('a team format plays its list; a singles format is one game', () => {
    expect(gamesOf(USUAL).map((g) => g.kind)).toEqual([
      ...Array(6).fill('singles'),
      'pairs',
      'pairs',
      'pairs',
      'team',
    ]);
    expect(gamesOf(SINGLES)).toEqual([{ kind: 'singles', bestOf: 5, mode: { kind: 'cricket' } }]);
    expect([gamesInFixture(USUAL), gamesInFixture(SINGLES)]).toEqual([10, 1]);
  });
  it.each([
    [1, 1],
    [3, 2],
    [5, 3],
    [7, 4],
  ])('best of %i legs is first to %i', (bestOf, toWin) => {
    expect(legsToWinGame({ kind: 'singles', bestOf, mode: x501 })).toBe(toWin);
  });
});

describe('who throws first: away in odd-numbered games, home in even, alternating by leg', () => {
  // prettier-ignore
  it.each([
    [1, 1, 'away'], [1, 2, 'home'], [1, 3, 'away'],
    [2, 1, 'home'], [2, 2, 'away'], [2, 3, 'home'],
    [7, 1, 'away'], [10, 1, 'home'],
  ] as const)('game %i, leg %i: %s', (game, leg, side) => {
    expect(firstThrowInLeg(game, leg)).toBe(side);
    if (leg === 1) expect(firstThrowInGame(game)).toBe(side);
  });
});

describe('legRulesFor and laneModeFor: a leg is played by the darts engine', () => {
  it.each([
    ['501 double out is the lanes’ 501 Double Out', x501, '501 Double Out'],
    ['301 straight out is the lanes’ 301', { kind: 'x01', start: 301, doubleOut: false }, '301'],
    ['Cricket is Cricket', { kind: 'cricket' }, 'Cricket'],
    ['801 has no lane mode of its own', x801, null],
  ] as [string, LegMode, string | null][])('%s', (_rule, mode, lane) => {
    expect(laneModeFor(mode)).toBe(lane);
  });
  it('Cricket legs use the Cricket rules; an 801 leg starts every player on 801', () => {
    expect(legRulesFor({ kind: 'cricket' })).toBe(cricketRules);
    const player = {
      name: 'A',
      score: 0,
      legs: 0,
      sets: 0,
      dartsThrown: 0,
      tally: 0,
      average: 0,
      marks: [],
      killerNumber: null,
      isKiller: false,
    };
    expect(legRulesFor(x801).legStart(player).score).toBe(801);
  });
});

describe('gameText: the fixture sheet heading', () => {
  it.each([
    [singles(1)[0], 1, 'Game 1 · Singles · best of 3 · 501 Double Out'],
    [pairs(1)[0], 7, 'Game 7 · Pairs · best of 3 · 501 Double Out'],
    [teamLeg(4), 10, 'Game 10 · Team game · 1 leg · 801 Double Out'],
  ])('%#: %s', (game, n, text) => {
    expect(gameText(game, n)).toBe(text);
  });
});

describe('minimumRoster and rosterError: a team without enough players is refused', () => {
  // Columns: rule, format, fewest players.
  // prettier-ignore
  it.each([
    ['6 singles, 3 pairs, a team leg of 4: one player a singles game', USUAL, 6],
    ['4 singles and 3 pairs: two players a pairs game', { kind: 'team', games: [...singles(4), ...pairs(3)] }, 6],
    ['2 singles and a team game of 5: the full side', { kind: 'team', games: [...singles(2), teamLeg(5)] }, 5],
    ['a singles league: one player', SINGLES, 1],
  ] as [string, LeagueFormat, number][])('%s', (_rule, format, needed) => {
    expect(minimumRoster(format)).toBe(needed);
    expect(rosterError(format, 'The Arrows', needed)).toBeNull();
    expect(rosterError(format, 'The Arrows', needed - 1)).toBe(
      `The Arrows has ${needed - 1 === 1 ? '1 player' : `${needed - 1} players`}; this league’s format needs at least ${needed}.`,
    );
  });
});

describe('formatError: formats that cannot be played', () => {
  // prettier-ignore
  it.each([
    ['the usual team night', USUAL, null],
    ['a singles league of Cricket', SINGLES, null],
    ['a team format without games', { kind: 'team', games: [] }, 'A team format needs at least one game.'],
    ['an even best of (a game could end level)', { kind: 'team', games: singles(1, 2) }, 'Game 1 must be best of an odd number of legs from 1 to 21.'],
    ['best of 0', { kind: 'singles', bestOf: 0, mode: x501 }, 'The match must be best of an odd number of legs from 1 to 21.'],
    ['an x01 start that is not an x01', { kind: 'team', games: [{ kind: 'singles', bestOf: 3, mode: { kind: 'x01', start: 500, doubleOut: true } }] }, 'Game 1 must start from 101 to 1001 in steps of 100 (301, 501, 801 …).'],
    ['a team game of one', { kind: 'team', games: [...singles(1), teamLeg(1)] }, 'Game 2 must have from 2 to 8 players a side.'],
  ] as [string, LeagueFormat, string | null][])('%s', (_rule, format, error) => {
    expect(formatError(format)).toBe(error);
  });
});
