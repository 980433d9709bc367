import type { TestServer } from './harness';

/**
 * Builders for the league tests: the typical team night (6 singles and 3 pairs best of 3 of 501, one team leg
 * of 801 four a side) and a division of eight teams of six players each.
 */
export const X01_501 = { kind: 'x01', start: 501, doubleOut: true } as const;

export const TEAM_NIGHT = {
  kind: 'team',
  games: [
    ...Array.from({ length: 6 }, () => ({ kind: 'singles', bestOf: 3, mode: X01_501 })),
    ...Array.from({ length: 3 }, () => ({ kind: 'pairs', bestOf: 3, mode: X01_501 })),
    { kind: 'team', bestOf: 1, mode: { kind: 'x01', start: 801, doubleOut: true }, teamSize: 4 },
  ],
} as const;

export const TEAM_NAMES = [
  'The Arrows',
  'The Bulls',
  'Checkout Kings',
  'Double Trouble',
  'Flight Club',
  'Oche Tigers',
  'Shanghai Nights',
  'Treble Makers',
];

export function roster(team: string, size = 6): string[] {
  return Array.from({ length: size }, (_, i) => `${team.replace('The ', '')} Player ${i + 1}`);
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A league with one division of the eight teams; returns the ids. */
export async function eightTeamLeague(
  t: TestServer,
  cookie: string,
): Promise<{ leagueId: string; divisionId: string }> {
  const league = await t.lan('/api/leagues', {
    method: 'POST',
    cookie,
    json: { name: 'Tuesday League', format: TEAM_NIGHT },
  });
  if (league.status !== 201) throw new Error(`league: ${league.status} ${await league.text()}`);
  const { id: leagueId } = await json<{ id: string }>(league);
  const division = await t.lan(`/api/leagues/${leagueId}/divisions`, {
    method: 'POST',
    cookie,
    json: { name: 'Division 1' },
  });
  const { id: divisionId } = await json<{ id: string }>(division);
  for (const name of TEAM_NAMES) {
    const res = await t.lan(`/api/league-divisions/${divisionId}/teams`, {
      method: 'POST',
      cookie,
      json: { name, players: roster(name) },
    });
    if (res.status !== 201) throw new Error(`team: ${res.status} ${await res.text()}`);
  }
  return { leagueId, divisionId };
}

/** Tuesdays from 16 June 2026, 19:00–22:00 in London, on lanes 1–4, home and away. */
export const TUESDAY_SEASON = {
  name: 'Summer 2026',
  startDate: '2026-06-16',
  weekday: 'tuesday',
  startTime: '19:00',
  durationMinutes: 180,
  lanes: [1, 2, 3, 4],
  roundRobin: 'double',
} as const;
