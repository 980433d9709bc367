import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarLeagueNight, Season } from '../../shared/api/leagues';
import type { Lane } from '../../shared/api/lanes';
import { startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, TUESDAY_SEASON } from './leagueSetup';

// What leagues.test.ts and leagueSeasonPlayed.test.ts do not cover: the staff calendar's read of league nights
// and the lane cards' fit flags before a night. Both booking pages, free on other nights, are covered there.
let t: TestServer;
afterEach(async () => t?.close());

describe('the staff calendar and the lane cards know a league night', () => {
  it('the calendar’s month lists each night on its lanes and hours; the lane cards before the night', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const season = await json<Season>(
      await t.lan(`/api/leagues/${leagueId}/seasons`, { method: 'POST', cookie, json: TUESDAY_SEASON }),
    );

    const june = await t.lan('/api/league-nights?from=2026-06-01&days=30', { cookie });
    expect(june.status).toBe(200);
    const nights = await json<CalendarLeagueNight[]>(june);
    // Tuesdays 16, 23 and 30 June, 19:00–22:00 in London (18:00–21:00 UTC), on lanes 1–4; nothing else.
    expect(nights).toEqual(
      ['2026-06-16', '2026-06-23', '2026-06-30'].map((date) => ({
        seasonId: season.id,
        name: 'Tuesday League — Summer 2026',
        lanes: [1, 2, 3, 4],
        startsAt: `${date}T18:00:00.000Z`,
        endsAt: `${date}T21:00:00.000Z`,
      })),
    );
    // A week of Wednesdays to Mondays between two nights: none.
    const between = await t.lan('/api/league-nights?from=2026-06-17&days=6', { cookie });
    expect(await json<CalendarLeagueNight[]>(between)).toEqual([]);
    const bad = await t.lan('/api/league-nights?from=June&days=30', { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/YYYY-MM-DD/);
    expect((await t.lan('/api/league-nights?from=2026-06-01&days=30')).status).toBe(401);

    // Half an hour before the night, a season lane's card has the league night as its next booking and room
    // for half an hour only; a lane the season does not use is free for the evening.
    t.clock.set('2026-06-16T17:30:00.000Z');
    const before = await t.signIn();
    const lanes = await json<Lane[]>(await t.lan('/api/lanes', { cookie: before }));
    const lane1 = lanes.find((l) => l.id === 1);
    const lane5 = lanes.find((l) => l.id === 5);
    expect(lane1?.nextReservation).toMatchObject({
      customerName: 'Tuesday League — Summer 2026',
      reservedTime: '2026-06-16T18:00:00.000Z',
    });
    expect([lane1?.canFit30Min, lane1?.canFit1Hour]).toEqual([true, false]);
    expect(lane5?.nextReservation ?? null).toBeNull();
    expect([lane5?.canFit1Hour, lane5?.canFit3Hour]).toEqual([true, true]);
  });
});
