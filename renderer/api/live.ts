import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '../../shared/api/realtime';
import { assertNever } from '../../shared/assertNever';
import { keys } from './keys';
import { laneGameQueries } from './queries/laneGame';
import { laneQueries, putLane } from './queries/lanes';

/**
 * SPEC §4 Live updates, applied to the query cache: lane_updated replaces that lane and refreshes stats;
 * game_updated refreshes games; tournament_updated and tournament_advanced refresh the tournament, its
 * groups, knockout and games. The server stays the one source of truth.
 */
export function applyServerMessage(client: QueryClient, message: ServerMessage): void {
  switch (message.type) {
    case 'hello':
      return;
    case 'lane_updated': {
      // Staff hear whole lanes; a paired tablet hears its own lane only, without customers' details, and
      // has no lane list to update.
      putLane(client, message.lane);
      void client.invalidateQueries({ queryKey: laneQueries.stats().queryKey });
      // A lane changes when its bookings do (created, moved, cancelled, activated): refresh the lists.
      void client.invalidateQueries({ queryKey: keys.reservations });
      return;
    }
    case 'game_updated': {
      const game = message.game;
      client.setQueryData(keys.game(game.id), game);
      void client.invalidateQueries({ queryKey: keys.games, exact: true });
      // A lane's game: its session's, or the tournament match its tablet plays (issue 12).
      if (game.laneId !== null) {
        const current = laneGameQueries.current(game.laneId).queryKey;
        if (message.laneGame) {
          // The scoring screen's answer came with the message: applied as it is, nothing fetched.
          client.setQueryData(current, message.laneGame);
          void client.invalidateQueries({ queryKey: laneGameQueries.figures(game.laneId).queryKey });
        } else {
          void client.invalidateQueries({ queryKey: current });
        }
      }
      if (game.tournamentId) {
        void client.invalidateQueries({ queryKey: keys.tournamentGames(game.tournamentId) });
        void client.invalidateQueries({ queryKey: keys.groups(game.tournamentId) });
        void client.invalidateQueries({ queryKey: keys.knockout(game.tournamentId) });
      }
      return;
    }
    case 'tournament_updated': {
      const t = message.tournament;
      client.setQueryData(keys.tournament(t.id), t);
      void client.invalidateQueries({ queryKey: keys.tournaments, exact: true });
      void client.invalidateQueries({ queryKey: keys.groups(t.id) });
      void client.invalidateQueries({ queryKey: keys.knockout(t.id) });
      return;
    }
    case 'tournament_advanced':
      void client.invalidateQueries({ queryKey: keys.tournaments });
      void client.invalidateQueries({ queryKey: keys.games });
      return;
    case 'venue_updated':
      client.setQueryData(keys.venue, message.view);
      return;
    default:
      assertNever(message, 'socket message');
  }
}

/** After a reconnect the client may have missed messages: refetch everything on screen. */
export function resyncAll(client: QueryClient): void {
  void client.invalidateQueries();
}
