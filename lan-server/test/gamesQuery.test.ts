import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

async function createTournament(cookie: string, name: string, players: string[]): Promise<string> {
  const res = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: {
      tournament: {
        name,
        type: 'group_knockout',
        gameMode: '501',
        matchFormat: 'best_of_3',
        groupCount: 2,
        playersPerGroup: 3,
        duration: 3,
        scheduledDate: '2026-06-10T18:00:00.000Z',
      },
      players,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tournament: { id: string } }).tournament.id;
}

describe('GET /api/games?tournamentId=', () => {
  it("gives the TV only the shown tournament's games, without a session", async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const friday = await createTournament(cookie, 'Friday', ['A', 'B', 'C', 'D', 'E', 'F']);
    const saturday = await createTournament(cookie, 'Saturday', ['G', 'H', 'I', 'J', 'K', 'L', 'M', 'N']);

    const all = (await (await t.lan('/api/games')).json()) as Game[];
    const fridays = (await (await t.lan(`/api/games?tournamentId=${friday}`)).json()) as Game[];
    // Two groups of three: three games each.
    expect(fridays).toHaveLength(6);
    expect(fridays.every((g) => g.tournamentId === friday)).toBe(true);
    expect(all.some((g) => g.tournamentId === saturday)).toBe(true);
    expect(all.length).toBeGreaterThan(fridays.length);

    const none = (await (await t.lan('/api/games?tournamentId=no-such-tournament')).json()) as Game[];
    expect(none).toEqual([]);
  });
});
