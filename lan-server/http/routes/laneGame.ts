import { implement } from '../implement';
import { laneGameEndpoints as laneGameApi } from '../../../shared/api/laneGame';
import { currentLaneGame, scoreLaneGame, updateLaneGameMode } from '../../services/laneGame';
import { laneIdFrom } from '../../services/lanes';
import { type Route } from '../route';

/**
 * The lane's game: read, score and change mode. Access 'lane': a staff session, or a tablet paired
 * to this lane, so a lane's tablet can never score another lane's game.
 */
export function laneGameRoutes(): Route[] {
  return [
    implement(laneGameApi.current, ({ ctx, params }) => currentLaneGame(ctx, laneIdFrom(params.id))),
    implement(laneGameApi.score, ({ ctx, params, body }) => scoreLaneGame(ctx, laneIdFrom(params.id), body)),
    implement(laneGameApi.updateGameMode, ({ ctx, params, body }) =>
      updateLaneGameMode(ctx, laneIdFrom(params.id), body),
    ),
  ];
}
