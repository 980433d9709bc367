import { z } from 'zod';
import { endpoint } from './endpoint';
import { LeagueDivision, SeasonTables } from './leagues';

/**
 * A season's end (docs/league-nights.md#a-seasons-end): its final table per division, the promotion and
 * relegation proposed from it (shared/league/seasonEnd.ts), staff's confirmation, which moves the teams into
 * their divisions for the next season, and the season as a CSV file. Staff only on the LAN door.
 */

/** How many teams go up and down between neighbouring divisions (1 by default). */
export const SeasonEndQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(1) });
export const SeasonEndBody = z.object({ count: z.number().int().min(1).max(20).default(1) });
export type SeasonEndBody = z.infer<typeof SeasonEndBody>;

export const SeasonMove = z.object({
  team: z.string(),
  from: z.string(),
  to: z.string(),
  direction: z.enum(['up', 'down']),
  place: z.number().int(),
});
export type SeasonMove = z.infer<typeof SeasonMove>;

export const SeasonEnd = z.object({
  tables: SeasonTables,
  /** Fixtures still without a result (scheduled or postponed): the season cannot be ended until they have one. */
  unplayed: z.number().int(),
  moves: z.array(SeasonMove),
  /** Sentences for staff: places shared across a promotion or relegation line. */
  notes: z.array(z.string()),
  /** Why these moves cannot be proposed (too few teams for the count), or null. */
  refusal: z.string().nullable(),
});
export type SeasonEnd = z.infer<typeof SeasonEnd>;

/** The league's divisions once the moves are made: the next season is drawn from them. */
export const SeasonEndConfirmed = z.object({
  moves: z.array(SeasonMove),
  divisions: z.array(LeagueDivision),
});
export type SeasonEndConfirmed = z.infer<typeof SeasonEndConfirmed>;

export const leagueSeasonEndEndpoints = {
  seasonEnd: endpoint({
    method: 'get',
    path: '/api/league-seasons/:id/season-end',
    door: 'lan',
    access: 'staff',
    query: SeasonEndQuery,
    response: SeasonEnd,
  }),
  confirmSeasonEnd: endpoint({
    method: 'post',
    path: '/api/league-seasons/:id/season-end',
    door: 'lan',
    access: 'staff',
    body: SeasonEndBody,
    response: SeasonEndConfirmed,
  }),
  exportSeason: endpoint({
    method: 'get',
    path: '/api/league-seasons/:id/export',
    door: 'lan',
    access: 'staff',
    response: 'file',
  }),
};
