import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median } from './http';
import { pacedLoad } from './pacedLoad';
import { dueRequests, offeredRate, OFFERED_SHARE, pooledP99 } from './pacing';

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

/** n latencies of `fast` ms and k of `slow` ms. */
const round = (n: number, fast: number, k = 0, slow = 0): number[] => [
  ...Array<number>(n).fill(fast),
  ...Array<number>(k).fill(slow),
];

describe('pooledP99: the p99 of every round together, per side', () => {
  it.each([
    {
      name: 'equal sides',
      base: [round(100, 1), round(100, 1)],
      test: [round(100, 1), round(100, 1)],
      floor: 0,
      p99: { base: 1, test: 1, ratio: 1 },
    },
    {
      // Two of 300 answers slow on the test side in one round: the round's own p99 would be 50 ms (×50), the
      // pooled tail of 600 answers is still the fast one.
      name: 'one round with a short pause',
      base: [round(300, 1), round(300, 1)],
      test: [round(298, 1, 2, 50), round(300, 1)],
      floor: 0,
      p99: { base: 1, test: 1, ratio: 1 },
    },
    {
      // A slowdown in every round moves the pooled tail.
      name: 'a tail in every round',
      base: [round(90, 4), round(90, 4)],
      test: [round(88, 4, 2, 10), round(88, 4, 2, 10)],
      floor: 0,
      p99: { base: 4, test: 10, ratio: 2.5 },
    },
    {
      name: 'both under the floor',
      base: [round(100, 0.4)],
      test: [round(100, 1.2)],
      floor: 2,
      p99: { base: 0.4, test: 1.2, ratio: 1 },
    },
    {
      name: 'the test side over the floor',
      base: [round(100, 0.5)],
      test: [round(100, 3)],
      floor: 2,
      p99: { base: 0.5, test: 3, ratio: 1.5 },
    },
  ])('$name', ({ base, test, floor, p99 }) => {
    expect(pooledP99(base, test, floor)).toEqual(p99);
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
