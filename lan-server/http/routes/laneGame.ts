import { ScoreRequest, UpdateGameModeRequest } from '../../../shared/api/laneGame';
import { currentLaneGame, scoreLaneGame, updateLaneGameMode } from '../../services/laneGame';
import { laneIdFrom } from '../../services/lanes';
import { defineRoute, type Route } from '../route';

/**
 * The lane's game (issue 4): read, score and change mode. Access 'lane': a staff session, or a tablet paired
 * to this lane, so a lane's tablet can never score another lane's game.
 */
export function laneGameRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/lanes/:id/game',
      access: 'lane',
      handle: ({ ctx, params }) => currentLaneGame(ctx, laneIdFrom(params.id)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/score',
      access: 'lane',
      body: ScoreRequest,
      handle: ({ ctx, params, body }) => scoreLaneGame(ctx, laneIdFrom(params.id), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/lanes/:id/update-game-mode',
      access: 'lane',
      body: UpdateGameModeRequest,
      handle: ({ ctx, params, body }) => updateLaneGameMode(ctx, laneIdFrom(params.id), body),
    }),
  ];
}
