import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgEngine } from '../engines/postgres';
import { migrateHub } from '../db/migrate';
import { HUB_MIGRATIONS } from '../db/migrations';

/** Head office's migrations: once each, one migrator at a time, all or nothing, never backwards. */
let dir: string;
let engine: PgEngine;
let pool: pg.Pool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doubletop-hub-migrate-'));
  engine = await PgEngine.start(join(dir, 'pg'));
  pool = new pg.Pool({ connectionString: engine.url });
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await engine?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('hub migrations', () => {
  it('runs each migration once even when two hubs start together', async () => {
    const versions = await Promise.all([migrateHub(pool), migrateHub(pool), migrateHub(pool)]);
    expect(versions).toEqual([1, 1, 1].map(() => HUB_MIGRATIONS.length));
    const applied = await pool.query<{ version: number }>(
      'SELECT version FROM hub_migrations ORDER BY version',
    );
    expect(applied.rows.map((r) => r.version)).toEqual(HUB_MIGRATIONS.map((m) => m.version));
  });

  it('rolls a failing migration back whole, leaving the version where it was', async () => {
    const broken = [
      ...HUB_MIGRATIONS,
      {
        version: HUB_MIGRATIONS.length + 1,
        name: 'half done',
        sql: 'CREATE TABLE half (x int); SELECT no_such_function();',
      },
    ];
    await expect(migrateHub(pool, broken)).rejects.toThrow();
    const half = await pool.query(`SELECT to_regclass('half') AS t`);
    expect(half.rows[0]).toEqual({ t: null });
    const newest = await pool.query<{ v: number }>('SELECT max(version) AS v FROM hub_migrations');
    expect(newest.rows[0]?.v).toBe(HUB_MIGRATIONS.length);
  });

  it('refuses a database newer than the program, and a gap in the numbers', async () => {
    await pool.query(`INSERT INTO hub_migrations (version, name) VALUES (99, 'from the future')`);
    await expect(migrateHub(pool)).rejects.toThrow(/newer than this program/);
    await pool.query('DELETE FROM hub_migrations WHERE version = 99');
    await expect(migrateHub(pool, [{ version: 2, name: 'gap', sql: '' }])).rejects.toThrow(/numbered 1..N/);
  });
});
