import { useEffect } from 'react';
import type { Game } from '../../../shared/api/games';
import type { Tournament, TournamentState } from '../../../shared/api/tournaments';
import { assertNever } from '../../../shared/assertNever';
import { keys } from '../../api/keys';
import { LiveSocket } from '../../api/socket';
import { readTvMessage, type TvMessage } from './tvMessages';
import { refreshSmall, setSmallData, smallQuerySnapshot } from '../../api/smallQuery';

/** Puts a game the socket brought into the tournament state the TV holds; false when it cannot. */
function putGame(tournamentId: string, game: Game): boolean {
  const key = keys.tournamentState(tournamentId);
  const state = smallQuerySnapshot<TournamentState>(key).data;
  if (!state) return false;
  const games = state.games.slice();
  let found = false;
  for (let i = 0; i < games.length; i++)
    if (games[i].id === game.id) {
      games[i] = game;
      found = true;
    }
  if (found) setSmallData(key, { ...state, games });
  return found;
}

/** Puts a tournament's new state where the TV shows it: its own view, and its card on the selection page. */
function putState(state: TournamentState): void {
  const t = state.tournament;
  setSmallData(keys.tournamentState(t.id), state);
  const list = smallQuerySnapshot<Tournament[]>(keys.tournaments).data;
  if (list && list.some((x) => x.id === t.id))
    setSmallData(
      keys.tournaments,
      list.map((x) => (x.id === t.id ? t : x)),
    );
  else refreshSmall(keys.tournaments, true);
}

/**
 * Live updates on the TV, applied from what the messages carry: a tournament's change brings its
 * whole state, shown as it comes; a dart brings its game, put into that state. So a tournament's darts cost
 * the TV no request at all. A message without a usable payload (a cancelled tournament, a game the TV has not
 * seen yet) makes it fetch what the message names instead.
 */
export function applyTvMessage(message: TvMessage): void {
  switch (message.type) {
    case 'game_updated': {
      const id = message.tournamentId;
      if (id === null) return; // a lane game: not on the scoreboard
      if (!message.game || !putGame(id, message.game)) refreshSmall(keys.tournamentState(id));
      return;
    }
    case 'tournament_updated':
    case 'tournament_advanced':
      if (message.state) putState(message.state);
      else {
        refreshSmall(keys.tournaments, true);
        refreshSmall(keys.tournamentState(message.tournamentId));
      }
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
