import type { Pool } from 'pg';
import type { HubAccount } from '../../shared/group/accounts';
import { groupLeagueEndpoints as api } from '../../shared/group/groupLeagueApi';
import { groupLeaguePageEndpoints as page } from '../../shared/group/groupLeaguePage';
import { sentenceRefusal, unauthenticated } from '../../server-kit/domainError';
import { implementHub, type HubRoute } from '../implement';
import {
  addDivision,
  addTeam,
  correctResult,
  createLeague,
  createSeason,
  draw,
  leagueFor,
  moveFixture,
  publish,
} from './manage';
import { publicLeaguePage } from './publicPage';
import { readLeague, venuesOf } from './read';
import { changeRoster } from './roster';
import { leagueView } from './view';

/**
 * A league across the group on head office's door (docs/venue-group.md, "A league across the group"): its
 * users' entries (a viewer reads; a league only for someone who sees all its venues) and the public page's
 * (published leagues only, no sign-in: the one public league shape). `changed` is told after every write: the feeds go out and the
 * screens hear it on the live socket.
 */
export function groupLeagueRoutes(
  pool: Pool,
  changed: () => void,
  now: () => Date = () => new Date(),
): HubRoute[] {
  const who = (user: HubAccount | null): HubAccount => {
    if (!user) throw unauthenticated();
    return user;
  };
  const view = async (leagueId: string, user: HubAccount | null) =>
    leagueView(pool, await leagueFor(pool, leagueId, who(user)));
  const wrote = async <T>(done: Promise<T>): Promise<T> => {
    const value = await done;
    changed();
    return value;
  };
  return [
    implementHub(api.list, async ({ user }) => {
      const mine = who(user).venues;
      const res = await pool.query<{ league_id: string }>(
        'SELECT league_id FROM group_leagues ORDER BY name',
      );
      const leagues = [];
      for (const { league_id } of res.rows) {
        const data = await readLeague(pool, league_id);
        if (!data || !venuesOf(data).every((v) => mine.includes(v))) continue;
        leagues.push({
          id: data.league.id,
          name: data.league.name,
          season: data.season?.name ?? null,
          published: data.season?.publishedAt != null,
        });
      }
      return { leagues };
    }),
    implementHub(api.create, async ({ body, user }) => {
      who(user);
      return { id: await wrote(createLeague(pool, body)) };
    }),
    implementHub(api.view, ({ params, user }) => view(params.leagueId, user)),
    implementHub(api.addDivision, async ({ params, body, user }) => ({
      id: await wrote(addDivision(pool, params.leagueId, who(user), body.name)),
    })),
    implementHub(api.addTeam, async ({ params, body, user }) => ({
      id: await wrote(addTeam(pool, params.leagueId, who(user), body)),
    })),
    implementHub(api.roster, async ({ params, body, user }) => {
      await wrote(changeRoster(pool, params.leagueId, params.teamId, who(user), body, now()));
      return view(params.leagueId, user);
    }),
    implementHub(api.createSeason, async ({ params, body, user }) => ({
      id: await wrote(createSeason(pool, params.leagueId, who(user), body)),
    })),
    implementHub(api.draw, async ({ params, body, user }) => {
      await wrote(draw(pool, params.leagueId, who(user), body.seed));
      return view(params.leagueId, user);
    }),
    implementHub(api.publish, async ({ params, user }) => {
      await wrote(publish(pool, params.leagueId, who(user), now()));
      return view(params.leagueId, user);
    }),
    implementHub(api.correct, async ({ params, body, user }) => {
      await wrote(correctResult(pool, params.leagueId, params.fixtureId, who(user), body, now()));
      return view(params.leagueId, user);
    }),
    implementHub(api.moveFixture, async ({ params, body, user }) => {
      await wrote(moveFixture(pool, params.leagueId, params.fixtureId, who(user), body, now()));
      return view(params.leagueId, user);
    }),
    implementHub(page.league, async ({ params }) => {
      const data = await readLeague(pool, params.leagueId);
      if (!data?.season?.publishedAt)
        throw sentenceRefusal(404, 'NOT_FOUND', 'There is no such league in this group.');
      return publicLeaguePage(data);
    }),
  ];
}
