import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lane } from '../../shared/api/lanes';
import * as z from 'zod/mini';
import { startTestServer, TestClock, type TestServer } from './harness';
import { book, call, getLane, getStats, minutesAfter, NOON, tournamentOn } from './lanesFixtures';

let t: TestServer;
let cookie: string;

beforeEach(async () => {
  t = await startTestServer({ clock: new TestClock(NOON) });
  cookie = await t.signIn();
});
afterEach(() => t.close());

describe('GET /api/lanes, /api/lanes/{id}, /api/stats', () => {
  it('lists every lane by number with its derived fields', async () => {
    book(t, 2, minutesAfter(NOON, 45), 60, { customerName: 'Bea', prepaidAmount: '12.50' });
    const { status, body } = await call(t, cookie, 'GET', '/api/lanes');
    expect(status).toBe(200);
    const lanes = z.array(Lane).parse(body);
    expect(lanes.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lanes[0]).toMatchObject({ status: 'available', nextReservation: null, canFit3Hour: true });
    expect(lanes[1]).toMatchObject({
      status: 'available',
      nextReservation: { reservedTime: minutesAfter(NOON, 45), customerName: 'Bea' },
      timeUntilNextReservation: 45,
      canFit30Min: true,
      canFit1Hour: false,
      reservedBy: 'Bea',
      prepaidAmount: '12.50',
    });
  });

  it('answers one lane, and 404 Lane not found for an unknown or malformed id', async () => {
    expect((await getLane(t, cookie, 3)).number).toBe(3);
    for (const id of ['99', 'abc', '0', '1.5']) {
      const { status, body } = await call(t, cookie, 'GET', `/api/lanes/${id}`);
      expect([id, status, body.message]).toEqual([id, 404, 'Lane not found']);
    }
  });

  it('counts lanes by shown status and today’s future bookings', async () => {
    book(t, 1, minutesAfter(NOON, -10), 60); // under way: lane 1 shows reserved
    book(t, 2, minutesAfter(NOON, 120), 60);
    book(t, 6, minutesAfter(NOON, 300), 60);
    book(t, 3, minutesAfter(NOON, 24 * 60), 60); // tomorrow
    await call(t, cookie, 'POST', '/api/lanes/4/start', { players: ['Ann'], duration: 1 });
    await call(t, cookie, 'PUT', '/api/lanes/5', { status: 'maintenance' });
    expect(await getStats(t, cookie)).toEqual({
      availableLanes: 7,
      occupiedLanes: 1,
      reservedLanes: 1,
      todaysFutureReservations: 2,
    });
  });

  it('requires a staff session', async () => {
    for (const path of ['/api/lanes', '/api/stats', '/api/lanes/1']) {
      expect((await t.lan(path)).status).toBe(401);
    }
    const res = await t.lan('/api/lanes/1/start', { method: 'POST', json: { players: ['A'], duration: 1 } });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/lanes/{id}', () => {
  it('renames a lane and takes it out of service and back', async () => {
    expect((await call(t, cookie, 'PUT', '/api/lanes/2', { name: 'Oche Two' })).body).toMatchObject({
      name: 'Oche Two',
    });
    for (const status of ['maintenance', 'test', 'available']) {
      const res = await call(t, cookie, 'PUT', '/api/lanes/2', { status });
      expect([res.status, res.body.status]).toEqual([200, status]);
    }
    expect((await getLane(t, cookie, 2)).name).toBe('Oche Two');
  });

  it.each([
    ['occupied cannot be set by hand', { status: 'occupied' }, 'status'],
    ['reserved cannot be set by hand', { status: 'reserved' }, 'status'],
    ['a name must be text', { name: 7 }, 'name'],
  ])('400 when %s', async (_rule, json, field) => {
    const res = await call(t, cookie, 'PUT', '/api/lanes/2', json);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses an empty body, an unknown lane, and a status change under a running session', async () => {
    expect((await call(t, cookie, 'PUT', '/api/lanes/2', {})).status).toBe(400);
    expect((await call(t, cookie, 'PUT', '/api/lanes/42', { name: 'X' })).body.message).toBe(
      'Lane not found',
    );
    await call(t, cookie, 'POST', '/api/lanes/2/start', { players: ['Ann'], duration: 1 });
    const res = await call(t, cookie, 'PUT', '/api/lanes/2', { status: 'maintenance' });
    expect([res.status, res.body.code]).toEqual([409, 'LANE_NOT_AVAILABLE']);
    expect((await getLane(t, cookie, 2)).status).toBe('occupied');
  });
});

describe('POST /api/lanes/{id}/start', () => {
  it('starts a session from available with what the dialog sent', async () => {
    const res = await call(t, cookie, 'POST', '/api/lanes/1/start', {
      players: ['Ann', 'Ben', 'Cal'],
      duration: 1.5,
      gameMode: 'Cricket',
      sets: 3,
      legs: 5,
    });
    expect(res.status).toBe(200);
    expect(Lane.parse(res.body)).toMatchObject({
      status: 'occupied',
      startTime: NOON,
      sessionDuration: 5400,
      players: ['Ann', 'Ben', 'Cal'],
      playerCount: 3,
      gameMode: 'Cricket',
      sets: 3,
      legs: 5,
      currentFee: '22.50',
    });
  });

  it('defaults game mode 501 and 1 set, 1 leg (the game-setup screen sends only players and duration)', async () => {
    const res = await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['Ann'], duration: 0.5 });
    expect(res.body).toMatchObject({ gameMode: '501', sets: 1, legs: 1, sessionDuration: 1800 });
  });

  it.each([
    [
      'occupied',
      async () => void (await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['X'], duration: 1 })),
    ],
    [
      'maintenance',
      async () => void (await call(t, cookie, 'PUT', '/api/lanes/1', { status: 'maintenance' })),
    ],
    ['test', async () => void (await call(t, cookie, 'PUT', '/api/lanes/1', { status: 'test' }))],
    ['reserved', async () => void book(t, 1, minutesAfter(NOON, -5), 60)],
  ])('409 LANE_NOT_AVAILABLE from %s, nothing written', async (status, arrange) => {
    await arrange();
    const before = await getLane(t, cookie, 1);
    const res = await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['Ann'], duration: 1 });
    expect([res.status, res.body.code]).toEqual([409, 'LANE_NOT_AVAILABLE']);
    expect(before.status).toBe(status);
    expect(await getLane(t, cookie, 1)).toEqual(before);
  });

  it('409 RESERVATION_CONFLICT naming the customer and minutes when the session would run into a booking', async () => {
    book(t, 1, minutesAfter(NOON, 45), 60, { customerName: 'Alice' });
    const res = await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['Ann'], duration: 1 });
    expect(res).toEqual({
      status: 409,
      body: {
        code: 'RESERVATION_CONFLICT',
        message: 'Cannot start 1 hour game - reservation for Alice in 45 minutes',
      },
    });
    expect((await getLane(t, cookie, 1)).status).toBe('available');
    const fits = await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['Ann'], duration: 0.5 });
    expect(fits.status).toBe(200);
  });

  it('a tournament block on the lane is a conflict too', async () => {
    tournamentOn(t, [4], minutesAfter(NOON, 90), 2);
    const res = await call(t, cookie, 'POST', '/api/lanes/4/start', { players: ['Ann'], duration: 2 });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'RESERVATION_CONFLICT',
      'Cannot start 2 hour game - reservation for Friday Cup in 90 minutes',
    ]);
  });

  it.each([
    ['no players', { players: [], duration: 1 }, 'players'],
    ['a blank name', { players: ['Ann', ' '], duration: 1 }, 'players.1'],
    ['seven players', { players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], duration: 1 }, 'players'],
    ['players of the wrong type', { players: 'Ann', duration: 1 }, 'players'],
    ['missing duration', { players: ['Ann'] }, 'duration'],
    ['non-numeric duration', { players: ['Ann'], duration: 'two' }, 'duration'],
    ['duration above 3 hours', { players: ['Ann'], duration: 4 }, 'duration'],
    ['duration off the half hour', { players: ['Ann'], duration: 1.2 }, 'duration'],
    ['sets out of range', { players: ['Ann'], duration: 1, sets: 11 }, 'sets'],
    ['legs non-numeric', { players: ['Ann'], duration: 1, legs: 'x' }, 'legs'],
    ['unknown game mode', { players: ['Ann'], duration: 1, gameMode: 'Golf' }, 'gameMode'],
  ])('400 naming the field for %s, nothing written', async (_rule, json, field) => {
    const res = await call(t, cookie, 'POST', '/api/lanes/1/start', json);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION']);
    expect(String(res.body.message).startsWith(`${field}: `)).toBe(true);
    expect((await getLane(t, cookie, 1)).status).toBe('available');
  });

  it('of five desks pressing Start at once, exactly one wins', async () => {
    const tries = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) =>
        call(t, cookie, 'POST', '/api/lanes/2/start', { players: [name], duration: 1 }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = tries.find((r) => r.status === 200)?.body.players;
    expect((await getLane(t, cookie, 2)).players).toEqual(winner);
  });

  it('404 Lane not found for an unknown lane', async () => {
    const res = await call(t, cookie, 'POST', '/api/lanes/77/start', { players: ['Ann'], duration: 1 });
    expect([res.status, res.body.message]).toEqual([404, 'Lane not found']);
  });
});
