import { implement } from '../implement';
import { gameWrites } from '../../../shared/api/gameResults';
import { gameReads } from '../../../shared/api/games';
import { listGames } from '../../services/games';
import { takeMatchOffLane } from '../../services/tournamentMatch';
import { recordResult } from '../../services/tournamentsResults';
import { type Route } from '../route';

/**
 * The games endpoints. GET /api/games is read by the TV on the LAN door without a session: callers without
 * one get tournament games only (lane games belong to whoever hired the lane). `?tournamentId=` narrows the
 * list so a TV showing one tournament does not download every game of the night.
 */
export function gameRoutes(): Route[] {
  return [
    implement(gameReads.list, ({ ctx, user, query }) => listGames(ctx, query, { signedIn: user !== null })),
    implement(gameWrites.recordResult, ({ ctx, params, body }) => recordResult(ctx, params.id, body)),
    // Staff take a match off its lane (players swapped boards); it goes back to pending.
    implement(gameWrites.takeOffLane, ({ ctx, params }) => takeMatchOffLane(ctx, params.id)),
  ];
}
