import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PAIRING_GUESSES } from '../http/routes/devices';
import { startTestServer, type TestServer } from './harness';
import { createCode, redeem } from './pairingFixtures';

/**
 * Pairing codes once had no rate limit (200 wrong codes, no 429). Ten wrong codes per address in ten minutes;
 * then 429 with a sentence, even for a right code, until the window has passed. Real HTTP.
 */
let t: TestServer;
afterEach(async () => t?.close());

const WRONG = 'ZZZZZZZZ';

/** A redeem sent from another loopback address (127.0.0.2): another device, as far as the server sees. */
function redeemFrom(localAddress: string, code: string): Promise<number> {
  const url = new URL('/api/devices/redeem', t.server.lanUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ code }));
  });
}

describe('guessing pairing codes', () => {
  it('ten wrong codes from one address, then 429 with the wait — even for a right code', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    for (let i = 0; i < PAIRING_GUESSES.limit; i += 1) {
      const res = await redeem(t, WRONG);
      expect(res.status).toBe(400);
    }
    const { code } = await createCode(t, staff, 2);
    const refused = await redeem(t, code);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many wrong pairing codes from this device. Please wait 10 minutes and try again.',
      code: 'THROTTLED',
    });
    expect(t.server.db.prepare('SELECT COUNT(*) AS n FROM devices').get()).toEqual({ n: 0 });

    // Another device on the venue network is not held up by this one.
    expect(await redeemFrom('127.0.0.2', code)).toBe(200);
  });

  it('lets the address try again once the window has passed', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    for (let i = 0; i < PAIRING_GUESSES.limit; i += 1) await redeem(t, WRONG);
    t.clock.advance(PAIRING_GUESSES.windowMs - 60_000);
    const stillWaiting = await redeem(t, WRONG);
    expect(stillWaiting.status).toBe(429);
    expect(((await stillWaiting.json()) as { message: string }).message).toContain('wait 1 minute ');
    t.clock.advance(60_000);
    const { code } = await createCode(t, staff, 2);
    expect((await redeem(t, code)).status).toBe(200);
  });
});
