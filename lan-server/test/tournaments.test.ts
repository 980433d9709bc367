import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Lane } from '../../shared/api/lanes';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../shared/api/tournaments';
import { openSocket, startTestServer, type TestServer } from './harness';

// A Friday night: 16 players, 4 groups, from creation to champion over real HTTP and a real socket.
let t: TestServer;
afterEach(async () => t?.close());

/** 'Player 01' .. 'Player 16'; the lower number is the stronger player and wins every game 2-0. */
const PLAYERS = Array.from({ length: 16 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
const rank = (name: string | null) => Number(name?.slice(-2));

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('a 16-player, 4-group tournament from creation to champion', () => {
  it('draws groups, plays them, advances, schedules, corrects a result, crowns the champion and exports', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const tv = await openSocket(t.server.lanUrl); // the TV: no session
    const call = <T>(path: string, method = 'GET', body?: unknown) =>
      t.lan(path, { method, json: body, cookie }).then(async (res) => {
        expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
        return json<T>(res);
      });
    const saveResult = (game: Game, homeWins: boolean) =>
      call<Game>(`/api/games/${game.id}/result`, 'PUT', {
        winner: homeWins ? game.home : game.away,
        legs: homeWins ? [2, 0] : [0, 2],
        scores: { legs: homeWins ? [2, 0] : [0, 2] },
      });
    const playStrongerWins = (game: Game) => saveResult(game, rank(game.home) < rank(game.away));

    // Creation: 201 with the tournament; 4 groups of 4 dealt in entry order; 6 pending games per group.
    const created = await t.lan('/api/tournaments/group-knockout', {
      method: 'POST',
      cookie,
      json: {
        tournament: {
          name: 'Friday Night Darts',
          type: 'group_knockout',
          gameMode: '501',
          matchFormat: 'best_of_3',
          groupCount: 4,
          playersPerGroup: 4,
          duration: 3,
          scheduledDate: '2026-06-10T18:00:00.000Z',
        },
        players: [...PLAYERS, '  '],
      },
    });
    expect(created.status).toBe(201);
    const { tournament } = await json<{ tournament: Tournament }>(created);
    expect(tournament).toMatchObject({
      status: 'setup',
      groupCount: 4,
      playersPerGroup: 4,
      players: PLAYERS,
    });
    const id = tournament.id;

    const groups = await json<GroupsResponse>(await t.lan(`/api/tournaments/${id}/groups`)); // TV read, no cookie
    expect(Object.keys(groups)).toEqual(['A', 'B', 'C', 'D']);
    expect(groups.A.standings.map((s) => s.player)).toEqual([
      'Player 01',
      'Player 05',
      'Player 09',
      'Player 13',
    ]);
    expect(Object.values(groups).map((g) => g.games.length)).toEqual([6, 6, 6, 6]);

    // Advancing before the groups are done is refused.
    const early = await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(
      'All group games must be completed before advancing to the knockout stage',
    );

    // Group stage: the stronger player wins every game; the TV hears each result.
    for (const group of Object.values(groups)) for (const game of group.games) await playStrongerWins(game);
    await tv.waitFor((m) => m.type === 'game_updated' && (m.game as Game).status === 'completed');
    const finalGroups = await call<GroupsResponse>(`/api/tournaments/${id}/groups`);
    expect(finalGroups.B.standings[0]).toEqual({
      player: 'Player 02',
      points: 6,
      legsFor: 6,
      legsAgainst: 0,
      wins: 3,
      losses: 0,
    });

    // Advance: the default seeding A1vB2, C1vD2, B1vA2, D1vC2.
    const advanced = await call<{ newStage: string }>(`/api/tournaments/${id}/advance-groups`, 'POST');
    expect(advanced.newStage).toBe('quarter');
    await tv.waitFor((m) => m.type === 'tournament_advanced' && m.newStage === 'quarter');
    let ko = await call<KnockoutResponse>(`/api/tournaments/${id}/knockout`);
    expect(ko.quarter.map((g) => `${g.home} v ${g.away}`)).toEqual([
      'Player 01 v Player 06',
      'Player 03 v Player 08',
      'Player 02 v Player 05',
      'Player 04 v Player 07',
    ]);
    expect([ko.semi, ko.final]).toEqual([[], []]);
    const again = await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    expect(again.status).toBe(409);

    // Schedule QF1 and QF2 onto lanes 1 and 2: games go live, lanes are marked and announced.
    const staffSocket = await openSocket(t.server.lanUrl, cookie);
    const scheduled = await call<{ games: Game[] }>(`/api/tournaments/${id}/schedule-matches`, 'POST', {
      matches: [
        { gameId: ko.quarter[0].id, laneId: 1, scheduledTime: '2026-06-10T12:00:00.000Z' },
        { gameId: ko.quarter[1].id, laneId: 2, scheduledTime: '2026-06-10T12:30:00.000Z' },
      ],
    });
    expect(scheduled.games.map((g) => [g.status, g.laneId])).toEqual([
      ['active', 1],
      ['active', 2],
    ]);
    const laneMsg = await staffSocket.waitFor<{ lane: Lane }>(
      (m) => m.type === 'lane_updated' && (m.lane as Lane).id === 2,
    );
    expect(laneMsg.lane).toMatchObject({ isInTournament: true, tournamentId: id });
    const busy = await t.lan(`/api/tournaments/${id}/schedule-matches`, {
      method: 'POST',
      cookie,
      json: { matches: [{ gameId: ko.quarter[2].id, laneId: 1, scheduledTime: '2026-06-10T13:00:00.000Z' }] },
    });
    expect(busy.status).toBe(409);

    // QF1 entered the wrong way round, then corrected while SF1 is still pending.
    await saveResult(ko.quarter[0], false);
    ko = await call<KnockoutResponse>(`/api/tournaments/${id}/knockout`);
    expect([ko.semi[0].home, ko.semi[0].away]).toEqual(['Player 06', null]);
    const corrected = await saveResult(ko.quarter[0], true);
    expect(corrected).toMatchObject({ winner: 'Player 01', scores: { legs: [2, 0] }, status: 'completed' });
    ko = await call<KnockoutResponse>(`/api/tournaments/${id}/knockout`);
    expect(ko.semi[0].home).toBe('Player 01');
    const lane1 = await call<Lane>('/api/lanes/1');
    expect(lane1.isInTournament).toBe(false);

    for (const game of ko.quarter.slice(1)) await playStrongerWins(game);
    ko = await call<KnockoutResponse>(`/api/tournaments/${id}/knockout`);
    expect(ko.semi.map((g) => `${g.home} v ${g.away}`)).toEqual([
      'Player 01 v Player 03',
      'Player 02 v Player 04',
    ]);
    for (const game of ko.semi) await playStrongerWins(game);

    // Once SF1 is played, changing QF1's winner is refused.
    const late = await t.lan(`/api/games/${ko.quarter[0].id}/result`, {
      method: 'PUT',
      cookie,
      json: { legs: [1, 2] },
    });
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toBe(
      'The next match has already started, so this winner cannot change',
    );

    // The final completes the tournament with its champion.
    ko = await call<KnockoutResponse>(`/api/tournaments/${id}/knockout`);
    expect(ko.final.map((g) => `${g.home} v ${g.away}`)).toEqual(['Player 01 v Player 02']);
    await saveResult(ko.final[0], false);
    await tv.waitFor((m) => m.type === 'tournament_advanced' && m.newStage === 'completed');
    const done = await json<Tournament>(await t.lan(`/api/tournaments/${id}`));
    expect(done).toMatchObject({ status: 'completed', bracket: { champion: 'Player 02' } });
    expect(done.completedAt).not.toBeNull();

    // The export: every game, named from the tournament.
    const file = await t.lan(`/api/tournaments/${id}/export`, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Friday_Night_Darts_results.csv');
    expect(file.headers.get('content-type')).toContain('text/csv');
    // Every game, then (after an empty line) the final placings: champion, finalist, semi-finalists 3rd …
    const [gamePart, placingPart] = (await file.text()).trim().split('\r\n\r\n');
    const lines = gamePart.split('\r\n');
    expect(lines).toHaveLength(1 + 24 + 4 + 2 + 1);
    const placings = placingPart.split('\r\n');
    expect(placings.slice(0, 3)).toEqual(['Place,Player', '1,Player 02', '2,Player 01']);
    expect(placings.filter((l) => l.startsWith('3,'))).toHaveLength(2);
    expect(lines).toContain(
      'FINAL,final,,1,Player 01,Player 02,0,2,Player 02,completed,,,2026-06-10T12:00:00.000Z',
    );
    tv.close();
    staffSocket.close();
  });
});
