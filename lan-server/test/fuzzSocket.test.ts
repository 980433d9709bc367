import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_MAX_PAYLOAD_BYTES } from '../../shared/api/realtime';
import { anyValue } from './fuzz/arbitraries';
import { changedTables, snapshotDb } from './fuzz/dbSnapshot';
import { startTestServer, type TestServer } from './harness';

/**
 * The socket is an endpoint too (docs/performance.md#the-endpoint-fuzzer): random text, JSON of every shape,
 * binary frames and frames over the payload limit, from staff and anonymous sockets. The server must stay up
 * and answering, write nothing, and keep talking to other sockets.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25) * 2;

const frameArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  anyValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc
    .record({ type: fc.oneof(fc.constantFrom('ping', 'hello', 'lane_updated', 'subscribe'), fc.string()) })
    .map((m) => JSON.stringify(m)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }),
  fc.constant('x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 1)),
);

function openWs(url: string, cookie: string | undefined): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

describe('socket fuzzer: random frames to /ws', () => {
  let t: TestServer;
  let cookie = '';
  beforeAll(async () => {
    t = await startTestServer();
    cookie = await t.signIn();
  });
  afterAll(() => t.close());

  it('stays up, writes nothing and keeps serving other sockets whatever a client sends', async () => {
    const url = t.server.lanUrl.replace(/^http/, 'ws') + '/ws';
    const bystander = await openWs(url, cookie);
    let bystanderClosed = false;
    bystander.on('close', () => (bystanderClosed = true));
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(frameArb, { minLength: 1, maxLength: 4 }),
        async (staff, frames) => {
          const before = snapshotDb(t.server.db);
          const ws = await openWs(url, staff ? cookie : undefined);
          const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
          for (const frame of frames) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
          // Give the server a moment to act on the frames (or to close an oversized one).
          await Promise.race([closed, new Promise((r) => setTimeout(r, 15))]);
          ws.terminate();
          expect((await t.pub('/api/public/settings')).status).toBe(200);
          expect(changedTables(before, snapshotDb(t.server.db))).toEqual([]);
          expect(bystanderClosed).toBe(false);
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: false },
    );
    // The bystander still hears the venue: a lane renamed now reaches it.
    const heard = new Promise<void>((resolve) =>
      bystander.on('message', (data) => {
        if (String(data).includes('Fuzzed Lane')) resolve();
      }),
    );
    const renamed = await t.lan('/api/lanes/3', { method: 'PUT', cookie, json: { name: 'Fuzzed Lane' } });
    expect(renamed.status).toBe(200);
    await heard;
    bystander.close();
  });
});
