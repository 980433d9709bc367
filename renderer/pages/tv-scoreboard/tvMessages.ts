import { safeParse } from 'zod/v4/core';
import { Game } from '../../../shared/api/games';
import { TournamentState } from '../../../shared/api/tournaments';
import { VenueView } from '../../../shared/api/venue';

/**
 * The socket messages the TV acts on. The type and the ids are checked by hand (the shared classic zod union of
 * shared/api/realtime.ts would be a quarter of the TV's legacy bundle); what the TV shows as it
 * comes — a tournament's whole state, a game as its darts are thrown, the venue view — is parsed with the
 * same zod/mini schemas that check the server's answers, which the TV carries anyway. A payload that does
 * not parse is left out, and the TV fetches what the message names instead. Anything else — 'hello', lane
 * updates (no lanes on the scoreboard), a type added later, a malformed message — is undefined and ignored.
 */
export type TvMessage =
  /** `game` when the payload is a whole game: a tournament's TV puts it into the state it shows. */
  | { type: 'game_updated'; gameId: string; tournamentId: string | null; game?: Game }
  /** `state` when it came and parsed (none once the tournament is cancelled). */
  | { type: 'tournament_updated'; tournamentId: string; state?: TournamentState }
  | { type: 'tournament_advanced'; tournamentId: string; state?: TournamentState }
  /** The venue view changed: it comes whole, parsed by its zod/mini schema, and /tv/venue shows it. */
  | { type: 'venue_updated'; view: VenueView };

type Fields = { [field: string]: unknown };

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function stateIn(data: Fields): TournamentState | undefined {
  if (!isObject(data.state)) return undefined;
  const state = safeParse(TournamentState, data.state);
  return state.success ? state.data : undefined;
}

export function readTvMessage(data: unknown): TvMessage | undefined {
  if (!isObject(data)) return undefined;
  switch (data.type) {
    case 'game_updated': {
      const game = data.game;
      if (!isObject(game) || !isId(game.id)) return undefined;
      const tournamentId = game.tournamentId;
      if (tournamentId !== null && !isId(tournamentId)) return undefined;
      const whole = tournamentId === null ? undefined : safeParse(Game, game);
      return {
        type: 'game_updated',
        gameId: game.id,
        tournamentId,
        game: whole && whole.success ? whole.data : undefined,
      };
    }
    case 'tournament_updated': {
      const tournament = data.tournament;
      if (!isObject(tournament) || !isId(tournament.id)) return undefined;
      return { type: 'tournament_updated', tournamentId: tournament.id, state: stateIn(data) };
    }
    case 'tournament_advanced':
      return isId(data.tournamentId)
        ? { type: 'tournament_advanced', tournamentId: data.tournamentId, state: stateIn(data) }
        : undefined;
    case 'venue_updated': {
      const view = safeParse(VenueView, data.view);
      return view.success ? { type: 'venue_updated', view: view.data } : undefined;
    }
    default:
      return undefined;
  }
}
