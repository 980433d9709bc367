import { z } from 'zod';

/** What needs attention now, each with the time it started (docs/venue-group.md#what-needs-attention). */
export const Alert = z.object({
  kind: z.enum(['offline', 'queue_growing', 'clock_off', 'dropped_messages']),
  venueId: z.string(),
  venueName: z.string(),
  since: z.string(),
  /** offline: none; queue_growing: events queued now; clock_off: the venue's clock minus head office's, ms;
   * dropped_messages: how many in the window. */
  value: z.number().nullable(),
});
export type Alert = z.infer<typeof Alert>;

/** A venue's link as head office sees it, for its own page. */
export const LinkHealth = z.object({
  venueId: z.string(),
  lastHeartbeatAt: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  queued: z.number().int(),
  clockOffsetMs: z.number().nullable(),
  queueGrowingSince: z.string().nullable(),
  clockOffSince: z.string().nullable(),
  lastDroppedAt: z.string().nullable(),
  lastDroppedReason: z.string().nullable(),
});
export type LinkHealth = z.infer<typeof LinkHealth>;
