import { z } from 'zod';
import { endpoint } from './endpoint';

/** SPEC §3 games: lane games (scoring screen) and tournament games (legs as [home, away] in scores). */
export const Game = z.object({
  id: z.string(),
  laneId: z.number().int().nullable(),
  tournamentId: z.string().nullable(),
  players: z.array(z.string()),
  gameMode: z.string(),
  sets: z.number().int(),
  legs: z.number().int(),
  scores: z.record(z.string(), z.unknown()),
  currentPlayer: z.number().int(),
  status: z.string(),
  winner: z.string().nullable(),
  stage: z.string().nullable(),
  groupId: z.string().nullable(),
  roundNumber: z.number().int(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  bestOf: z.number().int(),
  scheduledTime: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Game = z.infer<typeof Game>;

/**
 * SPEC §4 tournament game states: pending (drawn, not on a lane), active (scheduled onto a lane),
 * completed (result saved). Lane games use active and completed.
 */
export const GAME_STATUSES = ['pending', 'active', 'completed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** A pair of leg counts, [home, away]. The 0–10 and not-equal rules are checked by the service. */
export const LegsPair = z.tuple([z.number(), z.number()]);

/**
 * PUT /api/games/{id}/result (SPEC §7): {winner, legs [home, away], scores {legs}}. legs is what counts;
 * winner, when sent, must agree with it (the side with more legs), and scores.legs is accepted for
 * clients that send only that.
 */
export const GameResultBody = z
  .object({
    winner: z.string().nullable().optional(),
    legs: LegsPair.optional(),
    scores: z.object({ legs: LegsPair }).partial().optional(),
  })
  .refine((b) => b.legs !== undefined || b.scores?.legs !== undefined, {
    message: 'legs is required',
    path: ['legs'],
  });
export type GameResultBody = z.infer<typeof GameResultBody>;

/** GET /api/games: `?tournamentId=` narrows the list to one tournament's games (the TV asks so). */
export const GamesQuery = z.object({ tournamentId: z.string().optional() });
export type GamesQuery = z.infer<typeof GamesQuery>;

/** The games area of the endpoint table (shared/api/table.ts). */
export const gamesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/games',
    door: 'lan',
    access: 'anonymous',
    query: GamesQuery,
    response: z.array(Game),
  }),
  recordResult: endpoint({
    method: 'put',
    path: '/api/games/:id/result',
    door: 'lan',
    access: 'staff',
    body: GameResultBody,
    response: Game,
  }),
  /** Issue 12: staff take a match off its lane (players swapped boards); it goes back to pending. */
  takeOffLane: endpoint({
    method: 'post',
    path: '/api/games/:id/take-off-lane',
    door: 'lan',
    access: 'staff',
    response: Game,
  }),
};
