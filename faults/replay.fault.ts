import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, jsonOf, signIn } from '../bench/support/http';
import { STAFF_PASSWORD, startServerProcess, type ServerProcess } from '../bench/support/serverProcess';

interface GameAnswer {
  gameId: string;
  state: { version: number; turn: unknown[]; players: { score: number; dartsThrown: number }[] };
}

const LANE = 5;
const dart = { type: 'dart', section: 20, multiplier: 1 };
/** A tablet's queue: player 1's whole turn, then two darts of player 2's. */
const QUEUE = [dart, dart, dart, { type: 'finishTurn' }, dart, dart];

/**
 * A lane tablet keeps its taps in a queue, each with an id made once per tap, and replays the queue after a
 * reconnect because it cannot know which taps the server took before it went away. Here the server is
 * killed while taps are in flight; after the restart the whole queue is replayed, and each tap must count
 * exactly once — no dart lost, none scored twice.
 */
describe("scoring replay: a tablet's queued actions across a crash", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('applies every queued action exactly once when the whole queue is replayed after a SIGKILL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-replay-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let server: ServerProcess = await startServerProcess({ dataDir });
    cleanups.push(() => server.stop());
    const cookie = await signIn(server.lanUrl, 'staff', STAFF_PASSWORD);
    const lane = () => `${server.lanUrl}/api/lanes/${LANE}`;
    const start = await call(`${lane()}/start`, {
      method: 'POST',
      cookie,
      json: { players: ['Ann', 'Bob'], duration: 1, gameMode: '501' },
    });
    expect(start.status, start.text).toBe(200);
    const first = jsonOf(await call(`${lane()}/game`, { cookie })) as GameAnswer;
    const v0 = first.state.version;
    // Versions as the tablet predicted them while it applied its taps locally, one after another.
    const taps = QUEUE.map((action, i) => ({
      gameId: first.gameId,
      action,
      version: v0 + i,
      actionId: `tap-${i}`,
    }));
    const score = (tap: (typeof taps)[number]) =>
      call(`${lane()}/score`, { method: 'POST', cookie, json: tap });

    for (const tap of taps.slice(0, 2)) expect((await score(tap)).status).toBe(200);
    // Two more taps leave; the plug is pulled before anyone can know whether they landed.
    const inFlight = taps.slice(2, 4).map((tap) => score(tap).catch(() => null));
    await server.kill();
    await Promise.all(inFlight);

    server = await startServerProcess({ dataDir });
    for (const tap of taps) {
      const answer = await score(tap);
      expect(answer.status, `${tap.actionId}: ${answer.text}`).toBe(200);
    }

    const game = jsonOf(await call(`${lane()}/game`, { cookie })) as GameAnswer;
    expect(game.gameId).toBe(first.gameId);
    expect(game.state.version).toBe(v0 + QUEUE.length);
    // Ann's finished turn counts once (three 20s); Bob's two darts stand in his open turn, once each.
    expect(game.state.players.map((p) => p.score)).toEqual([501 - 60, 501]);
    expect(game.state.players[0]?.dartsThrown).toBe(3);
    expect(game.state.turn).toHaveLength(2);
    await server.stop();
    const db = new Database(join(dataDir, 'doubletop.sqlite'), { readonly: true });
    try {
      const recorded = db
        .prepare('SELECT COUNT(*) AS n FROM game_actions WHERE game_id = ?')
        .get(game.gameId);
      expect(recorded).toEqual({ n: QUEUE.length });
    } finally {
      db.close();
    }
  });
});
