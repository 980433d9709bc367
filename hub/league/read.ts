import type { Pool, PoolClient } from 'pg';
import { LeagueFormatSchema } from '../../shared/api/leagues';
import type { PointsScheme } from '../../shared/league/points';
import {
  Correction,
  GroupGameResult,
  GroupPlayerFigures,
  HostNight,
  type GroupLeagueFixture,
  type GroupLeagueTeam,
} from '../../shared/group/groupLeague';
import { z } from 'zod';

type Db = Pool | PoolClient;

/** Everything head office holds of one league and its current season (the latest one made). */
export interface LeagueData {
  league: {
    id: string;
    name: string;
    pointsScheme: PointsScheme;
    format: z.infer<typeof LeagueFormatSchema>;
  };
  divisions: { id: string; name: string; position: number }[];
  teams: (GroupLeagueTeam & { players: { id: string; name: string; captain: boolean; hidden: boolean }[] })[];
  /** Players taken off a roster this season: their games and figures already played still count. */
  formerPlayers: { id: string; teamId: string; name: string; hidden: boolean }[];
  season: {
    id: string;
    name: string;
    startDate: string;
    roundRobin: 'single' | 'double';
    drawn: boolean;
    publishedAt: string | null;
    nights: { venueId: string; night: HostNight }[];
  } | null;
  fixtures: GroupLeagueFixture[];
  results: Map<string, HeldResultRow>;
  venueNames: Map<string, string>;
}

export interface HeldResultRow {
  version: number;
  games: GroupGameResult[];
  signedAt: string | null;
  corrections: Correction[];
  /** Each roster player's darts figures as the hosting venue computed them; empty when none travelled. */
  figures: GroupPlayerFigures[];
}

const Games = z.array(GroupGameResult);
const Figures = z.array(GroupPlayerFigures);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const day = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

/** The names head office knows its venues by (their heartbeats'), the id where none came yet. */
export async function venueNames(db: Db): Promise<Map<string, string>> {
  const res = await db.query<{ venue_id: string; name: string }>('SELECT venue_id, name FROM venues');
  return new Map(res.rows.map((r) => [r.venue_id, r.name || r.venue_id]));
}

/** The league, or null when head office has none with that id. */
export async function readLeague(db: Db, leagueId: string): Promise<LeagueData | null> {
  if (!z.uuid().safeParse(leagueId).success) return null;
  const league = await db.query<{ name: string; points_scheme: PointsScheme; format: unknown }>(
    'SELECT name, points_scheme, format FROM group_leagues WHERE league_id = $1',
    [leagueId],
  );
  const row = league.rows[0];
  if (!row) return null;
  const names = await venueNames(db);
  const nameOf = (venueId: string) => names.get(venueId) ?? venueId;
  const divisions = await db.query<{ division_id: string; name: string; position: number }>(
    'SELECT division_id, name, position FROM group_league_divisions WHERE league_id = $1 ORDER BY position',
    [leagueId],
  );
  const teams = await db.query<{ team_id: string; division_id: string; name: string; home_venue_id: string }>(
    'SELECT team_id, division_id, name, home_venue_id FROM group_league_teams WHERE league_id = $1 ORDER BY name',
    [leagueId],
  );
  const players = await db.query<{
    player_id: string;
    team_id: string;
    name: string;
    captain: boolean;
    hidden: boolean;
    left: boolean;
  }>(
    `SELECT p.player_id, p.team_id, p.name, p.captain, p.hidden, p.left_at IS NOT NULL AS left
       FROM group_league_players p
       JOIN group_league_teams t USING (team_id) WHERE t.league_id = $1 ORDER BY p.position`,
    [leagueId],
  );
  const season = await db.query<{
    season_id: string;
    name: string;
    start_date: Date | string;
    round_robin: 'single' | 'double';
    drawn_at: Date | null;
    published_at: Date | null;
  }>(
    `SELECT season_id, name, start_date::text AS start_date, round_robin, drawn_at, published_at
       FROM group_league_seasons WHERE league_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [leagueId],
  );
  const s = season.rows[0];
  const data: LeagueData = {
    league: {
      id: leagueId,
      name: row.name,
      pointsScheme: row.points_scheme,
      format: LeagueFormatSchema.parse(row.format),
    },
    divisions: divisions.rows.map((d) => ({ id: d.division_id, name: d.name, position: d.position })),
    teams: teams.rows.map((t) => ({
      id: t.team_id,
      divisionId: t.division_id,
      name: t.name,
      homeVenueId: t.home_venue_id,
      homeVenueName: nameOf(t.home_venue_id),
      players: players.rows
        .filter((p) => p.team_id === t.team_id && !p.left)
        .map((p) => ({ id: p.player_id, name: p.name, captain: p.captain, hidden: p.hidden })),
    })),
    formerPlayers: players.rows
      .filter((p) => p.left)
      .map((p) => ({ id: p.player_id, teamId: p.team_id, name: p.name, hidden: p.hidden })),
    season: null,
    fixtures: [],
    results: new Map(),
    venueNames: names,
  };
  if (!s) return data;
  const nights = await db.query<{ venue_id: string; night: unknown }>(
    'SELECT venue_id, night FROM group_league_host_nights WHERE season_id = $1 ORDER BY venue_id',
    [s.season_id],
  );
  data.season = {
    id: s.season_id,
    name: s.name,
    startDate: day(s.start_date),
    roundRobin: s.round_robin,
    drawn: s.drawn_at !== null,
    publishedAt: iso(s.published_at),
    nights: nights.rows.map((n) => ({ venueId: n.venue_id, night: HostNight.parse(n.night) })),
  };
  const fixtures = await db.query<{
    fixture_id: string;
    division_id: string;
    week: number;
    night_date: string;
    home_team_id: string;
    away_team_id: string;
    host_venue_id: string;
    status: 'scheduled' | 'postponed';
  }>(
    `SELECT fixture_id, division_id, week, night_date::text AS night_date, home_team_id, away_team_id,
            host_venue_id, status
       FROM group_league_fixtures WHERE season_id = $1 ORDER BY week, night_date, host_venue_id, fixture_id`,
    [s.season_id],
  );
  data.fixtures = fixtures.rows.map((f) => ({
    id: f.fixture_id,
    divisionId: f.division_id,
    week: f.week,
    nightDate: f.night_date,
    homeTeamId: f.home_team_id,
    awayTeamId: f.away_team_id,
    hostVenueId: f.host_venue_id,
    status: f.status,
  }));
  const results = await db.query<{
    fixture_id: string;
    version: number;
    games: unknown;
    signed_at: Date | null;
    figures: unknown;
  }>(
    `SELECT r.fixture_id, r.version, r.games, r.signed_at, r.figures FROM group_league_results r
       JOIN group_league_fixtures f USING (fixture_id) WHERE f.season_id = $1`,
    [s.season_id],
  );
  const corrections = await db.query<{ fixture_id: string; correction: unknown }>(
    `SELECT c.fixture_id, c.correction FROM group_league_corrections c
       JOIN group_league_fixtures f USING (fixture_id) WHERE f.season_id = $1 ORDER BY c.version`,
    [s.season_id],
  );
  for (const r of results.rows)
    data.results.set(r.fixture_id, {
      version: r.version,
      games: Games.parse(r.games),
      signedAt: iso(r.signed_at),
      figures: r.figures === null ? [] : Figures.parse(r.figures),
      corrections: corrections.rows
        .filter((c) => c.fixture_id === r.fixture_id)
        .map((c) => Correction.parse(c.correction)),
    });
  return data;
}

/** The venues of a league's teams: who may see and run it is whoever sees all of them. */
export function venuesOf(data: LeagueData): string[] {
  return [...new Set(data.teams.map((t) => t.homeVenueId))];
}

/** The venues that host fixtures of the season: each has a feed. */
export function hostingVenues(data: LeagueData): string[] {
  return [...new Set(data.fixtures.map((f) => f.hostVenueId))].sort();
}
