import { afterEach, describe, expect, it } from 'vitest';
import { PAIRING_CODE_TTL_MINUTES, type DeviceList } from '../../shared/api/devices';
import { hashToken } from '../../server-kit/tokens';
import { startTestServer, type TestServer } from './harness';
import { createCode, pairTablet, redeem } from './pairingFixtures';

let t: TestServer;
afterEach(async () => t?.close());

describe('pairing codes', () => {
  it('only staff can create one, for a lane that exists', async () => {
    t = await startTestServer();
    const anonymous = await t.lan('/api/devices/pairing-codes', { method: 'POST', json: { laneId: 1 } });
    expect(anonymous.status).toBe(401);
    const staff = await t.signIn();
    const missingLane = await t.lan('/api/devices/pairing-codes', {
      method: 'POST',
      json: { laneId: 999 },
      cookie: staff,
    });
    expect(missingLane.status).toBe(404);
    const code = await createCode(t, staff, 3);
    expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(code.laneNumber).toBe(3);
    expect(Date.parse(code.expiresAt) - t.clock.now().getTime()).toBe(PAIRING_CODE_TTL_MINUTES * 60_000);
    expect(code.expiresInSeconds).toBe(PAIRING_CODE_TTL_MINUTES * 60);
  });

  it('is not offered on the public door', async () => {
    t = await startTestServer();
    expect((await t.pub('/api/devices/redeem', { method: 'POST', json: { code: 'ABCDEFGH' } })).status).toBe(
      404,
    );
  });
});

describe('redeeming a pairing code', () => {
  it('pairs the tablet with a long-lived HttpOnly SameSite=Strict device cookie stored only as a hash', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { code } = await createCode(t, staff, 2);
    const res = await redeem(t, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ laneId: 2, laneNumber: 2 });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^dt_device=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(365 * 24 * 3600);

    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const stored = t.server.db.prepare('SELECT token_hash FROM devices').all() as { token_hash: string }[];
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    const codes = t.server.db.prepare('SELECT code_hash FROM pairing_codes').all() as { code_hash: string }[];
    expect(codes.map((c) => c.code_hash)).not.toContain(code);
  });

  it('works once: a second redeem of the same code is refused', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { code } = await createCode(t, staff, 1);
    expect((await redeem(t, code)).status).toBe(200);
    const again = await redeem(t, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'PAIRING_CODE_INVALID' });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('works once even when two tablets race with the same code', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { code } = await createCode(t, staff, 1);
    const statuses = (await Promise.all([redeem(t, code), redeem(t, code), redeem(t, code)])).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('expires after the pairing window', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const early = await createCode(t, staff, 1);
    const late = await createCode(t, staff, 1);
    t.clock.advance(PAIRING_CODE_TTL_MINUTES * 60_000 - 1000);
    expect((await redeem(t, early.code)).status).toBe(200);
    t.clock.advance(1000);
    expect((await redeem(t, late.code)).status).toBe(400);
  });

  it('accepts a typed code in any case and with separators, and refuses a made-up one', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { code } = await createCode(t, staff, 1);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect((await redeem(t, typed)).status).toBe(200);
    expect((await redeem(t, 'ZZZZZZZZ')).status).toBe(400);
  });

  it('re-pairing a tablet to another lane retires its old pairing', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const first = await pairTablet(t, staff, 1);
    const { code } = await createCode(t, staff, 4);
    const res = await redeem(t, code, first.cookie);
    expect(res.status).toBe(200);
    expect((await t.lan('/api/lanes/1', { cookie: first.cookie })).status).toBe(401);
    const list = (await (await t.lan('/api/devices', { cookie: staff })).json()) as DeviceList;
    expect(list.devices.map((d) => d.laneNumber)).toEqual([4]);
  });
});
