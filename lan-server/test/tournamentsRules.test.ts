import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { GroupsResponse, Tournament } from '../../shared/api/tournaments';
import { startTestServer, type TestServer } from './harness';

// The tournament form's, group knockout's and score entry's refusals and the access rules of the tournament
// and game endpoints, over real HTTP.
let t: TestServer;
afterEach(async () => t?.close());

const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
const groupKnockout = (change: Record<string, unknown> = {}, players = names(16)) => ({
  tournament: {
    name: 'Cup Night',
    type: 'group_knockout',
    gameMode: '501',
    matchFormat: 'best_of_3',
    groupCount: 4,
    duration: 3,
    ...change,
  },
  players,
});
const tournamentBody = (change: Record<string, unknown> = {}) => ({
  name: 'Summer League',
  type: 'single_elimination',
  gameMode: '501',
  matchFormat: 'best_of_3',
  duration: 2,
  selectedLanes: [1, 2],
  players: ['Ann', 'Bob'],
  scheduledDate: '2026-06-12T18:00:00.000Z',
  ...change,
});

async function answer(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { message: string };
  return { status: res.status, message: body.message };
}

async function createCup(cookie: string): Promise<{ id: string; games: Game[] }> {
  const res = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: groupKnockout(),
  });
  const { tournament } = (await res.json()) as { tournament: Tournament };
  const groups = (await (await t.lan(`/api/tournaments/${tournament.id}/groups`)).json()) as GroupsResponse;
  return { id: tournament.id, games: Object.values(groups).flatMap((g) => g.games) };
}

describe('group-knockout creation refuses with the exact messages', () => {
  // prettier-ignore
  it.each([
    ['5 players', groupKnockout({}, names(5)), 'At least 6 players required'],
    ['49 players', groupKnockout({}, names(49)), 'Maximum 48 players allowed'],
    ['7 groups', groupKnockout({ groupCount: 7 }), 'Group count must be 2, 3, 4, 5, 6 or 8'],
    ['no name', groupKnockout({ name: '  ' }), 'Tournament name is required'],
    ['a missing name', { tournament: { gameMode: '501', groupCount: 4 }, players: names(16) }, 'Tournament name is required'],
    ['no game mode', groupKnockout({ gameMode: '' }), 'Game mode is required'],
    ['a player entered twice', groupKnockout({}, [...names(15), 'Player 1']), 'Player names must be different: Player 1 is entered twice'],
  ])('%s', async (_rule, body, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.lan('/api/tournaments/group-knockout', { method: 'POST', cookie, json: body });
    expect(await answer(res)).toEqual({ status: 400, message });
  });
});

describe('score entry refuses what its rules refuse', () => {
  // prettier-ignore
  it.each([
    ['equal legs', { legs: [2, 2] }, 400, 'Legs cannot be equal: a game needs a winner'],
    ['11 legs', { legs: [11, 2] }, 400, 'Legs must be whole numbers from 0 to 10'],
    ['negative legs', { legs: [2, -1] }, 400, 'Legs must be whole numbers from 0 to 10'],
    ['a winner who has fewer legs', { legs: [2, 1], winner: 'AWAY' }, 400, 'The winner must be the player with more legs'],
    ['no legs at all', {}, 400, 'legs: legs is required'],
  ])('%s', async (_rule, body, status, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { games } = await createCup(cookie);
    const json = 'winner' in body ? { ...body, winner: games[0].away } : body;
    const res = await t.lan(`/api/games/${games[0].id}/result`, { method: 'PUT', cookie, json });
    expect(await answer(res)).toEqual({ status, message });
  });

  it('legs sent only as scores.legs are accepted, and the first result makes the tournament active', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { id, games } = await createCup(cookie);
    const res = await t.lan(`/api/games/${games[0].id}/result`, {
      method: 'PUT',
      cookie,
      json: { scores: { legs: [0, 2] } },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Game).winner).toBe(games[0].away);
    const tournament = (await (await t.lan(`/api/tournaments/${id}`)).json()) as Tournament;
    expect(tournament.status).toBe('active');
  });
});

describe('who may read and write', () => {
  it('the TV reads tournaments and tournament games on the LAN door without a session; never on the public door', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { id } = await createCup(cookie);
    t.server.db
      .prepare(
        "INSERT INTO games (id, lane_id, players, game_mode) VALUES ('lane-game', 1, '[\"Hired\"]', '501')",
      )
      .run();
    for (const path of [
      '/api/tournaments',
      `/api/tournaments/${id}`,
      `/api/tournaments/${id}/groups`,
      `/api/tournaments/${id}/knockout`,
    ]) {
      expect((await t.lan(path)).status, path).toBe(200);
      expect((await t.pub(path)).status, path).toBe(404);
    }
    const anonymous = (await (await t.lan('/api/games')).json()) as Game[];
    expect(anonymous).toHaveLength(24);
    expect(anonymous.every((g) => g.tournamentId === id)).toBe(true);
    const staff = (await (await t.lan('/api/games', { cookie })).json()) as Game[];
    expect(staff.some((g) => g.id === 'lane-game')).toBe(true);
    expect((await t.pub('/api/games')).status).toBe(404);
  });

  it('every write, and the export file, needs a staff session', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { id, games } = await createCup(cookie);
    // prettier-ignore
    const writes = [
      ['POST', '/api/tournaments'],
      ['POST', '/api/tournaments/group-knockout'],
      ['PUT', `/api/tournaments/${id}`],
      ['DELETE', `/api/tournaments/${id}`],
      ['POST', `/api/tournaments/${id}/start`],
      ['POST', `/api/tournaments/${id}/advance-groups`],
      ['POST', `/api/tournaments/${id}/schedule-matches`],
      ['GET', `/api/tournaments/${id}/export`],
      ['PUT', `/api/games/${games[0].id}/result`],
    ];
    for (const [method, path] of writes) {
      const res = await t.lan(path, { method, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.lan(`/api/tournaments/${id}`)).status).toBe(200);
  });
});

describe('the tournaments page: create, update, start and delete', () => {
  // prettier-ignore
  it.each([
    ['a blank name', { name: ' ' }, 'Please enter a tournament name'],
    ['one player', { players: ['Ann', ' '] }, 'Tournament needs at least 2 players'],
    ['no lane', { selectedLanes: [] }, 'Please select at least one lane'],
  ])('create refuses %s', async (_rule, change, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.lan('/api/tournaments', { method: 'POST', cookie, json: tournamentBody(change) });
    expect(await answer(res)).toEqual({ status: 400, message });
  });

  it('a lane in maintenance cannot be chosen', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    t.server.db.prepare("UPDATE lanes SET status = 'maintenance' WHERE id = 2").run();
    const res = await t.lan('/api/tournaments', { method: 'POST', cookie, json: tournamentBody() });
    expect(await answer(res)).toEqual({
      status: 400,
      message: 'Lane 2 is in maintenance or test mode and cannot be used',
    });
  });

  it('duplicates are ignored, an active tournament keeps its lanes and players, delete removes it', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.lan('/api/tournaments', {
      method: 'POST',
      cookie,
      json: tournamentBody({ players: ['Ann', 'Bob', 'Ann'] }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Tournament;
    expect(created).toMatchObject({
      players: ['Ann', 'Bob'],
      status: 'setup',
      scheduledDate: '2026-06-12T18:00:00.000Z',
    });
    const renamed = await t.lan(`/api/tournaments/${created.id}`, {
      method: 'PUT',
      cookie,
      json: tournamentBody({ name: 'Summer Cup' }),
    });
    expect(((await renamed.json()) as Tournament).name).toBe('Summer Cup');
    const started = await t.lan(`/api/tournaments/${created.id}/start`, { method: 'POST', cookie });
    expect(((await started.json()) as Tournament).status).toBe('active');
    expect((await t.lan(`/api/tournaments/${created.id}/start`, { method: 'POST', cookie })).status).toBe(
      409,
    );
    const moved = await t.lan(`/api/tournaments/${created.id}`, {
      method: 'PUT',
      cookie,
      json: tournamentBody({ selectedLanes: [3] }),
    });
    expect(await answer(moved)).toEqual({
      status: 409,
      message: 'An active tournament cannot have its lanes or players changed',
    });
    const more = await t.lan(`/api/tournaments/${created.id}`, {
      method: 'PUT',
      cookie,
      json: tournamentBody({ players: ['Ann', 'Bob', 'Cy'] }),
    });
    expect(more.status).toBe(409);
    expect((await t.lan(`/api/tournaments/${created.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.lan(`/api/tournaments/${created.id}`)).status).toBe(404);
  });

  it('deleting a group-knockout tournament removes its games', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { id } = await createCup(cookie);
    expect((await t.lan(`/api/tournaments/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await (await t.lan('/api/games', { cookie })).json()) as Game[]).toEqual([]);
  });
});
