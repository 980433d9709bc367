import { afterEach, describe, expect, it } from 'vitest';
import { rememberedRead } from '../services/readCache';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

describe('remembered reads', () => {
  it('answer from memory within one second and with no write, and compute again after either', async () => {
    t = await startTestServer();
    const ctx = t.server.ctx;
    let computed = 0;
    const read = () => rememberedRead(ctx, 'probe', () => ++computed);

    expect(read()).toBe(1);
    expect(read()).toBe(1);
    t.clock.advance(999 - (t.clock.now().getTime() % 1000));
    expect(read()).toBe(1);

    t.server.db.prepare("UPDATE lanes SET name = 'Oche' WHERE id = 1").run();
    expect(read()).toBe(2);

    t.clock.advance(1);
    expect(read()).toBe(3);
  });

  it('a lane change is in the very next GET /api/lanes, in the same second', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const before = (await (await t.lan('/api/lanes', { cookie })).json()) as { name: string }[];
    expect(before[0]?.name).toBe('Lane 1');
    expect((await t.lan('/api/lanes/1', { method: 'PUT', cookie, json: { name: 'The Oche' } })).status).toBe(
      200,
    );
    const after = (await (await t.lan('/api/lanes', { cookie })).json()) as { name: string }[];
    expect(after[0]?.name).toBe('The Oche');
  });
});
