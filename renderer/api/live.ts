import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '../../shared/api/realtime';
import { assertNever } from '../../shared/assertNever';
import { keys } from './keys';
import { laneGameQueries } from './queries/laneGame';
import { laneQueries, putLane } from './queries/lanes';
import { reservationQueries } from './queries/reservations';
import { gameQueries, tournamentQueries } from './queries/tournaments';
import { venueQueries } from './queries/venue';

/**
 * SPEC §4 Live updates, applied to the query cache: lane_updated replaces that lane and refreshes stats;
 * game_updated refreshes games and puts a tournament's game into its state; tournament_updated and
 * tournament_advanced bring the tournament's whole state, set as it comes, and refresh the lists.
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
      void client.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
      return;
    }
    case 'game_updated': {
      const game = message.game;
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
        // The tournament's state takes the game as it is; the rest of the state changes only with a
        // tournament message, which carries it whole.
        const state = queryOptions(tournamentQueries.state(game.tournamentId)).queryKey;
        client.setQueryData(state, (old) =>
          old ? { ...old, games: old.games.map((g) => (g.id === game.id ? game : g)) } : old,
        );
        void client.invalidateQueries({ queryKey: gameQueries.ofTournament(game.tournamentId).queryKey });
        void client.invalidateQueries({ queryKey: tournamentQueries.groups(game.tournamentId).queryKey });
        void client.invalidateQueries({ queryKey: tournamentQueries.knockout(game.tournamentId).queryKey });
      }
      return;
    }
    case 'tournament_updated': {
      const t = message.tournament;
      client.setQueryData(queryOptions(tournamentQueries.one(t.id)).queryKey, t);
      const state = queryOptions(tournamentQueries.state(t.id)).queryKey;
      if (message.state) client.setQueryData(state, message.state);
      else void client.invalidateQueries({ queryKey: state });
      void client.invalidateQueries({ queryKey: tournamentQueries.list().queryKey, exact: true });
      void client.invalidateQueries({ queryKey: tournamentQueries.groups(t.id).queryKey });
      void client.invalidateQueries({ queryKey: tournamentQueries.knockout(t.id).queryKey });
      return;
    }
    case 'tournament_advanced':
      client.setQueryData(
        queryOptions(tournamentQueries.state(message.tournamentId)).queryKey,
        message.state,
      );
      void client.invalidateQueries({ queryKey: keys.tournaments });
      void client.invalidateQueries({ queryKey: keys.games });
      return;
    case 'venue_updated':
      client.setQueryData(queryOptions(venueQueries.view()).queryKey, message.view);
      return;
    default:
      assertNever(message, 'socket message');
  }
}

/** After a reconnect the client may have missed messages: refetch everything on screen. */
export function resyncAll(client: QueryClient): void {
  void client.invalidateQueries();
}
