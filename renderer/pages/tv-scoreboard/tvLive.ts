import { useEffect } from 'react';
import { assertNever } from '../../../shared/assertNever';
import { keys } from '../../api/keys';
import { LiveSocket } from '../../api/socket';
import { readTvMessage, type TvMessage } from './tvMessages';
import { refreshSmall, setSmallData } from '../../api/smallQuery';

/**
 * SPEC §4 live updates on the TV: a game result refreshes its tournament's games, groups and knockout; a
 * tournament change refreshes the list and that tournament; a new stage refreshes every tournament and
 * game. The same refreshes as the LAN app (api/live.ts), made by fetching again: the server stays the
 * one source of truth, and the TV never trusts a message's content.
 */
export function applyTvMessage(message: TvMessage): void {
  switch (message.type) {
    case 'game_updated': {
      const id = message.tournamentId;
      if (id === null) return; // a lane game: not on the scoreboard
      refreshSmall(keys.tournamentGames(id));
      refreshSmall(keys.groups(id));
      refreshSmall(keys.knockout(id));
      return;
    }
    case 'tournament_updated':
      refreshSmall(keys.tournaments, true);
      refreshSmall(keys.tournament(message.tournamentId));
      return;
    case 'tournament_advanced':
      refreshSmall(keys.tournaments);
      refreshSmall(keys.games);
      return;
    case 'venue_updated':
      // The view comes whole: shown as it is, with no GET per dart on every TV.
      setSmallData(keys.venue, message.view);
      return;
    default:
      assertNever(message, 'TV socket message');
  }
}

/**
 * The TV's own socket (SPEC §7 reconnect policy, api/socket.ts), for as long as the screen that calls
 * this is shown. After a reconnect every query on screen is fetched again: messages may have been missed.
 */
export function useTvLiveUpdates(): void {
  useEffect(() => {
    const live = new LiveSocket<TvMessage>({
      read: readTvMessage,
      onMessage: applyTvMessage,
      onStatus: () => undefined,
      onReconnect: () => refreshSmall([]),
    });
    live.start();
    return () => live.stop();
  }, []);
}
