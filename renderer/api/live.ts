import type { Game } from '../../shared/api/games';
import type { Lane, TabletLane } from '../../shared/api/lanes';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { Tournament, TournamentState } from '../../shared/api/tournaments';
import type { LiveMessage } from '../../shared/group/live';
import { assertNever } from '../../shared/assertNever';
import { keys } from './keys';
import type { LiveCache } from './liveCache';

/**
 * Live updates, applied to a screen's cache (any LiveCache: TanStack Query or the slim cache) the same way
 * everywhere. A message that carries what changed is applied as it comes: a lane, a lane game's scoring
 * answer, a tournament's whole state, a tournament's game as its darts are thrown, the venue view. What it
 * does not carry (lists that hold it, figures derived from it) is fetched again, and only where a screen
 * shows it. So a tournament's dart costs no request on any screen. Head office's socket speaks the same union
 * (shared/group/live.ts) and is applied here too.
 */
export function applyServerMessage(cache: LiveCache, message: LiveMessage): void {
  switch (message.type) {
    case 'hello':
      return;
    case 'lane_updated':
      putLane(cache, message.lane);
      cache.invalidate(keys.stats);
      // A lane changes when its bookings do (created, moved, cancelled, activated): refresh the lists.
      cache.invalidate(keys.reservations);
      return;
    case 'game_updated': {
      const game = message.game;
      // A lane's game: its session's, or the tournament match its tablet plays.
      if (game.laneId !== null) {
        if (message.laneGame) {
          // The scoring screen's answer came with the message: applied as it is, nothing fetched but the
          // lane's finished games under it.
          putLaneGame(cache, message.laneGame);
          cache.invalidate(keys.laneGames(game.laneId));
        } else cache.invalidate(keys.laneGame(game.laneId));
      }
      if (game.tournamentId) {
        const id = game.tournamentId;
        // The tournament's state takes the game as it is; the rest of it changes only with a tournament
        // message, which carries it whole. A game the state does not hold yet makes it fetch the state.
        if (!putGame(cache, id, game)) cache.invalidate(keys.tournamentState(id));
        cache.invalidate(keys.tournamentGames(id));
        cache.invalidate(keys.groups(id));
        cache.invalidate(keys.knockout(id));
      }
      return;
    }
    case 'tournament_updated': {
      const t = message.tournament;
      putTournament(cache, t);
      if (message.state) cache.set(keys.tournamentState(t.id), message.state);
      else cache.invalidate(keys.tournamentState(t.id));
      cache.invalidate(keys.groups(t.id));
      cache.invalidate(keys.knockout(t.id));
      return;
    }
    case 'tournament_advanced': {
      const id = message.tournamentId;
      cache.set(keys.tournamentState(id), message.state);
      putTournament(cache, message.state.tournament);
      cache.invalidate(keys.groups(id));
      cache.invalidate(keys.knockout(id));
      // A new stage or round brings new games: the game lists fetch them.
      cache.invalidate(keys.games);
      return;
    }
    case 'venue_updated':
      cache.set(keys.venue, message.view);
      return;
    case 'head_office_updated':
      // Today's and this week's figures come whole; what turns with them (the alerts, a venue page's link
      // health, a league's results) is fetched again where it is shown. Past periods' figures do not change with the hour.
      cache.set(keys.headOffice.today, message.view);
      cache.invalidate(keys.headOffice.alerts);
      cache.invalidate(keys.headOffice.venues);
      cache.invalidate(keys.headOffice.leagues);
      return;
    case 'language_changed':
      cache.set(keys.venueLanguage, { language: message.language });
      return;
    case 'league_updated':
      cache.set(keys.leagueBoard(message.board.leagueId), message.board);
      // The lane tablets' match night reads more than the TV's view (rosters, lineups): fetched again.
      cache.invalidate(keys.leagueNights);
      return;
    default:
      assertNever(message, 'socket message');
  }
}

/** Staff hear whole lanes and keep a list of them; a paired tablet hears its own lane only. */
function putLane(cache: LiveCache, lane: Lane | TabletLane): void {
  if ('players' in lane) {
    const list = cache.get(keys.lanes) as Lane[] | undefined;
    if (list)
      cache.set(
        keys.lanes,
        list.map((l) => (l.id === lane.id ? lane : l)),
      );
  }
  cache.set(keys.lane(lane.id), lane);
}

/**
 * A lane game's answer, unless the cache holds a later one of the same game (the tablet put its tap's answer
 * there before the socket's copy of an earlier one arrived).
 */
function putLaneGame(cache: LiveCache, answer: LaneGameResponse): void {
  const key = keys.laneGame(answer.laneId);
  const held = cache.get(key) as LaneGameResponse | undefined;
  if (held && held.gameId === answer.gameId && held.state.version > answer.state.version) return;
  cache.set(key, answer);
}

/** Puts a game into the tournament state held; false when none is held or it has no such game. */
function putGame(cache: LiveCache, tournamentId: string, game: Game): boolean {
  const key = keys.tournamentState(tournamentId);
  const state = cache.get(key) as TournamentState | undefined;
  if (!state || !state.games.some((g) => g.id === game.id)) return false;
  cache.set(key, { ...state, games: state.games.map((g) => (g.id === game.id ? game : g)) });
  return true;
}

/** The tournament as it now is, in its own entry and on the list; a list without it is fetched again. */
function putTournament(cache: LiveCache, t: Tournament): void {
  cache.set(keys.tournament(t.id), t);
  const list = cache.get(keys.tournaments) as Tournament[] | undefined;
  if (list && list.some((x) => x.id === t.id))
    cache.set(
      keys.tournaments,
      list.map((x) => (x.id === t.id ? t : x)),
    );
  else cache.invalidate(keys.tournaments, true);
}
