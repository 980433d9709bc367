import { describe, expect, it } from 'vitest';
import type { LeagueFormat, LeagueGame } from './matchFormat';
import type { FixtureResult, PointsScheme } from './points';
import { divisionTable } from './standings';

const x501 = { kind: 'x01', start: 501, doubleOut: true } as const;
const singles = (n: number): LeagueGame[] =>
  Array.from({ length: n }, () => ({ kind: 'singles', bestOf: 3, mode: x501 }));
/** Four singles best of 3: a fixture can be drawn 2-2. */
const FOUR: LeagueFormat = { kind: 'team', games: singles(4) };
/** 6 singles and 3 pairs best of 3, one team leg: 10 games, 19 legs to whitewash. */
const USUAL: LeagueFormat = {
  kind: 'team',
  games: [
    ...singles(6),
    ...Array.from({ length: 3 }, (): LeagueGame => ({ kind: 'pairs', bestOf: 3, mode: x501 })),
    { kind: 'team', bestOf: 1, mode: { kind: 'x01', start: 801, doubleOut: true }, teamSize: 4 },
  ],
};

/**
 * 'A-B 21 21 02 12' reads: A at home to B, four games, home legs then away legs in each.
 * 'A-B wo:home' is a walkover to the home side; 'A-B postponed' is not played yet.
 */
function parse(text: string): FixtureResult {
  const [pair, ...rest] = text.split(' ');
  const [home, away] = pair.split('-');
  if (rest[0] === 'postponed') return { status: 'postponed', home, away };
  if (rest[0]?.startsWith('wo:'))
    return { status: 'walkover', home, away, winner: rest[0] === 'wo:home' ? 'home' : 'away' };
  return {
    status: 'played',
    home,
    away,
    games: rest.map((g) => ({ homeLegs: Number(g[0]), awayLegs: Number(g[1]) })),
  };
}
const table = (
  teams: string,
  results: string[],
  scheme: PointsScheme = '3-1-0',
  format: LeagueFormat = FOUR,
) => divisionTable(teams.split(' '), results.map(parse), format, scheme);
const order = (teams: string, results: string[], scheme: PointsScheme = '3-1-0') =>
  table(teams, results, scheme)
    .map((r) => r.team)
    .join(' ');

/** Home wins 3 games to 1, legs 7-5. */
const WIN = '21 21 21 12';

describe('divisionTable: the tie-breaks in their written order', () => {
  // Columns: rule, teams, results, expected order.
  // prettier-ignore
  it.each([
    ['points first', 'C B A', ['A-B 21 21 21 02', 'A-C 21 21 21 21', 'B-C 21 21 12 12'], 'A B C'],
    ['games difference splits teams level on points', 'W X Y Z', [`W-X ${WIN}`, 'Y-Z 21 21 21 21'], 'Y W X Z'],
    ['legs difference splits teams level on points and games difference', 'W X Y Z', ['W-X 20 20 20 02', `Y-Z ${WIN}`], 'W Y Z X'],
    ['legs for splits teams level on points, games and legs difference', 'W X Y Z', [`W-X ${WIN}`, 'Y-Z 20 21 21 02'], 'W Y X Z'],
    ['head-to-head splits teams level on all four (B beat A)', 'A B C D', [`B-A ${WIN}`, `C-B ${WIN}`, `A-D ${WIN}`], 'C B A D'],
    ['head-to-head counts only the fixtures between exactly the level teams', 'A B C X Y', [`C-A ${WIN}`, `C-B ${WIN}`, `B-A ${WIN}`, `X-C ${WIN}`, `Y-C ${WIN}`, `B-X ${WIN}`, `Y-B ${WIN}`, `A-X ${WIN}`, `A-Y ${WIN}`], 'Y C B A X'],
    ['still level after head-to-head (each beat one): listed by name', 'C A B', [`A-B ${WIN}`, `B-C ${WIN}`, `C-A ${WIN}`], 'A B C'],
  ])('%s', (_rule, teams, results, expected) => {
    expect(order(teams, results)).toBe(expected);
  });
  it('teams still level after head-to-head share the place; the next team’s place counts them', () => {
    const rows = table('C A B D', [`A-B ${WIN}`, `B-C ${WIN}`, `C-A ${WIN}`]);
    expect(rows.map((r) => `${r.place} ${r.team}`)).toEqual(['1 A', '1 B', '1 C', '4 D']);
  });
});

describe('divisionTable: each points scheme', () => {
  // A won one and lost one heavily; B drew twice.
  const ONE_WIN = ['A-X 21 21 21 12', 'Y-A 21 21 21 21', 'B-Z 21 21 12 12', 'W-B 21 21 12 12'];
  // A drew twice and lost once; B won once and lost twice heavily.
  const MORE_GAMES = [
    'A-X 21 21 12 12',
    'A-Y 21 21 12 12',
    'Z-A 21 21 21 12',
    'B-W 21 21 21 12',
    'V-B 21 21 21 21',
    'U-B 21 21 21 21',
  ];
  // Columns: rule, results, scheme, points of A and B, who is higher.
  // prettier-ignore
  it.each([
    ['3-1-0: a win is worth more than two draws', ONE_WIN, '3-1-0', [3, 2], 'A'],
    ['2-1-0: a win equals two draws, games difference decides', ONE_WIN, '2-1-0', [2, 2], 'B'],
    ['one point per game won', ONE_WIN, 'per-game', [3, 4], 'B'],
    ['3-1-0: the win beats two draws and a loss', MORE_GAMES, '3-1-0', [2, 3], 'B'],
    ['one point per game: the draws’ games count', MORE_GAMES, 'per-game', [5, 3], 'A'],
  ] as [string, string[], PointsScheme, number[], string][])('%s', (_rule, results, scheme, points, higher) => {
    const rows = divisionTable('A B U V W X Y Z'.split(' '), results.map(parse), FOUR, scheme);
    const of = (team: string) => rows.find((r) => r.team === team);
    expect([of('A')?.points, of('B')?.points]).toEqual(points);
    expect(rows.findIndex((r) => r.team === higher)).toBeLessThan(rows.findIndex((r) => r.team === (higher === 'A' ? 'B' : 'A')));
  });
});

describe('divisionTable: the columns, walkovers and postponed fixtures', () => {
  it('counts played, won, drawn, lost, games and legs both ways, and points', () => {
    // Columns: team, place, played, won, drawn, lost, games for, against, legs for, against, points.
    const rows = table('A B C', ['A-B 21 21 02 12', 'C-A 21 21 21 20']).map((r) =>
      [
        r.team,
        r.place,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.gamesFor,
        r.gamesAgainst,
        r.legsFor,
        r.legsAgainst,
        r.points,
      ].join(' '),
    );
    expect(rows).toEqual(['C 1 1 1 0 0 4 0 8 3 3', 'B 2 1 0 1 0 2 2 6 5 1', 'A 3 2 0 1 1 2 6 8 14 1']);
  });
  it.each([
    [
      'a walkover to the home side: every game, each by the legs that win it (10-0, 19-0)',
      'A-B wo:home',
      { A: [1, 1, 10, 0, 19, 0, 3], B: [1, 0, 0, 10, 0, 19, 0] },
    ],
    [
      'a walkover to the away side',
      'A-B wo:away',
      { A: [1, 0, 0, 10, 0, 19, 0], B: [1, 1, 10, 0, 19, 0, 3] },
    ],
    [
      'a postponed fixture counts for nothing until it is played',
      'A-B postponed',
      { A: [0, 0, 0, 0, 0, 0, 0], B: [0, 0, 0, 0, 0, 0, 0] },
    ],
  ])('%s', (_rule, result, expected) => {
    const rows = table('A B', [result], '3-1-0', USUAL);
    for (const [team, [played, won, gamesFor, gamesAgainst, legsFor, legsAgainst, points]] of Object.entries(
      expected,
    )) {
      expect(rows.find((r) => r.team === team)).toMatchObject({
        played,
        won,
        gamesFor,
        gamesAgainst,
        legsFor,
        legsAgainst,
        points,
      });
    }
  });
  it.each([
    ['a fixture naming a team of another division', ['A-Z 21 21 21 21']],
    ['a team against itself', ['A-A 21 21 21 21']],
  ])('ignores %s', (_rule, results) => {
    expect(table('A B', results).every((r) => r.played === 0)).toBe(true);
  });
});
