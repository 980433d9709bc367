import { z } from 'zod';

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
