import type { Game } from '../../shared/api/games';
import type {
  AdvanceGroupsResponse,
  GroupsResponse,
  KnockoutResponse,
  Tournament,
} from '../../shared/api/tournaments';
import type { ScheduleMatchesBody } from '../../shared/api/tournamentWrites';
import { GROUP_STAGE, winnerFeeds, type BracketSlot } from '../../shared/tournament/knockout';
import { seedKnockout } from '../../shared/tournament/seeding';
import { standingsFor, tieBreakersFrom, type PlayedGame } from '../../shared/tournament/standings';
import { TOURNAMENT_TOASTS } from '../../shared/tournament/validation';
import type { AppContext } from '../context';
import { findLaneRow } from '../db/lanes';
import {
  insertTournamentGame,
  listTournamentGames,
  saveTournament,
  saveTournamentGame,
  setLaneTournament,
} from '../db/tournaments';
import { badRequest, conflict } from './domainError';
import { refuseMatchLane, refuseSessionLane, startMatchOnLane } from './tournamentMatchStart';
import {
  currentRoundOf,
  gameTitle,
  isoOrNull,
  legsOf,
  newTournamentGame,
  participants,
  publish,
  requireTournament,
} from './tournamentsCommon';

/** The group stage, the knockout draw and putting matches on lanes (SPEC §7 groups, knockout, advance, schedule). */

export const STAGE_MESSAGES = {
  noGroups: 'This tournament has no group stage',
  groupsUnfinished: 'All group games must be completed before advancing to the knockout stage',
  alreadyAdvanced: 'The knockout stage has already been drawn',
  finished: 'This tournament is already finished',
  notSchedulable: (title: string) => `${title} cannot be scheduled: it is not waiting for a lane`,
  laneUnavailable: (n: number) => `Lane ${n} is not available`,
  laneMissing: (id: number) => `Lane ${id} does not exist`,
  oneMatchPerLane: 'Each lane takes one match at a time',
} as const;

export function playedGame(game: Game): PlayedGame | null {
  const legs = legsOf(game);
  if (game.status !== 'completed' || !legs || !game.home || !game.away) return null;
  return { home: game.home, away: game.away, homeLegs: legs[0], awayLegs: legs[1] };
}

/** Group id → players in draw order, from bracket.groups, falling back to the players seen in its games. */
function groupMembers(t: Tournament, groupGames: readonly Game[]): Map<string, string[]> {
  const stored = (t.bracket?.groups ?? {}) as Record<string, unknown>;
  const members = new Map<string, string[]>();
  for (const [id, players] of Object.entries(stored)) {
    if (Array.isArray(players))
      members.set(
        id,
        players.filter((p): p is string => typeof p === 'string'),
      );
  }
  for (const g of groupGames) {
    const id = g.groupId ?? '?';
    const list = members.get(id) ?? [];
    for (const p of participants(g.home, g.away)) if (!list.includes(p)) list.push(p);
    members.set(id, list);
  }
  return new Map([...members.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** SPEC §3 groups response: each group's standings (by the tournament's tie-breakers) and its games. */
export function groupsOf(ctx: AppContext, id: string): GroupsResponse {
  const t = requireTournament(ctx, id);
  const groupGames = listTournamentGames(ctx.db, id).filter((g) => g.stage === GROUP_STAGE);
  const result: GroupsResponse = {};
  for (const [groupId, players] of groupMembers(t, groupGames)) {
    const games = groupGames.filter((g) => g.groupId === groupId);
    const played = games.map(playedGame).filter((p): p is PlayedGame => p !== null);
    result[groupId] = { standings: standingsFor(players, played, tieBreakersFrom(t.tieBreakers)), games };
  }
  return result;
}

/** SPEC §3 knockout response, each list in match order. */
export function knockoutOf(ctx: AppContext, id: string): KnockoutResponse {
  requireTournament(ctx, id);
  const games = listTournamentGames(ctx.db, id);
  const of = (stage: string) =>
    games.filter((g) => g.stage === stage).sort((a, b) => a.roundNumber - b.roundNumber);
  return { quarter: of('quarter'), semi: of('semi'), final: of('final') };
}

/**
 * Puts a player into a knockout slot, creating the match (with the other side TBD) when it does not exist
 * yet. Returns the game written.
 */
export function fillSlot(ctx: AppContext, t: Tournament, slot: BracketSlot, player: string | null): Game {
  const existing = listTournamentGames(ctx.db, t.id).find(
    (g) => g.stage === slot.stage && g.roundNumber === slot.matchNumber,
  );
  const base =
    existing ??
    newTournamentGame(t, {
      stage: slot.stage,
      groupId: null,
      roundNumber: slot.matchNumber,
      home: null,
      away: null,
    });
  const home = slot.side === 'home' ? player : base.home;
  const away = slot.side === 'away' ? player : base.away;
  const game = { ...base, home, away, players: participants(home, away) };
  if (existing) saveTournamentGame(ctx.db, game);
  else insertTournamentGame(ctx.db, game);
  return game;
}

/**
 * POST advance-groups: only when every group game is completed and no knockout game exists (SPEC §4);
 * otherwise 409. Seeds the first knockout round; a bye puts its player straight into the next round.
 */
export function advanceGroups(ctx: AppContext, id: string): AdvanceGroupsResponse {
  const outcome = ctx.db
    .transaction(() => {
      const t = requireTournament(ctx, id);
      const games = listTournamentGames(ctx.db, id);
      const groupGames = games.filter((g) => g.stage === GROUP_STAGE);
      if (groupGames.length === 0) throw conflict(STAGE_MESSAGES.noGroups);
      if (games.some((g) => g.stage !== GROUP_STAGE)) throw conflict(STAGE_MESSAGES.alreadyAdvanced);
      if (groupGames.some((g) => g.status !== 'completed')) throw conflict(STAGE_MESSAGES.groupsUnfinished);
      const groups = Object.entries(groupsOf(ctx, id)).map(([groupId, g]) => ({
        groupId,
        standings: g.standings,
      }));
      const draw = seedKnockout(groups, t.advancePerGroup, t.seedingMethod);
      const written: Game[] = [];
      for (const m of draw.matches) {
        if (m.away === null) {
          const slot = winnerFeeds(draw.stage, m.matchNumber);
          if (slot) written.push(fillSlot(ctx, t, slot, m.home.player));
          continue;
        }
        const game = newTournamentGame(t, {
          stage: draw.stage,
          groupId: null,
          roundNumber: m.matchNumber,
          home: m.home.player,
          away: m.away.player,
        });
        insertTournamentGame(ctx.db, game);
        written.push(game);
      }
      const byes = draw.matches.filter((m) => m.away === null).map((m) => m.home.player);
      const next: Tournament = {
        ...t,
        status: 'active',
        startedAt: t.startedAt ?? ctx.now().toISOString(),
        currentRound: currentRoundOf(ctx, id),
        bracket: { ...(t.bracket ?? {}), firstStage: draw.stage, bracketSize: draw.bracketSize, byes },
      };
      saveTournament(ctx.db, next);
      // A bye may have updated a game written earlier in this loop; send each game once, as it ended up.
      const latest = new Map(written.map((g) => [g.id, g]));
      return { tournament: next, games: [...latest.values()], newStage: draw.stage };
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
 * lane (SPEC §5). Each game becomes active on its lane, the lane is marked isInTournament for this
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
        // The lane's tablet plays the match from here (issue 12).
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
