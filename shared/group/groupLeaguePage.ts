import { PublicLeague } from '../api/leaguePublic';
import { endpoint } from '../api/endpoint';

/**
 * The group's public league page (docs/venue-group.md, "A league across the group"): no sign-in, on the
 * hub's door beside the group's booking page. Its answer is the one public league shape every door answers
 * (`PublicLeague`, shared/api/leaguePublic.ts): tables, fixtures with their venues and nights, results with
 * who corrected them and why, and the player tables — players named only when they did not hide themselves,
 * and nothing else about anyone. The same answer is what `tables_changed` carries to every hosting venue,
 * for its own public league page.
 */

/** Where the public league page lives on the hub (beside the group's booking page, `/book`): /league/{id}. */
export const GROUP_LEAGUE_PAGE_PATH = '/league';

/** The public page's API: anonymous, published leagues only. */
export const groupLeaguePageEndpoints = {
  league: endpoint({
    method: 'get',
    path: '/api/group/leagues/:leagueId',
    door: 'head office',
    access: 'anonymous',
    response: PublicLeague,
  }),
};
