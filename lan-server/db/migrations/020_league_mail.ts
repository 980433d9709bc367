import type { Migration } from './migration';

/**
 * The captains' fixtures e-mail (docs/league-nights.md#the-captains-e-mail) as a third kind of outbox message,
 * and the captain's contact address on a team.
 *
 * - `outbox.kind` gains `league_fixtures`: a captain's season fixtures, sent through the one outbox like a
 *   booking's confirmation. The kind's CHECK can only change by rebuilding the table (SQLite cannot alter a
 *   CHECK), so the table is copied into the new shape row for row — ids, statuses, times and rowid order kept
 *   — and every index it had is made again.
 * - `outbox.league_season_id`, `outbox.league_team_id`: which season's fixtures, for which team; the body is
 *   composed from the season as it stands when the message is sent. A league message must name both.
 * - `outbox_league_with_address`: the retention job finds league messages that still carry an address without
 *   walking the ones it already scrubbed (as test e-mails have theirs).
 * - `league_teams.captain_email`: the captain's optional contact address, personal data under the venue's
 *   privacy rules (docs/privacy.md); `league_teams_with_captain_email` lets retention and erasure read only the
 *   teams that hold one.
 */
export const leagueMail: Migration = {
  version: 20,
  name: 'captains fixtures e-mail',
  up(db) {
    db.exec(`
      CREATE TABLE outbox_new (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('booking_confirmation', 'test', 'league_fixtures')),
        reservation_id TEXT REFERENCES reservations(id),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT,
        message_id TEXT,
        failed_at TEXT,
        league_season_id TEXT,
        league_team_id TEXT,
        CHECK (kind <> 'booking_confirmation' OR reservation_id IS NOT NULL),
        CHECK (kind <> 'league_fixtures' OR (league_season_id IS NOT NULL AND league_team_id IS NOT NULL))
      ) STRICT;
      INSERT INTO outbox_new (rowid, id, kind, reservation_id, recipient, subject, status, attempts,
          next_attempt_at, created_at, sent_at, last_error, message_id, failed_at)
        SELECT rowid, id, kind, reservation_id, recipient, subject, status, attempts, next_attempt_at,
          created_at, sent_at, last_error, message_id, failed_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;

      CREATE UNIQUE INDEX outbox_one_confirmation_per_booking ON outbox(reservation_id)
        WHERE kind = 'booking_confirmation';
      CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
      CREATE INDEX outbox_newest ON outbox(created_at);
      CREATE INDEX outbox_confirmation_failures ON outbox(failed_at)
        WHERE kind = 'booking_confirmation' AND failed_at IS NOT NULL;
      CREATE INDEX outbox_queued_by_age ON outbox(created_at) WHERE status = 'queued';
      CREATE INDEX outbox_tests_with_address ON outbox(created_at) WHERE kind = 'test' AND recipient <> '';
      CREATE INDEX outbox_sent_by_time ON outbox(sent_at) WHERE sent_at IS NOT NULL;
      CREATE INDEX outbox_league_with_address ON outbox(created_at)
        WHERE kind = 'league_fixtures' AND recipient <> '';

      ALTER TABLE league_teams ADD COLUMN captain_email TEXT;
      CREATE INDEX league_teams_with_captain_email ON league_teams(created_at) WHERE captain_email IS NOT NULL;
    `);
  },
};
