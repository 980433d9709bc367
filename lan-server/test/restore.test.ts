import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupList, RestoreAnswer } from '../../shared/api/ops';
import { DATABASE_FILE } from '../db/open';
import { startTestServer, type TestServer } from './harness';
import {
  allRows,
  backupPath,
  book,
  foreignDatabase,
  newerCopy,
  notSqlite,
  restoreFinished,
  rowsOfFile,
  truncatedCopy,
} from './restoreFixtures';

let t: TestServer;
afterEach(async () => t?.close());

async function backUpNow(cookie: string): Promise<string> {
  const res = await t.lan('/api/backups', { method: 'POST', cookie });
  expect(res.status).toBe(201);
  const newest = BackupList.parse(await res.json()).backups[0];
  if (!newest) throw new Error('no backup listed');
  return newest.name;
}

const restore = (cookie: string, name: string) =>
  t.lan('/api/backups/restore', { method: 'POST', cookie, json: { name } });

const reservationCount = () =>
  (t.server.db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n;

describe('restore from a backup (Settings → Backups)', () => {
  it('restarts on a good backup with every row it holds, keeping the current database aside', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    for (let h = 0; h < 5; h++) await book(t, h, `Before ${h}`);
    const name = await backUpNow(cookie);
    const inBackup = rowsOfFile(backupPath(t.dataDir, name));
    await book(t, 7, 'After the backup');
    expect(reservationCount()).toBe(6);
    const dbBefore = t.server.db;

    const res = await restore(cookie, name);
    expect(res.status).toBe(202);
    const answer = RestoreAnswer.parse(await res.json());
    await restoreFinished(t);

    expect(t.server.db).not.toBe(dbBefore);
    // Every row of the backup, and nothing else but the audit line of the retention run that every start-up
    // makes, which the reopened server writes after the restore.
    const { audit_log: auditAfter, ...restored } = allRows(t.server.db);
    const { audit_log: auditInBackup, ...backedUp } = inBackup;
    expect(restored).toEqual(backedUp);
    expect(auditAfter.slice(0, auditInBackup.length)).toEqual(auditInBackup);
    expect(auditAfter.slice(auditInBackup.length)).toEqual([
      expect.objectContaining({ action: 'retention', actor: 'system (daily retention)' }),
    ]);
    expect(reservationCount()).toBe(5);
    // The database from before the restore is kept whole, the later booking included.
    const kept = join(t.dataDir, answer.keptAs);
    expect(existsSync(kept)).toBe(true);
    expect(rowsOfFile(kept).reservations).toHaveLength(6);
    // Both doors answer again on the same ports; the staff session held in the backup still works.
    expect((await t.pub('/api/public/settings')).status).toBe(200);
    expect((await t.lan('/api/reservations', { cookie })).status).toBe(200);
  });

  const refusals: [string, (from: string, to: string) => void, RegExp][] = [
    ['a truncated backup', truncatedCopy, /truncated/],
    ['a foreign SQLite file', (_from, to) => foreignDatabase(to), /not a Doubletop database/],
    ['a file that is not SQLite at all', (_from, to) => notSqlite(to), /not a SQLite database/],
    ['a backup from a newer Doubletop', newerCopy, /newer Doubletop.*Update Doubletop first/],
  ];
  it.each(refusals)('refuses %s with a clear message and changes nothing', async (_name, make, message) => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    for (let h = 0; h < 3; h++) await book(t, h, `Guest ${h}`);
    const good = await backUpNow(cookie);
    const bad = 'doubletop-2020-01-01T00-00-00-000Z.sqlite';
    make(backupPath(t.dataDir, good), backupPath(t.dataDir, bad));
    const before = allRows(t.server.db);
    const dbBefore = t.server.db;
    const filesBefore = readdirSync(t.dataDir).sort();

    const res = await restore(cookie, bad);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe('BACKUP_REFUSED');
    expect(body.message).toMatch(message);

    expect(t.server.ctx.ops.restoring()).toBe(false);
    expect(t.server.db).toBe(dbBefore);
    expect(allRows(t.server.db)).toEqual(before);
    // No database kept aside, no staged copy left behind.
    expect(readdirSync(t.dataDir).sort()).toEqual(filesBefore);
    expect(filesBefore).toContain(DATABASE_FILE);
  });

  it('restores only backups from the list, and only for an admin', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    expect((await t.lan('/api/backups')).status).toBe(401);
    expect((await restore('', 'doubletop-2020-01-01T00-00-00-000Z.sqlite')).status).toBe(401);
    // A plain staff sign-in may list and take backups, not restore one.
    const staff = await t.signIn('staff');
    expect((await t.lan('/api/backups', { cookie: staff })).status).toBe(200);
    const refused = await restore(staff, 'doubletop-2020-01-01T00-00-00-000Z.sqlite');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only an admin can restore a backup.',
    );
    expect((await restore(cookie, '../doubletop.sqlite')).status).toBe(400);
    expect((await restore(cookie, 'doubletop-2020-01-01T00-00-00-000Z.sqlite')).status).toBe(404);
    expect((await t.pub('/api/backups/restore', { method: 'POST', json: {} })).status).toBe(404);
  });
});
