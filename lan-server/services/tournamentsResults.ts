import type { GameResultBody } from '../../shared/api/gameResults';
import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { GROUP_STAGE, isKnockoutStage, winnerFeeds } from '../../shared/tournament/knockout';
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
import { fillSlot } from './tournamentsStages';
import { syncFormat } from './tournamentFormats';
import { currentRoundOf, publish, requireGame, requireTournament } from './tournamentsCommon';
import { finishTournament } from './tournamentFinish';

/** PUT /api/games/{id}/result: saving and correcting a tournament result, and what it moves along. */

export const RESULT_MESSAGES = {
  notTournamentGame: 'Only tournament games take a result here',
  participantsUnknown: 'Both players must be known before a result is entered',
  cancelled: 'This tournament was cancelled',
  groupsLocked: 'Group results are locked once the knockout stage is drawn',
  nextStarted: 'The next match has already started, so this winner cannot change',
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
  tournament: Tournament | null;
  lanes: number[];
  newStage: string | null;
}

/**
 * Saves a result: legs 0–10 and not equal, the winner is the side with more legs (SPEC §5). A completed
 * game may be corrected (SPEC §4). A knockout winner moves into the next match; a correction that changes
 * the winner replaces them there while that match is still pending, and is refused with 409 once it has
 * started. Decision: group results lock once the knockout is drawn, since the draw was made from them.
 * The final's result completes the tournament with its champion (bracket.champion) and frees its lanes.
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
  const all = listTournamentGames(ctx.db, t.id);
  if (game.stage === GROUP_STAGE && all.some((g) => isKnockoutStage(g.stage)))
    throw conflict(RESULT_MESSAGES.groupsLocked);

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
  const outcome: ResultOutcome = {
    game: saved,
    games: [saved],
    tournament: null,
    lanes: [],
    newStage: null,
  };
  if (saved.laneId !== null && !laneHasActiveTournamentGame(ctx.db, saved.laneId)) {
    setLaneTournament(ctx.db, saved.laneId, null);
    outcome.lanes.push(saved.laneId);
  }

  let next: Tournament = t.status === 'setup' ? { ...t, status: 'active', startedAt: now } : t;
  if (isKnockoutStage(game.stage)) {
    const slot = winnerFeeds(game.stage, game.roundNumber);
    if (slot) {
      const following = all.find((g) => g.stage === slot.stage && g.roundNumber === slot.matchNumber);
      if (following?.[slot.side] !== winner) {
        if (following && following.status !== 'pending') throw conflict(RESULT_MESSAGES.nextStarted);
        const stageExisted = all.some((g) => g.stage === slot.stage);
        outcome.games.push(fillSlot(ctx, t, slot, winner));
        if (!stageExisted) outcome.newStage = slot.stage;
      }
      next = { ...next, currentRound: currentRoundOf(ctx, t.id) };
    } else {
      next = finish(ctx, next, winner, now, outcome);
    }
  }
  const synced = syncFormat(ctx, next);
  if (synced) {
    outcome.games.push(...synced.written);
    next = { ...next, currentRound: synced.state.currentRound };
    if (synced.grew) outcome.newStage = synced.written.find((g) => g.status === 'pending')?.stage ?? null;
    if (synced.state.complete && synced.state.champion !== null)
      next = finish(ctx, next, synced.state.champion, now, outcome);
  }
  if (next !== t) {
    saveTournament(ctx.db, next);
    outcome.tournament = next;
  }
  return outcome;
}

/** The tournament's last result: finished at the one finishing point, and what that moved added to the outcome. */
function finish(
  ctx: AppContext,
  t: Tournament,
  champion: string,
  now: string,
  outcome: ResultOutcome,
): Tournament {
  const done = finishTournament(ctx, t, champion, now);
  if (done.finished) outcome.newStage = 'completed';
  outcome.lanes.push(...done.lanes);
  return done.tournament;
}

/** Tells the hub what a result changed (after its transaction committed). */
export function publishResult(ctx: AppContext, out: ResultOutcome): void {
  publish(ctx, {
    games: out.games,
    lanes: out.lanes,
    tournaments: out.tournament ? [out.tournament] : [],
    advanced:
      out.newStage && out.tournament
        ? { tournamentId: out.tournament.id, newStage: out.newStage }
        : undefined,
  });
}
