import type { GameResultBody } from '../../shared/api/gameResults';
import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { formatOf } from '../../shared/tournament/formats';
import { legsProblem, SCORE_MESSAGES, winnerByLegs } from '../../shared/tournament/validation';
import type { AppContext } from '../context';
import {
  laneHasActiveTournamentGame,
  listTournamentGames,
  saveTournament,
  saveTournamentGame,
  setLaneTournament,
} from '../db/tournaments';
import { badRequest, conflict } from './domainError';
import { formatGames, reconcile } from './tournamentEngine';
import { requireGame, requireTournament } from './tournamentsCommon';
import { finishTournament } from './tournamentFinish';
import { publish } from './tournamentView';

/** PUT /api/games/{id}/result: saving and correcting a tournament result, and what it moves along. */

export const RESULT_MESSAGES = {
  notTournamentGame: 'Only tournament games take a result here',
  participantsUnknown: 'Both players must be known before a result is entered',
  cancelled: 'This tournament was cancelled',
} as const;

function legsFrom(body: GameResultBody): [number, number] {
  const legs = body.legs ?? body.scores?.legs;
  if (!legs) throw badRequest(SCORE_MESSAGES.legsRange);
  const problem = legsProblem(legs[0], legs[1]);
  if (problem) throw badRequest(problem);
  return [legs[0], legs[1]];
}

export interface ResultOutcome {
  game: Game;
  games: Game[];
  tournament: Tournament;
  lanes: number[];
  newStage: string | null;
}

/**
 * Saves a result: legs 0–10 and not equal, the winner is the side with more legs. A completed game
 * may be corrected. What follows is the format's to say (shared/tournament/engine.ts): a
 * result the format no longer takes is refused (group results once the knockout is drawn), and the reconcile
 * moves a changed winner into a match still pending or refuses with 409 once that match has started. The
 * result that decides the champion finishes the tournament and frees its lanes.
 */
export function recordResult(ctx: AppContext, gameId: string, body: GameResultBody): Game {
  const legs = legsFrom(body);
  const out = ctx.db.transaction(() => applyResult(ctx, gameId, legs, body.winner)).immediate();
  publishResult(ctx, out);
  return out.game;
}

/**
 * The result's writes, inside the caller's transaction: PUT /api/games/{id}/result and the last leg of a match
 * scored on a lane's tablet (services/tournamentMatch.ts) both come through here, so standings, the bracket,
 * the export and the TV move the same way whoever decided the match. Publish the outcome after the commit.
 */
export function applyResult(
  ctx: AppContext,
  gameId: string,
  [homeLegs, awayLegs]: [number, number],
  claimedWinner?: string | null,
): ResultOutcome {
  const game = requireGame(ctx, gameId);
  if (game.tournamentId === null) throw badRequest(RESULT_MESSAGES.notTournamentGame);
  const t = requireTournament(ctx, game.tournamentId);
  if (t.status === 'cancelled') throw conflict(RESULT_MESSAGES.cancelled);
  if (!game.home || !game.away) throw conflict(RESULT_MESSAGES.participantsUnknown);
  const winner = winnerByLegs(game.home, game.away, homeLegs, awayLegs);
  if (claimedWinner && claimedWinner !== winner) throw badRequest(SCORE_MESSAGES.winnerMismatch);
  const format = formatOf(t.type);
  const [readable] = formatGames([game]);
  const refusal = format.resultProblem(
    format.state(t, formatGames(listTournamentGames(ctx.db, t.id))),
    readable,
  );
  if (refusal) throw conflict(refusal);

  const now = ctx.now().toISOString();
  const saved: Game = {
    ...game,
    status: 'completed',
    scores: { ...game.scores, legs: [homeLegs, awayLegs] },
    winner,
    startedAt: game.startedAt ?? now,
    completedAt: now,
  };
  saveTournamentGame(ctx.db, saved);
  const lanes: number[] = [];
  if (saved.laneId !== null && !laneHasActiveTournamentGame(ctx.db, saved.laneId)) {
    setLaneTournament(ctx.db, saved.laneId, null);
    lanes.push(saved.laneId);
  }

  let next: Tournament = t.status === 'setup' ? { ...t, status: 'active', startedAt: now } : t;
  const moved = reconcile(ctx, next);
  next = { ...next, currentRound: moved.state.currentRound };
  let newStage: string | null = moved.created[0]?.stage ?? null;
  if (moved.state.complete && moved.state.champion !== null) {
    const done = finishTournament(ctx, next, moved.state.champion, now);
    if (done.finished) newStage = 'completed';
    lanes.push(...done.lanes);
    next = done.tournament;
  }
  saveTournament(ctx.db, next);
  return { game: saved, games: [saved, ...moved.written], tournament: next, lanes, newStage };
}

/** Tells the hub what a result changed (after its transaction committed). */
export function publishResult(ctx: AppContext, out: ResultOutcome): void {
  publish(ctx, {
    games: out.games,
    lanes: out.lanes,
    tournaments: [out.tournament],
    advanced: out.newStage ? { tournamentId: out.tournament.id, newStage: out.newStage } : undefined,
  });
}
