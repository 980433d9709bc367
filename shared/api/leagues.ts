import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import { ClockTime, Weekday } from './settings';
import { POINTS_SCHEMES } from '../league/points';

/**
 * Leagues (docs/league-nights.md): leagues, divisions, teams with their rosters, and seasons drawn onto the
 * venue's weekly night. The rules are shared/league's; these are the shapes on the wire. Staff only on the
 * LAN door.
 */

export const LEAGUE_KINDS = ['singles', 'team'] as const;
export const ROUND_ROBIN_KINDS = ['single', 'double'] as const;
export const FIXTURE_STATUSES = ['scheduled', 'played', 'postponed', 'walkover'] as const;
export const LEAGUE_GAME_KINDS = ['singles', 'pairs', 'team'] as const;

const NAME_MAX = 60;
/** The longest league night the season form takes, in minutes. */
export const MAX_NIGHT_MINUTES = 480;
export const LEAGUE_NAME_MISSING = sentence('Please give the league a name.');
export const DIVISION_NAME_MISSING = sentence('Please give the division a name.');
export const TEAM_NAME_MISSING = sentence('Please give the team a name.');
export const SEASON_NAME_MISSING = sentence('Please give the season a name.');
export const PLAYER_NAME_MISSING = sentence('Every player needs a name.');
export const SEASON_LANES_MISSING = sentence('Choose at least one lane for the league night.');
export const OVERRIDE_REASON_MISSING = sentence('Please give a reason for taking lanes that are booked.');

const name = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(NAME_MAX);

export const LegModeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('x01'), start: z.number().int(), doubleOut: z.boolean() }),
  z.object({ kind: z.literal('cricket') }),
]);

export const LeagueGameSchema = z.object({
  kind: z.enum(LEAGUE_GAME_KINDS),
  bestOf: z.number().int(),
  mode: LegModeSchema,
  teamSize: z.number().int().optional(),
});

export const LeagueFormatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('singles'), bestOf: z.number().int(), mode: LegModeSchema }),
  z.object({ kind: z.literal('team'), games: z.array(LeagueGameSchema).max(40) }),
]);

/** POST /api/leagues. */
export const LeagueBody = z.object({
  name: name(LEAGUE_NAME_MISSING),
  pointsScheme: z.enum(POINTS_SCHEMES).default('3-1-0'),
  format: LeagueFormatSchema,
});
export type LeagueBody = z.infer<typeof LeagueBody>;

export const League = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LEAGUE_KINDS),
  pointsScheme: z.enum(POINTS_SCHEMES),
  format: LeagueFormatSchema,
  /** The fewest players a team's roster needs for this format (shared/league/matchFormat.ts). */
  minimumRoster: z.number().int(),
  createdAt: z.string(),
});
export type League = z.infer<typeof League>;

export const LeaguePlayer = z.object({ id: z.string(), name: z.string(), captain: z.boolean() });
export type LeaguePlayer = z.infer<typeof LeaguePlayer>;

export const LeagueTeam = z.object({
  id: z.string(),
  divisionId: z.string(),
  name: z.string(),
  players: z.array(LeaguePlayer),
  /** The captain's contact address (staff only; never on a public read), or null. */
  captainEmail: z.string().nullable(),
});
export type LeagueTeam = z.infer<typeof LeagueTeam>;

export const LeagueDivision = z.object({
  id: z.string(),
  leagueId: z.string(),
  name: z.string(),
  position: z.number().int(),
  teams: z.array(LeagueTeam),
});
export type LeagueDivision = z.infer<typeof LeagueDivision>;

/** POST /api/leagues/{id}/divisions. */
export const DivisionBody = z.object({ name: name(DIVISION_NAME_MISSING) });
export type DivisionBody = z.infer<typeof DivisionBody>;

/**
 * POST /api/league-divisions/{id}/teams: the roster in order, the captain named among it. A singles league's
 * "team" is one player, who is its own captain.
 */
export const TeamBody = z.object({
  name: name(TEAM_NAME_MISSING),
  players: z.array(name(PLAYER_NAME_MISSING)).max(30),
  /** The captain's name, one of `players`; the first player when not given. */
  captain: z.string().trim().optional(),
  /** The captain's contact address for the season's fixtures e-mail; empty or left out for none. */
  captainEmail: z.string().trim().max(254).optional(),
});
export type TeamBody = z.infer<typeof TeamBody>;

/** The season's weekly night and its draw. */
export const SeasonBody = z.object({
  name: name(SEASON_NAME_MISSING),
  startDate: z.string(),
  weekday: Weekday,
  startTime: ClockTime,
  /** How long a league night takes its lanes, in minutes (30 minutes to 8 hours). */
  durationMinutes: z.number().int().min(30).max(MAX_NIGHT_MINUTES),
  lanes: z.array(z.number().int()).min(1, SEASON_LANES_MISSING).max(64),
  skippedDates: z.array(z.string()).max(200).default([]),
  handicap: z.boolean().default(false),
  roundRobin: z.enum(ROUND_ROBIN_KINDS).default('double'),
  /** Shuffles the seats of the draw, the same way for the same seed. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** Takes the lanes although bookings hold them on a league night (staff override). */
  overrideReason: z.string().trim().max(500).optional(),
});
export type SeasonBody = z.infer<typeof SeasonBody>;

export const LeagueNight = z.object({ date: z.string(), startsAt: z.string(), endsAt: z.string() });
export type LeagueNight = z.infer<typeof LeagueNight>;

/** A booking (or a tournament, another league's night, a session) on a season lane during one of its nights. */
export const SeasonClash = z.object({
  date: z.string(),
  laneId: z.number().int(),
  laneNumber: z.number().int(),
  kind: z.string(),
  start: z.string(),
  end: z.string(),
  /** Who holds the lane: a customer's name (staff see it), a tournament's or a league's. */
  holder: z.string(),
  reservationId: z.string().nullable(),
});
export type SeasonClash = z.infer<typeof SeasonClash>;

export const LeagueFixture = z.object({
  id: z.string(),
  divisionId: z.string(),
  week: z.number().int(),
  date: z.string(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  home: z.string(),
  away: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  movedTo: z.string().nullable(),
  walkoverWinner: z.enum(['home', 'away']).nullable(),
  homeGames: z.number().int(),
  awayGames: z.number().int(),
  /** When each captain signed the result off on the tablet. */
  homeSignedAt: z.string().nullable(),
  awaySignedAt: z.string().nullable(),
  games: z.array(
    z.object({
      gameNumber: z.number().int(),
      kind: z.enum(LEAGUE_GAME_KINDS),
      homeLegs: z.number().int(),
      awayLegs: z.number().int(),
      finished: z.boolean(),
    }),
  ),
});
export type LeagueFixture = z.infer<typeof LeagueFixture>;

export const Season = z.object({
  id: z.string(),
  leagueId: z.string(),
  name: z.string(),
  startDate: z.string(),
  weekday: Weekday,
  startTime: z.string(),
  durationMinutes: z.number().int(),
  lanes: z.array(z.number().int()),
  skippedDates: z.array(z.string()),
  handicap: z.boolean(),
  roundRobin: z.enum(ROUND_ROBIN_KINDS),
  weeks: z.number().int(),
  nights: z.array(LeagueNight),
  overrideReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Season = z.infer<typeof Season>;

/** The dry run of a season: its nights, the fixtures it would draw and every clash, nothing saved. */
export const SeasonPreview = z.object({
  weeks: z.number().int(),
  nights: z.array(LeagueNight),
  fixtures: z.array(
    z.object({
      divisionId: z.string(),
      week: z.number().int(),
      date: z.string(),
      home: z.string(),
      away: z.string(),
    }),
  ),
  clashes: z.array(SeasonClash),
});
export type SeasonPreview = z.infer<typeof SeasonPreview>;

export const LeagueDetail = z.object({
  league: League,
  divisions: z.array(LeagueDivision),
  seasons: z.array(Season),
  /** A league across the group, run by head office: read-only here but for match night. */
  fromHeadOffice: z.boolean().optional(),
});
export type LeagueDetail = z.infer<typeof LeagueDetail>;

export const SeasonFixtures = z.object({ season: Season, fixtures: z.array(LeagueFixture) });
export type SeasonFixtures = z.infer<typeof SeasonFixtures>;

export const LeagueStandingRow = z.object({
  team: z.string(),
  place: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  gamesFor: z.number().int(),
  gamesAgainst: z.number().int(),
  legsFor: z.number().int(),
  legsAgainst: z.number().int(),
  points: z.number().int(),
});

export const SeasonTables = z.object({
  seasonId: z.string(),
  divisions: z.array(
    z.object({ divisionId: z.string(), name: z.string(), table: z.array(LeagueStandingRow) }),
  ),
});
export type SeasonTables = z.infer<typeof SeasonTables>;

/**
 * GET /api/league-nights?from=YYYY-MM-DD&days=N: every league night that takes lanes during `days` venue days
 * from `from` (at most a month: the staff calendar asks for the month it shows), named as the lane cards
 * name it.
 */
export const LeagueNightsQuery = z.object({
  from: z.iso.date({ error: 'from must be a day as YYYY-MM-DD, e.g. 2026-11-27' }),
  days: z.coerce
    .number({ error: 'days must be a number from 1 to 31' })
    .int('days must be a whole number from 1 to 31')
    .min(1, 'days must be at least 1')
    .max(31, 'days must be at most 31'),
});
export type LeagueNightsQuery = z.infer<typeof LeagueNightsQuery>;

export const CalendarLeagueNight = z.object({
  seasonId: z.string(),
  /** "Tuesday League — Summer 2026". */
  name: z.string(),
  lanes: z.array(z.number().int()),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type CalendarLeagueNight = z.infer<typeof CalendarLeagueNight>;

/** The leagues area of the endpoint table (shared/api/table.ts). */
export const leagueEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/leagues',
    door: 'lan',
    access: 'staff',
    response: z.array(League),
  }),
  create: endpoint({
    method: 'post',
    path: '/api/leagues',
    door: 'lan',
    access: 'staff',
    body: LeagueBody,
    response: League,
    status: 201,
  }),
  one: endpoint({
    method: 'get',
    path: '/api/leagues/:id',
    door: 'lan',
    access: 'staff',
    response: LeagueDetail,
  }),
  createDivision: endpoint({
    method: 'post',
    path: '/api/leagues/:id/divisions',
    door: 'lan',
    access: 'staff',
    body: DivisionBody,
    response: LeagueDivision,
    status: 201,
  }),
  createTeam: endpoint({
    method: 'post',
    path: '/api/league-divisions/:id/teams',
    door: 'lan',
    access: 'staff',
    body: TeamBody,
    response: LeagueTeam,
    status: 201,
  }),
  previewSeason: endpoint({
    method: 'post',
    path: '/api/leagues/:id/season-preview',
    door: 'lan',
    access: 'staff',
    body: SeasonBody,
    response: SeasonPreview,
  }),
  createSeason: endpoint({
    method: 'post',
    path: '/api/leagues/:id/seasons',
    door: 'lan',
    access: 'staff',
    body: SeasonBody,
    response: Season,
    status: 201,
  }),
  fixtures: endpoint({
    method: 'get',
    path: '/api/league-seasons/:id/fixtures',
    door: 'lan',
    access: 'staff',
    response: SeasonFixtures,
  }),
  tables: endpoint({
    method: 'get',
    path: '/api/league-seasons/:id/tables',
    door: 'lan',
    access: 'staff',
    response: SeasonTables,
  }),
  nights: endpoint({
    method: 'get',
    path: '/api/league-nights',
    door: 'lan',
    access: 'staff',
    query: LeagueNightsQuery,
    response: z.array(CalendarLeagueNight),
  }),
};
