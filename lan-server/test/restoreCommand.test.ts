import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/open';
import { startTestServer, type TestServer } from './harness';
import { allRows, backupPath, book, foreignDatabase, rowsOfFile, truncatedCopy } from './restoreFixtures';

let t: TestServer;
afterEach(async () => t?.close());

/** The real `npm run restore -- <file>` (its script, run as npm runs it from the project folder). */
function restoreCommand(dataDir: string, file: string) {
  const result = spawnSync(process.execPath, ['scripts/restore.mjs', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function venueWithBackup(): Promise<string> {
  t = await startTestServer();
  const cookie = await t.signIn('admin');
  for (let h = 0; h < 3; h++) await book(t, h, `Guest ${h}`);
  const res = await t.lan('/api/backups', { method: 'POST', cookie });
  const { backups } = (await res.json()) as { backups: { name: string }[] };
  await book(t, 8, 'After the backup');
  return backupPath(t.dataDir, backups[0]?.name ?? '');
}

describe('npm run restore -- <backup file>', () => {
  it('puts a good backup in place with every row, keeps the previous database, and the server starts on it', async () => {
    const backup = await venueWithBackup();
    await t.stop();
    const inBackup = rowsOfFile(backup);

    const run = restoreCommand(t.dataDir, backup);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const kept = /kept as (\S+) in/.exec(run.out)?.[1] ?? '';
    expect(rowsOfFile(join(t.dataDir, DATABASE_FILE))).toEqual(inBackup);
    expect(rowsOfFile(join(t.dataDir, kept)).reservations).toHaveLength(4);

    const again = await startTestServer({ dataDir: t.dataDir });
    try {
      const cookie = await again.signIn('admin');
      const list = (await (await again.lan('/api/reservations', { cookie })).json()) as unknown[];
      expect(list).toHaveLength(3);
    } finally {
      await again.close();
    }
  });

  it('restores onto a new PC with no database yet (the old disk died)', async () => {
    const backup = await venueWithBackup();
    await t.stop();
    const newPc = join(t.dataDir, 'new-pc-data');
    const run = restoreCommand(newPc, backup);
    expect(run.code).toBe(0);
    expect(run.out).not.toMatch(/kept as/);
    expect(rowsOfFile(join(newPc, DATABASE_FILE))).toEqual(rowsOfFile(backup));
  });

  const refused: [string, (from: string, to: string) => void, RegExp][] = [
    ['a truncated file', truncatedCopy, /Refused: The backup is truncated/],
    [
      'a foreign SQLite file',
      (_f, to) => foreignDatabase(to),
      /Refused: This SQLite file is not a Doubletop database/,
    ],
  ];
  it.each(refused)(
    'refuses %s and leaves the live database byte for byte as it was',
    async (_n, make, message) => {
      const backup = await venueWithBackup();
      await t.stop();
      const bad = join(t.dataDir, 'suspicious.sqlite');
      make(backup, bad);
      const live = join(t.dataDir, DATABASE_FILE);
      const before = sha256(live);
      const files = readdirSync(t.dataDir).sort();

      const run = restoreCommand(t.dataDir, bad);
      expect(run.code).toBe(1);
      expect(run.err).toMatch(message);
      expect(sha256(live)).toBe(before);
      expect(readdirSync(t.dataDir).sort()).toEqual(files);
    },
  );

  it('refuses while the server has the database open', async () => {
    const backup = await venueWithBackup();
    const run = restoreCommand(t.dataDir, backup);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/Doubletop is running on this data folder/);
  });

  it('a customer erased after the backup stays erased once the server starts on the restored file', async () => {
    const backup = await venueWithBackup();
    const cookie = await t.signIn('admin');
    const erase = await t.lan('/api/privacy/erase', {
      method: 'POST',
      cookie,
      json: { email: 'guest@example.org' },
    });
    expect(erase.status).toBe(200);
    await t.stop();

    const run = restoreCommand(t.dataDir, backup);
    expect(run.code).toBe(0);
    const again = await startTestServer({ dataDir: t.dataDir });
    try {
      const rows = allRows(again.server.db);
      const held = JSON.stringify(rows.reservations);
      for (const secret of ['guest@example.org', '07700 900123', 'Guest 0', 'Guest 2'])
        expect({ secret, held: held.includes(secret) }).toEqual({ secret, held: false });
      const auditLines = rows.audit_log as { actor: string; action: string }[];
      expect(auditLines).toContainEqual(expect.objectContaining({ actor: 'admin', action: 'erase' }));
      expect(auditLines).toContainEqual(
        expect.objectContaining({ actor: 'system (erasure journal)', action: 'erase' }),
      );
    } finally {
      await again.close();
    }
  });

  it('onto a new PC from the USB stick, the journal copied there with each backup keeps erased customers erased', async () => {
    const stick = mkdtempSync(join(tmpdir(), 'doubletop-stick-'));
    try {
      t = await startTestServer({ backupCopyDir: stick });
      const cookie = await t.signIn('admin');
      for (let h = 0; h < 3; h++) await book(t, h, `Guest ${h}`);
      const backUp = async () => {
        const res = await t.lan('/api/backups', { method: 'POST', cookie });
        return ((await res.json()) as { backups: { name: string }[] }).backups[0]?.name ?? '';
      };
      const beforeErasure = await backUp();
      t.clock.advance(60_000);
      const erase = await t.lan('/api/privacy/erase', {
        method: 'POST',
        cookie,
        json: { phone: '07700900123' },
      });
      expect(erase.status).toBe(200);
      await backUp(); // the next backup takes the journal to the stick too
      await t.stop();

      const newPc = join(t.dataDir, 'new-pc-data');
      expect(restoreCommand(newPc, join(stick, beforeErasure)).code).toBe(0);
      const again = await startTestServer({ dataDir: newPc });
      try {
        const held = JSON.stringify(allRows(again.server.db).reservations);
        for (const secret of ['guest@example.org', '07700 900123', 'Guest 1'])
          expect({ secret, held: held.includes(secret) }).toEqual({ secret, held: false });
      } finally {
        await again.close();
      }
    } finally {
      rmSync(stick, { recursive: true, force: true });
    }
  });
});
