import type Database from 'better-sqlite3';

/** One numbered step of the schema (db/migrate.ts runs them in order). */
export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}
