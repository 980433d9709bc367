import { z } from 'zod';
import { endpoint } from './endpoint';
import { Game } from './games';

export const DEFAULT_TIE_BREAKERS = ['points', 'legDiff', 'headToHead', 'legsFor'] as const;
export const DEFAULT_SEEDING_METHOD = 'A1vB2,C1vD2,B1vA2,D1vC2';

export const Tournament = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  gameMode: z.string(),
  matchFormat: z.string(),
  status: z.string(),
  players: z.array(z.string()),
  selectedLanes: z.array(z.number().int()),
  bracket: z.record(z.string(), z.unknown()).nullable(),
  currentRound: z.number().int(),
  duration: z.number().int(),
  scheduledDate: z.string().nullable(),
  groupCount: z.number().int(),
  playersPerGroup: z.number().int(),
  advancePerGroup: z.number().int(),
  tieBreakers: z.array(z.string()),
  seedingMethod: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Tournament = z.infer<typeof Tournament>;

/**
 * SPEC §4 tournament states. 'cancelled' appears only in the group-knockout reading; the tournaments page
 * cancels by deleting.
 */
export const TOURNAMENT_STATUSES = ['setup', 'active', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** SPEC §9 tournament types, default first. */
export const TOURNAMENT_TYPES = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'group_knockout',
] as const;
/** SPEC §9 match formats, default first. */
export const MATCH_FORMATS = ['best_of_3', 'best_of_5', 'best_of_7', 'race_to_3', 'race_to_5'] as const;
/** SPEC §9: both tournament forms offer these game modes, default 501. */
export const TOURNAMENT_GAME_MODES = ['501', '301', 'Cricket'] as const;
/** SPEC §9 tournament duration in hours: 1 to 6, default 2; group knockout creation sends 3. */
export const MIN_TOURNAMENT_HOURS = 1;
export const MAX_TOURNAMENT_HOURS = 6;
export const GROUP_KNOCKOUT_HOURS = 3;

/**
 * POST /api/tournaments and PUT /api/tournaments/{id} (SPEC §7). The shape is checked here; the rules
 * with SPEC's wording (name, players, lanes) are checked by the service, so a missing name gets the same
 * message as a blank one.
 */
export const TournamentBody = z.object({
  name: z.string().default(''),
  type: z.string().default(TOURNAMENT_TYPES[0]),
  gameMode: z.string().default(TOURNAMENT_GAME_MODES[0]),
  matchFormat: z.string().default(MATCH_FORMATS[0]),
  duration: z.number().int().min(MIN_TOURNAMENT_HOURS).max(MAX_TOURNAMENT_HOURS).default(2),
  selectedLanes: z.array(z.number().int()).default([]),
  players: z.array(z.string()).default([]),
  scheduledDate: z.string().nullable().optional(),
});
export type TournamentBody = z.infer<typeof TournamentBody>;

/**
 * POST /api/tournaments/group-knockout (SPEC §7). Fields default so that a missing name, game mode or
 * player list reaches the SPEC §5 messages ('Tournament name is required' ...) instead of a shape error.
 */
export const GroupKnockoutBody = z.object({
  tournament: z.object({
    name: z.string().default(''),
    type: z.string().default('group_knockout'),
    gameMode: z.string().default(''),
    matchFormat: z.string().default(MATCH_FORMATS[0]),
    groupCount: z.number().int().default(4),
    playersPerGroup: z.number().int().optional(),
    duration: z
      .number()
      .int()
      .min(MIN_TOURNAMENT_HOURS)
      .max(MAX_TOURNAMENT_HOURS)
      .default(GROUP_KNOCKOUT_HOURS),
    scheduledDate: z.string().nullable().optional(),
  }),
  players: z.array(z.string()).default([]),
});
export type GroupKnockoutBody = z.infer<typeof GroupKnockoutBody>;

export const TournamentCreated = z.object({ tournament: Tournament });
export type TournamentCreated = z.infer<typeof TournamentCreated>;

/** SPEC §3 groups response: one entry per group id ('A', 'B' ...). */
export const GroupStanding = z.object({
  player: z.string(),
  points: z.number().int(),
  legsFor: z.number().int(),
  legsAgainst: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type GroupStanding = z.infer<typeof GroupStanding>;
export const GroupsResponse = z.record(
  z.string(),
  z.object({ standings: z.array(GroupStanding), games: z.array(Game) }),
);
export type GroupsResponse = z.infer<typeof GroupsResponse>;

/** SPEC §3 knockout response; each list is in match order (QF1 first). */
export const KnockoutResponse = z.object({
  quarter: z.array(Game),
  semi: z.array(Game),
  final: z.array(Game),
});
export type KnockoutResponse = z.infer<typeof KnockoutResponse>;

/** POST /api/tournaments/{id}/advance-groups answer: the stage the knockout starts with and its games. */
export const AdvanceGroupsResponse = z.object({ newStage: z.string(), games: z.array(Game) });
export type AdvanceGroupsResponse = z.infer<typeof AdvanceGroupsResponse>;

/** POST /api/tournaments/{id}/schedule-matches (SPEC §7): times 30 minutes apart starting now. */
export const SCHEDULE_SPACING_MINUTES = 30;
export const ScheduleMatchesBody = z.object({
  matches: z.array(z.object({ gameId: z.string(), laneId: z.number().int(), scheduledTime: z.string() })),
});
export type ScheduleMatchesBody = z.infer<typeof ScheduleMatchesBody>;
export const ScheduleMatchesResponse = z.object({ games: z.array(Game) });
export type ScheduleMatchesResponse = z.infer<typeof ScheduleMatchesResponse>;

/** The tournaments area of the endpoint table (shared/api/table.ts). */
export const tournamentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/tournaments',
    door: 'lan',
    access: 'anonymous',
    response: z.array(Tournament),
  }),
  createGroupKnockout: endpoint({
    method: 'post',
    path: '/api/tournaments/group-knockout',
    door: 'lan',
    access: 'staff',
    body: GroupKnockoutBody,
    response: TournamentCreated,
    status: 201,
  }),
  create: endpoint({
    method: 'post',
    path: '/api/tournaments',
    door: 'lan',
    access: 'staff',
    body: TournamentBody,
    response: Tournament,
    status: 201,
  }),
  one: endpoint({
    method: 'get',
    path: '/api/tournaments/:id',
    door: 'lan',
    access: 'anonymous',
    response: Tournament,
  }),
  update: endpoint({
    method: 'put',
    path: '/api/tournaments/:id',
    door: 'lan',
    access: 'staff',
    body: TournamentBody,
    response: Tournament,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/tournaments/:id',
    door: 'lan',
    access: 'staff',
    response: 'no content',
  }),
  start: endpoint({
    method: 'post',
    path: '/api/tournaments/:id/start',
    door: 'lan',
    access: 'staff',
    response: Tournament,
  }),
  groups: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/groups',
    door: 'lan',
    access: 'anonymous',
    response: GroupsResponse,
  }),
  knockout: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/knockout',
    door: 'lan',
    access: 'anonymous',
    response: KnockoutResponse,
  }),
  advanceGroups: endpoint({
    method: 'post',
    path: '/api/tournaments/:id/advance-groups',
    door: 'lan',
    access: 'staff',
    response: AdvanceGroupsResponse,
  }),
  scheduleMatches: endpoint({
    method: 'post',
    path: '/api/tournaments/:id/schedule-matches',
    door: 'lan',
    access: 'staff',
    body: ScheduleMatchesBody,
    response: ScheduleMatchesResponse,
  }),
  export: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/export',
    door: 'lan',
    access: 'staff',
    response: 'file',
  }),
};
