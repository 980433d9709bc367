import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import type { FormatGame } from '../../shared/tournament/engine';
import { formatOf, type FormatState } from '../../shared/tournament/formats';
import type { AppContext } from '../context';
import {
  deleteTournamentGame,
  insertTournamentGame,
  listTournamentGames,
  saveTournamentGame,
} from '../db/tournaments';
import { badRequest, conflict } from './domainError';
import { legsOf, newTournamentGame, participants } from './tournamentsCommon';

/**
 * The one reconcile: every tournament, whatever its format, keeps its stored games equal to what its format
 * wants now (shared/tournament/engine.ts). It runs inside the transaction of every write that can change
 * that — creation, start, the knockout draw, every result from a tablet's last dart or a staff correction —
 * so the next bracket match, the next Swiss round or the next knockout place exists before anyone looks.
 */

export const ENGINE_WRITE_MESSAGES = {
  nextStarted: 'The next match has already started, so this winner cannot change',
} as const;

/** Games as the formats read them. */
export function formatGames(games: readonly Game[]): FormatGame[] {
  return games.map((g) => ({
    id: g.id,
    stage: g.stage,
    groupId: g.groupId,
    roundNumber: g.roundNumber,
    home: g.home,
    away: g.away,
    status: g.status,
    winner: g.winner,
    legs: legsOf(g),
  }));
}

/** The tournament's state from the games given (its own, in stored order). */
export function stateOf(t: Tournament, games: readonly Game[]): FormatState {
  return formatOf(t.type).state(t, formatGames(games));
}

/** Refuses (400) a start the format cannot make as the tournament stands. */
export function refuseStartProblem(t: Tournament): void {
  const problem = formatOf(t.type).startProblem(t);
  if (problem) throw badRequest(problem);
}

export interface Reconciled {
  state: FormatState;
  /** Games created or changed, in the order the format wants them (to publish). */
  written: Game[];
  /** Games created. */
  created: Game[];
}

/**
 * Inside a transaction: makes the tournament's games what its format wants now. A wanted match with no game
 * gets one (pending); a pending game whose players changed follows; a pending game no longer wanted goes. A
 * game already on a lane or played that would have to change is refused (409): the caller's transaction
 * rolls back, so a correction never leaves a tournament half moved.
 */
export function reconcile(ctx: AppContext, t: Tournament): Reconciled {
  const format = formatOf(t.type);
  const games = listTournamentGames(ctx.db, t.id);
  const state = format.state(t, formatGames(games));
  const existing = new Map(games.map((g) => [format.key(g), g]));
  const wantedKeys = new Set(state.wanted.map((w) => w.key));
  const written: Game[] = [];
  const created: Game[] = [];
  let changed = false;
  for (const [key, g] of existing) {
    if (wantedKeys.has(key)) continue;
    if (g.status !== 'pending') throw conflict(ENGINE_WRITE_MESSAGES.nextStarted);
    deleteTournamentGame(ctx.db, g.id);
    changed = true;
  }
  for (const w of state.wanted) {
    const g = existing.get(w.key);
    if (!g) {
      const game = newTournamentGame(t, w);
      insertTournamentGame(ctx.db, game);
      written.push(game);
      created.push(game);
      continue;
    }
    if (g.home === w.home && g.away === w.away) continue;
    if (g.status !== 'pending') throw conflict(ENGINE_WRITE_MESSAGES.nextStarted);
    const moved: Game = { ...g, home: w.home, away: w.away, players: participants(w.home, w.away) };
    saveTournamentGame(ctx.db, moved);
    written.push(moved);
  }
  changed = changed || written.length > 0;
  return {
    state: changed ? format.state(t, formatGames(listTournamentGames(ctx.db, t.id))) : state,
    written,
    created,
  };
}
