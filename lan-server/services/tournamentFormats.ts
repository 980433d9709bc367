import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { MAX_ELIMINATION_PLAYERS } from '../../shared/tournament/elimination';
import { isFormatStage } from '../../shared/tournament/formatStages';
import {
  formatKey,
  formatState,
  isEliminationType,
  isFormatType,
  type FormatOptions,
  type FormatState,
  type FormatType,
} from '../../shared/tournament/formats';
import { defaultSwissRounds, maxSwissRounds } from '../../shared/tournament/swiss';
import { TOURNAMENT_FORM_MESSAGES } from '../../shared/tournament/validation';
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
 * Single and double elimination, round robin and Swiss on the group-knockout machinery (issue 21): the rules
 * are in shared/tournament/formats.ts; this file keeps the stored games equal to what they say. It runs when
 * the tournament starts and inside every result's transaction, so a result — from a tablet's last dart or a
 * staff correction — moves the bracket or pairs the next round before anyone looks.
 */

export const FORMAT_MESSAGES = {
  tooManyForBracket: `An elimination bracket takes at most ${MAX_ELIMINATION_PLAYERS} players`,
  tooManyRounds: (n: number, max: number) =>
    `A Swiss of ${n} players can have at most ${max} rounds, or someone would meet an opponent twice`,
  nextStarted: 'A match that follows has already started, so this winner cannot change',
} as const;

export function formatOptionsOf(t: Tournament): FormatOptions {
  return {
    grandFinalReset: t.bracket?.grandFinalReset ?? true,
    swissRounds: t.bracket?.swissRounds ?? defaultSwissRounds(t.players.length),
  };
}

/** The format's state from the stored games. */
export function stateOf(t: Tournament & { type: FormatType }, games: readonly Game[]): FormatState {
  return formatState(
    t.type,
    t.players,
    formatOptionsOf(t),
    games.map((g) => ({ ...g, legs: legsOf(g) })),
    t.tieBreakers,
  );
}

/** The start's checks for a format (the form's own rules were checked when it was saved). */
export function checkFormatStart(t: Tournament): void {
  if (!isFormatType(t.type)) return;
  const n = t.players.length;
  if (n < 2) throw badRequest(TOURNAMENT_FORM_MESSAGES.tooFewPlayers);
  if (isEliminationType(t.type) && n > MAX_ELIMINATION_PLAYERS)
    throw badRequest(FORMAT_MESSAGES.tooManyForBracket);
  const rounds = t.bracket?.swissRounds;
  if (t.type === 'swiss' && rounds !== undefined && rounds > maxSwissRounds(n))
    throw badRequest(FORMAT_MESSAGES.tooManyRounds(n, maxSwissRounds(n)));
}

export interface SyncOutcome {
  state: FormatState;
  /** Games inserted or changed (to publish). */
  written: Game[];
  /** Pending games removed because a correction re-derived them away. */
  removed: Game[];
  /** Whether a match the format did not have before now exists (a new round, the next bracket match). */
  grew: boolean;
}

/**
 * Inside a transaction: makes the tournament's games what its format wants now. A wanted match with no game
 * gets one (pending); a pending game whose players changed follows the bracket; a pending game no longer
 * wanted goes. A game already on a lane or played that would have to change is refused (409): the caller's
 * transaction rolls back, so a correction never leaves a bracket half moved.
 */
export function syncFormat(ctx: AppContext, t: Tournament): SyncOutcome | null {
  if (!isFormatType(t.type)) return null;
  const typed = { ...t, type: t.type };
  const games = listTournamentGames(ctx.db, t.id);
  const state = stateOf(typed, games);
  const existing = new Map(games.filter((g) => isFormatStage(g.stage)).map((g) => [formatKey(g), g]));
  const written: Game[] = [];
  const removed: Game[] = [];
  let grew = false;
  const wantedKeys = new Set(state.wanted.map((w) => w.key));
  for (const g of existing.values()) {
    if (wantedKeys.has(formatKey(g))) continue;
    if (g.status !== 'pending') throw conflict(FORMAT_MESSAGES.nextStarted);
    deleteTournamentGame(ctx.db, g.id);
    removed.push(g);
  }
  for (const w of state.wanted) {
    const g = existing.get(w.key);
    if (!g) {
      const created = newTournamentGame(t, {
        stage: w.stage,
        groupId: null,
        roundNumber: w.roundNumber,
        home: w.home,
        away: w.away,
      });
      insertTournamentGame(ctx.db, created);
      written.push(created);
      grew = true;
      continue;
    }
    if (g.home === w.home && g.away === w.away) continue;
    if (g.status !== 'pending') throw conflict(FORMAT_MESSAGES.nextStarted);
    const moved: Game = { ...g, home: w.home, away: w.away, players: participants(w.home, w.away) };
    saveTournamentGame(ctx.db, moved);
    written.push(moved);
  }
  return {
    state:
      grew || written.length > 0 || removed.length > 0
        ? stateOf(typed, listTournamentGames(ctx.db, t.id))
        : state,
    written,
    removed,
    grew,
  };
}
