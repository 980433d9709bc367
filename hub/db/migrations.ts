/**
 * Head office's schema: forward-only numbered migrations (hub/db/migrate.ts runs each once, in order, in one
 * transaction under an advisory lock). Add yours as N+1; never edit one that has shipped.
 *
 * `events` holds every event once (its `event_id` is the appliance's outbox row id, so a message delivered
 * twice is stored once); the other tables are projections, written in the same transaction as the event.
 * Ids from a venue (bookings, sessions, tournaments) are unique within that venue only, so its id is part
 * of each key. Money is in minor units (pence, cents), in the venue's own currency.
 */
import { rebuildRollupSql } from '../analytics/rollupSql';
import { GROUP_LEAGUE_SQL } from '../league/schema';

export interface HubMigration {
  version: number;
  name: string;
  sql: string;
}

export const HUB_MIGRATIONS: readonly HubMigration[] = [
  {
    version: 1,
    name: 'events and head office figures',
    sql: `
      CREATE TABLE venues (
        venue_id text PRIMARY KEY,
        name text NOT NULL DEFAULT '',
        currency text NOT NULL DEFAULT 'GBP',
        timezone text NOT NULL DEFAULT 'Europe/London',
        lane_hours_open_today numeric NOT NULL DEFAULT 0,
        lane_hours_open_week numeric NOT NULL DEFAULT 0,
        queued integer NOT NULL DEFAULT 0,
        last_heartbeat_at timestamptz,
        last_event_at timestamptz,
        last_seq bigint NOT NULL DEFAULT 0
      );
      CREATE TABLE events (
        event_id uuid PRIMARY KEY,
        venue_id text NOT NULL,
        seq bigint NOT NULL,
        kind text NOT NULL,
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        stream_seq bigint NOT NULL,
        body jsonb NOT NULL
      );
      CREATE INDEX events_by_venue ON events (venue_id, seq);
      CREATE TABLE bookings (
        venue_id text NOT NULL,
        reservation_id uuid NOT NULL,
        lane_number integer NOT NULL,
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        player_count integer NOT NULL,
        prepaid_minor bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'claimed', 'cancelled', 'no_show')),
        made_at timestamptz NOT NULL,
        PRIMARY KEY (venue_id, reservation_id)
      );
      CREATE INDEX bookings_by_start ON bookings (venue_id, start_at);
      CREATE TABLE sessions (
        venue_id text NOT NULL,
        session_id uuid NOT NULL,
        lane_number integer NOT NULL,
        reservation_id uuid,
        started_at timestamptz NOT NULL,
        booked_minutes integer NOT NULL,
        ended_at timestamptz,
        fee_minor bigint NOT NULL,
        PRIMARY KEY (venue_id, session_id)
      );
      CREATE INDEX sessions_by_start ON sessions (venue_id, started_at);
      CREATE TABLE leaderboard_entries (
        event_id uuid NOT NULL,
        place integer NOT NULL,
        venue_id text NOT NULL,
        lane_number integer NOT NULL,
        name text NOT NULL,
        highest_checkout integer,
        one_eighties integer NOT NULL,
        average numeric,
        finished_at timestamptz NOT NULL,
        PRIMARY KEY (event_id, place)
      );
      CREATE INDEX leaderboard_by_time ON leaderboard_entries (finished_at);
      CREATE TABLE tournaments (
        venue_id text NOT NULL,
        tournament_id uuid NOT NULL,
        format text NOT NULL,
        player_count integer NOT NULL,
        finished_at timestamptz NOT NULL,
        PRIMARY KEY (venue_id, tournament_id)
      );
      CREATE TABLE dropped_messages (
        id bigserial PRIMARY KEY,
        subject text NOT NULL,
        reason text NOT NULL,
        dropped_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE hub_users (
        username text PRIMARY KEY,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE hub_sessions (
        token_hash text PRIMARY KEY,
        username text NOT NULL REFERENCES hub_users (username) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'what each venue tells the group booking page',
    // The venue's public settings (name, phone, hours) as its appliance last answered them
    // (docs/group-booking.md), so the page can name an offline venue and its phone number.
    sql: `
      CREATE TABLE venue_profiles (
        venue_id text PRIMARY KEY,
        profile jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 3,
    name: 'revenue as money taken, each pound once',
    // One row per event that moved money (shared/group/takings.ts says which and how much); head office's
    // revenue is their sum over a period. The events already stored are replayed by the same rule: a booking's
    // prepayment as it stood after each of its events (nothing once cancelled) less what stood before, and a
    // session's fee less its prepayment, never below nothing, when it ended.
    sql: `
      CREATE TABLE takings (
        event_id uuid PRIMARY KEY,
        venue_id text NOT NULL,
        reservation_id uuid,
        taken_at timestamptz NOT NULL,
        amount_minor bigint NOT NULL
      );
      CREATE INDEX takings_by_time ON takings (venue_id, taken_at);
      CREATE INDEX takings_by_booking ON takings (venue_id, reservation_id) WHERE reservation_id IS NOT NULL;
      INSERT INTO takings (event_id, venue_id, reservation_id, taken_at, amount_minor)
      SELECT event_id, venue_id, reservation_id, occurred_at, amount FROM (
        SELECT event_id, venue_id, occurred_at, (body->>'reservationId')::uuid AS reservation_id,
          standing - COALESCE(lag(standing) OVER (PARTITION BY venue_id, body->>'reservationId' ORDER BY seq), 0) AS amount
        FROM (
          SELECT events.*, CASE WHEN kind = 'booking_cancelled' THEN 0
            ELSE round((body->>'prepaidAmount')::numeric * 100)::bigint END AS standing
          FROM events WHERE kind IN ('booking_made', 'booking_edited', 'booking_cancelled')
        ) prepayments
      ) moves WHERE amount <> 0;
      INSERT INTO takings (event_id, venue_id, reservation_id, taken_at, amount_minor)
      SELECT event_id, venue_id, NULL, (body->>'endedAt')::timestamptz, due FROM (
        SELECT events.*, GREATEST(0, round(((body->>'fee')::numeric - (body->>'prepaidAmount')::numeric) * 100))::bigint AS due
        FROM events WHERE kind = 'session_ended'
      ) balances WHERE due > 0;
    `,
  },
  {
    version: 4,
    name: 'what the group booking page decided about each booking request',
    // Each booking question asked of a venue, written before it is asked, and the hub's one decision about
    // it (hub/booking/decisions.ts, docs/group-booking.md): confirmed, withdrawn or refused, and whether the
    // venue has heard it yet. No customer detail: the booking itself is the venue's.
    sql: `
      CREATE TABLE group_booking_requests (
        request_id uuid PRIMARY KEY,
        venue_id text NOT NULL,
        asked_at timestamptz NOT NULL DEFAULT now(),
        outcome text CHECK (outcome IN ('confirmed', 'withdrawn', 'refused')),
        decided_at timestamptz,
        delivered_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz
      );
      CREATE INDEX group_booking_requests_undecided ON group_booking_requests (asked_at)
        WHERE outcome IS NULL;
      CREATE INDEX group_booking_requests_to_tell ON group_booking_requests (next_attempt_at)
        WHERE delivered_at IS NULL AND outcome IN ('confirmed', 'withdrawn');
      CREATE INDEX group_booking_requests_told ON group_booking_requests (delivered_at)
        WHERE delivered_at IS NOT NULL;
    `,
  },
  {
    version: 5,
    name: 'figures over any period: hourly rollup, days open and link health',
    // `venue_hours` (hub/analytics/rollupSql.ts) holds each venue's figures per hour of its own clock, kept by the
    // ingest in each event's transaction and replayed here from the projections already stored; `venue_days`
    // the lane-hours open each local day as its heartbeats reported them; the venue's link health for head
    // office's alerts; and the venue a dropped message's subject named. docs/venue-group.md#figures-over-any-period
    sql: `
      CREATE TABLE venue_hours (
        venue_id text NOT NULL,
        local_day date NOT NULL,
        hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
        bookings integer NOT NULL DEFAULT 0,
        no_shows integer NOT NULL DEFAULT 0,
        sessions integer NOT NULL DEFAULT 0,
        minutes_sold numeric NOT NULL DEFAULT 0,
        revenue_minor bigint NOT NULL DEFAULT 0,
        tournaments integer NOT NULL DEFAULT 0,
        PRIMARY KEY (venue_id, local_day, hour)
      );
      CREATE TABLE venue_day_totals (
        venue_id text NOT NULL,
        local_day date NOT NULL,
        bookings integer NOT NULL DEFAULT 0,
        no_shows integer NOT NULL DEFAULT 0,
        sessions integer NOT NULL DEFAULT 0,
        minutes_sold numeric NOT NULL DEFAULT 0,
        revenue_minor bigint NOT NULL DEFAULT 0,
        tournaments integer NOT NULL DEFAULT 0,
        PRIMARY KEY (venue_id, local_day)
      );
      -- Each change to an hour moves its day by the same amount, in the same statement: a year's trends for
      -- the whole group read 365 rows a venue instead of thousands.
      CREATE FUNCTION venue_hours_into_days() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        sign integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
        r venue_hours := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      BEGIN
        INSERT INTO venue_day_totals AS t (venue_id, local_day, bookings, no_shows, sessions, minutes_sold, revenue_minor, tournaments)
        VALUES (r.venue_id, r.local_day,
          sign * r.bookings - CASE WHEN TG_OP = 'UPDATE' THEN OLD.bookings ELSE 0 END,
          sign * r.no_shows - CASE WHEN TG_OP = 'UPDATE' THEN OLD.no_shows ELSE 0 END,
          sign * r.sessions - CASE WHEN TG_OP = 'UPDATE' THEN OLD.sessions ELSE 0 END,
          sign * r.minutes_sold - CASE WHEN TG_OP = 'UPDATE' THEN OLD.minutes_sold ELSE 0 END,
          sign * r.revenue_minor - CASE WHEN TG_OP = 'UPDATE' THEN OLD.revenue_minor ELSE 0 END,
          sign * r.tournaments - CASE WHEN TG_OP = 'UPDATE' THEN OLD.tournaments ELSE 0 END)
        ON CONFLICT (venue_id, local_day) DO UPDATE SET
          bookings = t.bookings + excluded.bookings, no_shows = t.no_shows + excluded.no_shows,
          sessions = t.sessions + excluded.sessions, minutes_sold = t.minutes_sold + excluded.minutes_sold,
          revenue_minor = t.revenue_minor + excluded.revenue_minor, tournaments = t.tournaments + excluded.tournaments;
        RETURN NULL;
      END $$;
      CREATE TRIGGER venue_hours_into_days AFTER INSERT OR UPDATE OR DELETE ON venue_hours
        FOR EACH ROW EXECUTE FUNCTION venue_hours_into_days();
      CREATE TABLE venue_days (
        venue_id text NOT NULL,
        local_day date NOT NULL,
        lane_hours_open numeric NOT NULL,
        PRIMARY KEY (venue_id, local_day)
      );
      ALTER TABLE venues
        ADD COLUMN clock_offset_ms integer,
        ADD COLUMN clock_off_since timestamptz,
        ADD COLUMN queued_rising_since timestamptz,
        ADD COLUMN first_heartbeat_at timestamptz;
      ALTER TABLE dropped_messages ADD COLUMN venue_id text;
      UPDATE dropped_messages SET venue_id = split_part(subject, '.', 2)
        WHERE subject LIKE 'group.%.%';
      CREATE INDEX dropped_messages_by_venue ON dropped_messages (venue_id, dropped_at);
      CREATE INDEX tournaments_by_time ON tournaments (venue_id, finished_at);
      ${rebuildRollupSql('')
        .map((sql) => sql.replaceAll('$1::integer', '1'))
        .join(';\n')};
    `,
  },
  {
    version: 6,
    name: 'head office accounts: owners, managers limited to chosen venues, viewers',
    // Every user head office had was its one `admin`, who could do everything: each becomes an owner. A
    // manager's or a viewer's venues are rows of `hub_user_venues`; an owner sees every venue, rows or not.
    // docs/venue-group.md#accounts
    sql: `
      ALTER TABLE hub_users ADD COLUMN role text NOT NULL DEFAULT 'owner'
        CHECK (role IN ('owner', 'manager', 'viewer'));
      ALTER TABLE hub_users ALTER COLUMN role DROP DEFAULT;
      CREATE TABLE hub_user_venues (
        username text NOT NULL REFERENCES hub_users (username) ON DELETE CASCADE,
        venue_id text NOT NULL,
        PRIMARY KEY (username, venue_id)
      );
      CREATE INDEX hub_sessions_by_user ON hub_sessions (username);
    `,
  },
  {
    version: 7,
    name: 'a league across the group: leagues, teams, seasons, fixtures, results, conflicts, clashes, feeds',
    sql: GROUP_LEAGUE_SQL,
  },
  {
    version: 8,
    name: 'a group league result keeps its fixture’s darts figures per player, for the public player tables',
    // The figures the hosting venue computed at sign-off (or with its correction), as they came: null for a
    // result whose event carried none (written before figures travelled). docs/venue-group.md
    sql: `ALTER TABLE group_league_results ADD COLUMN figures jsonb;`,
  },
  {
    version: 9,
    name: 'a player taken off a group league roster keeps their row, for the season they played',
    // Null while on the roster. A player who left keeps their name (and hide-me choice) for the games and
    // darts figures already played, so the public player tables still count them. docs/venue-group.md
    sql: `ALTER TABLE group_league_players ADD COLUMN left_at timestamptz;`,
  },
];
