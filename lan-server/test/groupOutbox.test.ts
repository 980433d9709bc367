import { afterEach, describe, expect, it } from 'vitest';
import { GroupEvent, GroupSettingsCheck } from './groupFixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * The venue side of a venue group (docs/venue-group.md) without any hub: what each change writes into
 * `group_outbox`, in the change's own transaction, and that a venue in no group writes nothing. The hub
 * address points at a closed loopback port, so the relay only ever finds head office unreachable.
 */
let t: TestServer;
afterEach(async () => t?.close());

const AT_1600_BST = '2026-06-10T15:00:00.000Z';
const booking = (over: Record<string, unknown> = {}) => ({
  laneId: 1,
  customerName: 'Ada Lovelace',
  playerCount: 2,
  reservedTime: AT_1600_BST,
  duration: 60,
  prepaidAmount: '12.50',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
  ...over,
});

interface Row {
  seq: number;
  id: string;
  venue_id: string;
  kind: string;
  body: string;
  occurred_at: string;
}

function outbox(): { kind: string; event: GroupEvent; text: string }[] {
  const rows = t.server.db.prepare('SELECT * FROM group_outbox ORDER BY seq').all() as Row[];
  return rows.map((r) => {
    const text = JSON.stringify({
      ...(JSON.parse(r.body) as object),
      eventId: r.id,
      venueId: r.venue_id,
      seq: r.seq,
      occurredAt: r.occurred_at,
    });
    return { kind: r.kind, event: GroupEvent.parse(JSON.parse(text)), text };
  });
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

async function join(admin: string): Promise<void> {
  const res = await t.lan('/api/settings/group', {
    method: 'PUT',
    cookie: admin,
    json: { hubUrl: 'nats://127.0.0.1:1', venueId: 'leeds', password: 'venue-secret' },
  });
  expect(res.status).toBe(200);
  expect(GroupSettingsCheck.parse(await json(res))).toMatchObject({
    hubUrl: 'nats://127.0.0.1:1',
    venueId: 'leeds',
    hasPassword: true,
  });
}

describe('the group outbox', () => {
  it('stays empty while the venue is in no group, and Settings says so', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    expect(
      (await t.lan('/api/reservations', { method: 'POST', cookie: staff, json: booking() })).status,
    ).toBe(201);
    await t.lan('/api/lanes/2/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Ann'], duration: 1 },
    });
    await t.lan('/api/lanes/2/stop', { method: 'POST', cookie: staff, json: {} });
    expect(outbox()).toEqual([]);
    const view = GroupSettingsCheck.parse(await json(await t.lan('/api/settings/group', { cookie: staff })));
    expect(view).toEqual({
      hubUrl: '',
      venueId: '',
      hasPassword: false,
      state: 'off',
      lastError: null,
      queued: 0,
      lastSentAt: null,
    });
  });

  it('writes one event per change, in order, with nothing that names a customer', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await join(admin);
    const made = await json(
      await t.lan('/api/reservations', { method: 'POST', cookie: admin, json: booking() }),
    );
    const id = String(made.id);
    expect(
      (
        await t.lan(`/api/reservations/${id}`, {
          method: 'PUT',
          cookie: admin,
          json: booking({ playerCount: 4 }),
        })
      ).status,
    ).toBe(200);
    expect((await t.lan(`/api/reservations/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    // A refused booking (lane 1 is free, lane 99 is not a lane) writes nothing.
    expect(
      (await t.lan('/api/reservations', { method: 'POST', cookie: admin, json: booking({ laneId: 99 }) }))
        .status,
    ).toBe(404);

    const events = outbox();
    expect(events.map((e) => e.kind)).toEqual(['booking_made', 'booking_edited', 'booking_cancelled']);
    expect(events[0]?.event).toMatchObject({
      venueId: 'leeds',
      reservationId: id,
      laneNumber: 1,
      start: AT_1600_BST,
      end: '2026-06-10T16:00:00.000Z',
      durationMinutes: 60,
      playerCount: 2,
      prepaidAmount: '12.50',
      currency: 'GBP',
    });
    expect(events[1]?.event).toMatchObject({ playerCount: 4 });
    expect(events.map((e) => e.event.seq)).toEqual([...events.map((e) => e.event.seq)].sort((a, b) => a - b));
    for (const { text } of events) {
      expect(text).not.toMatch(/Ada|Lovelace|07700|ada@example/);
    }
    const view = GroupSettingsCheck.parse(await json(await t.lan('/api/settings/group', { cookie: admin })));
    expect(view.queued).toBe(3);
    expect(view.lastSentAt).toBeNull();
  });

  it('reports a session’s start, claim, end and fee, and its game’s leaderboard as the players chose', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await join(admin);
    await t.lan('/api/lanes/3/start', {
      method: 'POST',
      cookie: admin,
      json: { players: ['Ann', 'Ben'], duration: 2, hideFromLeaderboard: [false, true] },
    });
    t.clock.advance(90 * 60_000);
    await t.lan('/api/lanes/3/stop', { method: 'POST', cookie: admin, json: {} });

    const events = outbox();
    expect(events.map((e) => e.kind)).toEqual(['session_started', 'session_ended', 'lane_game_finished']);
    const [started, ended, game] = events.map((e) => e.event);
    expect(started).toMatchObject({ laneNumber: 3, fee: '30.00', bookedMinutes: 120, reservationId: null });
    expect(ended).toMatchObject({ laneNumber: 3, fee: '30.00', prepaidAmount: '0.00' });
    expect(
      started &&
        'sessionId' in started &&
        ended &&
        'sessionId' in ended &&
        started.sessionId === ended.sessionId,
    ).toBe(true);
    expect(game).toMatchObject({ laneNumber: 3, leaderboard: [{ name: 'Ann' }] });
    expect(events.some((e) => e.text.includes('Ben'))).toBe(false);
  });

  it('sends no leaderboard at all while the venue’s leaderboard is switched off', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await join(admin);
    await t.lan('/api/settings/leaderboard', {
      method: 'PUT',
      cookie: admin,
      json: { leaderboardEnabled: false },
    });
    await t.lan('/api/lanes/1/start', {
      method: 'POST',
      cookie: admin,
      json: { players: ['Ann'], duration: 1 },
    });
    await t.lan('/api/lanes/1/stop', { method: 'POST', cookie: admin, json: {} });
    expect(outbox().map((e) => e.kind)).toEqual(['session_started', 'session_ended']);
  });

  it('reports a claimed booking, and a booking nobody came for as a no-show once', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await join(admin);
    const claimed = await json(
      await t.lan('/api/reservations', {
        method: 'POST',
        cookie: admin,
        json: booking({ reservedTime: '2026-06-10T12:30:00.000Z' }),
      }),
    );
    const missed = await json(
      await t.lan('/api/reservations', {
        method: 'POST',
        cookie: admin,
        json: booking({ laneId: 2, reservedTime: '2026-06-10T12:30:00.000Z' }),
      }),
    );
    t.clock.advance(35 * 60_000);
    expect(
      (await t.lan('/api/lanes/1/activate-reservation', { method: 'POST', cookie: admin, json: {} })).status,
    ).toBe(200);
    t.clock.advance(60 * 60_000);
    const { reportNoShows } = await import('../services/groupReports');
    const ctx = t.server.ctx;
    expect(reportNoShows(ctx)).toBe(1);
    expect(reportNoShows(ctx)).toBe(0);
    const events = outbox().map((e) => e.event);
    expect(events.map((e) => e.kind)).toEqual([
      'booking_made',
      'booking_made',
      'booking_claimed',
      'session_started',
      'booking_no_show',
    ]);
    expect(events[2]).toMatchObject({ reservationId: claimed.id });
    expect(events[3]).toMatchObject({ reservationId: claimed.id, prepaidAmount: '12.50' });
    expect(events[4]).toMatchObject({ reservationId: missed.id });
  });

  it('lets only an admin change the link, and refuses a bad one with a 400', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const admin = await t.signIn('admin');
    const put = (cookie: string, body: unknown) =>
      t.lan('/api/settings/group', { method: 'PUT', cookie, json: body });
    expect((await put(staff, { hubUrl: 'nats://h:4222', venueId: 'leeds', password: 'x' })).status).toBe(403);
    for (const [body, message] of [
      [{ hubUrl: 'http://h', venueId: 'leeds', password: 'x' }, /^hubUrl: /],
      [{ hubUrl: 'nats://h:4222', venueId: 'Leeds!', password: 'x' }, /^venueId: /],
      [{ hubUrl: 'nats://h:4222', venueId: 'leeds' }, /^password: /],
      [{ hubUrl: 'nats://h:4222', venueId: '', password: 'x' }, /^venueId: /],
    ] as const) {
      const res = await put(admin, body);
      expect(res.status).toBe(400);
      expect(String((await json(res)).message)).toMatch(message);
    }
    expect((await put(admin, { hubUrl: '', venueId: '' })).status).toBe(200);
  });
});
