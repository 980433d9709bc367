import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lane } from '../../shared/api/lanes';
import { setReservationStatus } from '../db/reservations';
import { DomainEvents } from '../events';
import { startLaneTicker } from '../services/laneTicker';
import { openSocket, startTestServer, TestClock, type TestServer, type TestSocket } from './harness';
import { book, call, minutesAfter, NOON } from './lanesFixtures';

let t: TestServer;
let cookie: string;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  t = await startTestServer({ clock: new TestClock(NOON) });
  cookie = await t.signIn();
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t.close();
});

async function staffSocket(): Promise<TestSocket> {
  const socket = await openSocket(t.server.lanUrl, cookie);
  sockets.push(socket);
  return socket;
}

/** The next lane_updated for `laneId` whose lane matches `expected`, checked against the contract. */
async function laneUpdate(socket: TestSocket, laneId: number, expected: Partial<Lane>, timeoutMs = 2500) {
  const message = await socket.waitFor<{ lane: unknown }>(
    (m) =>
      m.type === 'lane_updated' &&
      (m.lane as Lane).id === laneId &&
      Object.entries(expected).every(
        ([k, v]) => JSON.stringify((m.lane as Record<string, unknown>)[k]) === JSON.stringify(v),
      ),
    timeoutMs,
  );
  return Lane.parse(message.lane);
}

describe('lane_updated', () => {
  it('reaches a second connected client when a session starts and ends', async () => {
    const first = await staffSocket();
    const second = await staffSocket();
    await call(t, cookie, 'POST', '/api/lanes/3/start', { players: ['Ann', 'Ben'], duration: 1 });
    const seen = await laneUpdate(second, 3, { status: 'occupied' });
    expect(seen).toMatchObject({ players: ['Ann', 'Ben'], startTime: NOON, sessionDuration: 3600 });
    await laneUpdate(first, 3, { status: 'occupied' });

    await call(t, cookie, 'POST', '/api/lanes/3/stop');
    await laneUpdate(second, 3, { status: 'available' });
  });

  it('follows every other change: rename, status, activation', async () => {
    const socket = await staffSocket();
    await call(t, cookie, 'PUT', '/api/lanes/4', { name: 'Board Four' });
    await laneUpdate(socket, 4, { name: 'Board Four' });
    await call(t, cookie, 'PUT', '/api/lanes/4', { status: 'test' });
    await laneUpdate(socket, 4, { status: 'test' });
    book(t, 5, minutesAfter(NOON, -1), 60, { customerName: 'Eve', playerCount: 2 });
    await call(t, cookie, 'POST', '/api/lanes/5/activate-reservation');
    await laneUpdate(socket, 5, { status: 'occupied', players: ['Player 1', 'Player 2'] });
  });

  it('is never sent to a socket that is not signed in', async () => {
    const anonymous = await openSocket(t.server.lanUrl).catch(() => null);
    if (anonymous) sockets.push(anonymous);
    const staff = await staffSocket();
    await call(t, cookie, 'POST', '/api/lanes/6/start', { players: ['Ann'], duration: 1 });
    await laneUpdate(staff, 6, { status: 'occupied' });
    expect(anonymous?.messages.some((m) => (m as { type: string }).type === 'lane_updated') ?? false).toBe(
      false,
    );
  });
});

describe('the ticker turns lanes reserved and back in time (pinned, advanced clock)', () => {
  it('reserved when the booking starts, available when its time passes unused', async () => {
    book(t, 2, minutesAfter(NOON, 30), 60, { customerName: 'Fay' });
    t.clock.set(minutesAfter(NOON, 29));
    const socket = await staffSocket();
    await new Promise((r) => setTimeout(r, 1200)); // the ticker has seen the lane before the booking
    const reservedEarly = socket.messages.some(
      (m) => (m as { type: string; lane?: Lane }).lane?.status === 'reserved',
    );
    expect(reservedEarly).toBe(false);

    t.clock.set(minutesAfter(NOON, 30));
    const reserved = await laneUpdate(socket, 2, { status: 'reserved' });
    expect(reserved).toMatchObject({ reservedBy: 'Fay', reservedUntil: minutesAfter(NOON, 90) });

    t.clock.set(minutesAfter(NOON, 90));
    // Earlier messages also showed 'available' (with Fay's booking ahead); this one has nothing left.
    await laneUpdate(socket, 2, { status: 'available', reservedBy: null, nextReservation: null });
  });

  it('available again as soon as the booking is cancelled', async () => {
    const id = book(t, 2, minutesAfter(NOON, -10), 60);
    const socket = await staffSocket();
    await new Promise((r) => setTimeout(r, 1200));
    setReservationStatus(t.server.db, id, 'cancelled');
    await laneUpdate(socket, 2, { status: 'available', nextReservation: null });
  });

  it("shows 'Reserved Soon' (no 30 minutes left) once the booking comes within half an hour", async () => {
    book(t, 9, minutesAfter(NOON, 45), 60);
    const socket = await staffSocket();
    await new Promise((r) => setTimeout(r, 1200));
    t.clock.set(minutesAfter(NOON, 16));
    await laneUpdate(socket, 9, { canFit30Min: false, status: 'available' });
  });

  it('a stopped ticker publishes nothing more', async () => {
    // A bus of its own, so the server's ticker cannot be mistaken for this one.
    const events = new DomainEvents();
    const heard: Lane[] = [];
    events.on('lane_updated', ({ lane }) => heard.push(lane));
    const stop = startLaneTicker({ ...t.server.ctx, events }, 20);
    book(t, 1, minutesAfter(NOON, 5), 60);
    t.clock.set(minutesAfter(NOON, 6));
    await new Promise((r) => setTimeout(r, 150));
    expect(heard.some((l) => l.id === 1 && l.status === 'reserved')).toBe(true);
    stop();
    heard.length = 0;
    t.clock.set(minutesAfter(NOON, 70));
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toEqual([]);
  });
});
