/**
 * The session countdown and its thresholds (docs/behaviour.md#the-countdown), shared by the lane card and the
 * scoring screen. remaining = session length − time elapsed since start, refreshed every second by the
 * caller.
 */

/** The timer turns to its warning style at 300 s or less. */
export const COUNTDOWN_WARNING_SECONDS = 300;
/** An occupied lane's card turns amber at 600 s or less. */
export const LOW_TIME_SECONDS = 600;
/** How often a screen re-reads the clock for the countdown. */
export const COUNTDOWN_REFRESH_MS = 1000;

/** none: no start time ('00:00'); normal; warning: ≤300 s; expired: ≤0 s ('EXPIRED', red). */
export type CountdownTone = 'none' | 'normal' | 'warning' | 'expired';

export interface Countdown {
  /** Whole seconds left, rounded up so a fresh session shows its full length; null with no start. */
  remainingSeconds: number | null;
  text: string;
  tone: CountdownTone;
}

/** Seconds left in a session, rounded up; null when the session has no (readable) start time. */
export function remainingSeconds(startTime: string | null, sessionSeconds: number, now: Date): number | null {
  if (startTime === null) return null;
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return null;
  return Math.ceil(sessionSeconds - (now.getTime() - start) / 1000);
}

/** The countdown as shown: h:mm:ss from an hour up, m:ss below, 'EXPIRED' at 0 or below. */
export function countdown(startTime: string | null, sessionSeconds: number, now: Date): Countdown {
  const remaining = remainingSeconds(startTime, sessionSeconds, now);
  if (remaining === null) return { remainingSeconds: null, text: '00:00', tone: 'none' };
  if (remaining <= 0) return { remainingSeconds: remaining, text: 'EXPIRED', tone: 'expired' };
  const tone = remaining <= COUNTDOWN_WARNING_SECONDS ? 'warning' : 'normal';
  return { remainingSeconds: remaining, text: formatClock(remaining), tone };
}

/** 3725 → '1:02:05'; 125 → '2:05'. */
export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/**
 * An occupied lane's card turns amber with 600 s or less left. An expired session is past that point too, so
 * it stays amber until staff end it; a lane with no start time never is.
 */
export function isLowTime(remaining: number | null): boolean {
  return remaining !== null && remaining <= LOW_TIME_SECONDS;
}
