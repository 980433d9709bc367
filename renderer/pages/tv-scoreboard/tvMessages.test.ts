import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/api/games';
import type { Tournament, TournamentState } from '../../../shared/api/tournaments';
import { readTvMessage, type TvMessage } from './tvMessages';

const game = { id: 'g1', tournamentId: 't1', laneId: null, home: 'Ann', away: 'Bob' };

const wholeGame: Game = {
  ...game,
  laneId: 3,
  players: ['Ann', 'Bob'],
  gameMode: '501',
  sets: 1,
  legs: 2,
  scores: { legs: [1, 0], scores: [321, 501] },
  currentPlayer: 1,
  status: 'active',
  winner: null,
  stage: 'group',
  groupId: 'A',
  roundNumber: 1,
  bestOf: 3,
  scheduledTime: null,
  startedAt: '2026-06-10T12:00:00.000Z',
  completedAt: null,
};
const tournament: Tournament = {
  id: 't1',
  name: 'Friday Cup',
  type: 'group_knockout',
  gameMode: '501',
  matchFormat: 'best_of_3',
  status: 'active',
  players: ['Ann', 'Bob'],
  selectedLanes: [],
  bracket: null,
  currentRound: 1,
  duration: 3,
  scheduledDate: null,
  groupCount: 2,
  playersPerGroup: 3,
  advancePerGroup: 2,
  tieBreakers: [],
  seedingMethod: '',
  createdAt: '2026-06-10T12:00:00.000Z',
  startedAt: null,
  completedAt: null,
};
const state: TournamentState = {
  tournament,
  games: [wholeGame],
  labels: { g1: 'Group A' },
  progress: 'Group Stage',
  champion: null,
  complete: false,
  currentRound: 1,
  placings: [],
  badges: [{ text: 'Groups: In Progress', live: false }],
  advance: null,
  scheduleLanes: null,
  panels: [],
};

describe('readTvMessage', () => {
  it.each<[string, unknown, TvMessage]>([
    [
      'a tournament game',
      { type: 'game_updated', game },
      { type: 'game_updated', gameId: 'g1', tournamentId: 't1' },
    ],
    [
      'a lane game',
      { type: 'game_updated', game: { ...game, tournamentId: null, laneId: 3 } },
      { type: 'game_updated', gameId: 'g1', tournamentId: null },
    ],
    [
      'a tournament',
      { type: 'tournament_updated', tournament: { id: 't1', name: 'Friday Cup' } },
      { type: 'tournament_updated', tournamentId: 't1' },
    ],
    [
      'a new stage',
      { type: 'tournament_advanced', tournamentId: 't1', newStage: 'final' },
      { type: 'tournament_advanced', tournamentId: 't1' },
    ],
  ])('reads %s', (_what, data, expected) => {
    expect(readTvMessage(data)).toEqual(expected);
  });

  // What the TV shows as it comes: a whole game (a dart), a whole state (any change to the tournament).
  it.each<[string, unknown, TvMessage]>([
    [
      'a dart: the whole game',
      { type: 'game_updated', game: wholeGame },
      { type: 'game_updated', gameId: 'g1', tournamentId: 't1', game: wholeGame },
    ],
    [
      'a tournament with its state',
      { type: 'tournament_updated', tournament, state },
      { type: 'tournament_updated', tournamentId: 't1', state },
    ],
    [
      'a new stage with its state',
      { type: 'tournament_advanced', tournamentId: 't1', newStage: 'quarter', state },
      { type: 'tournament_advanced', tournamentId: 't1', state },
    ],
  ])('carries %s', (_what, data, expected) => {
    expect(readTvMessage(data)).toStrictEqual(expected);
  });

  it.each<[string, unknown]>([
    ['a cancelled tournament (no state)', { type: 'tournament_updated', tournament, state: null }],
    [
      'a state that breaks its schema',
      { type: 'tournament_updated', tournament, state: { ...state, games: 'none' } },
    ],
    ['a game that breaks its schema', { type: 'game_updated', game: { ...wholeGame, status: 'paused' } }],
  ])('leaves out %s, so the TV fetches instead', (_what, data) => {
    const read = readTvMessage(data);
    expect(read && ('state' in read ? read.state : 'game' in read ? read.game : null)).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['hello', { type: 'hello', audience: 'public' }],
    ['a lane update (no lanes on the TV)', { type: 'lane_updated', lane: { id: 1 } }],
    ['an unknown type', { type: 'tournament_deleted', tournamentId: 't1' }],
    ['no type', { game }],
    ['null', null],
    ['a string', 'game_updated'],
    ['an array', [{ type: 'game_updated', game }]],
    ['a game without an id', { type: 'game_updated', game: { tournamentId: 't1' } }],
    ['a game with an empty id', { type: 'game_updated', game: { id: '', tournamentId: 't1' } }],
    ['a game with a numeric tournament', { type: 'game_updated', game: { id: 'g1', tournamentId: 7 } }],
    ['a game with no tournament field', { type: 'game_updated', game: { id: 'g1' } }],
    ['a game that is a string', { type: 'game_updated', game: 'g1' }],
    ['a tournament without an id', { type: 'tournament_updated', tournament: { name: 'Cup' } }],
    ['a tournament that is null', { type: 'tournament_updated', tournament: null }],
    ['a stage without a tournament', { type: 'tournament_advanced', newStage: 'final' }],
    ['a stage with a numeric tournament', { type: 'tournament_advanced', tournamentId: 1 }],
  ])('ignores %s', (_what, data) => {
    expect(readTvMessage(data)).toBeUndefined();
  });
});
