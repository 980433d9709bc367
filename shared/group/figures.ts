import * as z from 'zod/mini';
import { CURRENCIES } from '../api/settings';

/**
 * Head office's view of today and this week, in zod/mini like every shape the live socket carries
 * (shared/group/live.ts), so the socket's messages are checked by the one schema style the screens share.
 */

/** One venue's figures over one period (today or this week, in the venue's own zone). */
export const PeriodFigures = z.object({
  bookings: z.int(),
  sessions: z.int(),
  laneHoursSold: z.number(),
  laneHoursOpen: z.number(),
  /** Sold ÷ open, as a percentage rounded to one decimal; null when the venue is not open. */
  utilisation: z.nullable(z.number()),
  /**
   * Money taken in the period, each pound once, in minor units (shared/group/takings.ts): prepayments when
   * paid, the rest of each session's fee when it ended, less prepayments given back for cancellations.
   * Negative on a day that gave back more than it took.
   */
  revenueMinor: z.int(),
  noShows: z.int(),
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

export const VenueFigures = z.object({
  venueId: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  timezone: z.string(),
  online: z.boolean(),
  lastEventAt: z.nullable(z.string()),
  lastHeartbeatAt: z.nullable(z.string()),
  /** Events the venue said (in its last heartbeat) it had not yet sent. */
  queued: z.int(),
  today: PeriodFigures,
  week: PeriodFigures,
});
export type VenueFigures = z.infer<typeof VenueFigures>;

export const GroupLeaderboardEntry = z.object({
  name: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  laneNumber: z.int(),
  value: z.number(),
});
export type GroupLeaderboardEntry = z.infer<typeof GroupLeaderboardEntry>;

export const GroupLeaderboard = z.object({
  highestCheckout: z.array(GroupLeaderboardEntry),
  mostOneEighties: z.array(GroupLeaderboardEntry),
  bestAverage: z.array(GroupLeaderboardEntry),
});
export type GroupLeaderboard = z.infer<typeof GroupLeaderboard>;

/** Head office's whole view: what the socket sends whenever it changes. */
export const HeadOffice = z.object({
  at: z.string(),
  venues: z.array(VenueFigures),
  leaderboard: z.object({ tonight: GroupLeaderboard, month: GroupLeaderboard }),
});
export type HeadOffice = z.infer<typeof HeadOffice>;

/** Utilisation as head office shows it. */
export function utilisation(sold: number, open: number): number | null {
  return open > 0 ? Math.round((sold / open) * 1000) / 10 : null;
}
