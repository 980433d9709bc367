import type Database from 'better-sqlite3';
import type { OutboxEntry, OutboxKind, OutboxStatus } from '../../shared/api/mail';
import { stmt } from './sql';

/** The e-mail outbox (migrations 005 and 020): one row per message; its lifecycle is db/outboxLifecycle.ts's. */

interface OutboxRow {
  id: string;
  kind: OutboxKind;
  reservation_id: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  message_id: string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    reservationId: row.reservation_id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    messageId: row.message_id,
  };
}

export interface OutboxInsert {
  id: string;
  kind: OutboxKind;
  reservationId: string | null;
  /** A captain's fixtures e-mail: which season, for which team (migration 020). */
  league?: { seasonId: string; teamId: string };
  recipient: string;
  subject: string;
  createdAt: string;
}

/** A new queued e-mail, due at once (the mail channel's record; outbox/outbox.ts calls it). */
export function insertOutbox(db: Database.Database, m: OutboxInsert): void {
  stmt(
    db,
    `INSERT INTO outbox (id, kind, reservation_id, league_season_id, league_team_id, recipient, subject, status,
       attempts, next_attempt_at, created_at)
     VALUES (@id, @kind, @reservation_id, @season_id, @team_id, @recipient, @subject, 'queued', 0, @created_at,
       @created_at)`,
  ).run({
    id: m.id,
    kind: m.kind,
    reservation_id: m.reservationId,
    season_id: m.league?.seasonId ?? null,
    team_id: m.league?.teamId ?? null,
    recipient: m.recipient,
    subject: m.subject,
    created_at: m.createdAt,
  });
}

export function findOutbox(db: Database.Database, id: string): OutboxEntry | undefined {
  const row = stmt(db, 'SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined;
  return row ? toEntry(row) : undefined;
}

/** Which season's fixtures, for which team, a captain's e-mail carries (undefined for other kinds). */
export function leagueOfOutbox(
  db: Database.Database,
  id: string,
): { seasonId: string; teamId: string } | undefined {
  const row = stmt(
    db,
    `SELECT league_season_id AS seasonId, league_team_id AS teamId FROM outbox
      WHERE id = ? AND kind = 'league_fixtures'`,
  ).get(id) as { seasonId: string; teamId: string } | undefined;
  return row;
}

/** Whether any captain's fixtures e-mail was ever queued for the season. */
export function seasonMailQueued(db: Database.Database, seasonId: string): boolean {
  return (
    stmt(db, "SELECT 1 FROM outbox WHERE kind = 'league_fixtures' AND league_season_id = ? LIMIT 1").get(
      seasonId,
    ) !== undefined
  );
}

/** The staff list: newest first. */
export function listOutbox(db: Database.Database, limit: number): OutboxEntry[] {
  return (
    stmt(db, 'SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit) as OutboxRow[]
  ).map(toEntry);
}
