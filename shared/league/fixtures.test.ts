import { describe, expect, it } from 'vitest';
import { firstThrowInGame } from './matchFormat';
import {
  drawSeason,
  seasonDrawError,
  seasonWeeks,
  seededShuffle,
  type LeagueFixture,
  type RoundRobinKind,
} from './fixtures';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);
const pairKey = (f: LeagueFixture) => [f.home, f.away].sort().join('|');
const KINDS: RoundRobinKind[] = ['single', 'double'];
const CASES = KINDS.flatMap((kind) => Array.from({ length: 23 }, (_, i) => [i + 2, kind] as const));

/** Each team's home games minus away games after every week, for the whole season. */
function balances(teams: readonly string[], fixtures: readonly LeagueFixture[], weeks: number): number[][] {
  const balance = new Map(teams.map((t) => [t, 0]));
  const after: number[][] = [];
  for (let w = 1; w <= weeks; w++) {
    for (const f of fixtures.filter((x) => x.week === w)) {
      balance.set(f.home, (balance.get(f.home) ?? 0) + 1);
      balance.set(f.away, (balance.get(f.away) ?? 0) - 1);
    }
    after.push([...balance.values()]);
  }
  return after;
}

describe('drawSeason: every pair meets once per round robin', () => {
  it.each(CASES)('%i teams, %s', (n, kind) => {
    const teams = teamsOf(n);
    const draw = drawSeason(teams, { kind });
    const halves = kind === 'double' ? [1, 2] : [1];
    expect(draw.weeks).toBe(seasonWeeks(n, kind));
    expect(draw.fixtures).toHaveLength(((n * (n - 1)) / 2) * halves.length);
    for (const half of halves) {
      const inHalf = draw.fixtures.filter((f) => f.half === half);
      expect(new Set(inHalf.map(pairKey)).size).toBe((n * (n - 1)) / 2);
    }
    if (kind === 'double') {
      // Once at each home: every ordered (home, away) pair exactly once over the season.
      expect(new Set(draw.fixtures.map((f) => `${f.home}>${f.away}`)).size).toBe(n * (n - 1));
    }
    expect(draw.fixtures.every((f) => f.home !== f.away)).toBe(true);
  });
});

describe('drawSeason: nobody twice on one night; byes for an odd count, spread', () => {
  it.each(CASES)('%i teams, %s', (n, kind) => {
    const teams = teamsOf(n);
    const draw = drawSeason(teams, { kind });
    for (let w = 1; w <= draw.weeks; w++) {
      const playing = draw.fixtures.filter((f) => f.week === w).flatMap((f) => [f.home, f.away]);
      const resting = draw.byes.filter((b) => b.week === w).map((b) => b.team);
      expect(new Set(playing).size).toBe(playing.length);
      expect(resting).toHaveLength(n % 2);
      expect(new Set([...playing, ...resting]).size).toBe(n);
    }
    // No team rests a second time before every team has rested once.
    const order = draw.byes.map((b) => b.team);
    for (let i = 0; i < order.length; i += n)
      expect(new Set(order.slice(i, i + n)).size).toBe(order.slice(i, i + n).length);
    expect(draw.byes).toHaveLength(n % 2 === 1 ? draw.weeks : 0);
  });
});

describe('drawSeason: home (and the first throw) balanced week by week', () => {
  it.each(CASES)('%i teams, %s: after every week, home − away is −1, 0 or 1 for every team', (n, kind) => {
    const teams = teamsOf(n);
    const draw = drawSeason(teams, { kind });
    for (const week of balances(teams, draw.fixtures, draw.weeks)) {
      expect(Math.max(...week.map(Math.abs))).toBeLessThanOrEqual(1);
    }
  });
  it.each(CASES.filter(([, kind]) => kind === 'double'))(
    '%i teams, %s: level at the season’s end',
    (n, kind) => {
      const teams = teamsOf(n);
      const draw = drawSeason(teams, { kind });
      expect(balances(teams, draw.fixtures, draw.weeks).at(-1)).toEqual(teams.map(() => 0));
    },
  );
});

describe('drawSeason: who opens a fixture is balanced week by week', () => {
  it.each(CASES)('%i teams, %s: opening fixtures minus the others stays within one', (n, kind) => {
    const teams = teamsOf(n);
    const draw = drawSeason(teams, { kind });
    const opens = new Map(teams.map((t) => [t, 0]));
    for (let w = 1; w <= draw.weeks; w++) {
      for (const f of draw.fixtures.filter((x) => x.week === w)) {
        const [opener, other] = firstThrowInGame(1) === 'away' ? [f.away, f.home] : [f.home, f.away];
        opens.set(opener, (opens.get(opener) ?? 0) + 1);
        opens.set(other, (opens.get(other) ?? 0) - 1);
      }
      expect(Math.max(...[...opens.values()].map(Math.abs))).toBeLessThanOrEqual(1);
    }
  });
});

describe('drawSeason: the draw is reproducible', () => {
  it('the same seed draws the same season; another seed seats the teams differently', () => {
    const teams = teamsOf(8);
    const a = drawSeason(teams, { kind: 'double', seed: 42 });
    expect(drawSeason(teams, { kind: 'double', seed: 42 })).toEqual(a);
    expect(drawSeason(teams, { kind: 'double', seed: 7 }).fixtures).not.toEqual(a.fixtures);
  });
  it('without a seed, teams take their seats in the order given (week 1: first against last)', () => {
    const draw = drawSeason(teamsOf(4), { kind: 'single' });
    expect(draw.fixtures.filter((f) => f.week === 1).map(pairKey)).toEqual(['T1|T4', 'T2|T3']);
  });
  it('seededShuffle keeps every item once', () => {
    expect([...seededShuffle(teamsOf(20), 123)].sort()).toEqual([...teamsOf(20)].sort());
  });
});

describe('seasonDrawError: teams that cannot be drawn', () => {
  it.each([
    ['no teams', [], 'A division needs at least two teams to draw fixtures.'],
    ['one team', ['A'], 'A division needs at least two teams to draw fixtures.'],
    ['a team twice', ['A', 'B', 'A'], 'A team is listed twice in this division.'],
    ['two teams are enough', ['A', 'B'], null],
  ])('%s', (_rule, teams, error) => {
    expect(seasonDrawError(teams)).toBe(error);
    if (error !== null)
      expect(drawSeason(teams, { kind: 'single' })).toEqual({ weeks: 0, fixtures: [], byes: [] });
  });
});
