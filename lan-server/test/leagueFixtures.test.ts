import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureCorrection } from '../../shared/api/leagueNights';
import type { LeagueFixture, Season, SeasonFixtures, SeasonTables } from '../../shared/api/leagues';
import type { PublicAvailability } from '../../shared/api/publicBooking';
import type { PublicLeague } from '../../shared/api/leaguePublic';
import { openSocket, startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, TUESDAY_SEASON } from './leagueSetup';

// The season's first night is Tuesday 2026-06-16, 19:00–22:00 in London (18:00–21:00 UTC), lanes 1–4.
let t: TestServer;
afterEach(async () => t?.close());

const HOME_6_4 = [
  ...Array.from({ length: 6 }, () => ({ homeLegs: 2, awayLegs: 1 })),
  ...Array.from({ length: 3 }, () => ({ homeLegs: 0, awayLegs: 2 })),
  { homeLegs: 0, awayLegs: 1 },
];
const HOME_10_0 = [
  ...Array.from({ length: 9 }, () => ({ homeLegs: 2, awayLegs: 0 })),
  { homeLegs: 1, awayLegs: 0 },
];

async function seasonOnTheFirstNight() {
  t = await startTestServer();
  let cookie = await t.signIn();
  const { leagueId } = await eightTeamLeague(t, cookie);
  const season = await json<Season>(
    await t.lan(`/api/leagues/${leagueId}/seasons`, { method: 'POST', cookie, json: TUESDAY_SEASON }),
  );
  t.clock.set('2026-06-16T20:30:00.000Z');
  cookie = await t.signIn();
  const { fixtures } = await json<SeasonFixtures>(
    await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
  );
  return { cookie, season, fixtures };
}

describe('a fixture after the draw', () => {
  it('results, a walkover, a postponement and a correction move the table as computed here', async () => {
    const { cookie, season, fixtures } = await seasonOnTheFirstNight();
    const [a, b, c] = fixtures.filter((f) => f.week === 1);
    const send = (path: string, method: string, body: unknown) => t.lan(path, { method, cookie, json: body });

    const first = await send(`/api/league-fixtures/${a.id}/result`, 'PUT', {
      games: HOME_6_4,
      reason: 'Result sheet',
    });
    expect(first.status).toBe(200);
    expect(await json<LeagueFixture>(first)).toMatchObject({ status: 'played', homeGames: 6, awayGames: 4 });

    const walkover = await send(`/api/league-fixtures/${b.id}/walkover`, 'POST', {
      winner: 'away',
      reason: 'No show',
    });
    expect(await json<LeagueFixture>(walkover)).toMatchObject({
      status: 'walkover',
      homeGames: 0,
      awayGames: 10,
    });

    const postponed = await send(`/api/league-fixtures/${c.id}/postpone`, 'POST', {
      date: '2026-06-18',
      reason: 'Two players ill',
    });
    expect(await json<LeagueFixture>(postponed)).toMatchObject({ status: 'postponed', date: '2026-06-18' });
    const thursday = await json<PublicAvailability>(
      await t.pub('/api/public/availability?date=2026-06-18&duration=60'),
    );
    const slot = thursday.lanes[0].slots.find((s) => s.start === '2026-06-18T18:00:00.000Z');
    expect(slot?.state).toBe('league');

    const corrected = await send(`/api/league-fixtures/${a.id}/result`, 'PUT', {
      games: HOME_10_0,
      reason: 'Games 7 to 10 were entered the wrong way round',
    });
    expect(await json<LeagueFixture>(corrected)).toMatchObject({ homeGames: 10, awayGames: 0 });
    const audit = await json<FixtureCorrection[]>(
      await t.lan(`/api/league-fixtures/${a.id}/corrections`, { cookie }),
    );
    expect(audit.map((x) => x.reason)).toEqual([
      'Result sheet',
      'Games 7 to 10 were entered the wrong way round',
    ]);
    expect(JSON.parse(audit[1].before)).toMatchObject({
      status: 'played',
      games: HOME_6_4.map((g) => [g.homeLegs, g.awayLegs]),
    });
    expect(audit[1].correctedBy).toBe('staff');

    const { divisions } = await json<SeasonTables>(
      await t.lan(`/api/league-seasons/${season.id}/tables`, { cookie }),
    );
    const row = (team: string) => divisions[0].table.find((r) => r.team === team);
    const winner = {
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      gamesFor: 10,
      gamesAgainst: 0,
      legsFor: 19,
      legsAgainst: 0,
      points: 3,
    };
    const loser = {
      played: 1,
      won: 0,
      drawn: 0,
      lost: 1,
      gamesFor: 0,
      gamesAgainst: 10,
      legsFor: 0,
      legsAgainst: 19,
      points: 0,
    };
    const notYet = { played: 0, points: 0 };
    expect(row(a.home)).toMatchObject({ ...winner, place: 1 });
    expect(row(b.away)).toMatchObject({ ...winner, place: 1 });
    expect(row(a.away)).toMatchObject({ ...loser, place: 7 });
    expect(row(b.home)).toMatchObject({ ...loser, place: 7 });
    expect(row(c.home)).toMatchObject(notYet);
    expect(row(c.away)).toMatchObject(notYet);
  });

  it('refuses a score that is not a result of the format', async () => {
    const { cookie, fixtures } = await seasonOnTheFirstNight();
    const bad = await t.lan(`/api/league-fixtures/${fixtures[0].id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: [...HOME_6_4.slice(0, 9), { homeLegs: 1, awayLegs: 1 }], reason: 'Sheet' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe(
      'Game 10 is best of 1: one side must win 1 leg and the other fewer.',
    );
    const short = await t.lan(`/api/league-fixtures/${fixtures[0].id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: HOME_6_4.slice(0, 9), reason: 'Sheet' },
    });
    expect((await json<{ message: string }>(short)).message).toBe(
      'This league’s fixtures have 10 games; give a score for each.',
    );
  });
});

describe('the captains sign the result off on a lane tablet of the night', () => {
  it('refuses a fixture not finished, one of another night and a lane not the league’s; keeps each tap and announces it', async () => {
    const { cookie, fixtures } = await seasonOnTheFirstNight();
    const tonight = fixtures.find((f) => f.week === 1) as LeagueFixture;
    const nextWeek = fixtures.find((f) => f.week === 2) as LeagueFixture;
    const sign = (lane: number, id: string, side: string) =>
      t.lan(`/api/lanes/${lane}/league-fixtures/${id}/sign-off`, { method: 'POST', cookie, json: { side } });
    const message = async (res: Response) => (await json<{ message: string }>(res)).message;

    const early = await sign(1, tonight.id, 'home');
    expect(early.status).toBe(409);
    expect(await message(early)).toBe('The fixture is not finished yet: 0 of 10 games have a result.');
    const otherNight = await sign(1, nextWeek.id, 'home');
    expect(otherNight.status).toBe(409);
    expect(await message(otherNight)).toBe(
      `This fixture is not tonight’s: it is played on ${nextWeek.date}.`,
    );
    const otherLane = await sign(5, tonight.id, 'home');
    expect(otherLane.status).toBe(400);
    expect(await message(otherLane)).toBe('Lane 5 is not one of this league night’s lanes.');

    await t.lan(`/api/league-fixtures/${tonight.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: HOME_10_0, reason: 'Result sheet' },
    });
    // Every tablet of the night hears a tap: the league's night is announced again.
    const tablets = await openSocket(t.server.lanUrl);
    const heard = tablets.waitFor((m) => m.type === 'league_updated');
    const home = await json<LeagueFixture>(await sign(2, tonight.id, 'home'));
    await heard;
    tablets.close();
    expect(home.homeSignedAt).toBe('2026-06-16T20:30:00.000Z');
    expect(home.awaySignedAt).toBeNull();
    t.clock.advance(60_000);
    const away = await json<LeagueFixture>(await sign(3, tonight.id, 'away'));
    expect(away).toMatchObject({
      homeSignedAt: '2026-06-16T20:30:00.000Z',
      awaySignedAt: '2026-06-16T20:31:00.000Z',
    });
  });
});

describe('the public league page', () => {
  it('shows the table and results on the public door, team names only', async () => {
    const { cookie, season, fixtures } = await seasonOnTheFirstNight();
    const first = fixtures[0];
    await t.lan(`/api/league-fixtures/${first.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: HOME_10_0, reason: 'Result sheet' },
    });
    const res = await t.pub(`/api/public/leagues/${season.leagueId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('Player');
    const page = JSON.parse(text) as PublicLeague;
    expect(page.name).toBe('Tuesday League');
    expect(page.season?.fixtures).toHaveLength(56);
    expect(page.season?.fixtures.find((f) => f.home === first.home && f.week === 1)).toMatchObject({
      status: 'played',
      homeGames: 10,
      awayGames: 0,
    });
    expect(page.season?.divisions[0].table[0]).toMatchObject({ points: 3, played: 1 });
    expect((await t.pub('/api/public/leagues/no-such-league')).status).toBe(404);
  });
});
