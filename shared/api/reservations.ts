import { z } from 'zod';

export const Reservation = z.object({
  id: z.string(),
  laneId: z.number().int(),
  customerName: z.string(),
  playerCount: z.number().int(),
  reservedTime: z.string(),
  duration: z.number().int(),
  prepaidAmount: z.string(),
  contactInfo: z.string().nullable(),
  emailAddress: z.string().nullable(),
  status: z.string(),
  tournamentId: z.string().nullable(),
  isStaffOverride: z.boolean(),
  overrideReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;
