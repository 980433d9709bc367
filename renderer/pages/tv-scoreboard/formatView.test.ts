import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import { formatView, tallestColumn } from './formatView';

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

function tournament(type: Tournament['type'], n: number, bracket: Tournament['bracket'] = null): Tournament {
  return {
    id: 't1',
    name: 'Cup',
    type,
    gameMode: '501',
    matchFormat: 'best_of_3',
    status: 'active',
    players: players(n),
    selectedLanes: [1],
    bracket,
    currentRound: 1,
    duration: 2,
    scheduledDate: null,
    groupCount: 4,
    playersPerGroup: 4,
    advancePerGroup: 2,
    tieBreakers: ['points', 'legDiff', 'headToHead', 'legsFor'],
    seedingMethod: '',
    createdAt: '2026-11-25T18:00:00.000Z',
    startedAt: null,
    completedAt: null,
  };
}

function game(
  stage: Game['stage'],
  roundNumber: number,
  home: string,
  away: string,
  legs?: [number, number],
): Game {
  return {
    id: `${stage}-${roundNumber}-${home}`,
    laneId: null,
    tournamentId: 't1',
    players: [home, away],
    gameMode: '501',
    sets: 1,
    legs: 2,
    scores: legs ? { legs } : {},
    currentPlayer: 0,
    status: legs ? 'completed' : 'pending',
    winner: legs ? (legs[0] > legs[1] ? home : away) : null,
    stage,
    groupId: null,
    roundNumber,
    home,
    away,
    bestOf: 3,
    scheduledTime: null,
    startedAt: null,
    completedAt: legs ? '2026-11-25T19:00:00.000Z' : null,
  };
}

describe('formatView: what the TV and the manager draw', () => {
  // prettier-ignore
  it.each([
    ['single elimination, 5 players: byes hidden, TBD places shown', 'single_elimination', 5, [['Bracket', ['Quarter Finals', 'Semi Finals', 'Final']]], 2],
    ['double elimination, 8 players: both brackets and the grand final', 'double_elimination', 8, [['Winners Bracket', ['Winners Quarter Finals', 'Winners Semi Finals', 'Winners Final']], ['Losers Bracket', ['Losers Round 1', 'Losers Round 2', 'Losers Round 3', 'Losers Final']], ['Grand Final', ['Grand Final', 'Grand Final Reset']]], 4],
    ['double elimination, 64 players: the tallest column holds 32 matches', 'double_elimination', 64, null, 32],
  ] as const)('%s', (_rule, type, n, sections, tallest) => {
    const view = formatView(tournament(type, n), []);
    if (!view) throw new Error('no view');
    if (sections) expect(view.sections.map((s) => [s.title, s.columns.map((c) => c.title)])).toEqual(sections);
    expect(tallestColumn(view)).toBe(tallest);
  });

  it('a played game shows its legs and winner; the next match names the winner against TBD', () => {
    const view = formatView(tournament('single_elimination', 4), [game('winners', 1, 'P1', 'P4', [2, 1])]);
    const [semis, final] = view?.sections[0].columns ?? [];
    expect(semis.matches[0]).toMatchObject({
      home: 'P1',
      away: 'P4',
      homeLegs: 2,
      awayLegs: 1,
      winner: 'P1',
    });
    expect(final.matches[0]).toMatchObject({ home: 'P1', away: 'TBD', status: 'waiting' });
  });

  it('round robin: the table by the tie-breakers and the rounds so far', () => {
    const view = formatView(tournament('round_robin', 3), [
      game('round', 1, 'P2', 'P3', [0, 2]),
      game('round', 2, 'P1', 'P3', [2, 1]),
    ]);
    expect(view?.table.map((r) => [r.place, r.player, r.points])).toEqual([
      [1, 'P1', 2],
      [2, 'P3', 2],
      [3, 'P2', 0],
    ]);
    expect(view?.rounds.map((r) => r.title)).toEqual(['Round 1', 'Round 2']);
    expect(view?.progress).toBe('Round 3 of 3');
  });

  it('Swiss: Buchholz in the table, progress against the rounds chosen', () => {
    const view = formatView(tournament('swiss', 4, { swissRounds: 2 }), [
      game('round', 1, 'P1', 'P3', [2, 0]),
      game('round', 1, 'P2', 'P4', [2, 0]),
    ]);
    expect(view?.table[0]).toMatchObject({ player: 'P1', points: 2, buchholz: 0 });
    expect(view?.progress).toBe('Round 2 of 2');
  });

  it('Swiss: a result counts in the table before its round is over', () => {
    const view = formatView(tournament('swiss', 5), [
      game('round', 1, 'P1', 'P3', [2, 0]),
      game('round', 1, 'P2', 'P4'),
    ]);
    // P5 had the bye (2 points, no legs); P1 won 2-0: level on points and Buchholz, P1 ahead on legs.
    expect(view?.table.slice(0, 2).map((r) => [r.player, r.points])).toEqual([
      ['P1', 2],
      ['P5', 2],
    ]);
  });

  it('group knockout is not a format view', () => {
    expect(formatView(tournament('group_knockout', 8), [])).toBeNull();
  });
});
