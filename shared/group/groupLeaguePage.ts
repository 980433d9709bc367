import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/**
 * The group's public league page (docs/venue-group.md, "A league across the group"): no sign-in, on the
 * hub's door beside the group's booking page. Tables, fixtures with their venues and dates, results (with
 * who corrected them and why) and the player tables — players named only when they did not hide
 * themselves, and nothing else about anyone. The same JSON is what `tables_changed` carries to every hosting
 * venue, for its own public league page.
 */

export const PublicCorrection = z.strictObject({
  by: z.string(),
  where: z.enum(['head office', 'venue']),
  reason: z.string(),
  at: z.string(),
});

export const PublicFixture = z.strictObject({
  id: z.uuid(),
  week: z.number().int(),
  nightDate: z.string(),
  home: z.string(),
  away: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  status: z.enum(['scheduled', 'postponed', 'played']),
  result: z
    .strictObject({
      homeGames: z.number().int(),
      awayGames: z.number().int(),
      homeLegs: z.number().int(),
      awayLegs: z.number().int(),
      version: z.number().int(),
      corrected: PublicCorrection.nullable(),
    })
    .nullable(),
});
export type PublicFixture = z.infer<typeof PublicFixture>;

export const PublicStanding = z.strictObject({
  place: z.number().int(),
  team: z.string(),
  venueName: z.string(),
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
export type PublicStanding = z.infer<typeof PublicStanding>;

/** A player's season from the results: games played and won (only players who did not hide themselves). */
export const PublicPlayerRow = z.strictObject({
  name: z.string(),
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
});
export type PublicPlayerRow = z.infer<typeof PublicPlayerRow>;

export const PublicGroupLeague = z.strictObject({
  league: z.strictObject({ id: z.uuid(), name: z.string() }),
  season: z
    .strictObject({ name: z.string(), startDate: z.string(), roundRobin: z.enum(['single', 'double']) })
    .nullable(),
  computedAt: z.string(),
  divisions: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      table: z.array(PublicStanding),
      fixtures: z.array(PublicFixture),
      players: z.array(PublicPlayerRow),
    }),
  ),
});
export type PublicGroupLeague = z.infer<typeof PublicGroupLeague>;

export const PublicGroupLeagueList = z.strictObject({
  leagues: z.array(
    z.strictObject({ id: z.uuid(), name: z.string(), season: z.string().nullable(), published: z.boolean() }),
  ),
});
export type PublicGroupLeagueList = z.infer<typeof PublicGroupLeagueList>;

/** Where the public league page lives on the hub (beside the group's booking page, `/book`). */
export const GROUP_LEAGUE_PAGE_PATH = '/league';

/** The public page's API: anonymous, published leagues only. */
export const groupLeaguePageEndpoints = {
  leagues: endpoint({
    method: 'get',
    path: '/api/group/leagues',
    door: 'head office',
    access: 'anonymous',
    response: PublicGroupLeagueList,
  }),
  league: endpoint({
    method: 'get',
    path: '/api/group/leagues/:leagueId',
    door: 'head office',
    access: 'anonymous',
    response: PublicGroupLeague,
  }),
};
