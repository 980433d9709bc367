import { afterEach, describe, expect, it } from 'vitest';
import type {
  LeagueDetail,
  Season,
  SeasonFixtures,
  SeasonPreview,
  SeasonTables,
} from '../../shared/api/leagues';
import type { PublicAvailability } from '../../shared/api/publicBooking';
import { BOOKING_MESSAGES } from '../../shared/booking/bookingRules';
import { startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, roster, TEAM_NIGHT, TUESDAY_SEASON } from './leagueSetup';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC; the venue is in London, open 09:00–23:00.
let t: TestServer;
afterEach(async () => t?.close());

async function message(res: Response): Promise<string> {
  return (await json<{ message: string }>(res)).message;
}

describe('a season is drawn onto the venue’s weekly night', () => {
  it('draws an 8-team double round robin: 14 Tuesdays, 4 fixtures a night, every pair twice', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);

    const preview = await t.lan(`/api/leagues/${leagueId}/season-preview`, {
      method: 'POST',
      cookie,
      json: TUESDAY_SEASON,
    });
    expect(preview.status).toBe(200);
    const dry = await json<SeasonPreview>(preview);
    expect(dry.weeks).toBe(14);
    expect(dry.nights.map((n) => n.date).slice(0, 3)).toEqual(['2026-06-16', '2026-06-23', '2026-06-30']);
    expect(dry.nights[0]).toMatchObject({
      startsAt: '2026-06-16T18:00:00.000Z',
      endsAt: '2026-06-16T21:00:00.000Z',
    });
    expect(dry.clashes).toEqual([]);
    // A dry run saves nothing.
    const before = await json<LeagueDetail>(await t.lan(`/api/leagues/${leagueId}`, { cookie }));
    expect(before.seasons).toEqual([]);

    const created = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: TUESDAY_SEASON,
    });
    expect(created.status).toBe(201);
    const season = await json<Season>(created);
    expect(season.nights).toHaveLength(14);

    const { fixtures } = await json<SeasonFixtures>(
      await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
    );
    expect(fixtures).toHaveLength(56);
    for (let week = 1; week <= 14; week++) {
      const night = fixtures.filter((f) => f.week === week);
      expect(night).toHaveLength(4);
      expect(new Set(night.flatMap((f) => [f.home, f.away])).size).toBe(8);
      expect(new Set(night.map((f) => f.date)).size).toBe(1);
    }
    const pairs = new Set(fixtures.map((f) => `${f.home}|${f.away}`));
    expect(pairs.size).toBe(56);

    const tables = await json<SeasonTables>(
      await t.lan(`/api/league-seasons/${season.id}/tables`, { cookie }),
    );
    expect(tables.divisions[0].table).toHaveLength(8);
    expect(tables.divisions[0].table.every((r) => r.played === 0 && r.points === 0 && r.place === 1)).toBe(
      true,
    );
  });

  it('a skipped Tuesday moves the rest of the season a week on', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const res = await t.lan(`/api/leagues/${leagueId}/season-preview`, {
      method: 'POST',
      cookie,
      json: { ...TUESDAY_SEASON, skippedDates: ['2026-06-23'] },
    });
    const dry = await json<SeasonPreview>(res);
    expect(dry.nights.map((n) => n.date).slice(0, 2)).toEqual(['2026-06-16', '2026-06-30']);
    expect(dry.nights).toHaveLength(14);
  });
});

describe('bad input is refused with a sentence and saves nothing', () => {
  it('a team short of players for the format', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { divisionId } = await eightTeamLeague(t, cookie);
    const res = await t.lan(`/api/league-divisions/${divisionId}/teams`, {
      method: 'POST',
      cookie,
      json: { name: 'Short Side', players: roster('Short Side', 5) },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Short Side has 5 players; this league’s format needs at least 6.');
  });

  it('a player in two teams of one division', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { divisionId } = await eightTeamLeague(t, cookie);
    const players = [...roster('New Side', 5), 'arrows  player 3'];
    const res = await t.lan(`/api/league-divisions/${divisionId}/teams`, {
      method: 'POST',
      cookie,
      json: { name: 'New Side', players },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(
      'arrows player 3 already plays for The Arrows in this division.'.replace(
        'arrows player',
        'arrows  player',
      ),
    );
    const detail = await json<LeagueDetail>(
      await t.lan(
        `/api/leagues/${(await json<{ id: string }[]>(await t.lan('/api/leagues', { cookie })))[0].id}`,
        { cookie },
      ),
    );
    expect(detail.divisions[0].teams.map((team) => team.name)).not.toContain('New Side');
  });

  it.each([
    [
      'a night outside opening hours',
      { startTime: '21:30' },
      'The league night on 2026-06-16 (21:30–00:30) is outside the venue’s opening hours (09:00–23:00).',
    ],
    [
      'a skipped date that is not a date',
      { skippedDates: ['next week'] },
      'The skipped date next week is not a date.',
    ],
    ['an unknown lane', { lanes: [1, 99] }, 'Lane 99 does not exist'],
  ])('%s', async (_case, change, sentence) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const res = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: { ...TUESDAY_SEASON, ...change },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(sentence);
    const detail = await json<LeagueDetail>(await t.lan(`/api/leagues/${leagueId}`, { cookie }));
    expect(detail.seasons).toEqual([]);
  });

  it('a lane in maintenance', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    t.server.db.prepare("UPDATE lanes SET status = 'maintenance' WHERE id = 3").run();
    const res = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: TUESDAY_SEASON,
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Lane 3 is in maintenance or test mode and cannot be used');
  });

  it('a format no league plays', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const res = await t.lan('/api/leagues', {
      method: 'POST',
      cookie,
      json: {
        name: 'Odd League',
        format: { ...TEAM_NIGHT, games: [{ kind: 'singles', bestOf: 2, mode: { kind: 'cricket' } }] },
      },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Game 1 must be best of an odd number of legs from 1 to 21.');
  });
});

const booking = (reservedTime: string, laneId = 2) => ({
  laneId,
  customerName: 'Ada Lovelace',
  playerCount: 2,
  reservedTime,
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
});

describe('a season clashing with a booking', () => {
  it('shows the clash before saving, refuses it, and takes the lanes with a reason', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const booked = await t.lan('/api/reservations', {
      method: 'POST',
      cookie,
      json: booking('2026-06-23T18:30:00.000Z'),
    });
    expect(booked.status).toBe(201);

    const dry = await json<SeasonPreview>(
      await t.lan(`/api/leagues/${leagueId}/season-preview`, {
        method: 'POST',
        cookie,
        json: TUESDAY_SEASON,
      }),
    );
    expect(dry.clashes).toMatchObject([
      { date: '2026-06-23', laneNumber: 2, kind: 'reservation', holder: 'Ada Lovelace' },
    ]);

    const refused = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: TUESDAY_SEASON,
    });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(
      'The league nights clash with a booking: Lane 2 on 2026-06-23 (Ada Lovelace, 19:30–20:30). Move it, or take the lanes anyway with a reason.',
    );
    expect((await json<LeagueDetail>(await t.lan(`/api/leagues/${leagueId}`, { cookie }))).seasons).toEqual(
      [],
    );

    const taken = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: { ...TUESDAY_SEASON, overrideReason: 'Ada plays in the league; her booking moves to lane 6' },
    });
    expect(taken.status).toBe(201);
    expect((await json<Season>(taken)).overrideReason).toBe(
      'Ada plays in the league; her booking moves to lane 6',
    );
  });
});

describe('league nights block their lanes like a tournament', () => {
  const slotAt = (day: PublicAvailability, laneId: number, start: string) =>
    day.lanes.find((l) => l.laneId === laneId)?.slots.find((s) => s.start === start)?.state;

  it('both booking pages and the booking rule: taken on league nights, free on the others', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    expect(
      (await t.lan(`/api/leagues/${leagueId}/seasons`, { method: 'POST', cookie, json: TUESDAY_SEASON }))
        .status,
    ).toBe(201);

    for (const door of [t.pub, t.lan]) {
      const tuesday = await json<PublicAvailability>(
        await door('/api/public/availability?date=2026-06-23&duration=60'),
      );
      expect(slotAt(tuesday, 1, '2026-06-23T18:00:00.000Z')).toBe('league');
      expect(slotAt(tuesday, 4, '2026-06-23T20:00:00.000Z')).toBe('league');
      // Before the night, after it, and on a lane the season does not use: free.
      expect(slotAt(tuesday, 1, '2026-06-23T17:00:00.000Z')).toBe('available');
      expect(slotAt(tuesday, 1, '2026-06-23T21:00:00.000Z')).toBe('available');
      expect(slotAt(tuesday, 5, '2026-06-23T18:00:00.000Z')).toBe('available');
      const wednesday = await json<PublicAvailability>(
        await door('/api/public/availability?date=2026-06-24&duration=60'),
      );
      expect(slotAt(wednesday, 1, '2026-06-24T18:00:00.000Z')).toBe('available');
    }

    const onTheNight = await t.pub('/api/reservations', {
      method: 'POST',
      json: booking('2026-06-23T18:30:00.000Z', 1),
    });
    expect(onTheNight.status).toBe(409);
    expect(await message(onTheNight)).toBe(BOOKING_MESSAGES.overlap.league(1));
    const nextDay = await t.pub('/api/reservations', {
      method: 'POST',
      json: booking('2026-06-24T18:30:00.000Z', 1),
    });
    expect(nextDay.status).toBe(201);
  });

  it('the lane card names the league night that takes the lane next', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    await t.lan(`/api/leagues/${leagueId}/seasons`, { method: 'POST', cookie, json: TUESDAY_SEASON });
    t.clock.set('2026-06-16T16:00:00.000Z');
    const later = await t.signIn();
    const lane = await json<{ nextReservation: { customerName: string; reservedTime: string } | null }>(
      await t.lan('/api/lanes/1', { cookie: later }),
    );
    expect(lane.nextReservation).toEqual({
      customerName: 'Tuesday League — Summer 2026',
      reservedTime: '2026-06-16T18:00:00.000Z',
    });
  });
});
