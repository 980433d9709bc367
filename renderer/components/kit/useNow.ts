import { useEffect, useState } from 'react';

/** Countdowns and the scoreboard clock move every second. */
export const EVERY_SECOND_MS = 1000;

/**
 * The current time, re-read every `everyMs` (a second by default): one clock for a whole screen, so its
 * countdowns agree. The booking page asks every 30 s (slots turn 'past' while it stays open).
 */
export function useNow(everyMs = EVERY_SECOND_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
