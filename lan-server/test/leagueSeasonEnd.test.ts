import { afterEach, describe, expect, it } from 'vitest';
import type { LeagueDetail, Season, SeasonFixtures, SeasonTables } from '../../shared/api/leagues';
import type { SeasonEnd, SeasonEndConfirmed } from '../../shared/api/leagueSeasonEnd';
import { startTestServer, type TestServer } from './harness';
import { json } from './leagueSetup';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC; the venue is in London, open 09:00–23:00.
let t: TestServer;
afterEach(async () => t?.close());

const SINGLES = { kind: 'singles', bestOf: 3, mode: { kind: 'x01', start: 501, doubleOut: true } } as const;
const DIVISIONS = {
  'Division 1': ['Ann', 'Bo', 'Cy', 'Di'],
  'Division 2': ['Ed', 'Flo', 'Gus', 'Hal'],
} as const;
/** Each name's strength: the stronger player of a fixture wins it 2-0 (or 2-1 against the next one down). */
const STRENGTH: Record<string, number> = { Ann: 8, Bo: 7, Cy: 6, Di: 5, Ed: 4, Flo: 3, Gus: 2, Hal: 1 };

async function setUp(): Promise<{ cookie: string; leagueId: string; season: Season }> {
  t = await startTestServer();
  const cookie = await t.signIn();
  const league = await json<{ id: string }>(
    await t.lan('/api/leagues', {
      method: 'POST',
      cookie,
      json: { name: 'Singles League', format: SINGLES },
    }),
  );
  for (const [name, players] of Object.entries(DIVISIONS)) {
    const division = await json<{ id: string }>(
      await t.lan(`/api/leagues/${league.id}/divisions`, { method: 'POST', cookie, json: { name } }),
    );
    for (const p of players)
      expect(
        (
          await t.lan(`/api/league-divisions/${division.id}/teams`, {
            method: 'POST',
            cookie,
            json: { name: p, players: [p] },
          })
        ).status,
      ).toBe(201);
  }
  const created = await t.lan(`/api/leagues/${league.id}/seasons`, {
    method: 'POST',
    cookie,
    json: {
      name: 'Summer',
      startDate: '2026-06-16',
      weekday: 'tuesday',
      startTime: '19:00',
      durationMinutes: 120,
      lanes: [1, 2],
      roundRobin: 'single',
    },
  });
  expect(created.status).toBe(201);
  return { cookie, leagueId: league.id, season: await json<Season>(created) };
}

async function playAll(cookie: string, seasonId: string, leave = 0): Promise<SeasonFixtures['fixtures']> {
  const { fixtures } = await json<SeasonFixtures>(
    await t.lan(`/api/league-seasons/${seasonId}/fixtures`, { cookie }),
  );
  for (const f of fixtures.slice(leave)) {
    const homeWins = (STRENGTH[f.home] ?? 0) > (STRENGTH[f.away] ?? 0);
    const close = Math.abs((STRENGTH[f.home] ?? 0) - (STRENGTH[f.away] ?? 0)) === 1;
    const games = [
      homeWins ? { homeLegs: 2, awayLegs: close ? 1 : 0 } : { homeLegs: close ? 1 : 0, awayLegs: 2 },
    ];
    const res = await t.lan(`/api/league-fixtures/${f.id}/result`, {
      method: 'PUT',
      cookie,
      json: { games, reason: 'Result sheet' },
    });
    expect(res.status).toBe(200);
  }
  return fixtures;
}

/** RFC 4180 as csvOf writes it: fields split on commas outside quotes, "" inside quotes is one ". */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++; // the \n of \r\n
    }
  }
  return rows;
}

describe('a season’s end', () => {
  it('proposes promotion and relegation from the final tables, refuses until every fixture has a result, and moves the teams once confirmed', async () => {
    const { cookie, leagueId, season } = await setUp();
    await playAll(cookie, season.id, 1);

    const early = await json<SeasonEnd>(
      await t.lan(`/api/league-seasons/${season.id}/season-end?count=1`, { cookie }),
    );
    expect(early.unplayed).toBe(1);
    const refused = await t.lan(`/api/league-seasons/${season.id}/season-end`, {
      method: 'POST',
      cookie,
      json: { count: 1 },
    });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      '1 fixture of this season has no result yet: enter its result or a walkover first.',
    );

    const { fixtures } = await json<SeasonFixtures>(
      await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
    );
    const first = fixtures[0];
    if (!first) throw new Error('no fixture');
    const walkover = await t.lan(`/api/league-fixtures/${first.id}/walkover`, {
      method: 'POST',
      cookie,
      json: {
        winner: (STRENGTH[first.home] ?? 0) > (STRENGTH[first.away] ?? 0) ? 'home' : 'away',
        reason: 'No show',
      },
    });
    expect(walkover.status).toBe(200);

    const end = await json<SeasonEnd>(await t.lan(`/api/league-seasons/${season.id}/season-end`, { cookie }));
    expect(end.unplayed).toBe(0);
    expect(end.refusal).toBeNull();
    expect(end.tables.divisions.map((d) => d.table.map((r) => r.team))).toEqual([
      ['Ann', 'Bo', 'Cy', 'Di'],
      ['Ed', 'Flo', 'Gus', 'Hal'],
    ]);
    expect(end.tables.divisions[0]?.table[0]).toMatchObject({ played: 3, won: 3, points: 9 });
    expect(end.moves).toEqual([
      { team: 'Di', from: 'Division 1', to: 'Division 2', direction: 'down', place: 4 },
      { team: 'Ed', from: 'Division 2', to: 'Division 1', direction: 'up', place: 1 },
    ]);

    // Too many to move for four teams a division: the rule's sentence, as a proposal and as a refusal.
    const tooMany = await json<SeasonEnd>(
      await t.lan(`/api/league-seasons/${season.id}/season-end?count=5`, { cookie }),
    );
    expect(tooMany.refusal).toBe('Division 1 has 4 teams; moving 5 up and down needs at least 5.');
    expect(
      (
        await t.lan(`/api/league-seasons/${season.id}/season-end`, {
          method: 'POST',
          cookie,
          json: { count: 5 },
        })
      ).status,
    ).toBe(409);

    const confirmed = await t.lan(`/api/league-seasons/${season.id}/season-end`, {
      method: 'POST',
      cookie,
      json: { count: 1 },
    });
    expect(confirmed.status).toBe(200);
    const after = await json<SeasonEndConfirmed>(confirmed);
    expect(after.divisions.map((d) => d.teams.map((tm) => tm.name).sort())).toEqual([
      ['Ann', 'Bo', 'Cy', 'Ed'],
      ['Di', 'Flo', 'Gus', 'Hal'],
    ]);
    const detail = await json<LeagueDetail>(await t.lan(`/api/leagues/${leagueId}`, { cookie }));
    expect(detail.divisions.map((d) => d.teams.length)).toEqual([4, 4]);

    // The season that ended keeps its tables as they were played; a second confirmation moves nobody.
    const tables = await json<SeasonTables>(
      await t.lan(`/api/league-seasons/${season.id}/tables`, { cookie }),
    );
    expect(tables.divisions.map((d) => d.table.map((r) => r.team))).toEqual([
      ['Ann', 'Bo', 'Cy', 'Di'],
      ['Ed', 'Flo', 'Gus', 'Hal'],
    ]);
    const again = await t.lan(`/api/league-seasons/${season.id}/season-end`, {
      method: 'POST',
      cookie,
      json: { count: 1 },
    });
    expect(again.status).toBe(409);
    const unchanged = await json<LeagueDetail>(await t.lan(`/api/leagues/${leagueId}`, { cookie }));
    expect(unchanged.divisions).toEqual(detail.divisions);

    // The next season is drawn from the new divisions.
    const next = await t.lan(`/api/leagues/${leagueId}/seasons`, {
      method: 'POST',
      cookie,
      json: {
        name: 'Autumn',
        startDate: '2026-09-01',
        weekday: 'tuesday',
        startTime: '19:00',
        durationMinutes: 120,
        lanes: [1, 2],
        roundRobin: 'single',
      },
    });
    expect(next.status).toBe(201);
    const nextTables = await json<SeasonTables>(
      await t.lan(`/api/league-seasons/${(await json<Season>(next)).id}/tables`, { cookie }),
    );
    expect(nextTables.divisions.map((d) => d.table.map((r) => r.team).sort())).toEqual([
      ['Ann', 'Bo', 'Cy', 'Ed'],
      ['Di', 'Flo', 'Gus', 'Hal'],
    ]);
    // The older season can no longer be ended.
    expect(
      (
        await t.lan(`/api/league-seasons/${season.id}/season-end`, {
          method: 'POST',
          cookie,
          json: { count: 1 },
        })
      ).status,
    ).toBe(409);
  });

  it('exports the tables, the results and the player tables’ columns as a CSV that parses back', async () => {
    const { cookie, season } = await setUp();
    const fixtures = await playAll(cookie, season.id);
    const res = await t.lan(`/api/league-seasons/${season.id}/export`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('Singles_League_Summer.csv');
    const rows = parseCsv(await res.text());
    const parts: string[][][] = [[]];
    for (const r of rows) {
      if (r.length === 1 && r[0] === '') parts.push([]);
      else parts[parts.length - 1]?.push(r);
    }
    const [tables = [], results = [], players = []] = parts;
    expect(tables[0]).toEqual([
      'Division',
      'Place',
      'Team',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Games For',
      'Games Against',
      'Legs For',
      'Legs Against',
      'Points',
    ]);
    expect(tables.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[11]])).toEqual([
      ['Division 1', '1', 'Ann', '3', '9'],
      ['Division 1', '2', 'Bo', '3', '6'],
      ['Division 1', '3', 'Cy', '3', '3'],
      ['Division 1', '4', 'Di', '3', '0'],
      ['Division 2', '1', 'Ed', '3', '9'],
      ['Division 2', '2', 'Flo', '3', '6'],
      ['Division 2', '3', 'Gus', '3', '3'],
      ['Division 2', '4', 'Hal', '3', '0'],
    ]);
    expect(results[0]?.slice(0, 6)).toEqual(['Division', 'Week', 'Date', 'Home', 'Away', 'Status']);
    expect(results).toHaveLength(1 + fixtures.length);
    const annBo = results.find((r) => [r[3], r[4]].sort().join() === 'Ann,Bo');
    expect(annBo?.[5]).toBe('played');
    expect(annBo?.[3] === 'Ann' ? [annBo?.[8], annBo?.[9]] : [annBo?.[9], annBo?.[8]]).toEqual(['2', '1']);
    expect(players).toEqual([
      ['Player', 'Team', '3-Dart Average', '180s', '140+', 'Highest Checkout', 'Ton-Plus Finishes'],
    ]);
  });
});
