import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/booking/bookingRules';
import { OVERRIDE_REASON_MISSING } from '../../shared/api/reservations';
import { startTestServer, type TestServer } from './harness';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC (13:00 in London).
let t: TestServer;
afterEach(async () => t?.close());

const AT_1600_BST = '2026-06-10T15:00:00.000Z';
const booking = (over: Record<string, unknown> = {}) => ({
  laneId: 1,
  customerName: 'Ada Lovelace',
  playerCount: 2,
  reservedTime: AT_1600_BST,
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
  ...over,
});

async function body(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

async function setLaneStatus(status: string, laneId = 1): Promise<void> {
  t.server.db.prepare('UPDATE lanes SET status = ? WHERE id = ?').run(status, laneId);
}

describe('POST /api/reservations refuses what the rules refuse, on the server', () => {
  it.each([
    ['no name', { customerName: ' ' }, 400, BOOKING_MESSAGES.nameMissing],
    ['no phone (customer)', { contactInfo: '' }, 400, BOOKING_MESSAGES.phoneMissing],
    ['no email (customer)', { emailAddress: null }, 400, BOOKING_MESSAGES.emailMissing],
    ['5 players', { playerCount: 5 }, 400, BOOKING_MESSAGES.players],
    ['0 players', { playerCount: 0 }, 400, BOOKING_MESSAGES.players],
    ['a 45-minute duration', { duration: 45 }, 400, BOOKING_MESSAGES.duration],
    ['an absurd duration', { duration: 1e15 }, 400, BOOKING_MESSAGES.duration],
    ['a negative duration', { duration: -60 }, 400, BOOKING_MESSAGES.duration],
    ['a past time', { reservedTime: '2026-06-10T11:00:00.000Z' }, 400, BOOKING_MESSAGES.past],
    [
      'before opening',
      { reservedTime: '2026-06-11T07:30:00.000Z' },
      400,
      BOOKING_MESSAGES.outsideHours('Thursday', '09:00', '23:00'),
    ],
    [
      'running past closing',
      { reservedTime: '2026-06-10T21:30:00.000Z' },
      400,
      BOOKING_MESSAGES.outsideHours('Wednesday', '09:00', '23:00'),
    ],
    ['an unknown lane', { laneId: 99 }, 404, 'Lane not found'],
    ['a time that is not a time', { reservedTime: 'tomorrow' }, 400, BOOKING_MESSAGES.timeInvalid],
  ])('%s', async (_rule, change, status, message) => {
    t = await startTestServer();
    for (const call of [t.lan, t.pub]) {
      const res = await call('/api/reservations', { method: 'POST', json: booking(change) });
      expect(res.status).toBe(status);
      expect((await body(res)).message).toBe(message);
    }
  });

  it.each([
    ['lane id', { laneId: 1e300 }, /^laneId: /],
    ['player count', { playerCount: 1e300 }, /^playerCount: /],
    ['lane id as text', { laneId: '1' }, /^laneId: /],
    ['customer name as a number', { customerName: 42 }, /^customerName: /],
    ['a 10 kB name', { customerName: 'x'.repeat(10_000) }, /^customerName: /],
  ])('an absurd %s is a 400 naming the field, never a 500', async (_field, change, message) => {
    t = await startTestServer();
    const res = await t.pub('/api/reservations', { method: 'POST', json: booking(change) });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toMatch(message);
  });

  it('a lane in maintenance is refused', async () => {
    t = await startTestServer();
    await setLaneStatus('maintenance');
    const res = await t.pub('/api/reservations', { method: 'POST', json: booking() });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe(BOOKING_MESSAGES.maintenance(1));
  });

  it('a closed day is refused', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const settings = await body(await t.lan('/api/settings', { cookie }));
    const hours = settings.operatingHours as Record<string, { start: string; end: string; closed: boolean }>;
    hours.thursday = { start: '09:00', end: '23:00', closed: true };
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...settings, operatingHours: hours },
    });
    expect(put.status).toBe(200);
    const res = await t.pub('/api/reservations', {
      method: 'POST',
      json: booking({ reservedTime: '2026-06-11T15:00:00.000Z' }),
    });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(BOOKING_MESSAGES.closed('Thursday'));
  });

  it('an overlap with another reservation is a 409 naming the clash', async () => {
    t = await startTestServer();
    expect((await t.pub('/api/reservations', { method: 'POST', json: booking() })).status).toBe(201);
    const res = await t.lan('/api/reservations', {
      method: 'POST',
      json: booking({ reservedTime: '2026-06-10T15:30:00.000Z' }),
    });
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({
      message: BOOKING_MESSAGES.overlap.reservation(1),
      code: 'RESERVATION_CONFLICT',
    });
  });

  it('an overlap with a running session is a 409', async () => {
    t = await startTestServer();
    t.server.db
      .prepare("UPDATE lanes SET status = 'occupied', start_time = ?, session_duration = 7200 WHERE id = 1")
      .run('2026-06-10T11:30:00.000Z');
    const res = await t.pub('/api/reservations', {
      method: 'POST',
      json: booking({ reservedTime: '2026-06-10T13:00:00.000Z' }),
    });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe(BOOKING_MESSAGES.overlap.session(1));
  });

  it('an overlap with a tournament using the lane is a 409', async () => {
    t = await startTestServer();
    t.server.db
      .prepare(
        `INSERT INTO tournaments (id, name, type, game_mode, match_format, selected_lanes, scheduled_date, duration, created_at)
         VALUES ('t1', 'Cup', 'single_elimination', '501', 'best_of_3', '[1]', '2026-06-10T14:00:00.000Z', 2, '2026-06-01T00:00:00.000Z')`,
      )
      .run();
    const res = await t.pub('/api/reservations', { method: 'POST', json: booking() });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe(BOOKING_MESSAGES.overlap.tournament(1));
  });

  it('ignores generated fields and a customer’s claimed prepaid amount or override', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/reservations', {
      method: 'POST',
      json: booking({
        id: 'mine',
        status: 'completed',
        prepaidAmount: '99.00',
        isStaffOverride: true,
        createdAt: '2000-01-01',
      }),
    });
    expect(res.status).toBe(201);
    const cookie = await t.signIn();
    const [saved] = (await (await t.lan('/api/reservations', { cookie })).json()) as Record<
      string,
      unknown
    >[];
    expect(saved).toMatchObject({
      status: 'active',
      prepaidAmount: '0.00',
      isStaffOverride: false,
      createdBy: null,
    });
    expect(saved?.id).not.toBe('mine');
  });
});

describe('staff bookings', () => {
  it('signed-in staff may leave phone and email out and are recorded as the creator', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.lan('/api/reservations', {
      method: 'POST',
      cookie,
      json: booking({ contactInfo: null, emailAddress: '' }),
    });
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({
      customerName: 'Ada Lovelace',
      createdBy: 'staff',
      emailAddress: null,
    });
  });

  it('override needs a reason, lifts the hours, and never double-books', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const late = booking({ reservedTime: '2026-06-10T22:00:00.000Z', contactInfo: null, emailAddress: null });
    const noReason = await t.lan('/api/reservations/override', { method: 'POST', cookie, json: late });
    expect(noReason.status).toBe(400);
    expect((await body(noReason)).message).toBe(OVERRIDE_REASON_MISSING);

    const ok = await t.lan('/api/reservations/override', {
      method: 'POST',
      cookie,
      json: { ...late, isStaffOverride: true, overrideReason: 'Darts club late night' },
    });
    expect(ok.status).toBe(201);
    expect(await body(ok)).toMatchObject({
      isStaffOverride: true,
      overrideReason: 'Darts club late night',
      createdBy: 'staff',
    });

    const clash = await t.lan('/api/reservations/override', {
      method: 'POST',
      cookie,
      json: { ...late, overrideReason: 'again' },
    });
    expect(clash.status).toBe(409);
  });

  it('override is staff only', async () => {
    t = await startTestServer();
    const res = await t.lan('/api/reservations/override', {
      method: 'POST',
      json: { ...booking(), overrideReason: 'x' },
    });
    expect(res.status).toBe(401);
  });
});
