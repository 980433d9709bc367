import { z } from 'zod';
import { GameResultBody } from '../../../shared/api/games';
import { listAllGames, listTournamentGames } from '../../db/tournaments';
import { takeMatchOffLane } from '../../services/tournamentMatch';
import { recordResult } from '../../services/tournamentsResults';
import { defineRoute, type Route } from '../route';

const GamesQuery = z.object({ tournamentId: z.string().optional() });

/**
 * SPEC §7 Games. GET /api/games is read by the TV on the LAN door without a session: callers without one
 * get tournament games only (lane games belong to whoever hired the lane). `?tournamentId=` narrows the
 * list so a TV showing one tournament does not download every game of the night.
 */
export function gameRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/games',
      access: 'lan',
      query: GamesQuery,
      handle: ({ ctx, user, query }) =>
        query.tournamentId
          ? listTournamentGames(ctx.db, query.tournamentId)
          : listAllGames(ctx.db, user === null),
    }),
    defineRoute({
      method: 'put',
      path: '/api/games/:id/result',
      access: 'staff',
      body: GameResultBody,
      handle: ({ ctx, params, body }) => recordResult(ctx, params.id, body),
    }),
    defineRoute({
      // Issue 12: staff take a match off its lane (players swapped boards); it goes back to pending.
      method: 'post',
      path: '/api/games/:id/take-off-lane',
      access: 'staff',
      handle: ({ ctx, params }) => takeMatchOffLane(ctx, params.id),
    }),
  ];
}
