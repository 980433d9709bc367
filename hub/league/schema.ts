/**
 * A league across the group, head office's half (hub migration 7; docs/venue-group.md, "A league across
 * the group"): the league, its divisions and teams (each with its home venue) and their rosters; seasons
 * with each hosting venue's night; fixtures (hosted by the home team's venue); results with their version
 * and every correction (who, where, why); venue corrections that lost the race (conflicts); clashes venues
 * reported; and each venue's ordered feed with how far the venue has applied it.
 */
export const GROUP_LEAGUE_SQL = `
  CREATE TABLE group_leagues (
    league_id uuid PRIMARY KEY,
    name text NOT NULL,
    points_scheme text NOT NULL,
    format jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE group_league_divisions (
    division_id uuid PRIMARY KEY,
    league_id uuid NOT NULL REFERENCES group_leagues ON DELETE CASCADE,
    name text NOT NULL,
    position integer NOT NULL
  );
  CREATE TABLE group_league_teams (
    team_id uuid PRIMARY KEY,
    league_id uuid NOT NULL REFERENCES group_leagues ON DELETE CASCADE,
    division_id uuid NOT NULL REFERENCES group_league_divisions ON DELETE CASCADE,
    name text NOT NULL,
    home_venue_id text NOT NULL
  );
  CREATE TABLE group_league_players (
    player_id uuid PRIMARY KEY,
    team_id uuid NOT NULL REFERENCES group_league_teams ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL,
    captain boolean NOT NULL,
    hidden boolean NOT NULL
  );
  CREATE TABLE group_league_seasons (
    season_id uuid PRIMARY KEY,
    league_id uuid NOT NULL REFERENCES group_leagues ON DELETE CASCADE,
    name text NOT NULL,
    start_date date NOT NULL,
    round_robin text NOT NULL CHECK (round_robin IN ('single', 'double')),
    drawn_at timestamptz,
    published_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX group_league_seasons_by_league ON group_league_seasons (league_id, created_at);
  CREATE TABLE group_league_host_nights (
    season_id uuid NOT NULL REFERENCES group_league_seasons ON DELETE CASCADE,
    venue_id text NOT NULL,
    night jsonb NOT NULL,
    PRIMARY KEY (season_id, venue_id)
  );
  CREATE TABLE group_league_fixtures (
    fixture_id uuid PRIMARY KEY,
    season_id uuid NOT NULL REFERENCES group_league_seasons ON DELETE CASCADE,
    division_id uuid NOT NULL REFERENCES group_league_divisions ON DELETE CASCADE,
    week integer NOT NULL,
    night_date date NOT NULL,
    home_team_id uuid NOT NULL REFERENCES group_league_teams ON DELETE CASCADE,
    away_team_id uuid NOT NULL REFERENCES group_league_teams ON DELETE CASCADE,
    host_venue_id text NOT NULL,
    status text NOT NULL CHECK (status IN ('scheduled', 'postponed'))
  );
  CREATE INDEX group_league_fixtures_by_season ON group_league_fixtures (season_id, week, night_date);
  CREATE TABLE group_league_results (
    fixture_id uuid PRIMARY KEY REFERENCES group_league_fixtures ON DELETE CASCADE,
    version integer NOT NULL,
    games jsonb NOT NULL,
    signed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE group_league_corrections (
    fixture_id uuid NOT NULL REFERENCES group_league_fixtures ON DELETE CASCADE,
    version integer NOT NULL,
    games jsonb NOT NULL,
    correction jsonb NOT NULL,
    venue_id text,
    event_id uuid,
    PRIMARY KEY (fixture_id, version)
  );
  CREATE TABLE group_league_conflicts (
    event_id uuid PRIMARY KEY,
    fixture_id uuid NOT NULL REFERENCES group_league_fixtures ON DELETE CASCADE,
    venue_id text NOT NULL,
    based_on integer NOT NULL,
    standing_version integer NOT NULL,
    games jsonb NOT NULL,
    correction jsonb,
    received_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX group_league_conflicts_by_fixture ON group_league_conflicts (fixture_id);
  CREATE TABLE group_league_clashes (
    event_id uuid PRIMARY KEY,
    fixture_id uuid NOT NULL REFERENCES group_league_fixtures ON DELETE CASCADE,
    venue_id text NOT NULL,
    night_date date NOT NULL,
    lanes_short integer NOT NULL,
    reported_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX group_league_clashes_by_fixture ON group_league_clashes (fixture_id);
  CREATE TABLE group_league_feed_venues (
    venue_id text PRIMARY KEY,
    written bigint NOT NULL DEFAULT 0,
    applied_through bigint NOT NULL DEFAULT 0,
    answered_at timestamptz
  );
  CREATE TABLE group_league_feed (
    venue_id text NOT NULL REFERENCES group_league_feed_venues ON DELETE CASCADE,
    number bigint NOT NULL,
    league_id uuid NOT NULL,
    change jsonb NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (venue_id, number)
  );
  CREATE INDEX group_league_feed_by_league ON group_league_feed (league_id, venue_id);
`;
