import { describe, expect, it } from 'vitest';
import {
  FORMAT_TYPES,
  type FormatGame,
  type FormatOptions,
  type FormatRecord,
  type FormatType,
} from './engine';
import { FORMAT_TRAITS } from './formatTraits';
import { formatOf, tournamentState } from './formats';
import type { BracketPanel, Panel } from './panels';

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

function record(type: FormatType, n: number, over: Partial<FormatRecord> = {}): FormatRecord {
  return {
    type,
    status: 'active',
    players: players(n),
    bracket: null,
    selectedLanes: [1],
    groupCount: 4,
    advancePerGroup: 2,
    tieBreakers: ['points', 'legDiff', 'headToHead', 'legsFor'],
    seedingMethod: 'A1vB2,C1vD2,B1vA2,D1vC2',
    ...over,
  };
}

function game(
  stage: string,
  roundNumber: number,
  home: string | null,
  away: string | null,
  legs?: [number, number],
  groupId: string | null = null,
): FormatGame {
  return {
    id: `${stage}-${groupId ?? ''}-${roundNumber}-${home ?? ''}-${away ?? ''}`,
    stage,
    groupId,
    roundNumber,
    home,
    away,
    status: legs ? 'completed' : 'pending',
    winner: legs ? (legs[0] > legs[1] ? home : away) : null,
    legs: legs ?? null,
  };
}

const viewOf = (t: FormatRecord, games: FormatGame[]): Panel[] => {
  const format = formatOf(t.type);
  return format.view(t, format.state(t, games), games);
};
const brackets = (panels: Panel[]) => panels.filter((p): p is BracketPanel => p.kind === 'bracket');
const tallest = (panels: Panel[]) =>
  Math.max(0, ...brackets(panels).flatMap((p) => p.columns.map((c) => c.matches.length)));

describe('every tournament type is a format of the one engine', () => {
  it.each(FORMAT_TYPES)('%s: declares its panels, and its state and view are its own', (type) => {
    const format = formatOf(type);
    expect(format.panels).toEqual(FORMAT_TRAITS[type].panels);
    const t = record(type, 8, {
      groupCount: 2,
      bracket: { groups: { A: players(4), B: players(8).slice(4) } },
    });
    const state = tournamentState(t, []);
    expect(state.format).toBe(type);
    expect(state.wanted.length).toBeGreaterThan(0);
    const kinds = viewOf(t, []).map((p) => p.kind);
    expect(kinds.every((k) => format.panels.includes(k))).toBe(true);
    for (const w of state.wanted) expect(format.key(w)).toBe(w.key);
  });

  it.each(FORMAT_TYPES.filter((t) => t !== 'group_knockout'))(
    '%s wants no match before it starts',
    (type) => {
      expect(tournamentState(record(type, 8, { status: 'setup' }), []).wanted).toEqual([]);
    },
  );
});

describe('the panels the TV and the manager draw', () => {
  // prettier-ignore
  it.each([
    ['single elimination, 5 players: byes hidden, TBD places shown', 'single_elimination', 5, [['Bracket', ['Quarter Finals', 'Semi Finals', 'Final']]], 2],
    ['double elimination, 8 players: both brackets and the grand final', 'double_elimination', 8, [['Winners Bracket', ['Winners Quarter Finals', 'Winners Semi Finals', 'Winners Final']], ['Losers Bracket', ['Losers Round 1', 'Losers Round 2', 'Losers Round 3', 'Losers Final']], ['Grand Final', ['Grand Final', 'Grand Final Reset']]], 4],
    ['double elimination, 64 players: the tallest column holds 32 matches', 'double_elimination', 64, null, 32],
    ['group knockout before its draw: the three knockout rounds, waiting', 'group_knockout', 8, [['Knockout', ['Quarter Finals', 'Semi Finals', 'Final']]], 0],
  ] as const)('%s', (_rule, type, n, sections, most) => {
    const t = record(type, n, { groupCount: 2, bracket: { groups: { A: players(4), B: players(8).slice(4) } } });
    const panels = viewOf(t, []);
    if (sections)
      expect(brackets(panels).map((s) => [s.title, s.columns.map((c) => c.title)])).toEqual(sections);
    expect(tallest(panels)).toBe(most);
  });

  it('a played game is its place; the next match names the winner against TBD', () => {
    const played = game('winners', 1, 'P1', 'P4', [2, 1]);
    const [semis, final] = brackets(viewOf(record('single_elimination', 4), [played]))[0].columns;
    expect(semis.matches[0]).toMatchObject({ gameId: played.id, home: 'P1', away: 'P4' });
    expect(final.matches[0]).toMatchObject({ gameId: null, home: 'P1', away: null, skipped: false });
  });

  it('round robin: the table by the tie-breakers and the rounds so far', () => {
    const t = record('round_robin', 3);
    const games = [game('round', 1, 'P2', 'P3', [0, 2]), game('round', 2, 'P1', 'P3', [2, 1])];
    const [table, rounds] = viewOf(t, games);
    if (table.kind !== 'table' || rounds.kind !== 'rounds') throw new Error('table and rounds expected');
    expect(table.rows.map((r) => [r.place, r.player, r.points])).toEqual([
      [1, 'P1', 2],
      [2, 'P3', 2],
      [3, 'P2', 0],
    ]);
    expect(rounds.rounds.map((r) => r.title)).toEqual(['Round 1', 'Round 2']);
    expect(tournamentState(t, games).progress).toBe('Round 3 of 3');
  });

  it('Swiss: Buchholz in the table, progress against the rounds chosen', () => {
    const t = record('swiss', 4, { bracket: { swissRounds: 2 } });
    const games = [game('round', 1, 'P1', 'P3', [2, 0]), game('round', 1, 'P2', 'P4', [2, 0])];
    const [table] = viewOf(t, games);
    if (table.kind !== 'table') throw new Error('table expected');
    expect(table.rows[0]).toMatchObject({ player: 'P1', points: 2, buchholz: 0 });
    expect(tournamentState(t, games).progress).toBe('Round 2 of 2');
  });

  it('Swiss: a result counts in the table before its round is over', () => {
    const games = [game('round', 1, 'P1', 'P3', [2, 0]), game('round', 1, 'P2', 'P4')];
    const [table] = viewOf(record('swiss', 5), games);
    if (table.kind !== 'table') throw new Error('table expected');
    // P5 had the bye (2 points, no legs); P1 won 2-0: level on points and Buchholz, P1 ahead on legs.
    expect(table.rows.slice(0, 2).map((r) => [r.player, r.points])).toEqual([
      ['P1', 2],
      ['P5', 2],
    ]);
  });
});

/** 9 players dealt into 3 groups of 3: A = P1 P4 P7, B = P2 P5 P8, C = P3 P6 P9. */
const GROUPS: FormatOptions = {
  groups: { A: ['P1', 'P4', 'P7'], B: ['P2', 'P5', 'P8'], C: ['P3', 'P6', 'P9'] },
};
const cup = (bracket: FormatOptions = GROUPS) =>
  record('group_knockout', 9, { groupCount: 3, bracket, seedingMethod: 'A1vB2,C1vD2,B1vA2,D1vC2' });
const seed = (p: string | null) => Number(p?.slice(1));
/** Every group fixture, stored and played: the better seed wins 2-0. */
function playedGroups(): FormatGame[] {
  return tournamentState(cup(), []).wanted.map((w) => {
    const legs: [number, number] = seed(w.home) < seed(w.away) ? [2, 0] : [0, 2];
    return game(w.stage, w.roundNumber, w.home, w.away, legs, w.groupId);
  });
}
/** The cup after its knockout draw, with the games the reconcile would have created. */
function drawn(): { t: FormatRecord; games: FormatGame[] } {
  const groups = playedGroups();
  const format = formatOf('group_knockout');
  const outcome = format.advance(cup(), format.state(cup(), groups));
  if ('problem' in outcome) throw new Error(outcome.problem);
  const t = cup(outcome.options);
  const knockout = format
    .state(t, groups)
    .wanted.filter((w) => w.stage !== 'group')
    .map((w) => game(w.stage, w.roundNumber, w.home, w.away));
  return { t, games: [...groups, ...knockout] };
}

describe('group knockout as a format', () => {
  it('wants every group fixture from the draw, and keeps stored group games as they were drawn', () => {
    const wanted = tournamentState(cup(), []).wanted;
    expect(wanted.map((w) => `${w.groupId}${w.roundNumber}:${w.home}v${w.away}`)).toHaveLength(9);
    // Stored the other way round (an older draw): the stored games stand, nothing is re-drawn.
    const stored = wanted.map((w) => game(w.stage, w.roundNumber, w.away, w.home, undefined, w.groupId));
    expect(tournamentState(cup(), stored).wanted.map((w) => [w.home, w.away])).toEqual(
      stored.map((g) => [g.home, g.away]),
    );
  });

  it('set up on the tournaments page, it draws its groups when it starts, with the draw rules', () => {
    const format = formatOf('group_knockout');
    expect(format.startProblem(record('group_knockout', 4, { groupCount: 2 }))).toBe(
      'At least 6 players required',
    );
    const t = record('group_knockout', 6, { groupCount: 2 });
    expect(format.startProblem(t)).toBeNull();
    expect(format.startOptions(t)).toEqual({ groups: { A: ['P1', 'P3', 'P5'], B: ['P2', 'P4', 'P6'] } });
    expect(tournamentState(t, []).wanted).toEqual([]);
  });

  // prettier-ignore
  it.each([
    ['no group games at all', () => ({ t: cup({}), games: [] }), 'This tournament has no group stage'],
    ['a group game still to play', () => ({ t: cup(), games: playedGroups().map((g, i) => (i === 0 ? { ...g, status: 'pending', winner: null, legs: null } : g)) }), 'All group games must be completed before advancing to the knockout stage'],
    ['the knockout already drawn', drawn, 'The knockout stage has already been drawn'],
  ] as const)('the draw is refused with %s', (_rule, make, problem) => {
    const { t, games } = make();
    const format = formatOf('group_knockout');
    expect(format.advance(t, format.state(t, games))).toEqual({ problem });
  });

  it('draws 3 groups into quarter finals with byes for the best two winners, who wait in the semi finals', () => {
    const groups = playedGroups();
    const format = formatOf('group_knockout');
    const before = format.state(cup(), groups);
    expect([before.advance, before.badges.map((b) => b.text)]).toEqual([
      'Advance to Quarter Finals',
      ['Groups: Complete'],
    ]);
    const { t, games } = drawn();
    expect(t.bracket).toMatchObject({ firstStage: 'quarter', bracketSize: 8, byes: ['P1', 'P2'] });
    // In the order the draw made them: a bye's player placed straight into the match it feeds.
    expect(
      tournamentState(t, groups)
        .wanted.filter((w) => w.stage !== 'group')
        .map((w) => `${w.stage}${w.roundNumber}:${w.home ?? 'TBD'}v${w.away ?? 'TBD'}`),
    ).toEqual(['semi1:P1vTBD', 'quarter2:P4vP6', 'semi2:P2vTBD', 'quarter4:P3vP5']);
    const after = tournamentState(t, games);
    expect([after.advance, after.currentRound, after.badges.map((b) => b.text)]).toEqual([
      null,
      3,
      ['Groups: Complete', 'Knockout: Active'],
    ]);
  });

  it('a winner goes into the match their result feeds, and a correction moves them while it is pending', () => {
    const { t, games } = drawn();
    const qf2 = games.find((g) => g.stage === 'quarter' && g.roundNumber === 2);
    if (!qf2) throw new Error('QF2 missing');
    const semi1 = (legs: [number, number]) =>
      tournamentState(
        t,
        games.map((g) =>
          g === qf2
            ? { ...qf2, status: 'completed', legs, winner: legs[0] > legs[1] ? qf2.home : qf2.away }
            : g,
        ),
      ).wanted.find((w) => w.stage === 'semi' && w.roundNumber === 1);
    expect(semi1([2, 0])).toMatchObject({ home: 'P1', away: 'P4' });
    expect(semi1([0, 2])).toMatchObject({ home: 'P1', away: 'P6' });
  });

  it('locks group results once the knockout is drawn', () => {
    const { t, games } = drawn();
    const format = formatOf('group_knockout');
    const state = format.state(t, games);
    expect(format.resultProblem(state, games[0])).toBe(
      'Group results are locked once the knockout stage is drawn',
    );
    expect(format.resultProblem(format.state(cup(), playedGroups()), games[0])).toBeNull();
  });

  it('completes with the final: champion, runner-up, semi-finalists sharing 3rd, the rest after them', () => {
    let { t, games } = drawn();
    const format = formatOf('group_knockout');
    for (let step = 0; step < 10; step++) {
      const state = format.state(t, games);
      if (state.complete) break;
      const byKey = new Map(games.map((g) => [format.key(g), g]));
      games = state.wanted.map((w) => {
        const stored = byKey.get(w.key);
        if (stored && stored.status === 'completed') return stored;
        if (!w.home || !w.away) return game(w.stage, w.roundNumber, w.home, w.away, undefined, w.groupId);
        return game(
          w.stage,
          w.roundNumber,
          w.home,
          w.away,
          seed(w.home) < seed(w.away) ? [2, 1] : [1, 2],
          w.groupId,
        );
      });
    }
    const state = format.state(t, games);
    expect([state.complete, state.champion, state.progress, state.currentRound]).toEqual([
      true,
      'P1',
      'Completed',
      4,
    ]);
    expect(state.placings.map((p) => `${p.place}:${p.player}`).sort()).toEqual([
      '1:P1',
      '2:P2',
      '3:P3',
      '3:P4',
      '5:P5',
      '5:P6',
      '7:P7',
      '7:P8',
      '7:P9',
    ]);
    t = { ...t, status: 'completed' };
    expect(format.state(t, games).wanted.every((w) => games.some((g) => format.key(g) === w.key))).toBe(true);
  });
});
