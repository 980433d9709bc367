import { describe, expect, it } from 'vitest';
import { readTvMessage, type TvMessage } from './tvMessages';

const game = { id: 'g1', tournamentId: 't1', laneId: null, home: 'Ann', away: 'Bob' };

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
