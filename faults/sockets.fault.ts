import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from '../renderer/api/reconnectPolicy';
import { call, signIn } from '../bench/support/http';
import {
  freePort,
  STAFF_PASSWORD,
  startServerProcess,
  type ServerProcess,
} from '../bench/support/serverProcess';
import { PolicyClient } from './policyClient';

const STAFF_CLIENTS = 40;
const TV_CLIENTS = 10;
/** Five attempts 3 s apart is the longest a client may take to be back (plus a request's slack). */
const RECONNECT_LIMIT_MS = MAX_RECONNECT_ATTEMPTS * RECONNECT_DELAY_MS + 1000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}

interface LaneLike {
  id: number;
  name: string;
}

const RENAMED = 'Renamed while the server was down';
const ADDED = 'Added while the server was down';

/**
 * Changes made straight in the database while no server runs: no socket can ever have carried them, so a
 * client shows them only if it re-synced after reconnecting.
 */
function changeWhileDown(dataDir: string): void {
  const db = new Database(join(dataDir, 'doubletop.sqlite'));
  try {
    db.prepare('UPDATE lanes SET name = ? WHERE id = 4').run(RENAMED);
    db.prepare(
      `INSERT INTO tournaments (id, name, type, game_mode, match_format, created_at)
       VALUES ('added-while-down', ?, 'single_elimination', '501', 'best_of_3', ?)`,
    ).run(ADDED, new Date().toISOString());
  } finally {
    db.close();
  }
}

/**
 * A server restart with 50 screens connected (40 staff, 10 TV): each client follows the browser's own
 * reconnect policy, must be back within it, and must re-sync what changed while it was away — a lane started
 * between the restart and the reconnect, which no socket could have told it about.
 */
describe('sockets: server restart with 50 sockets connected', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  for (const how of ['graceful restart (SIGTERM)', 'crash (SIGKILL)'] as const) {
    it(`every client reconnects and re-syncs within the reconnect policy after a ${how}`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-sockets-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // Fixed ports: the clients come back to the address they knew.
      const ports = { port: await freePort(), publicPort: await freePort() };
      let server: ServerProcess = await startServerProcess({ dataDir, ...ports });
      cleanups.push(() => server.stop());
      const cookie = await signIn(server.lanUrl, 'staff', STAFF_PASSWORD);

      const staff = Array.from(
        { length: STAFF_CLIENTS },
        () => new PolicyClient(server.lanUrl, '/api/lanes', cookie),
      );
      const tv = Array.from(
        { length: TV_CLIENTS },
        () => new PolicyClient(server.lanUrl, '/api/tournaments'),
      );
      const clients = [...staff, ...tv];
      cleanups.push(() => clients.forEach((c) => c.stop()));
      await within(Promise.all(clients.map((c) => c.start())), 10_000, 'opening 50 sockets');

      const reopened = Promise.all(clients.map((c) => c.nextOpen()));
      if (how === 'crash (SIGKILL)') await server.kill();
      else await server.stop();
      const down = performance.now();
      changeWhileDown(dataDir);
      server = await startServerProcess({ dataDir, ...ports });
      await within(reopened, RECONNECT_LIMIT_MS, 'reconnecting');

      for (const c of clients) {
        expect(c.gaveUp).toBe(false);
        expect(c.maxAttempts).toBeGreaterThanOrEqual(1);
        expect(c.maxAttempts).toBeLessThanOrEqual(MAX_RECONNECT_ATTEMPTS);
        expect((c.openedAt.at(-1) ?? Infinity) - down).toBeLessThanOrEqual(RECONNECT_LIMIT_MS);
      }
      for (const c of staff) {
        const lanes = c.synced as LaneLike[];
        expect(lanes.find((l) => l.id === 4)?.name, 'staff re-sync shows what changed meanwhile').toBe(
          RENAMED,
        );
      }
      for (const c of tv) {
        const names = (c.synced as { name: string }[]).map((t) => t.name);
        expect(names, 'TV re-sync shows what changed meanwhile').toContain(ADDED);
      }

      // And they are live again: the next change reaches every staff socket by itself.
      const seen = staff.map((c) => c.messages.length);
      const started = await call(`${server.lanUrl}/api/lanes/4/start`, {
        method: 'POST',
        cookie,
        json: { players: ['Late', 'Comer'], duration: 1 },
      });
      expect(started.status, started.text).toBe(200);
      await within(
        (async () => {
          const heard = (c: PolicyClient, i: number) =>
            c.messages.slice(seen[i]).some((m) => m.type === 'lane_updated' && (m.lane as LaneLike).id === 4);
          while (!staff.every(heard)) await new Promise((r) => setTimeout(r, 20));
        })(),
        5000,
        'lane_updated after reconnect',
      );
    });
  }
});
