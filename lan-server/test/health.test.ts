import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupList, HealthReport } from '../../shared/api/ops';
import { REQUEST_ID_HEADER } from '../logging';
import { startTestServer, type TestServer } from './harness';

let t: TestServer | undefined;
const folders: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});
const tempFolder = (prefix: string) => {
  const f = mkdtempSync(join(tmpdir(), prefix));
  folders.push(f);
  return f;
};

async function health(server: TestServer) {
  const res = await server.lan('/healthz');
  return { res, report: HealthReport.parse(await res.json()) };
}

describe('GET /healthz on the LAN door', () => {
  it('reports a writable database, disk space, backups and an empty outbox, without sign-in or personal data', async () => {
    t = await startTestServer({ backupIntervalMs: 6 * 3_600_000 });
    const { res, report } = await health(t);
    expect(res.status).toBe(200);
    expect(report.status).toBe('ok');
    expect(report.problems).toEqual([]);
    expect(report.checkedAt).toBe('2026-06-10T12:00:00.000Z');
    expect(report.database).toEqual({ writable: true, schemaVersion: expect.any(Number) });
    expect(report.disk?.freeBytes).toBeGreaterThan(0);
    expect(report.disk?.totalBytes).toBeGreaterThanOrEqual(report.disk?.freeBytes ?? 0);
    expect(report.backups).toMatchObject({ count: 0, lastAt: null, ageHours: null });
    expect(report.outbox).toEqual({ queued: 0, failed: 0, oldestQueuedAt: null });

    const cookie = await t.signIn();
    expect((await t.lan('/api/backups', { method: 'POST', cookie })).status).toBe(201);
    t.clock.advance(90 * 60_000);
    const later = (await health(t)).report;
    expect(later.backups).toMatchObject({ count: 1, lastAt: '2026-06-10T12:00:00.000Z', ageHours: 1.5 });
    t.clock.advance(12 * 3_600_000);
    const late = (await health(t)).report;
    expect(late.status).toBe('warning');
    expect(late.problems).toEqual(['The last backup is 13 hours old.']);
    // Not on the public door.
    expect((await t.pub('/healthz')).status).toBe(404);
  });

  it('a database that refuses writes is failing, answered 503 for uptime monitors', async () => {
    t = await startTestServer();
    t.server.db.pragma('query_only = ON');
    const { res, report } = await health(t);
    expect(res.status).toBe(503);
    expect(report.status).toBe('failing');
    expect(report.database.writable).toBe(false);
    expect(report.problems[0]).toMatch(/The database cannot be written/);
  });

  it('reports the outbox: queued, recently failed and the oldest queued', async () => {
    t = await startTestServer();
    const add = t.server.db.prepare(
      `INSERT INTO outbox (id, kind, reservation_id, recipient, subject, status, created_at, failed_at)
       VALUES (?, ?, ?, 'owner@venue.example', 'Test', ?, ?, ?)`,
    );
    t.server.db
      .prepare(
        `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, status, created_at)
         VALUES ('r', 1, 'Jo', 2, '2026-06-09T10:00:00.000Z', '2026-06-09T11:00:00.000Z', 'completed', '2026-06-01T10:00:00.000Z')`,
      )
      .run();
    add.run('a', 'test', null, 'queued', '2026-06-10T09:00:00.000Z', null);
    add.run('b', 'test', null, 'queued', '2026-06-10T11:30:00.000Z', null);
    add.run(
      'c',
      'booking_confirmation',
      'r',
      'failed',
      '2026-06-09T10:00:00.000Z',
      '2026-06-09T10:01:00.000Z',
    );
    add.run('d', 'test', null, 'sent', '2026-06-08T10:00:00.000Z', null);
    const { report } = await health(t);
    expect(report.outbox).toEqual({ queued: 2, failed: 1, oldestQueuedAt: '2026-06-10T09:00:00.000Z' });
    expect(report.status).toBe('warning');
    expect(report.problems).toEqual([
      '1 e-mail could not be sent (see Settings → E-mail).',
      'E-mails have been waiting 3 hours to be sent.',
    ]);
  });

  it('gives every answer its own request id header, on both doors', async () => {
    t = await startTestServer();
    const ids = await Promise.all([t.lan('/healthz'), t.lan('/healthz'), t.pub('/api/public/settings')]);
    const values = ids.map((r) => r.headers.get(REQUEST_ID_HEADER));
    for (const v of values) expect(v).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(values).size).toBe(3);
  });
});

describe('backup copies to a second folder', () => {
  it('copies each backup there, keeping only the newest few', async () => {
    const second = tempFolder('doubletop-usb-');
    t = await startTestServer({ backupCopyKeep: 3 });
    const cookie = await t.signIn('admin');
    const settings = await (await t.lan('/api/settings', { cookie })).json();
    const put = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...(settings as object), id: undefined, backupCopyFolder: second },
    });
    expect(put.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await t.lan('/api/backups', { method: 'POST', cookie })).status).toBe(201);
      t.clock.advance(60_000);
    }
    const copies = readdirSync(second).sort();
    expect(copies).toEqual([
      'doubletop-2026-06-10T12-02-00-000Z.sqlite',
      'doubletop-2026-06-10T12-03-00-000Z.sqlite',
      'doubletop-2026-06-10T12-04-00-000Z.sqlite',
    ]);
    // The local folder keeps its own count (8), independently.
    expect(readdirSync(join(t.dataDir, 'backups'))).toHaveLength(5);
    const list = BackupList.parse(await (await t.lan('/api/backups', { cookie })).json());
    expect(list.copy).toEqual({
      configured: true,
      lastCopiedAt: '2026-06-10T12:04:00.000Z',
      lastError: null,
      lastErrorAt: null,
    });
  });

  it('the folder is a setting: kept when an older client leaves it out, cleared with an empty string', async () => {
    const server = await startTestServer();
    t = server;
    const cookie = await t.signIn('admin');
    const { id: _id, ...settings } = (await (await t.lan('/api/settings', { cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(settings.backupCopyFolder).toBe('');
    const put = async (body: Record<string, unknown>) => {
      const res = await server.lan('/api/settings', { method: 'PUT', cookie, json: body });
      expect(res.status).toBe(200);
      return ((await res.json()) as { backupCopyFolder: string }).backupCopyFolder;
    };
    expect(await put({ ...settings, backupCopyFolder: '  /media/usb  ' })).toBe('/media/usb');
    const { backupCopyFolder: _left, ...olderClient } = settings;
    expect(await put(olderClient)).toBe('/media/usb');
    expect(await put({ ...settings, backupCopyFolder: '' })).toBe('');
  });

  it('a missing folder (stick unplugged) is logged and shown, and the backup itself still happens', async () => {
    const lines: string[] = [];
    const gone = join(tempFolder('doubletop-usb-'), 'unplugged');
    t = await startTestServer({ backupCopyDir: gone, log: (l) => lines.push(l) });
    const cookie = await t.signIn();
    const res = await t.lan('/api/backups', { method: 'POST', cookie });
    expect(res.status).toBe(201);
    const list = BackupList.parse(await res.json());
    expect(list.backups).toHaveLength(1);
    expect(list.copy.configured).toBe(true);
    expect(list.copy.lastError).toMatch(/is not there \(is the USB stick plugged in\?\)/);
    expect(existsSync(gone)).toBe(false);
    expect(lines.some((l) => /Backup copy to the second folder failed/.test(l))).toBe(true);
    const { report } = await health(t);
    expect(report.status).toBe('warning');
    expect(report.problems[0]).toMatch(/could not be copied to the second folder/);
  });
});

describe('structured logs', () => {
  it('writes JSON lines with the request id into DATA_DIR/logs, and the plain lines too', async () => {
    const dataDir = tempFolder('doubletop-logs-');
    t = await startTestServer({ dataDir, logDir: join(dataDir, 'logs'), logLevel: 'debug' });
    const res = await t.lan('/healthz');
    const id = res.headers.get(REQUEST_ID_HEADER);
    await t.close();
    t = undefined;
    const files = readdirSync(join(dataDir, 'logs'));
    expect(files.length).toBeGreaterThan(0);
    const lines = files
      .flatMap((f) => readFileSync(join(dataDir, 'logs', f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: id, path: '/healthz', status: 200 }));
    expect(lines.some((l) => typeof l.msg === 'string' && l.msg.includes('public door is plain HTTP'))).toBe(
      true,
    );
  });
});

describe('a log folder that cannot be opened', () => {
  it('does not stop the server, and the console says why', async () => {
    const lines: string[] = [];
    const dataDir = tempFolder('doubletop-logs-');
    // A file where the folder should be: mkdir fails, as on a read-only or broken disk.
    writeFileSync(join(dataDir, 'logs'), 'not a folder');
    t = await startTestServer({ dataDir, logDir: join(dataDir, 'logs'), log: (l) => lines.push(l) });
    expect((await t.lan('/healthz')).status).toBe(200);
    // pino-roll opens the file a moment after it answers, so the refusal arrives as a write error.
    await new Promise((r) => setTimeout(r, 200));
    expect(
      lines.some((l) => /^The JSON log in .*logs cannot be written, so JSON logging stops/.test(l)),
    ).toBe(true);
  });
});
