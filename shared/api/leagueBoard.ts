import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The TV's league view (`/tv/league/{id}`): tonight's fixtures as their legs fall, and the table of each
 * division. GET /api/tv/leagues/:id and the `league_updated` socket message carry the same answer. Team
 * names only, as on the public league page. zod/mini, like the TV's other answers.
 */

const BoardGame = z.object({
  gameNumber: z.number(),
  kind: z.enum(['singles', 'pairs', 'team']),
  homeLegs: z.number(),
  awayLegs: z.number(),
  status: z.enum(['waiting', 'playing', 'finished']),
  laneNumber: z.nullable(z.number()),
});

const BoardFixture = z.object({
  id: z.string(),
  division: z.string(),
  home: z.string(),
  away: z.string(),
  status: z.enum(['scheduled', 'played', 'postponed', 'walkover']),
  homeGames: z.number(),
  awayGames: z.number(),
  games: z.array(BoardGame),
});

const BoardRow = z.object({
  team: z.string(),
  place: z.number(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  legsFor: z.number(),
  legsAgainst: z.number(),
  points: z.number(),
});

export const LeagueBoard = z.object({
  leagueId: z.string(),
  name: z.string(),
  seasonName: z.nullable(z.string()),
  /** Tonight at the venue, 'YYYY-MM-DD'. */
  date: z.string(),
  fixtures: z.array(BoardFixture),
  divisions: z.array(z.object({ name: z.string(), table: z.array(BoardRow) })),
});
export type LeagueBoard = z.infer<typeof LeagueBoard>;

export const leagueBoardEndpoints = {
  /** The TV's league view; LAN door, no sign-in (a TV has none). */
  board: endpoint({
    method: 'get',
    path: '/api/tv/leagues/:id',
    door: 'lan',
    access: 'anonymous',
    response: LeagueBoard,
  }),
};
