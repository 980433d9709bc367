import { z } from 'zod';
import { GAME_MODES, type GameMode } from '../darts/types';
import { endpoint } from './endpoint';

import { Lane, TabletLane } from './laneShapes';
export { LaneStatus, NextReservation, LaneRecord, Lane, TabletLane } from './laneShapes';

export const Stats = z.object({
  availableLanes: z.number().int(),
  occupiedLanes: z.number().int(),
  reservedLanes: z.number().int(),
  todaysFutureReservations: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;

/** The game modes: the darts engine's list, so the start body accepts exactly what can be scored. */
export { GAME_MODES, type GameMode };
export const DEFAULT_GAME_MODE: GameMode = '501';

/** Sessions last 0.5 to 3 hours in half-hour steps. */
export const SESSION_HOURS = [0.5, 1, 1.5, 2, 2.5, 3] as const;
export const MAX_SESSION_PLAYERS = 6;
export const MAX_PLAYER_NAME_LENGTH = 40;
export const MIN_SETS_OR_LEGS = 1;
export const MAX_SETS_OR_LEGS = 10;

const setsOrLegs = () =>
  z
    .number({ error: 'must be a whole number from 1 to 10' })
    .int({ error: 'must be a whole number from 1 to 10' })
    .min(MIN_SETS_OR_LEGS, { error: 'must be at least 1' })
    .max(MAX_SETS_OR_LEGS, { error: 'must be at most 10' });

/**
 * POST /api/lanes/{id}/start. The server never drops blank names — the dialog does that before
 * sending — so a blank name here is a client bug and answered 400 rather than silently fixed. Messages
 * leave out the field: the server prefixes its path ("players: must name at least one player").
 */
export const StartLaneSessionBody = z
  .object({
    players: z
      .array(
        z
          .string({ error: 'must be a name' })
          .trim()
          .min(1, { error: 'must not be blank' })
          .max(MAX_PLAYER_NAME_LENGTH, { error: `must be at most ${MAX_PLAYER_NAME_LENGTH} characters` }),
        { error: 'must be a list of player names' },
      )
      .min(1, { error: 'must name at least one player' })
      .max(MAX_SESSION_PLAYERS, { error: `must name at most ${MAX_SESSION_PLAYERS} players` }),
    duration: z
      .number({ error: 'must be a number of hours' })
      .min(0.5, { error: 'must be at least 0.5 hours' })
      .max(3, { error: 'must be at most 3 hours' })
      .refine((hours) => Number.isInteger(hours * 2), { error: 'must be in half-hour steps' }),
    gameMode: z.enum(GAME_MODES, { error: 'must be one of the game modes' }).optional(),
    sets: setsOrLegs().optional(),
    legs: setsOrLegs().optional(),
    /**
     * Each player's 'Hide from leaderboard' choice, in the players' order, asked where the names are
     * typed. Stored with the session's game before the game is first published, so a hidden name never
     * reaches the venue TV. Left out, nobody is hidden.
     */
    hideFromLeaderboard: z
      .array(z.boolean({ error: 'must be true or false for each player' }), {
        error: 'must be a list of true or false, one per player',
      })
      .max(MAX_SESSION_PLAYERS, { error: `must have at most ${MAX_SESSION_PLAYERS} choices` })
      .optional(),
  })
  .refine(
    (body) =>
      body.hideFromLeaderboard === undefined || body.hideFromLeaderboard.length === body.players.length,
    { error: 'must give one choice per player', path: ['hideFromLeaderboard'] },
  );
export type StartLaneSessionBody = z.infer<typeof StartLaneSessionBody>;

/**
 * POST /api/lanes/{id}/activate-reservation. With no body the lane's current reservation is activated
 * (or, for early arrivals, its next one today); the reservations page may name the one it means.
 */
export const ActivateReservationBody = z
  .object({
    reservationId: z.string({ error: 'must be a reservation id' }).min(1).optional(),
    /**
     * The Start Session dialog the front desk fills for an arriving booking — the players' names,
     * game and leaderboard choices, as for a walk-in. Left out, the players are 'Player 1'…'Player n'.
     */
    players: StartLaneSessionBody.shape.players.optional(),
    gameMode: StartLaneSessionBody.shape.gameMode,
    sets: StartLaneSessionBody.shape.sets,
    legs: StartLaneSessionBody.shape.legs,
    hideFromLeaderboard: StartLaneSessionBody.shape.hideFromLeaderboard,
    /**
     * Hours, when staff choose a session length other than the booking's. Left out, the session keeps the
     * booking's end: a party that arrives early plays from now until the booked end, one that
     * arrives on time or late plays the booked length.
     */
    duration: StartLaneSessionBody.shape.duration.optional(),
  })
  .refine(
    (body) =>
      body.hideFromLeaderboard === undefined || body.hideFromLeaderboard.length === body.players?.length,
    { error: 'must give one choice per player', path: ['hideFromLeaderboard'] },
  );
export type ActivateReservationBody = z.infer<typeof ActivateReservationBody>;

/**
 * Statuses staff may set by hand (PUT /api/lanes/{id}); occupied and reserved come from sessions and
 * bookings.
 */
export const MANUAL_LANE_STATUSES = ['available', 'maintenance', 'test'] as const;

/** PUT /api/lanes/{id}: rename and/or take the lane out of service and back. */
export const UpdateLaneBody = z
  .object({
    name: z
      .string({ error: 'must be text' })
      .trim()
      .max(MAX_PLAYER_NAME_LENGTH, { error: `must be at most ${MAX_PLAYER_NAME_LENGTH} characters` })
      .optional(),
    status: z.enum(MANUAL_LANE_STATUSES, { error: 'must be available, maintenance or test' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.status !== undefined, {
    error: 'name or status is required',
  });
export type UpdateLaneBody = z.infer<typeof UpdateLaneBody>;

/** The lanes and stats endpoints, as entries of the endpoint table (shared/api/table.ts). */
export const laneEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/lanes',
    door: 'lan',
    access: 'staff',
    response: z.array(Lane),
  }),
  /** Staff get the whole lane; the lane's own tablet gets TabletLane (no customer's name). */
  one: endpoint({
    method: 'get',
    path: '/api/lanes/:id',
    door: 'lan',
    access: 'lane',
    response: z.union([Lane, TabletLane]),
  }),
  stats: endpoint({ method: 'get', path: '/api/stats', door: 'lan', access: 'staff', response: Stats }),
  update: endpoint({
    method: 'put',
    path: '/api/lanes/:id',
    door: 'lan',
    access: 'staff',
    body: UpdateLaneBody,
    response: Lane,
  }),
  start: endpoint({
    method: 'post',
    path: '/api/lanes/:id/start',
    door: 'lan',
    access: 'staff',
    body: StartLaneSessionBody,
    response: Lane,
  }),
  stop: endpoint({
    method: 'post',
    path: '/api/lanes/:id/stop',
    door: 'lan',
    access: 'staff',
    response: Lane,
  }),
  activateReservation: endpoint({
    method: 'post',
    path: '/api/lanes/:id/activate-reservation',
    door: 'lan',
    access: 'staff',
    body: ActivateReservationBody,
    response: Lane,
  }),
};
