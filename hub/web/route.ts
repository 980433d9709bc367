import { useEffect, useState } from 'react';

/**
 * Head office's pages, in the address's hash (`#/venues/leeds`), so the hub serves one index.html and a
 * page can be bookmarked or reloaded: the overview, a venue's own page, the group's leagues, the users (an
 * owner's) and one's account.
 */
export type Route =
  | { page: 'overview' }
  | { page: 'venue'; venueId: string }
  | { page: 'leagues' }
  | { page: 'league'; leagueId: string }
  | { page: 'users' }
  | { page: 'account' };

export function routeOf(hash: string): Route {
  const path = hash.replace(/^#/, '');
  const venue = /^\/venues\/([^/]+)$/.exec(path);
  if (venue?.[1]) return { page: 'venue', venueId: decodeURIComponent(venue[1]) };
  const league = /^\/leagues\/([^/]+)$/.exec(path);
  if (league?.[1]) return { page: 'league', leagueId: decodeURIComponent(league[1]) };
  if (path === '/leagues') return { page: 'leagues' };
  if (path === '/users') return { page: 'users' };
  if (path === '/account') return { page: 'account' };
  return { page: 'overview' };
}

export function hrefOf(route: Route): string {
  switch (route.page) {
    case 'overview':
      return '#/';
    case 'venue':
      return `#/venues/${encodeURIComponent(route.venueId)}`;
    case 'leagues':
      return '#/leagues';
    case 'league':
      return `#/leagues/${encodeURIComponent(route.leagueId)}`;
    case 'users':
      return '#/users';
    case 'account':
      return '#/account';
  }
}

/** The page the address names, following the browser's back and forward. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.hash));
  useEffect(() => {
    const follow = () => {
      setRoute(routeOf(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}
