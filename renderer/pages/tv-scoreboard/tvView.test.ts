import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/api/games';
import type { Panel, TournamentState } from '../../../shared/api/tournaments';
import { groupKnockout } from '../../../shared/tournament/groupKnockoutFormat';
import type { FormatGame } from '../../../shared/tournament/engine';
import {
  championOf,
  clockText,
  currentGames,
  dateText,
  gameStatusText,
  groupCards,
  liveScore,
  recentResults,
  shownColumns,
  statusBadge,
} from './tvView';

function game(over: Partial<Game>): Game {
  return {
    id: 'g',
    laneId: null,
    tournamentId: 't',
    players: ['Ann', 'Bob'],
    gameMode: '501',
    sets: 1,
    legs: 2,
    scores: {},
    currentPlayer: 0,
    status: 'pending',
    winner: null,
    stage: 'group',
    groupId: 'A',
    roundNumber: 1,
    home: 'Ann',
    away: 'Bob',
    bestOf: 3,
    scheduledTime: null,
    startedAt: null,
    completedAt: null,
    ...over,
  };
}

describe('TV texts', () => {
  it.each([
    ['pending game waits', game({}), 'Waiting to start'],
    ['active game is in progress', game({ status: 'active' }), 'In progress'],
    ['completed game names its winner', game({ status: 'completed', winner: 'Bob' }), 'Winner: Bob'],
  ])('%s', (_rule, g, text) => {
    expect(gameStatusText(g, ENGLISH_WORDS.t)).toBe(text);
  });
  it.each([
    ['setup', 'Setup'],
    ['active', 'In Progress'],
    ['completed', 'Completed'],
  ])('status %s shows %s', (status, text) => {
    expect(statusBadge(status, ENGLISH_WORDS.t)).toBe(text);
  });
  it.each([
    ['pads hours, minutes and seconds', new Date(2026, 5, 12, 7, 5, 9), '07:05:09', 'Friday 12 June 2026'],
    ['24-hour evening', new Date(2026, 10, 21, 21, 30, 0), '21:30:00', 'Saturday 21 November 2026'],
  ])('clock %s', (_rule, now, clock, date) => {
    expect([clockText(now), dateText(now)]).toEqual([clock, date]);
  });
});

describe('what the TV lists', () => {
  it('Current Games are the active ones', () => {
    const games = [
      game({ id: 'a', status: 'active' }),
      game({ id: 'b' }),
      game({ id: 'c', status: 'completed' }),
    ];
    expect(currentGames(games).map((g) => g.id)).toEqual(['a']);
  });
  it('Recent Results are the last 8 completed games, newest first', () => {
    const games = Array.from({ length: 10 }, (_, i) =>
      game({
        id: `g${i}`,
        status: 'completed',
        completedAt: `2026-06-12T19:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    );
    expect(recentResults([...games, game({ id: 'pending' })]).map((g) => g.id)).toEqual([
      'g9',
      'g8',
      'g7',
      'g6',
      'g5',
      'g4',
      'g3',
      'g2',
    ]);
  });
  it('standings cards show the top 4 with points and wins-losses; the top 2 qualify', () => {
    const row = (player: string, wins: number) => ({
      player,
      points: wins * 2,
      legsFor: 0,
      legsAgainst: 0,
      wins,
      losses: 4 - wins,
    });
    const standings = ['E', 'D', 'C', 'B', 'A'].map((p, i) => row(p, 4 - i));
    const cards = groupCards({
      kind: 'groups',
      title: 'Groups',
      advancing: 2,
      groups: [{ id: 'A', title: 'Group A', standings, matches: [] }],
    });
    expect(cards[0].rows).toEqual([
      { player: 'E', points: 8, record: '4-0', qualifies: true },
      { player: 'D', points: 6, record: '3-1', qualifies: true },
      { player: 'C', points: 4, record: '2-2', qualifies: false },
      { player: 'B', points: 2, record: '1-3', qualifies: false },
    ]);
  });
  it('bracket columns run QF1..QF4, SF1, SF2, FINAL, with empty slots until drawn', () => {
    const knockoutOf = (games: Game[]) => {
      const t = {
        type: 'group_knockout' as const,
        status: 'active',
        players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'],
        bracket: games.length > 0 ? { firstStage: 'quarter' as const, bracketSize: 8, byes: [] } : null,
        selectedLanes: [],
        groupCount: 4,
        advancePerGroup: 2,
        tieBreakers: [],
        seedingMethod: '',
      };
      const readable: FormatGame[] = games.map((g) => ({ ...g, legs: null }));
      const panels: Panel[] = groupKnockout.view(t, groupKnockout.state(t, readable), readable);
      const bracket = panels.find((p) => p.kind === 'bracket');
      if (bracket?.kind !== 'bracket') throw new Error('no bracket');
      return shownColumns(bracket);
    };
    const drawn = [1, 2, 3, 4].map((n) => game({ id: `q${n}`, stage: 'quarter', roundNumber: n }));
    drawn.push(game({ id: 's1', stage: 'semi', roundNumber: 1, away: null }));
    expect(knockoutOf(drawn).map((c) => c.matches.map((m) => `${m.label}:${m.gameId ?? '-'}`))).toEqual([
      ['QF1:q1', 'QF2:q2', 'QF3:q3', 'QF4:q4'],
      ['SF1:s1', 'SF2:-'],
      ['FINAL:-'],
    ]);
    expect(knockoutOf([])).toEqual([]);
  });
  it('the champion shows only once the tournament is completed', () => {
    const state = {
      tournament: { status: 'completed' },
      champion: 'Ann',
      complete: false,
    } as unknown as TournamentState;
    expect(championOf(state)).toBe('Ann');
    expect(championOf({ ...state, tournament: { ...state.tournament, status: 'active' } })).toBeNull();
  });
});

describe('liveScore: a LIVE match scored on a lane tablet', () => {
  const scored = { legs: [1, 0], scores: [321, 501], sets: [0, 0] };
  // prettier-ignore
  it.each([
    ['an active 501 match shows legs and points left', { status: 'active', scores: scored }, { legs: [1, 0], scores: [321, 501], caption: 'left' }],
    ['an active Cricket match shows points', { status: 'active', gameMode: 'Cricket', scores: scored }, { legs: [1, 0], scores: [321, 501], caption: 'points' }],
    ['an active match scored on paper has no live score', { status: 'active', scores: {} }, null],
    ['a completed match is not live', { status: 'completed', scores: scored }, null],
    ['a pending match is not live', { status: 'pending' }, null],
  ])('%s', (_rule, over, expected) => {
    expect(liveScore(game(over as Partial<Game>))).toEqual(expected);
  });
});
