import type { Pool } from 'pg';
import { z } from 'zod';
import { HUB_MIGRATIONS, type HubMigration } from './migrations';

/** Any fixed number: every hub process that migrates takes this lock, so two never migrate at once. */
const MIGRATION_LOCK = 0x64617274;

const Applied = z.object({ version: z.coerce.number().int() });

/**
 * Brings head office's database up to date: in one transaction under an advisory lock, the migrations not yet
 * applied run in order and are recorded in `hub_migrations`. A failure rolls all of them back. A database newer
 * than this program is refused. Returns the version reached.
 */
export async function migrateHub(
  pool: Pool,
  migrations: readonly HubMigration[] = HUB_MIGRATIONS,
): Promise<number> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Hub migrations must be numbered 1..N; found ${m.version} at ${i + 1}`);
  });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS hub_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query('SELECT version FROM hub_migrations')).rows.map(
        (r: unknown) => Applied.parse(r).version,
      ),
    );
    const newest = Math.max(0, ...done);
    if (newest > sorted.length) {
      throw new Error(`The hub database is at version ${newest}, newer than this program (${sorted.length})`);
    }
    for (const m of sorted) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO hub_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
    await client.query('COMMIT');
    return sorted.length;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
