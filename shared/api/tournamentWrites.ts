import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import {
  AdvanceGroupsResponse,
  GROUP_KNOCKOUT_HOURS,
  MATCH_FORMATS,
  MAX_TOURNAMENT_HOURS,
  MIN_TOURNAMENT_HOURS,
  ScheduleMatchesResponse,
  Tournament,
  TOURNAMENT_GAME_MODES,
  TOURNAMENT_TYPES,
  TournamentCreated,
} from './tournaments';

/** The tournament type and match format are closed sets; anything else is refused with these. */
export const UNKNOWN_TYPE = sentence('Unknown tournament type');
/** More Swiss rounds than this could never avoid rematches in a field the form allows. */
export const MAX_SWISS_ROUNDS = 127;
export const UNKNOWN_FORMAT = sentence('Unknown match format');

/**
 * POST /api/tournaments and PUT /api/tournaments/{id}. The shape is checked here; the rules
 * with their exact wording (name, players, lanes) are checked by the service, so a missing name gets the same
 * message as a blank one.
 */
export const TournamentBody = z.object({
  name: z.string().default(''),
  type: z.enum(TOURNAMENT_TYPES, { error: UNKNOWN_TYPE }).default(TOURNAMENT_TYPES[0]),
  gameMode: z.string().default(TOURNAMENT_GAME_MODES[0]),
  matchFormat: z.enum(MATCH_FORMATS, { error: UNKNOWN_FORMAT }).default(MATCH_FORMATS[0]),
  duration: z.number().int().min(MIN_TOURNAMENT_HOURS).max(MAX_TOURNAMENT_HOURS).default(2),
  selectedLanes: z.array(z.number().int()).default([]),
  players: z.array(z.string()).default([]),
  scheduledDate: z.string().nullable().optional(),
  /** Double elimination: play a reset when the losers' champion wins the grand final (default true). */
  grandFinalReset: z.boolean().optional(),
  /** Swiss: rounds to play; default ⌈log2 players⌉ (checked against the field when it starts). */
  swissRounds: z.number().int().min(1).max(MAX_SWISS_ROUNDS).optional(),
});
export type TournamentBody = z.infer<typeof TournamentBody>;

/**
 * POST /api/tournaments/group-knockout. Fields default so that a missing name, game mode or
 * player list reaches the exact messages ('Tournament name is required' ...) instead of a shape error.
 */
export const GroupKnockoutBody = z.object({
  tournament: z.object({
    name: z.string().default(''),
    type: z.string().default('group_knockout'),
    gameMode: z.string().default(''),
    matchFormat: z.enum(MATCH_FORMATS).catch(MATCH_FORMATS[0]),
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

/** POST /api/tournaments/{id}/schedule-matches: times 30 minutes apart starting now. */
export const SCHEDULE_SPACING_MINUTES = 30;
export const ScheduleMatchesBody = z.object({
  matches: z.array(z.object({ gameId: z.string(), laneId: z.number().int(), scheduledTime: z.string() })),
});
export type ScheduleMatchesBody = z.infer<typeof ScheduleMatchesBody>;

/** The tournament writes of the endpoint table (the reads are in tournaments.ts). */
export const tournamentWrites = {
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
