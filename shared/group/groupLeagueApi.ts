import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { VenueId } from '../api/group';
import { LeagueFormatSchema } from '../api/leagues';
import { POINTS_SCHEMES } from '../league/points';
import { Correction, GroupGameResult, GroupLeagueFixture, HostNight } from './groupLeague';
import { PublicLeague } from '../api/leaguePublic';

/**
 * Head office's half of a league across the group (docs/venue-group.md, "A league across the group"): the
 * entries that create a league, its divisions and teams (each with a home venue and roster), a season with
 * each hosting venue's night, draw and publish its fixtures, correct a result and move a fixture; and the
 * league's page as head office sees it. A person sees and runs a league only when every venue of its teams
 * is among theirs (an owner: all).
 */

const Name = z.string().trim().min(1, 'Please give it a name.').max(60, 'A name is at most 60 characters.');
const LocalDate = z.iso.date('A date is written YYYY-MM-DD.');

/** The leagues a person may run, with their current season and whether it is published. */
export const GroupLeagueList = z.strictObject({
  leagues: z.array(
    z.strictObject({ id: z.uuid(), name: z.string(), season: z.string().nullable(), published: z.boolean() }),
  ),
});
export type GroupLeagueList = z.infer<typeof GroupLeagueList>;

export const NewGroupLeagueBody = z.strictObject({
  name: Name,
  pointsScheme: z.enum(POINTS_SCHEMES).default('3-1-0'),
  format: LeagueFormatSchema,
});
export type NewGroupLeagueBody = z.infer<typeof NewGroupLeagueBody>;

export const NewDivisionBody = z.strictObject({ name: Name });

export const RosterPlayerBody = z.strictObject({
  name: Name,
  captain: z.boolean().default(false),
  /** The player asked not to be named on public tables (the venue's leaderboard rule). */
  hidden: z.boolean().default(false),
});

export const NewTeamBody = z.strictObject({
  divisionId: z.uuid('Choose a division.'),
  name: Name,
  homeVenueId: VenueId,
  players: z.array(RosterPlayerBody).max(30, 'A roster holds at most 30 players.').default([]),
});
export type NewTeamBody = z.infer<typeof NewTeamBody>;

/**
 * A team's roster as head office changes it mid-season, in order: a player kept names their id, a new one
 * has none; a player left out leaves the roster (their results stay). One of them is the captain.
 */
export const RosterBody = z.strictObject({
  players: z
    .array(RosterPlayerBody.extend({ id: z.uuid().optional() }))
    .min(1, 'A roster needs at least one player.')
    .max(30, 'A roster holds at most 30 players.'),
});
export type RosterBody = z.infer<typeof RosterBody>;

export const NewSeasonBody = z.strictObject({
  name: Name,
  startDate: LocalDate,
  roundRobin: z.enum(['single', 'double']),
  /** Each hosting venue's league night: every home venue of the league's teams needs one. */
  nights: z
    .array(z.strictObject({ venueId: VenueId, night: HostNight }))
    .min(1)
    .max(200),
});
export type NewSeasonBody = z.infer<typeof NewSeasonBody>;

export const DrawBody = z.strictObject({ seed: z.number().int().nonnegative().optional() });

export const CorrectResultBody = z.strictObject({
  games: z.array(GroupGameResult).min(1).max(40),
  reason: z.string().trim().min(1, 'Please say why the result is corrected.').max(300),
});
export type CorrectResultBody = z.infer<typeof CorrectResultBody>;

export const MoveFixtureBody = z.strictObject({
  nightDate: LocalDate,
  status: z.enum(['scheduled', 'postponed']),
});
export type MoveFixtureBody = z.infer<typeof MoveFixtureBody>;

export const GroupLeagueCreated = z.strictObject({ id: z.uuid() });

/** A result as head office holds it, with every correction made to it (who, where, why). */
export const HeldResult = z.strictObject({
  version: z.number().int().positive(),
  games: z.array(GroupGameResult),
  signedAt: z.string().nullable(),
  corrections: z.array(Correction),
});
export type HeldResult = z.infer<typeof HeldResult>;

export const HeadOfficeFixture = GroupLeagueFixture.extend({ result: HeldResult.nullable() });

export const GroupLeagueView = z.strictObject({
  league: z.strictObject({
    id: z.uuid(),
    name: z.string(),
    pointsScheme: z.enum(POINTS_SCHEMES),
    format: LeagueFormatSchema,
  }),
  divisions: z.array(z.strictObject({ id: z.uuid(), name: z.string(), position: z.number().int() })),
  teams: z.array(
    z.strictObject({
      id: z.uuid(),
      divisionId: z.uuid(),
      name: z.string(),
      homeVenueId: z.string(),
      homeVenueName: z.string(),
      players: z.array(
        z.strictObject({ id: z.uuid(), name: z.string(), captain: z.boolean(), hidden: z.boolean() }),
      ),
    }),
  ),
  season: z
    .strictObject({
      id: z.uuid(),
      name: z.string(),
      startDate: z.string(),
      roundRobin: z.enum(['single', 'double']),
      drawn: z.boolean(),
      publishedAt: z.string().nullable(),
      nights: z.array(z.strictObject({ venueId: z.string(), night: HostNight })),
    })
    .nullable(),
  fixtures: z.array(HeadOfficeFixture),
  /** Venue corrections that lost the race: kept, shown, not applied. */
  conflicts: z.array(
    z.strictObject({
      fixtureId: z.uuid(),
      venueId: z.string(),
      basedOn: z.number().int(),
      standingVersion: z.number().int(),
      games: z.array(GroupGameResult),
      correction: Correction.nullable(),
      receivedAt: z.string(),
    }),
  ),
  clashes: z.array(
    z.strictObject({
      fixtureId: z.uuid(),
      venueId: z.string(),
      nightDate: z.string(),
      lanesShort: z.number().int(),
      reportedAt: z.string(),
    }),
  ),
  /** Each hosting venue's feed: entries written and how far the venue has applied them. */
  feeds: z.array(
    z.strictObject({
      venueId: z.string(),
      written: z.number().int(),
      appliedThrough: z.number().int(),
      answeredAt: z.string().nullable(),
    }),
  ),
  /** The league as its public page shows it (the one public league shape). */
  page: PublicLeague,
});
export type GroupLeagueView = z.infer<typeof GroupLeagueView>;

/** Head office's league entries: for its users (a viewer reads), each league only for those who see its venues. */
export const groupLeagueEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/group-leagues',
    door: 'head office',
    access: 'staff',
    response: GroupLeagueList,
  }),
  create: endpoint({
    method: 'post',
    path: '/api/group-leagues',
    door: 'head office',
    access: 'staff',
    body: NewGroupLeagueBody,
    response: GroupLeagueCreated,
    status: 201,
  }),
  view: endpoint({
    method: 'get',
    path: '/api/group-leagues/:leagueId',
    door: 'head office',
    access: 'staff',
    response: GroupLeagueView,
  }),
  addDivision: endpoint({
    method: 'post',
    path: '/api/group-leagues/:leagueId/divisions',
    door: 'head office',
    access: 'staff',
    body: NewDivisionBody,
    response: GroupLeagueCreated,
    status: 201,
  }),
  addTeam: endpoint({
    method: 'post',
    path: '/api/group-leagues/:leagueId/teams',
    door: 'head office',
    access: 'staff',
    body: NewTeamBody,
    response: GroupLeagueCreated,
    status: 201,
  }),
  /**
   * Changes a team's roster (add, remove, captain); once the season is published every venue hosting a
   * fixture of the team, home or away, is told.
   */
  roster: endpoint({
    method: 'put',
    path: '/api/group-leagues/:leagueId/teams/:teamId/roster',
    door: 'head office',
    access: 'staff',
    body: RosterBody,
    response: GroupLeagueView,
  }),
  createSeason: endpoint({
    method: 'post',
    path: '/api/group-leagues/:leagueId/season',
    door: 'head office',
    access: 'staff',
    body: NewSeasonBody,
    response: GroupLeagueCreated,
    status: 201,
  }),
  /** Draws (or draws again, until published) the season's fixtures: home and away across the venues. */
  draw: endpoint({
    method: 'post',
    path: '/api/group-leagues/:leagueId/season/draw',
    door: 'head office',
    access: 'staff',
    body: DrawBody,
    response: GroupLeagueView,
  }),
  /** Tells each hosting venue the league and its fixtures (its feed), in one transaction. */
  publish: endpoint({
    method: 'post',
    path: '/api/group-leagues/:leagueId/season/publish',
    door: 'head office',
    access: 'staff',
    response: GroupLeagueView,
  }),
  /** Head office's correction of a result: always of its current version; flows down to the host venue. */
  correct: endpoint({
    method: 'put',
    path: '/api/group-leagues/:leagueId/fixtures/:fixtureId/result',
    door: 'head office',
    access: 'staff',
    body: CorrectResultBody,
    response: GroupLeagueView,
  }),
  /** Moves a fixture to another night or postpones it; the host venue is told. */
  moveFixture: endpoint({
    method: 'put',
    path: '/api/group-leagues/:leagueId/fixtures/:fixtureId',
    door: 'head office',
    access: 'staff',
    body: MoveFixtureBody,
    response: GroupLeagueView,
  }),
};
