import type { Season, SeasonFixtures } from '../../shared/api/leagues';
import { WEEKDAYS } from '../../shared/api/settings';
import { venueDay } from '../../shared/time/display';
import type { TestServer } from '../../lan-server/test/harness';
import { json } from '../../lan-server/test/leagueSetup';

const DAY_MS = 24 * 3_600_000;
export const SINGLES_BEST_OF_3 = {
  kind: 'singles',
  bestOf: 3,
  mode: { kind: 'x01', start: 501, doubleOut: true },
} as const;

/** A venue day `days` from now in London and its weekday ('monday' …). */
export function dayAhead(days: number): { date: string; weekday: (typeof WEEKDAYS)[number] } {
  const date = venueDay(new Date(Date.now() + days * DAY_MS), 'Europe/London');
  const [y, m, d] = date.split('-').map(Number);
  const js = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return { date, weekday: WEEKDAYS[js] ?? 'monday' };
}

/**
 * A singles league of four players in one division with a season drawn a week from now (19:00–21:00 on
 * lanes 1 and 2), through the staff API; returns its ids and fixtures.
 */
export async function singlesLeagueWithSeason(
  t: TestServer,
  cookie: string,
  players = ['Ann Lee', 'Bo Diaz', 'Cy Park', 'Di Moss'],
): Promise<{ leagueId: string; season: Season; fixtures: SeasonFixtures['fixtures'] }> {
  const ok = async (res: Response, status: number) => {
    if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
    return res;
  };
  const league = await json<{ id: string }>(
    await ok(
      await t.lan('/api/leagues', {
        method: 'POST',
        cookie,
        json: { name: 'Thursday Singles', format: SINGLES_BEST_OF_3 },
      }),
      201,
    ),
  );
  const division = await json<{ id: string }>(
    await ok(
      await t.lan(`/api/leagues/${league.id}/divisions`, {
        method: 'POST',
        cookie,
        json: { name: 'Premier' },
      }),
      201,
    ),
  );
  for (const name of players)
    await ok(
      await t.lan(`/api/league-divisions/${division.id}/teams`, {
        method: 'POST',
        cookie,
        json: { name, players: [name] },
      }),
      201,
    );
  const start = dayAhead(7);
  const season = await json<Season>(
    await ok(
      await t.lan(`/api/leagues/${league.id}/seasons`, {
        method: 'POST',
        cookie,
        json: {
          name: 'Autumn',
          startDate: start.date,
          weekday: start.weekday,
          startTime: '19:00',
          durationMinutes: 120,
          lanes: [1, 2],
          roundRobin: 'single',
        },
      }),
      201,
    ),
  );
  const { fixtures } = await json<SeasonFixtures>(
    await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
  );
  return { leagueId: league.id, season, fixtures };
}
