import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/open';
import { startTestServer, type TestServer } from './harness';
import { backupPath, book, foreignDatabase, rowsOfFile, truncatedCopy } from './restoreFixtures';

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
  const cookie = await t.signIn();
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
      const cookie = await again.signIn();
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
});
