import { z } from 'zod';
import { endpoint } from './endpoint';
import { Game } from './games';

/** A pair of leg counts, [home, away]. The 0–10 and not-equal rules are checked by the service. */
export const LegsPair = z.tuple([z.number(), z.number()]);

/**
 * PUT /api/games/{id}/result: {winner, legs [home, away], scores {legs}}. legs is what counts;
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

/** The game writes of the endpoint table (the reads are in games.ts). */
export const gameWrites = {
  recordResult: endpoint({
    method: 'put',
    path: '/api/games/:id/result',
    door: 'lan',
    access: 'staff',
    body: GameResultBody,
    response: Game,
  }),
  /** Staff take a match off its lane (players swapped boards); it goes back to pending. */
  takeOffLane: endpoint({
    method: 'post',
    path: '/api/games/:id/take-off-lane',
    door: 'lan',
    access: 'staff',
    response: Game,
  }),
};
