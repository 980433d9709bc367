import { randomUUID } from 'node:crypto';
import { HISTORY_PAGE, RECENT_DAYS } from '../../shared/api/games';
import type { TournamentsQuery } from '../../shared/api/tournaments';
import { currentTournaments, finishedTournaments } from '../db/history';
import {
  type Bracket,
  DEFAULT_SEEDING_METHOD,
  DEFAULT_TIE_BREAKERS,
  MATCH_FORMATS,
  TOURNAMENT_TYPES,
  type Tournament,
} from '../../shared/api/tournaments';
import type { GroupKnockoutBody, TournamentBody } from '../../shared/api/tournamentWrites';
import { drawGroups, playersPerGroupFor } from '../../shared/tournament/groupDraw';
import { formatOf } from '../../shared/tournament/formats';
import {
  cleanPlayerNames,
  groupKnockoutProblem,
  tournamentFormProblem,
} from '../../shared/tournament/validation';
import type { AppContext } from '../context';
import { findLaneRow } from '../db/lanes';
import {
  deleteTournamentRow,
  insertTournament,
  lanesMarkedFor,
  listTournamentGames,
  saveTournament,
  setLaneTournament,
} from '../db/tournaments';
import { badRequest, conflict } from './domainError';
import { reconcile, refuseStartProblem } from './tournamentEngine';
import { isoOrNull, requireTournament } from './tournamentsCommon';
import { publish } from './tournamentView';

/**
 * Tournament records: list, create, edit, start and delete, and the group knockout
 * created with its groups drawn. Every format is started and drawn the same way: its format says what the
 * start needs and fixes, and the reconcile (tournamentEngine.ts) creates the matches it wants.
 */

export const TOURNAMENT_MESSAGES = {
  activeLocked: 'An active tournament cannot have its lanes or players changed',
  drawnLocked: 'Players cannot change once the groups are drawn',
  completedLocked: 'A completed tournament cannot be changed',
  alreadyStarted: 'Tournament has already started',
  laneMissing: (id: number) => `Lane ${id} does not exist`,
  laneUnusable: (n: number) => `Lane ${n} is in maintenance or test mode and cannot be used`,
} as const;

/**
 * GET /api/tournaments: the tournaments not finished, then those finished in the last 30 days (at most
 * `limit`, 20 by default); with `before`, a page of finished ones older than that instant. Five years of
 * cups never go out to the pages and TVs that poll this list: a venue of any age answers as a new one.
 */
export function getTournaments(ctx: AppContext, query: TournamentsQuery): Tournament[] {
  const limit = query.limit ?? HISTORY_PAGE.tournaments;
  if (query.before !== undefined)
    return finishedTournaments(ctx.db, { before: query.before, since: null, limit });
  const since = new Date(ctx.now().getTime() - RECENT_DAYS * 86_400_000).toISOString();
  return [...currentTournaments(ctx.db), ...finishedTournaments(ctx.db, { before: null, since, limit })];
}

/** Same-named players are one player on the tournaments page (docs/behaviour.md#the-tournaments-page). */
function uniquePlayers(names: readonly string[]): string[] {
  return [...new Set(cleanPlayerNames(names))];
}

/**
 * The tournament form's rules (docs/behaviour.md#the-tournaments-page), on the server too; lanes must exist
 * and be neither maintenance nor test.
 */
function checkBody(ctx: AppContext, body: TournamentBody): void {
  const problem = tournamentFormProblem(body);
  if (problem) throw badRequest(problem);
  for (const laneId of body.selectedLanes) {
    const lane = findLaneRow(ctx.db, laneId);
    if (!lane) throw badRequest(TOURNAMENT_MESSAGES.laneMissing(laneId));
    if (lane.status === 'maintenance' || lane.status === 'test')
      throw badRequest(TOURNAMENT_MESSAGES.laneUnusable(lane.number));
  }
}

function baseTournament(ctx: AppContext, fields: Partial<Tournament> & Pick<Tournament, 'name'>): Tournament {
  return {
    id: randomUUID(),
    type: TOURNAMENT_TYPES[0],
    gameMode: '501',
    matchFormat: MATCH_FORMATS[0],
    status: 'setup',
    players: [],
    selectedLanes: [],
    bracket: null,
    currentRound: 1,
    duration: 2,
    scheduledDate: null,
    groupCount: 4,
    playersPerGroup: 4,
    advancePerGroup: 2,
    tieBreakers: [...DEFAULT_TIE_BREAKERS],
    seedingMethod: DEFAULT_SEEDING_METHOD,
    createdAt: ctx.now().toISOString(),
    startedAt: null,
    completedAt: null,
    ...fields,
  };
}

export function createTournament(ctx: AppContext, body: TournamentBody): Tournament {
  const created = ctx.db
    .transaction(() => {
      checkBody(ctx, body);
      const t = baseTournament(ctx, {
        name: body.name.trim(),
        type: body.type,
        gameMode: body.gameMode,
        matchFormat: body.matchFormat,
        duration: body.duration,
        selectedLanes: [...new Set(body.selectedLanes)],
        players: uniquePlayers(body.players),
        scheduledDate: isoOrNull(body.scheduledDate, 'scheduledDate'),
        bracket: formatOptionsFrom(body, null),
      });
      insertTournament(ctx.db, t);
      return t;
    })
    .immediate();
  publish(ctx, { tournaments: [created] });
  return created;
}

/**
 * The format options the form sends (double elimination's reset, the Swiss rounds), kept in the bracket
 * document with whatever it already holds; null when there is nothing to keep.
 */
function formatOptionsFrom(body: TournamentBody, bracket: Bracket | null): Bracket | null {
  const next: Bracket = { ...(bracket ?? {}) };
  if (body.grandFinalReset !== undefined) next.grandFinalReset = body.grandFinalReset;
  if (body.swissRounds !== undefined) next.swissRounds = body.swissRounds;
  return Object.keys(next).length > 0 ? next : null;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * PUT /api/tournaments/{id}: the same body as create. Decisions: an active tournament keeps its lanes and
 * players; a drawn group-knockout keeps its players at any status; a completed one is a record.
 */
export function updateTournament(ctx: AppContext, id: string, body: TournamentBody): Tournament {
  const updated = ctx.db
    .transaction(() => {
      const t = requireTournament(ctx, id);
      checkBody(ctx, body);
      if (t.status === 'completed') throw conflict(TOURNAMENT_MESSAGES.completedLocked);
      const players = uniquePlayers(body.players);
      const lanes = [...new Set(body.selectedLanes)];
      const changesPeople = !sameList(players, t.players) || !sameList(lanes, t.selectedLanes);
      if (t.status === 'active' && changesPeople) throw conflict(TOURNAMENT_MESSAGES.activeLocked);
      const drawn = listTournamentGames(ctx.db, id).length > 0;
      if (drawn && !sameList(players, t.players)) throw conflict(TOURNAMENT_MESSAGES.drawnLocked);
      const next: Tournament = {
        ...t,
        name: body.name.trim(),
        type: drawn ? t.type : body.type,
        gameMode: body.gameMode,
        matchFormat: body.matchFormat,
        duration: body.duration,
        selectedLanes: lanes,
        players,
        scheduledDate: isoOrNull(body.scheduledDate, 'scheduledDate') ?? t.scheduledDate,
        bracket: drawn ? t.bracket : formatOptionsFrom(body, t.bracket),
      };
      saveTournament(ctx.db, next);
      return next;
    })
    .immediate();
  publish(ctx, { tournaments: [updated] });
  return updated;
}

/**
 * POST /start: setup → active. The format checks the field and fixes what the start fixes (the
 * Swiss rounds, the groups of a group knockout set up on the tournaments page); its first matches are drawn
 * here (the bracket's first round, every round-robin fixture, the first Swiss round, the group fixtures),
 * pending until 'Schedule Next Matches' puts them on lanes.
 */
export function startTournament(ctx: AppContext, id: string): Tournament {
  const { started, games } = ctx.db
    .transaction(() => {
      const t = requireTournament(ctx, id);
      if (t.status !== 'setup') throw conflict(TOURNAMENT_MESSAGES.alreadyStarted);
      refuseStartProblem(t);
      let next: Tournament = {
        ...t,
        status: 'active',
        startedAt: ctx.now().toISOString(),
        bracket: formatOf(t.type).startOptions(t),
      };
      saveTournament(ctx.db, next);
      const drawn = reconcile(ctx, next);
      next = { ...next, currentRound: drawn.state.currentRound };
      saveTournament(ctx.db, next);
      return { started: next, games: drawn.written };
    })
    .immediate();
  publish(ctx, { games, tournaments: [started] });
  return started;
}

/**
 * DELETE: the tournaments page's cancel. The games go with it and its lanes are released. The
 * socket hears the tournament one last time with status 'cancelled' so screens drop it at once.
 */
export function deleteTournament(ctx: AppContext, id: string): void {
  const { t, lanes } = ctx.db
    .transaction(() => {
      const found = requireTournament(ctx, id);
      const marked = lanesMarkedFor(ctx.db, id);
      for (const laneId of marked) setLaneTournament(ctx.db, laneId, null);
      deleteTournamentRow(ctx.db, id);
      return { t: found, lanes: marked };
    })
    .immediate();
  publish(ctx, { lanes, tournaments: [{ ...t, status: 'cancelled' }] });
}

/**
 * POST /api/tournaments/group-knockout: checks the group-knockout creation rules with their messages and
 * draws the groups; the reconcile creates every group fixture as a pending game. The tournament starts in
 * setup; its first result or scheduled match makes it active. The groups are kept in `bracket.groups` so a
 * group with no results yet still lists its players.
 */
export function createGroupKnockout(ctx: AppContext, body: GroupKnockoutBody): Tournament {
  const input = body.tournament;
  const problem = groupKnockoutProblem({ ...input, players: body.players });
  if (problem) throw badRequest(problem);
  const players = cleanPlayerNames(body.players);
  const groups = drawGroups(players, input.groupCount);
  const { tournament, games } = ctx.db
    .transaction(() => {
      const t = baseTournament(ctx, {
        name: input.name.trim(),
        type: 'group_knockout',
        gameMode: input.gameMode,
        matchFormat: input.matchFormat,
        duration: input.duration,
        players,
        groupCount: input.groupCount,
        playersPerGroup: playersPerGroupFor(players.length, input.groupCount),
        scheduledDate: isoOrNull(input.scheduledDate, 'scheduledDate') ?? ctx.now().toISOString(),
        bracket: { groups: Object.fromEntries(groups.map((g) => [g.groupId, g.players])) },
      });
      insertTournament(ctx.db, t);
      return { tournament: t, games: reconcile(ctx, t).written };
    })
    .immediate();
  publish(ctx, { games, tournaments: [tournament] });
  return tournament;
}
