import { gameReads } from '../../../shared/api/games';
import { tournamentReads } from '../../../shared/api/tournaments';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The tournaments' and games' cache entries: one key, one fetcher each
 * (docs/architecture.md#the-endpoint-table). Plain `{queryKey, queryFn}` pairs with no query library in them,
 * so the staff app (TanStack Query, wrapped in `queryOptions` where it writes the cache) and the TV's small
 * cache (api/smallQuery.ts) share them. Their answers' schemas are zod/mini, which the TV's slim build
 * can carry.
 */
export const tournamentQueries = {
  list: () => ({ queryKey: keys.tournaments, queryFn: () => call(tournamentReads.list) }),
  one: (id: string) => ({
    queryKey: keys.tournament(id),
    queryFn: () => call(tournamentReads.one, { params: { id } }),
  }),
  groups: (id: string) => ({
    queryKey: keys.groups(id),
    queryFn: () => call(tournamentReads.groups, { params: { id } }),
  }),
  knockout: (id: string) => ({
    queryKey: keys.knockout(id),
    queryFn: () => call(tournamentReads.knockout, { params: { id } }),
  }),
  /** The tournament, its games and what its format makes of them: all a screen of it needs. */
  state: (id: string) => ({
    queryKey: keys.tournamentState(id),
    queryFn: () => call(tournamentReads.state, { params: { id } }),
  }),
};

export const gameQueries = {
  /** One tournament's games: the TV asks only for the tournament it shows. */
  ofTournament: (tournamentId: string) => ({
    queryKey: keys.tournamentGames(tournamentId),
    queryFn: () => call(gameReads.list, { query: { tournamentId } }),
  }),
};
