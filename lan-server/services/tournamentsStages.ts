import type { Game } from '../../shared/api/games';
import type { AdvanceGroupsResponse, Tournament } from '../../shared/api/tournaments';
import type { ScheduleMatchesBody } from '../../shared/api/tournamentWrites';
import { formatOf } from '../../shared/tournament/formats';
import { gameTitle } from '../../shared/tournament/gameLabels';
import { TOURNAMENT_TOASTS } from '../../shared/tournament/validation';
import type { AppContext } from '../context';
import { findLaneRow } from '../db/lanes';
import {
  listTournamentGames,
  saveTournament,
  saveTournamentGame,
  setLaneTournament,
} from '../db/tournaments';
import { badRequest, conflict } from './domainError';
import { refuseMatchLane, refuseSessionLane, startMatchOnLane } from './tournamentMatchStart';
import { formatGames, reconcile } from './tournamentEngine';
import { isoOrNull, requireTournament } from './tournamentsCommon';
import { publish } from './tournamentView';

/** Staff's moves between stages (advance-groups) and putting matches on lanes (schedule-matches). */

export const STAGE_MESSAGES = {
  finished: 'This tournament is already finished',
  notSchedulable: (title: string) => `${title} cannot be scheduled: it is not waiting for a lane`,
  laneUnavailable: (n: number) => `Lane ${n} is not available`,
  laneMissing: (id: number) => `Lane ${id} does not exist`,
  oneMatchPerLane: 'Each lane takes one match at a time',
} as const;

/**
 * POST advance-groups: staff's move to the next stage, which only a format with stages has (the group
 * knockout's draw, offered once every group game is completed and no knockout game exists); any
 * other case is refused with 409 in the format's words. The format fixes the draw in its options and the
 * reconcile creates its first matches (a bye puts its player straight into the next round).
 */
export function advanceGroups(ctx: AppContext, id: string): AdvanceGroupsResponse {
  const outcome = ctx.db
    .transaction(() => {
      const t = requireTournament(ctx, id);
      const format = formatOf(t.type);
      const moved = format.advance(t, format.state(t, formatGames(listTournamentGames(ctx.db, id))));
      if ('problem' in moved) throw conflict(moved.problem);
      let next: Tournament = {
        ...t,
        status: 'active',
        startedAt: t.startedAt ?? ctx.now().toISOString(),
        bracket: moved.options,
      };
      const drawn = reconcile(ctx, next);
      next = { ...next, currentRound: drawn.state.currentRound };
      saveTournament(ctx.db, next);
      return { tournament: next, games: drawn.written, newStage: moved.newStage };
    })
    .immediate();
  publish(ctx, {
    games: outcome.games,
    tournaments: [outcome.tournament],
    advanced: { tournamentId: id, newStage: outcome.newStage },
  });
  return { newStage: outcome.newStage, games: outcome.games };
}

/**
 * POST schedule-matches: pending games with both players known go onto available lanes, one match per
 * lane. Each game becomes active on its lane, the lane is marked isInTournament for this
 * tournament and joins its selectedLanes (so bookings see it blocked), and a setup tournament starts.
 */
export function scheduleMatches(ctx: AppContext, id: string, body: ScheduleMatchesBody): { games: Game[] } {
  if (body.matches.length === 0) throw badRequest(TOURNAMENT_TOASTS.nothingToSchedule);
  const lanesAsked = body.matches.map((m) => m.laneId);
  const gamesAsked = body.matches.map((m) => m.gameId);
  if (new Set(lanesAsked).size !== lanesAsked.length || new Set(gamesAsked).size !== gamesAsked.length)
    throw badRequest(STAGE_MESSAGES.oneMatchPerLane);
  const outcome = ctx.db
    .transaction(() => {
      const t = requireTournament(ctx, id);
      if (t.status === 'completed' || t.status === 'cancelled') throw conflict(STAGE_MESSAGES.finished);
      const all = listTournamentGames(ctx.db, id);
      const now = ctx.now().toISOString();
      const games = body.matches.map((m) => {
        const game = all.find((g) => g.id === m.gameId);
        if (!game || game.status !== 'pending' || !game.home || !game.away)
          throw conflict(STAGE_MESSAGES.notSchedulable(game ? gameTitle(game) : m.gameId));
        const lane = findLaneRow(ctx.db, m.laneId);
        if (!lane) throw badRequest(STAGE_MESSAGES.laneMissing(m.laneId));
        refuseSessionLane(lane);
        refuseMatchLane(ctx, lane);
        if (lane.status !== 'available' || lane.is_in_tournament === 1)
          throw conflict(STAGE_MESSAGES.laneUnavailable(lane.number));
        const scheduled: Game = {
          ...game,
          status: 'active',
          laneId: m.laneId,
          scheduledTime: isoOrNull(m.scheduledTime, 'scheduledTime') ?? now,
          startedAt: now,
        };
        saveTournamentGame(ctx.db, scheduled);
        setLaneTournament(ctx.db, m.laneId, id);
        // The lane's tablet plays the match from here.
        return startMatchOnLane(ctx, t, scheduled);
      });
      const next: Tournament = {
        ...t,
        status: 'active',
        startedAt: t.startedAt ?? now,
        selectedLanes: [...new Set([...t.selectedLanes, ...lanesAsked])],
      };
      saveTournament(ctx.db, next);
      return { tournament: next, games };
    })
    .immediate();
  publish(ctx, { games: outcome.games, lanes: lanesAsked, tournaments: [outcome.tournament] });
  return { games: outcome.games };
}
