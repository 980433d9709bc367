import { randomUUID } from 'node:crypto';
import type { Game, GameStage } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { knockoutLabel, KNOCKOUT_STAGES, isKnockoutStage } from '../../shared/tournament/knockout';
import { matchFormatRule } from '../../shared/tournament/matchFormat';
import { formatGameLabel, isFormatStage } from '../../shared/tournament/formatStages';
import type { AppContext } from '../context';
import { findGame, findTournament, listTournamentGames } from '../db/tournaments';
import { badRequest, notFound } from './domainError';
import { publishLane } from './publishLane';

/** Helpers the tournament services share: lookups, new games, and publishing after a commit. */

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

/** SPEC §3 games.players: the known participants, home first (a knockout slot may still be TBD). */
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

/** A game's name for people: 'Group A, round 2' or 'QF1'. */
export function gameTitle(game: Game): string {
  if (game.stage !== null && isKnockoutStage(game.stage)) return knockoutLabel(game.stage, game.roundNumber);
  if (isFormatStage(game.stage)) return formatGameLabel(game.stage, game.roundNumber);
  return `Group ${game.groupId ?? '?'}, round ${game.roundNumber}`;
}

/**
 * currentRound (SPEC §3, shown on the tournaments page): 1 in the group stage, then one more for each
 * knockout stage that has games.
 */
export function currentRoundOf(ctx: AppContext, tournamentId: string): number {
  const stages = new Set(listTournamentGames(ctx.db, tournamentId).map((g) => g.stage));
  return 1 + KNOCKOUT_STAGES.filter((s) => stages.has(s)).length;
}

/** Parses an ISO instant sent as a string (SPEC §5 insert rules); stored as UTC ISO. */
export function isoOrNull(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${field} must be an ISO date and time`);
  return new Date(ms).toISOString();
}

export interface Changes {
  tournaments?: Tournament[];
  games?: Game[];
  lanes?: number[];
  advanced?: { tournamentId: string; newStage: string };
}

/** After a commit: tell the hub what changed (DESIGN.md §3). Lanes go out with their derived fields. */
export function publish(ctx: AppContext, changes: Changes): void {
  for (const game of changes.games ?? []) ctx.events.emit('game_updated', { game });
  for (const laneId of new Set(changes.lanes ?? [])) publishLane(ctx, laneId);
  for (const tournament of changes.tournaments ?? []) ctx.events.emit('tournament_updated', { tournament });
  if (changes.advanced) ctx.events.emit('tournament_advanced', changes.advanced);
}
