import { safeParse } from 'zod/v4/core';
import { VenueView } from '../../../shared/api/venue';

/**
 * The socket messages the TV acts on, checked by hand (issue 15), except the venue view, which the TV
 * shows as it comes and so parses with its schema. The LAN app checks every message with
 * the shared zod schemas (shared/api/realtime.ts); on the TV that one check was a quarter of its legacy
 * bundle, and the TV never reads a message's content anyway: a message only tells it which data to
 * fetch again, and the server's answer is what it shows. So this guard checks just the type and the ids
 * the TV uses. Anything else — 'hello', lane updates (no lanes on the scoreboard), a type added later,
 * a malformed message — is undefined and ignored.
 */
export type TvMessage =
  | { type: 'game_updated'; gameId: string; tournamentId: string | null }
  | { type: 'tournament_updated'; tournamentId: string }
  | { type: 'tournament_advanced'; tournamentId: string }
  /** The venue view changed: it comes whole, parsed by its zod/mini schema, and /tv/venue shows it. */
  | { type: 'venue_updated'; view: VenueView };

type Fields = { [field: string]: unknown };

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function readTvMessage(data: unknown): TvMessage | undefined {
  if (!isObject(data)) return undefined;
  switch (data.type) {
    case 'game_updated': {
      const game = data.game;
      if (!isObject(game) || !isId(game.id)) return undefined;
      const tournamentId = game.tournamentId;
      if (tournamentId !== null && !isId(tournamentId)) return undefined;
      return { type: 'game_updated', gameId: game.id, tournamentId };
    }
    case 'tournament_updated': {
      const tournament = data.tournament;
      if (!isObject(tournament) || !isId(tournament.id)) return undefined;
      return { type: 'tournament_updated', tournamentId: tournament.id };
    }
    case 'tournament_advanced':
      return isId(data.tournamentId)
        ? { type: 'tournament_advanced', tournamentId: data.tournamentId }
        : undefined;
    case 'venue_updated': {
      const view = safeParse(VenueView, data.view);
      return view.success ? { type: 'venue_updated', view: view.data } : undefined;
    }
    default:
      return undefined;
  }
}
