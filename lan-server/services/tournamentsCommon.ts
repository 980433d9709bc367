import { randomUUID } from 'node:crypto';
import type { Game, GameStage } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { matchFormatRule } from '../../shared/tournament/matchFormat';
import type { AppContext } from '../context';
import { findGame, findTournament } from '../db/tournaments';
import { badRequest, notFound } from './domainError';

/** Helpers the tournament services share: lookups and new games. */

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const GAME_NOT_FOUND = 'Game not found';

export function requireTournament(ctx: AppContext, id: string): Tournament {
  const t = findTournament(ctx.db, id);
  if (!t) throw notFound(TOURNAMENT_NOT_FOUND);
  return t;
}

export function requireGame(ctx: AppContext, id: string): Game {
  const g = findGame(ctx.db, id);
  if (!g) throw notFound(GAME_NOT_FOUND);
  return g;
}

/** Legs a match is played over, from the match format (shared/tournament/matchFormat.ts). */
export function bestOfFor(matchFormat: string): number {
  return matchFormatRule(matchFormat).bestOf;
}

export interface NewGame {
  stage: GameStage;
  groupId: string | null;
  roundNumber: number;
  home: string | null;
  away: string | null;
}

/** A tournament game not yet on a lane: status pending, no legs yet (scores stay empty until a result). */
export function newTournamentGame(t: Tournament, spec: NewGame): Game {
  const { bestOf, legsToWin } = matchFormatRule(t.matchFormat);
  return {
    id: randomUUID(),
    laneId: null,
    tournamentId: t.id,
    players: participants(spec.home, spec.away),
    gameMode: t.gameMode,
    sets: 1,
    legs: legsToWin,
    scores: {},
    currentPlayer: 0,
    status: 'pending',
    winner: null,
    stage: spec.stage,
    groupId: spec.groupId,
    roundNumber: spec.roundNumber,
    home: spec.home,
    away: spec.away,
    bestOf,
    scheduledTime: null,
    startedAt: null,
    completedAt: null,
  };
}

/** A game's players: the known participants, home first (a knockout slot may still be TBD). */
export function participants(home: string | null, away: string | null): string[] {
  return [home, away].filter((p): p is string => p !== null);
}

/** Legs of a completed tournament game as [home, away], or null before a result. */
export function legsOf(game: Game): [number, number] | null {
  const legs = game.scores.legs;
  if (Array.isArray(legs) && legs.length === 2 && legs.every((n) => typeof n === 'number')) {
    return [legs[0] as number, legs[1] as number];
  }
  return null;
}

/** Parses an ISO instant sent as a string (dates travel as strings); stored as UTC ISO. */
export function isoOrNull(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${field} must be an ISO date and time`);
  return new Date(ms).toISOString();
}
