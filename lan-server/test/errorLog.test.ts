import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * docs/operations.md#logs promises that only a request's path is logged, never its query string (which may
 * carry a customer's e-mail or phone). The 500 handler once wrote `req.originalUrl`. Read the log output —
 * the plain lines and the JSON file — after a request that fails with a query string.
 */
let t: TestServer;
let logDir = '';
afterEach(async () => {
  await t?.close();
  if (logDir) rmSync(logDir, { recursive: true, force: true });
});

const SECRET_EMAIL = 'private.person@example.com';
const SECRET_PHONE = '07700900123';

describe('the error log', () => {
  it('writes the failed request’s path, never its query string', async () => {
    const lines: string[] = [];
    logDir = mkdtempSync(join(tmpdir(), 'doubletop-logs-'));
    t = await startTestServer({ log: (line) => lines.push(line), logDir });
    const cookie = await t.signIn();
    // The devices list now fails inside the database: an unexpected error, answered 500 and logged.
    t.server.db.exec('ALTER TABLE devices RENAME TO devices_elsewhere');
    const res = await t.lan(`/api/devices?email=${encodeURIComponent(SECRET_EMAIL)}&phone=${SECRET_PHONE}`, {
      cookie,
    });
    expect(res.status).toBe(500);
    const { requestId } = (await res.json()) as { requestId: string };

    const failure = lines.find((line) => line.includes(requestId));
    expect(failure).toBeDefined();
    expect(failure).toContain('GET /api/devices failed');
    await t.stop();
    const files = readdirSync(logDir).filter((name) => name.endsWith('.log'));
    const json = files.map((name) => readFileSync(join(logDir, name), 'utf8')).join('');
    expect(json).toContain(requestId);
    for (const written of [lines.join('\n'), json]) {
      expect(written).not.toContain('private.person');
      expect(written).not.toContain(SECRET_PHONE);
      expect(written).not.toContain('?email');
    }
  });
});
