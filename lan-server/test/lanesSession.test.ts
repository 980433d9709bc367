import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lane } from '../../shared/api/lanes';
import { startTestServer, TestClock, type TestServer } from './harness';
import { book, call, getLane, minutesAfter, NOON, reservationStatus } from './lanesFixtures';

let t: TestServer;
let cookie: string;

beforeEach(async () => {
  t = await startTestServer({ clock: new TestClock(NOON) });
  cookie = await t.signIn();
});
afterEach(() => t.close());

describe('POST /api/lanes/{id}/stop', () => {
  it('ends a session: the lane is available, its players cleared, the time played kept', async () => {
    await call(t, cookie, 'POST', '/api/lanes/1/start', { players: ['Ann', 'Ben'], duration: 1 });
    t.clock.advance(25 * 60_000);
    const res = await call(t, cookie, 'POST', '/api/lanes/1/stop');
    expect(res.status).toBe(200);
    expect(Lane.parse(res.body)).toMatchObject({
      status: 'available',
      startTime: null,
      players: [],
      playerCount: 0,
      duration: 1500,
    });
  });

  it('409 STALE_ACTION when there is no session to end, 404 for an unknown lane', async () => {
    const stale = await call(t, cookie, 'POST', '/api/lanes/1/stop');
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_ACTION']);
    const missing = await call(t, cookie, 'POST', '/api/lanes/11/stop');
    expect([missing.status, missing.body.message]).toEqual([404, 'Lane not found']);
  });
});

describe('POST /api/lanes/{id}/activate-reservation', () => {
  it('starts the booking with Player 1..n for its length, and ending it completes the booking', async () => {
    const id = book(t, 2, minutesAfter(NOON, -5), 90, {
      customerName: 'Dee',
      playerCount: 3,
      prepaidAmount: '20.00',
    });
    expect((await getLane(t, cookie, 2)).status).toBe('reserved');

    const res = await call(t, cookie, 'POST', '/api/lanes/2/activate-reservation');
    expect(res.status).toBe(200);
    expect(Lane.parse(res.body)).toMatchObject({
      status: 'occupied',
      players: ['Player 1', 'Player 2', 'Player 3'],
      sessionDuration: 5400,
      startTime: NOON,
      reservedBy: 'Dee',
      prepaidAmount: '20.00',
    });
    expect(reservationStatus(t, id)).toBe('active');

    await call(t, cookie, 'POST', '/api/lanes/2/stop');
    expect(reservationStatus(t, id)).toBe('completed');
    // The rest of Dee's booked time is free again: the lane is not shown reserved.
    expect((await getLane(t, cookie, 2)).status).toBe('available');
  });

  it('an early arrival activates the next booking today, until its booked end; a named booking is the one started', async () => {
    book(t, 3, minutesAfter(NOON, 20), 60, { customerName: 'Early' });
    const later = book(t, 4, minutesAfter(NOON, 30), 30, { customerName: 'Named', playerCount: 1 });
    const early = await call(t, cookie, 'POST', '/api/lanes/3/activate-reservation');
    // Starting early never moves the booking's end: 20 minutes early on an hour plays 80 minutes.
    expect(early.body).toMatchObject({
      status: 'occupied',
      reservedBy: 'Early',
      sessionDuration: 4800,
      reservedUntil: minutesAfter(NOON, 80),
    });
    const named = await call(t, cookie, 'POST', '/api/lanes/4/activate-reservation', {
      reservationId: later,
    });
    expect(named.body).toMatchObject({ status: 'occupied', reservedBy: 'Named', players: ['Player 1'] });
  });

  it('refuses when there is nothing to activate, the lane is busy, or the booking would overrun the next', async () => {
    const none = await call(t, cookie, 'POST', '/api/lanes/5/activate-reservation');
    expect([none.status, none.body.code]).toEqual([409, 'CONFLICT']);

    const elsewhere = book(t, 6, minutesAfter(NOON, 60), 60);
    const wrongLane = await call(t, cookie, 'POST', '/api/lanes/5/activate-reservation', {
      reservationId: elsewhere,
    });
    expect(wrongLane.status).toBe(404);

    await call(t, cookie, 'PUT', '/api/lanes/7', { status: 'maintenance' });
    book(t, 7, minutesAfter(NOON, -5), 60);
    const busy = await call(t, cookie, 'POST', '/api/lanes/7/activate-reservation');
    expect([busy.status, busy.body.code]).toEqual([409, 'LANE_NOT_AVAILABLE']);

    // Late arrivals get their full booked length, which must not run into the next booking.
    book(t, 8, minutesAfter(NOON, -30), 60, { customerName: 'Late' });
    book(t, 8, minutesAfter(NOON, 30), 60, { customerName: 'Next' });
    const overrun = await call(t, cookie, 'POST', '/api/lanes/8/activate-reservation');
    expect([overrun.status, overrun.body.code, overrun.body.message]).toEqual([
      409,
      'RESERVATION_CONFLICT',
      'Cannot start 1 hour game - reservation for Next in 30 minutes',
    ]);
    expect((await getLane(t, cookie, 8)).status).toBe('reserved');

    const missing = await call(t, cookie, 'POST', '/api/lanes/99/activate-reservation');
    expect([missing.status, missing.body.message]).toEqual([404, 'Lane not found']);
  });
});

describe('activation from the Start Session dialog', () => {
  it("starts with the dialog's players and game, the booking reads arrived, and it leaves the list to activate", async () => {
    const id = book(t, 2, minutesAfter(NOON, -5), 60, { customerName: 'Dee', playerCount: 2 });
    const res = await call(t, cookie, 'POST', '/api/lanes/2/activate-reservation', {
      reservationId: id,
      players: ['Dee', 'Eve'],
      gameMode: 'Cricket',
      legs: 3,
      hideFromLeaderboard: [false, true],
    });
    expect(res.status).toBe(200);
    expect(Lane.parse(res.body)).toMatchObject({
      status: 'occupied',
      players: ['Dee', 'Eve'],
      gameMode: 'Cricket',
      legs: 3,
      sessionDuration: 3600,
    });
    const list = await call(t, cookie, 'GET', '/api/reservations');
    expect(list.body).toEqual([expect.objectContaining({ id, status: 'active', arrived: true })]);

    await call(t, cookie, 'POST', '/api/lanes/2/stop');
    const after = await call(t, cookie, 'GET', '/api/reservations');
    expect(after.body).toEqual([expect.objectContaining({ id, status: 'completed', arrived: false })]);
  });

  it("a length staff choose replaces the booking's; a choice per player is required with the names", async () => {
    book(t, 3, minutesAfter(NOON, 20), 60, { customerName: 'Early' });
    const res = await call(t, cookie, 'POST', '/api/lanes/3/activate-reservation', { duration: 2 });
    expect(res.body).toMatchObject({ sessionDuration: 7200, reservedUntil: minutesAfter(NOON, 120) });

    book(t, 4, minutesAfter(NOON, 20), 60);
    const lopsided = await call(t, cookie, 'POST', '/api/lanes/4/activate-reservation', {
      hideFromLeaderboard: [true],
    });
    expect(lopsided.status).toBe(400);
  });

  it('an early start is refused when the lane is not free before the booking', async () => {
    book(t, 5, minutesAfter(NOON, -10), 30, { customerName: 'Now' });
    const next = book(t, 5, minutesAfter(NOON, 20), 60, { customerName: 'Next' });
    const res = await call(t, cookie, 'POST', '/api/lanes/5/activate-reservation', { reservationId: next });
    expect([res.status, res.body.code]).toEqual([409, 'RESERVATION_CONFLICT']);
    expect(res.body.message).toBe('Cannot start 80 minute game - reservation for Now in 0 minutes');
  });
});
