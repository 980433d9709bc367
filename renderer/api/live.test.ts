import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Lane } from '../../shared/api/lanes';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { readServerMessage, type ServerMessage } from '../../shared/api/realtime';
import type { Tournament, TournamentState } from '../../shared/api/tournaments';
import type { VenueView } from '../../shared/api/venue';
import { newGame } from '../../shared/darts/game';
import { keys } from './keys';
import { applyServerMessage } from './live';
import type { CacheKey, LiveCache } from './liveCache';
import { queryCache } from './queryCache';

const game: Game = {
  id: 'g1',
  tournamentId: 't1',
  laneId: 3,
  home: 'Ann',
  away: 'Bob',
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
const dart: Game = { ...game, scores: { legs: [1, 0], scores: [261, 501] }, currentPlayer: 0 };
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
  games: [game],
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
const lane: Lane = {
  id: 3,
  number: 3,
  name: 'The Oche',
  status: 'occupied',
  startTime: '2026-06-10T19:00:00.000Z',
  duration: 60,
  currentFee: '18.00',
  playerCount: 2,
  players: ['Ann', 'Bob'],
  gameMode: '501',
  sets: 1,
  legs: 3,
  reservedBy: null,
  reservedUntil: null,
  prepaidAmount: '0.00',
  isInTournament: false,
  tournamentId: null,
  tournamentName: null,
  sessionDuration: 60,
  nextReservation: null,
  timeUntilNextReservation: null,
  canFit30Min: true,
  canFit1Hour: true,
  canFit90Min: true,
  canFit2Hour: true,
  canFit150Min: true,
  canFit3Hour: true,
};
const laneGame: LaneGameResponse = {
  gameId: 'g9',
  laneId: 3,
  session: { laneNumber: 3, laneName: 'The Oche', startTime: null, sessionDuration: 60 },
  state: newGame({ mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 1 }),
};
const venue: VenueView = { venueName: 'The Oche', night: '2026-06-10', lanes: [], leaderboard: null };
const laneDart: Game = { ...game, id: 'g9', tournamentId: null };

describe('readServerMessage: the one schema every screen reads its socket through', () => {
  it.each<[string, ServerMessage]>([
    ['hello', { type: 'hello', audience: 'public' }],
    ['a lane', { type: 'lane_updated', lane }],
    ['a dart of a tournament game, whole', { type: 'game_updated', game: dart }],
    ['a lane game with its scoring answer', { type: 'game_updated', game: laneDart, laneGame }],
    ['a tournament with its state', { type: 'tournament_updated', tournament, state }],
    ['a cancelled tournament', { type: 'tournament_updated', tournament, state: null }],
    ['a new stage', { type: 'tournament_advanced', tournamentId: 't1', newStage: 'quarter', state }],
    ['the venue view', { type: 'venue_updated', view: venue }],
  ])('reads %s as it came', (_what, message) => {
    expect(readServerMessage(JSON.parse(JSON.stringify(message)))).toStrictEqual(message);
  });

  it.each<[string, unknown]>([
    ['an unknown type', { type: 'tournament_deleted', tournamentId: 't1' }],
    ['no type', { game }],
    ['null', null],
    ['a string', 'game_updated'],
    ['an array', [{ type: 'game_updated', game }]],
    ['a game that breaks its schema', { type: 'game_updated', game: { ...game, status: 'paused' } }],
    ['a game without an id', { type: 'game_updated', game: { tournamentId: 't1' } }],
    ['a state that breaks its schema', { type: 'tournament_updated', tournament, state: { games: 'none' } }],
    ['a tournament without its fields', { type: 'tournament_updated', tournament: { id: 't1' }, state }],
    ['a stage with a numeric tournament', { type: 'tournament_advanced', tournamentId: 1, state }],
    ['a lane that is neither shape', { type: 'lane_updated', lane: { id: 1 } }],
  ])('ignores %s', (_what, data) => {
    expect(readServerMessage(data)).toBeUndefined();
  });
});

/** The two caches a screen may hold, each as the applier sees it and as a screen watching keys sees it. */
interface Subject {
  cache: LiveCache;
  /** Shows `key` as a screen would (fetching it with `fetch`); resolves once its first answer is held. */
  show(key: CacheKey, fetch: () => Promise<unknown>): Promise<void>;
}

async function tanstack(): Promise<Subject> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  return {
    cache: queryCache(client),
    show: async (key, fetch) => {
      new QueryObserver(client, { queryKey: key, queryFn: fetch }).subscribe(() => undefined);
      await vi.waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    },
  };
}

async function slim(): Promise<Subject> {
  vi.resetModules(); // a fresh slim cache: it is the page's one module-level store
  const small = await import('./smallQuery');
  return {
    cache: small.smallCache,
    show: async (key, fetch) => {
      small.watchSmallQuery(key, fetch, () => undefined);
      await vi.waitFor(() => expect(small.smallCache.get(key)).toBeDefined());
    },
  };
}

const HELD: CacheKey[] = [
  keys.lanes,
  keys.lane(3),
  keys.laneGame(3),
  keys.tournaments,
  keys.tournament('t1'),
  keys.tournamentState('t1'),
  keys.venue,
];

/** What the cache holds under the keys screens read, after `messages`, starting from the lists below. */
async function heldAfter(make: () => Promise<Subject>, messages: ServerMessage[]) {
  const { cache } = await make();
  cache.set(keys.lanes, [{ ...lane, status: 'available' }]);
  cache.set(keys.tournaments, [{ ...tournament, status: 'setup' }]);
  cache.set(keys.tournamentState('t1'), state);
  for (const m of messages) applyServerMessage(cache, m);
  return HELD.map((key) => [key.join('/'), cache.get(key) ?? null]);
}

describe('applyServerMessage: the one applier over both caches', () => {
  it.each<[string, ServerMessage[]]>([
    ['a lane', [{ type: 'lane_updated', lane }]],
    ['a tournament dart', [{ type: 'game_updated', game: dart }]],
    ['a lane dart with its answer', [{ type: 'game_updated', game: laneDart, laneGame }]],
    [
      'a tournament change',
      [{ type: 'tournament_updated', tournament, state: { ...state, progress: 'Final' } }],
    ],
    ['a cancelled tournament', [{ type: 'tournament_updated', tournament, state: null }]],
    [
      'a new stage, then a dart',
      [
        {
          type: 'tournament_advanced',
          tournamentId: 't1',
          newStage: 'final',
          state: { ...state, currentRound: 2 },
        },
        { type: 'game_updated', game: dart },
      ],
    ],
    ['the venue view', [{ type: 'venue_updated', view: venue }]],
  ])('%s: TanStack and the slim cache hold the same', async (_what, messages) => {
    const expected = await heldAfter(tanstack, messages);
    expect(await heldAfter(slim, messages)).toEqual(expected);
    // And what each holds is what the messages carried.
    const held = Object.fromEntries(expected);
    const last = messages[messages.length - 1];
    if (last.type === 'game_updated' && last.game.tournamentId)
      expect((held['tournaments/t1/state'] as TournamentState).games).toEqual([dart]);
    if (last.type === 'game_updated' && last.laneGame) expect(held['lanes/3/game']).toEqual(laneGame);
    if (last.type === 'lane_updated') expect(held.lanes).toEqual([lane]);
    if (last.type === 'tournament_updated') expect(held.tournaments).toEqual([tournament]);
  });

  it.each([
    ['TanStack', tanstack],
    ['the slim cache', slim],
  ])(
    '%s: a tournament dart fetches nothing; a game the state lacks fetches the state once',
    async (_n, make) => {
      const subject = await make();
      const fetch = vi.fn(() => Promise.resolve(state));
      await subject.show(keys.tournamentState('t1'), fetch);
      expect(fetch).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 5; i++) applyServerMessage(subject.cache, { type: 'game_updated', game: dart });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect((subject.cache.get(keys.tournamentState('t1')) as TournamentState).games).toEqual([dart]);

      applyServerMessage(subject.cache, { type: 'game_updated', game: { ...dart, id: 'new' } });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    },
  );
});
