import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The public league page's read (docs/league-nights.md#the-public-league-page): the league's latest season,
 * its table per division, its fixtures and results by week, and its player tables. Team names, and players'
 * names on the player tables only (never a player who hid themselves) — no roster, no captain, no contact.
 * Written with zod/mini, like the booking page's answers, to keep the page's script small.
 */

const Row = z.object({
  team: z.string(),
  place: z.number(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  gamesFor: z.number(),
  gamesAgainst: z.number(),
  legsFor: z.number(),
  legsAgainst: z.number(),
  points: z.number(),
});

const PublicFixture = z.object({
  week: z.number(),
  date: z.string(),
  division: z.string(),
  home: z.string(),
  away: z.string(),
  status: z.enum(['scheduled', 'played', 'postponed', 'walkover']),
  homeGames: z.number(),
  awayGames: z.number(),
  /** A league across the group: the venue that hosts the fixture (head office's snapshot names it). */
  venue: z.optional(z.string()),
  /**
   * A league across the group: the result's last correction — who made it, where (head office or the
   * hosting venue), why and when. Absent for a result as both captains signed it off.
   */
  corrected: z.optional(
    z.object({
      by: z.string(),
      where: z.enum(['head office', 'venue']),
      reason: z.string(),
      at: z.string(),
    }),
  ),
});
export type PublicFixture = z.infer<typeof PublicFixture>;

/** A row of a player table: the player's name as the league has it, and the figure. */
const PlayerEntry = z.object({ player: z.string(), value: z.number() });
export type PublicPlayerEntry = z.infer<typeof PlayerEntry>;

/** The season's player tables: players who hid themselves are on none (docs/league.md#player-tables). */
const PublicPlayerTables = z.object({
  average: z.array(PlayerEntry),
  oneEighties: z.array(PlayerEntry),
  tonForties: z.array(PlayerEntry),
  highestCheckout: z.array(PlayerEntry),
  tonPlusFinishes: z.array(PlayerEntry),
});
export type PublicPlayerTables = z.infer<typeof PublicPlayerTables>;

export const PublicLeague = z.object({
  name: z.string(),
  season: z.nullable(
    z.object({
      name: z.string(),
      weeks: z.number(),
      divisions: z.array(z.object({ name: z.string(), table: z.array(Row) })),
      fixtures: z.array(PublicFixture),
      playerTables: PublicPlayerTables,
    }),
  ),
  /**
   * A league across the group, on a venue's door: the page is head office's public snapshot of the whole league, computed at
   * `at` (shown in the venue's time zone, `zone`). Absent for a venue's own league, read live.
   */
  asOf: z.optional(z.object({ at: z.string(), zone: z.string() })),
});
export type PublicLeague = z.infer<typeof PublicLeague>;

export const leaguePublicEndpoints = {
  publicLeague: endpoint({
    method: 'get',
    path: '/api/public/leagues/:id',
    door: 'public',
    access: 'anonymous',
    response: PublicLeague,
  }),
};
