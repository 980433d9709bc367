import { z } from 'zod';

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
