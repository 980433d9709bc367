import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureCorrection } from '../../shared/api/leagueNights';
import type { LaneLeagueNight, LineupBody, NightFixture } from '../../shared/api/leagueMatchNight';
import type { LeagueFixture } from '../../shared/api/leagues';
import { startTestServer, type TestServer } from './harness';
import {
  entries,
  fixture,
  fixtures,
  ids,
  joinGroup,
  outboxEvents,
  published,
  sendFeed,
} from './groupLeagueFixtures';
import { enterLineup, mustOk, playLaneGame, startGame, type SideFigures } from './leagueNightPlay';
import { json } from './leagueSetup';

/**
 * A group league's fixture on the venue's lanes (docs/venue-group.md, "The venue's half"): its night takes
 * the season's lanes as the venue's own league night does, a booking the venue already had is kept and the
 * clash reported up; the fixture is played by darts, both captains sign off and exactly one `league_result`
 * goes up in the same transaction; a staff correction goes up as `league_result_corrected`; head office's
 * correction replaces the venue's copy and the audit says who, where and why.
 */
let t: TestServer;
afterEach(async () => t?.close());

const NIGHT = '2026-06-16';
/** 19:30 in London (BST). */
const AT_1930 = '2026-06-16T18:30:00.000Z';

const booking = (laneId: number, reservedTime: string) => ({
  laneId,
  customerName: 'Ada Lovelace',
  playerCount: 2,
  reservedTime,
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
});

const singles = (side: 'home' | 'away', playerId: string): LineupBody => ({
  side,
  games: [{ players: [{ playerId }] }],
});

describe("a group league's night at the venue", () => {
  it('takes the lanes, keeps a booking already there and reports the clash once', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    const made = await t.lan('/api/reservations', {
      method: 'POST',
      cookie: admin,
      json: booking(1, AT_1930),
    });
    expect(made.status).toBe(201);
    const { id: bookingId } = await json<{ id: string }>(made);

    const hosted = fixture(0, 2, NIGHT);
    const feed = entries(1, published, fixtures(hosted));
    expect(await sendFeed(t, feed)).toEqual({ status: 200, body: { appliedThrough: 2 } });

    const clashes = outboxEvents(t, 'league_fixture_clash');
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({
      kind: 'league_fixture_clash',
      leagueId: ids.league,
      fixtureId: hosted.id,
      nightDate: NIGHT,
      lanesShort: 1,
    });
    // The booking the venue already had is kept as it was.
    const kept = t.server.db
      .prepare('SELECT lane_id AS laneId, reserved_time AS at, status FROM reservations WHERE id = ?')
      .get(bookingId);
    expect(kept).toEqual({ laneId: 1, at: AT_1930, status: 'active' });

    // The night blocks the season's other lane as a league night of the venue's own does.
    const over = await t.lan('/api/reservations', {
      method: 'POST',
      cookie: admin,
      json: booking(2, AT_1930),
    });
    expect(over.status).toBe(409);
    expect((await json<{ message: string }>(over)).message).toBe(
      'Lane 2 is booked for a league night at that time',
    );
    const free = await t.lan('/api/reservations', {
      method: 'POST',
      cookie: admin,
      json: booking(3, AT_1930),
    });
    expect(free.status).toBe(201);

    // The same fixtures again (head office sends on after a lost answer): the clash is not reported twice.
    await sendFeed(t, entries(3, fixtures(hosted)));
    expect(outboxEvents(t, 'league_fixture_clash')).toHaveLength(1);

    // Moved to the next week, the first night gives its lanes back.
    await sendFeed(t, entries(4, fixtures({ ...hosted, nightDate: '2026-06-23', week: 2 })));
    const again = await t.lan('/api/reservations', {
      method: 'POST',
      cookie: admin,
      json: booking(2, AT_1930),
    });
    expect(again.status).toBe(201);
  });

  it('played by darts and signed off: one league_result; corrected here and at head office', async () => {
    t = await startTestServer();
    const admin = await t.signIn('admin');
    await joinGroup(t, admin);
    const hosted = fixture(0, 2, NIGHT);
    await sendFeed(t, entries(1, published, fixtures(hosted)));

    t.clock.set('2026-06-16T18:05:00.000Z');
    const cookie = await t.signIn('admin');
    const night = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/1/league-night', { cookie }));
    expect(night.fixtures.map((f) => f.fixture.id)).toEqual([hosted.id]);
    await mustOk(await enterLineup(t, cookie, 1, hosted.id, singles('home', ids.players[0])));
    await mustOk(await enterLineup(t, cookie, 1, hosted.id, singles('away', ids.players[2])));
    await mustOk<NightFixture>(await startGame(t, cookie, 1, hosted.id, 1));
    const played = await playLaneGame(t, cookie, 1, [0, 1, 0]);
    expect(played.legs).toEqual([2, 1]);

    const sign = (side: 'home' | 'away') =>
      t.lan(`/api/lanes/1/league-fixtures/${hosted.id}/sign-off`, { method: 'POST', cookie, json: { side } });
    expect((await sign('home')).status).toBe(200);
    expect(outboxEvents(t, 'league_result')).toEqual([]);
    expect((await sign('away')).status).toBe(200);
    expect((await sign('away')).status).toBe(200);
    const results = outboxEvents(t, 'league_result');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      leagueId: ids.league,
      signedAt: '2026-06-16T18:05:00.000Z',
      result: {
        fixtureId: hosted.id,
        version: 1,
        games: [
          {
            gameNumber: 1,
            homeLegs: 2,
            awayLegs: 1,
            homePlayers: [ids.players[0]],
            awayPlayers: [ids.players[2]],
          },
        ],
      },
    });
    // Each roster player's darts figures travel with the result, as the venue's own player tables count them.
    const figuresOf = (player: string | undefined, f: SideFigures) => ({
      player,
      darts: f.darts,
      points: f.points,
      finishedLeg: true,
      oneEighties: f.oneEighties,
      tonForties: f.tonForties,
      highestCheckout: f.highestCheckout,
      tonPlusFinishes: f.tonPlusFinishes,
      hidden: false,
    });
    const figures = [
      figuresOf(ids.players[0], played.figures[0]),
      figuresOf(ids.players[2], played.figures[1]),
    ];
    expect(results[0]).toMatchObject({ figures });

    // A staff correction at the venue goes up, based on the version it corrected.
    const corrected = await t.lan(`/api/league-fixtures/${hosted.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: [{ homeLegs: 1, awayLegs: 2 }], reason: 'The scorer swapped the legs' },
    });
    expect(corrected.status).toBe(200);
    const up = outboxEvents(t, 'league_result_corrected');
    expect(up).toHaveLength(1);
    expect(up[0]).toMatchObject({
      leagueId: ids.league,
      result: { fixtureId: hosted.id, version: 2, games: [{ homeLegs: 1, awayLegs: 2 }] },
      correction: { basedOn: 1, by: 'admin', where: 'venue', reason: 'The scorer swapped the legs' },
      figures,
    });

    // Head office's correction comes down and replaces the venue's copy; nothing goes back up for it.
    const down = {
      kind: 'result_corrected' as const,
      leagueId: ids.league,
      result: {
        fixtureId: hosted.id,
        version: 3,
        games: [
          {
            gameNumber: 1,
            homeLegs: 2,
            awayLegs: 0,
            homePlayers: [ids.players[0]],
            awayPlayers: ['Sub Sam'],
          },
        ],
      },
      correction: {
        basedOn: 2,
        by: 'Hannah Cole',
        where: 'head office' as const,
        reason: 'York fielded a substitute',
        at: '2026-06-17T09:00:00.000Z',
      },
    };
    expect(await sendFeed(t, entries(3, down))).toEqual({ status: 200, body: { appliedThrough: 3 } });
    const { fixtures: fixtureNow } = await mustOk<{ fixtures: LeagueFixture[] }>(
      await t.lan(`/api/league-seasons/${ids.season}/fixtures`, { cookie }),
    );
    expect(fixtureNow[0]).toMatchObject({ status: 'played', homeGames: 1, awayGames: 0 });
    expect(fixtureNow[0].games).toMatchObject([{ homeLegs: 2, awayLegs: 0 }]);
    const audit = await mustOk<FixtureCorrection[]>(
      await t.lan(`/api/league-fixtures/${hosted.id}/corrections`, { cookie }),
    );
    expect(audit.map((c) => [c.correctedBy, c.where, c.reason])).toEqual([
      ['admin', 'venue', 'The scorer swapped the legs'],
      ['Hannah Cole', 'head office', 'York fielded a substitute'],
    ]);
    expect(outboxEvents(t, 'league_result_corrected')).toHaveLength(1);
    expect(outboxEvents(t, 'league_result')).toHaveLength(1);

    // The venue's next correction is based on head office's version.
    await t.lan(`/api/league-fixtures/${hosted.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games: [{ homeLegs: 2, awayLegs: 1 }], reason: 'One more look at the sheet' },
    });
    expect(outboxEvents(t, 'league_result_corrected').at(-1)).toMatchObject({
      result: { version: 4 },
      correction: { basedOn: 3 },
    });
  });
});
