import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median } from './http';
import { pacedLoad } from './pacedLoad';
import { dueRequests, offeredRate, OFFERED_SHARE } from './pacing';

describe('dueRequests: an evenly spaced schedule', () => {
  it.each([
    { elapsedMs: -1, perSecond: 100, due: 0 },
    { elapsedMs: 0, perSecond: 100, due: 1 },
    { elapsedMs: 9.9, perSecond: 100, due: 1 },
    { elapsedMs: 10, perSecond: 100, due: 2 },
    { elapsedMs: 999, perSecond: 100, due: 100 },
    { elapsedMs: 1000, perSecond: 100, due: 101 },
    { elapsedMs: 250, perSecond: 800, due: 201 },
    { elapsedMs: 500, perSecond: 0, due: 0 },
  ])('$elapsedMs ms into $perSecond/s → $due', ({ elapsedMs, perSecond, due }) => {
    expect(dueRequests(elapsedMs, perSecond)).toBe(due);
  });
});

describe('offeredRate: both sides offered a share of bare Express’s saturated rate', () => {
  it.each([
    { bare: 1700, share: OFFERED_SHARE, rate: 425 },
    { bare: 281, share: 0.5, rate: 141 },
    { bare: 1000, share: 0.25, rate: 250 },
    // A round where bare answered nothing (or could not be read) still offers one request a second.
    { bare: 0, share: OFFERED_SHARE, rate: 1 },
    { bare: Number.NaN, share: OFFERED_SHARE, rate: 1 },
    { bare: 1, share: OFFERED_SHARE, rate: 1 },
  ])('$bare req/s × $share → $rate', ({ bare, share, rate }) => {
    expect(offeredRate(bare, share)).toBe(rate);
  });
});

describe('pacedLoad: requests leave evenly spaced, not in a burst each second', () => {
  let server: Server;
  let url = '';
  const arrivals: number[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      arrivals.push(performance.now());
      if (req.url === '/slow') setTimeout(() => res.end('late'), 40);
      else res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the offered rate spread over the second and measures every answer', async () => {
    arrivals.length = 0;
    const result = await pacedLoad(`${url}/`, 200, 1, { settleMs: 100 });
    // 1.1 s at 200/s: 220 requests sent, the 200 due in the measured second answered and timed.
    expect(arrivals.length).toBe(220);
    expect(result).toMatchObject({ offered: 200, answered: 200, non2xx: 0, errors: 0 });
    // Evenly spaced: a typical tenth of a second holds its 20 requests (autocannon's per-second quota
    // sends the second's 200 back to back: one tenth holds them all, the others none). A median, so a
    // moment the busy machine holds the test back and the schedule catches up does not decide.
    const start = arrivals[0] ?? 0;
    const perTenth = Array.from({ length: 11 }, () => 0);
    for (const at of arrivals) {
      const tenth = Math.min(10, Math.floor((at - start) / 100));
      perTenth[tenth] = (perTenth[tenth] ?? 0) + 1;
    }
    expect(median(perTenth)).toBeGreaterThanOrEqual(12);
    expect(median(perTenth)).toBeLessThanOrEqual(28);
  });

  it('does not wait for slow answers before sending the next (open loop), and times them', async () => {
    arrivals.length = 0;
    const result = await pacedLoad(`${url}/slow`, 100, 0.5, { settleMs: 0, connections: 50 });
    expect(arrivals.length).toBe(50);
    expect(result.p99).toBeGreaterThanOrEqual(40);
  });

  it('counts answers that are not 2xx and requests that fail', async () => {
    const closed = createServer((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    const refused = await pacedLoad(`http://127.0.0.1:${port}/`, 50, 0.2, { settleMs: 0 });
    expect(refused.non2xx).toBe(10);
    expect(refused.answered).toBe(0);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = await pacedLoad(`http://127.0.0.1:${port}/`, 50, 0.2, { settleMs: 0 });
    expect(gone.errors).toBe(10);
  });
});
