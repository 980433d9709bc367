import { resolve } from 'node:path';
import { startTestServer, type TestClock, type TestServer } from '../../lan-server/test/harness';
import type { ServerConfig } from '../../lan-server/config';

/** The built renderer (scripts/test-e2e.mjs builds it when it is missing or stale). */
export const BUILT_RENDERER = resolve(import.meta.dirname, '../../dist/renderer');

/**
 * The real server with the real built screens, on loopback port 0 with a temp data dir. The clock runs
 * in real time unless a test passes one: browsers show countdowns from the machine's own clock.
 */
export function startE2eServer(
  overrides: Partial<ServerConfig> & { clock?: TestClock } = {},
): Promise<TestServer> {
  return startTestServer({ staticDir: BUILT_RENDERER, now: () => new Date(), ...overrides });
}
