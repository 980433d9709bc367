import { useEffect, useState } from 'react';

/**
 * The TV build's paths without a router (react-router was a sixth of the TV's legacy bundle
 * for two paths). A view is picked by the first pattern that matches the path; its capture groups are
 * the view's params. Going somewhere is a history push and an event this module listens to; the
 * browser's Back and Forward arrive as popstate.
 */
export interface TvPathMatch<V> {
  view: V;
  params: (string | undefined)[];
}

export function matchTvPath<V>(
  path: string,
  views: readonly { path: RegExp; view: V }[],
  fallback: V,
): TvPathMatch<V> {
  for (const candidate of views) {
    const found = candidate.path.exec(path);
    if (found) return { view: candidate.view, params: found.slice(1).map(decodeParam) };
  }
  return { view: fallback, params: [] };
}

function decodeParam(part: string | undefined): string | undefined {
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape: shown as typed rather than breaking the screen
  }
}

const NAVIGATED = 'doubletop:tv-navigate';

/** Goes to `path` inside the TV build, without a page load. */
export function goTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** The current path, following goTo and the browser's Back and Forward. */
export function usePathname(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    window.addEventListener(NAVIGATED, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(NAVIGATED, follow);
    };
  }, []);
  return path;
}
