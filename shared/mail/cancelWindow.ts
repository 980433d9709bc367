/**
 * Whether a customer may still cancel their booking online: only an active booking, and only until the
 * venue's cut-off before its start (default 2 hours). After the cut-off the lane can hardly be sold again, so
 * the customer is asked to call the venue instead. A booking that has started or finished, or that is no
 * longer active, cannot be cancelled from the link at all.
 */
export type CancelRefusal = 'already_cancelled' | 'over' | 'past_cutoff';

export interface CancelCheck {
  status: string;
  /** ISO instant of the booking's start. */
  reservedTime: string;
  cutoffMinutes: number;
  now: Date;
}

/** The last instant at which the booking may be cancelled online. */
export function cancelDeadline(reservedTime: string, cutoffMinutes: number): Date {
  return new Date(new Date(reservedTime).getTime() - cutoffMinutes * 60_000);
}

/** Why the link may not cancel the booking now, or null when it may. */
export function cancelRefusal(c: CancelCheck): CancelRefusal | null {
  if (c.status === 'cancelled') return 'already_cancelled';
  const start = new Date(c.reservedTime).getTime();
  if (c.status !== 'active' || c.now.getTime() >= start) return 'over';
  if (c.now.getTime() > cancelDeadline(c.reservedTime, c.cutoffMinutes).getTime()) return 'past_cutoff';
  return null;
}
