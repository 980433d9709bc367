import type Database from 'better-sqlite3';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * A statement prepared once per database and reused: SQL stays SQL with `?`/`@name` parameters, never a value
 * glued into the text (CONTRIBUTING.md#sql).
 */
export function stmt(db: Database.Database, sql: string): Database.Statement {
  let byText = cache.get(db);
  if (!byText) {
    byText = new Map();
    cache.set(db, byText);
  }
  let s = byText.get(sql);
  if (!s) {
    s = db.prepare(sql);
    byText.set(sql, s);
  }
  return s;
}

/** Parses a JSON column, falling back when a row holds something unreadable rather than failing a request. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
