/** The league's id from a public league page's address, /league/{id} (on a venue's door or the hub). */
export function leagueIdFromPath(pathname: string): string {
  const match = /^\/league\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}
