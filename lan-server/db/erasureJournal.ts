import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CustomerQuery } from '../../shared/api/privacy';
import { emailKey, phoneDigits } from '../../shared/privacy/retention';

/**
 * The erasure journal (docs/operations.md#restore): every customer erasure, kept outside the venue database
 * in DATA_DIR/erasure-journal.sqlite, a file no restore replaces — so a backup taken before an erasure can be
 * restored without bringing the customer back. It holds no address and no phone number: only an HMAC-SHA256
 * of the normalised e-mail or phone (shared/privacy/retention.ts emailKey / phoneDigits) under a random key
 * made with the journal. A match is found by hashing the restored records' contact details with the same key,
 * one pass over them, so the key sits in the journal file itself: the journal alone can only confirm a
 * guessed address was erased, and whoever holds DATA_DIR holds the live database anyway. It also remembers
 * each restore until the journal has been applied to it (services/erasureJournal.ts).
 *
 * Opened for each use and closed again: erasures and restores are rare, and the server's own database
 * connection is left alone.
 */
export const ERASURE_JOURNAL_FILE = 'erasure-journal.sqlite';

export type ErasedBy = 'email' | 'phone';

/** One erasure as the journal keeps it: the audit line's words, and the hashed identifier. */
export interface JournalEntry {
  id: number;
  at: string;
  actor: string;
  kind: ErasedBy;
  /** HMAC of the normalised e-mail or phone, hex. */
  identity: string;
  detail: string;
  affected: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS journal_key (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key BLOB NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS erasures (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('email', 'phone')),
    identity TEXT NOT NULL,
    detail TEXT NOT NULL,
    affected INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS restores (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    applied_at TEXT
  ) STRICT;
`;

/** An open journal: hash identifiers with its key, read and write its rows. */
export class ErasureJournal {
  private constructor(
    private readonly db: Database.Database,
    private readonly key: Buffer,
  ) {}

  /** Opens the journal in `dataDir`, making it (and its key) when it does not exist yet. */
  static open(dataDir: string): ErasureJournal {
    const db = new Database(join(dataDir, ERASURE_JOURNAL_FILE));
    try {
      // Every write is on disk before the caller goes on: an erasure must not be lost to a power cut.
      db.pragma('synchronous = FULL');
      db.exec(SCHEMA);
      db.prepare('INSERT OR IGNORE INTO journal_key (id, key) VALUES (1, ?)').run(randomBytes(32));
      const row = db.prepare('SELECT key FROM journal_key WHERE id = 1').get() as { key: Buffer };
      return new ErasureJournal(db, row.key);
    } catch (err) {
      db.close();
      throw err;
    }
  }

  /** Whether `dataDir` has a journal at all (a venue that never erased nor restored has none). */
  static existsIn(dataDir: string): boolean {
    return existsSync(join(dataDir, ERASURE_JOURNAL_FILE));
  }

  /** The identifier as the journal stores it; `normalised` is emailKey(...) or phoneDigits(...). */
  identity(kind: ErasedBy, normalised: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${normalised}`).digest('hex');
  }

  /** The hashed identifier of the customer an erasure request names (by e-mail, else by phone). */
  identityOf(query: CustomerQuery): { kind: ErasedBy; identity: string } {
    return query.email
      ? { kind: 'email', identity: this.identity('email', emailKey(query.email)) }
      : { kind: 'phone', identity: this.identity('phone', phoneDigits(query.phone ?? '')) };
  }

  record(entry: Omit<JournalEntry, 'id'>): void {
    this.db
      .prepare(
        `INSERT INTO erasures (at, actor, kind, identity, detail, affected)
         VALUES (@at, @actor, @kind, @identity, @detail, @affected)`,
      )
      .run(entry);
  }

  entries(): JournalEntry[] {
    return this.db.prepare('SELECT * FROM erasures ORDER BY id').all() as JournalEntry[];
  }

  /** A restore has put an older database in place: the journal must be applied before the doors open. */
  noteRestore(atIso: string): void {
    this.db.prepare('INSERT INTO restores (at) VALUES (?)').run(atIso);
  }

  restorePending(): boolean {
    return this.db.prepare('SELECT 1 FROM restores WHERE applied_at IS NULL LIMIT 1').get() !== undefined;
  }

  markRestoresApplied(atIso: string): void {
    this.db.prepare('UPDATE restores SET applied_at = ? WHERE applied_at IS NULL').run(atIso);
  }

  close(): void {
    this.db.close();
  }
}

/** Runs `use` on the journal in `dataDir` and closes it again, also when `use` throws. */
export function withErasureJournal<T>(dataDir: string, use: (journal: ErasureJournal) => T): T {
  const journal = ErasureJournal.open(dataDir);
  try {
    return use(journal);
  } finally {
    journal.close();
  }
}

/** Notes in the journal of `dataDir` that a restore is putting an older database in place. */
export function noteRestore(dataDir: string, now: Date): void {
  withErasureJournal(dataDir, (journal) => journal.noteRestore(now.toISOString()));
}

/**
 * Copies the journal (when there is one) into `folder` beside the backups there — the second backup folder,
 * which outlives the PC's disk — under a temporary name renamed into place, so a stick pulled mid-copy
 * leaves the previous copy whole. The journal is closed between uses, so the file is consistent.
 */
export function copyJournalTo(dataDir: string, folder: string): void {
  const journal = join(dataDir, ERASURE_JOURNAL_FILE);
  if (!existsSync(journal)) return;
  const target = join(folder, ERASURE_JOURNAL_FILE);
  const partial = `${target}.partial`;
  try {
    copyFileSync(journal, partial);
    renameSync(partial, target);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * A restore onto a data folder without a journal (a new PC after the old disk died) takes the journal
 * copied beside the backup file, if there is one, so erasures made after the backup still apply.
 * Returns whether it did.
 */
export function adoptJournalBeside(backupFile: string, dataDir: string): boolean {
  const beside = join(dirname(backupFile), ERASURE_JOURNAL_FILE);
  if (ErasureJournal.existsIn(dataDir) || !existsSync(beside)) return false;
  copyFileSync(beside, join(dataDir, ERASURE_JOURNAL_FILE));
  return true;
}
