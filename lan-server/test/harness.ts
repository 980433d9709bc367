import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ServerConfig } from '../config';
import { createServer, type RunningServer } from '../server';
import { venueApiDocument } from '../http/routes/apiDocs';
import { openApiAnswerCheck } from './openApiCheck';

/** Test passwords: the server is told them, as STAFF_PASSWORD / ADMIN_PASSWORD would. */
export const STAFF_PASSWORD = 'staff-test-password';
export const ADMIN_PASSWORD = 'admin-test-password';

/** A pinned clock tests move by hand. */
export class TestClock {
  private ms: number;
  constructor(iso = '2026-06-10T12:00:00.000Z') {
    this.ms = Date.parse(iso);
  }
  now = (): Date => new Date(this.ms);
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface TestServer {
  server: RunningServer;
  clock: TestClock;
  dataDir: string;
  /** Request on the LAN door. */
  lan(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  /** Request on the public door. */
  pub(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  /** Signs in (staff by default) and returns the Cookie header value to send. */
  signIn(username?: 'staff' | 'admin'): Promise<string>;
  /** Stops the server but keeps the data dir (to test restarts). */
  stop(): Promise<void>;
  /** Stops the server and deletes the data dir. */
  close(): Promise<void>;
}

/**
 * Boots the real server: createServer on port 0 with a fresh temp data dir and a pinned clock, talking real
 * HTTP (CONTRIBUTING.md#server-tests). Pass `dataDir` to reopen an existing venue.
 */
/** Every answer the tests receive, checked against the OpenAPI document when each server closes. */
const THE_DOCUMENT = openApiAnswerCheck([venueApiDocument('staff')]);

export async function startTestServer(
  overrides: Partial<ServerConfig> & { clock?: TestClock } = {},
): Promise<TestServer> {
  const clock = overrides.clock ?? new TestClock();
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'doubletop-test-'));
  const server = await createServer({
    port: 0,
    publicPort: 0,
    host: '127.0.0.1',
    staffPassword: STAFF_PASSWORD,
    adminPassword: ADMIN_PASSWORD,
    backupIntervalMs: 0,
    log: () => undefined,
    // Every answer a test receives is checked against its endpoint's response schema (a 500 otherwise), and
    // against the OpenAPI document made from the table (when the server closes: openApiCheck.ts).
    checkAnswers: THE_DOCUMENT.record,
    ...overrides,
    dataDir,
    now: overrides.now ?? clock.now,
  });
  // Tests start from a settled venue: the start-up retention run has written its audit line.
  await server.retentionRan;
  const call =
    (base: string) =>
    (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.cookie) headers.set('cookie', init.cookie);
      const { json, cookie: _cookie, ...rest } = init;
      return fetch(base + path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    };
  const lan = call(server.lanUrl);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
    THE_DOCUMENT.verify();
  };
  return {
    server,
    clock,
    dataDir,
    lan,
    pub: call(server.publicUrl),
    async signIn(username = 'staff') {
      const password = username === 'staff' ? STAFF_PASSWORD : ADMIN_PASSWORD;
      const res = await lan('/api/auth/login', { method: 'POST', json: { username, password } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const setCookie = res.headers.get('set-cookie') ?? '';
      return setCookie.split(';')[0] ?? '';
    },
    stop,
    async close() {
      await stop();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real WebSocket client that records every message, for asserting what the hub sends. */
export interface TestSocket {
  messages: unknown[];
  /** Resolves with the first message (already received or future) matching `match`. */
  waitFor<T = unknown>(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openSocket(baseUrl: string, cookie?: string): Promise<TestSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws', { headers: cookie ? { cookie } : {} });
  const messages: unknown[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    messages,
    waitFor<T>(match: (m: Record<string, unknown>) => boolean, timeoutMs = 2000): Promise<T> {
      const found = messages.find((m) => match(m as Record<string, unknown>));
      if (found) return Promise.resolve(found as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket message did not arrive in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        });
      });
    },
    close: () => ws.close(),
  };
}
