import { useEffect, useState } from 'react';

/** Below this width the booking page lists free times first instead of the lane × time grid. */
export const NARROW_QUERY = '(max-width: 640px)';

/**
 * Whether the page is on a phone-sized screen, read synchronously on the first render (so a phone never
 * draws the grid and then swaps it, which would shift the page) and followed when the window changes.
 */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}
