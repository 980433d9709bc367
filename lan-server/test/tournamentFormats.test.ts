import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Lane } from '../../shared/api/lanes';
import type { Tournament } from '../../shared/api/tournaments';
import { formatState } from '../../shared/tournament/formats';
import { planMatches } from '../../shared/tournament/schedule';
import { openSocket, startTestServer, type TestServer, type TestSocket } from './harness';
import { matchActions, scheduleMatches, sendActions } from './tournamentMatchFixtures';

// Single and double elimination, round robin and Swiss played to their champions from the lanes'
// scoring endpoints only, over real HTTP and a real socket.
let t: TestServer;
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

async function json<T>(res: Response): Promise<T> {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const gamesOf = async (id: string) => json<Game[]>(await t.lan(`/api/games?tournamentId=${id}`));
const tournamentOf = async (id: string) => json<Tournament>(await t.lan(`/api/tournaments/${id}`));
const lanesOf = async (cookie: string) => json<Lane[]>(await t.lan('/api/lanes', { cookie }));
const playersOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
/** The better seed (lower number) wins every match 2-0. */
const favourite = (g: Game): 0 | 1 => (Number(g.home?.slice(1)) < Number(g.away?.slice(1)) ? 0 : 1);
const LANES = [1, 2, 3];

async function create(cookie: string, body: Record<string, unknown>): Promise<Tournament> {
  return json<Tournament>(
    await t.lan('/api/tournaments', {
      method: 'POST',
      cookie,
      json: { gameMode: '501', matchFormat: 'best_of_3', duration: 2, selectedLanes: LANES, ...body },
    }),
  );
}

async function exportOf(cookie: string, id: string): Promise<{ games: string[]; placings: string[] }> {
  const res = await t.lan(`/api/tournaments/${id}/export`, { cookie });
  expect(res.status).toBe(200);
  const [games, placings = ''] = (await res.text()).trim().split('\r\n\r\n');
  return { games: games.split('\r\n').slice(1), placings: placings.split('\r\n').slice(1) };
}

/**
 * 'Schedule Next Matches' as the manager's dialog plans it (pending matches with both players onto the
 * tournament's free lanes, one each), then every scheduled match played on its lane with darts. Returns how
 * many matches were played.
 */
async function scheduleAndPlay(cookie: string, id: string): Promise<number> {
  const games = await gamesOf(id);
  const lanes = (await lanesOf(cookie)).filter((l) => LANES.includes(l.id));
  const plan = planMatches(games, lanes, new Date());
  if (plan.length === 0) return 0;
  expect(plan.length).toBeLessThanOrEqual(LANES.length);
  const res = await scheduleMatches(t, cookie, id, plan);
  expect(res.status).toBe(200);
  for (const m of plan) {
    expect((await lanesOf(cookie)).find((l) => l.id === m.laneId)?.isInTournament).toBe(true);
    const game = games.find((g) => g.id === m.gameId);
    if (!game) throw new Error('planned game missing');
    const w = favourite(game);
    const answer = (await sendActions(t, cookie, m.laneId, matchActions([w, w]))).game;
    expect(answer.match?.status).toBe('completed');
    expect(answer.match?.winner).toBe(w === 0 ? game.home : game.away);
  }
  return plan.length;
}

// prettier-ignore
const CASES = [
  // type, players, extra body, games to the champion
  ['single_elimination', 7, {}, 6],
  ['double_elimination', 6, {}, 10], // 5 + 4 in the brackets, the grand final (seed 1 wins it: no reset)
  ['round_robin', 6, {}, 15],
  ['swiss', 7, { swissRounds: 3 }, 9],
] as const;

describe('every format plays to its champion from darts sent to the lanes', () => {
  it.each(CASES)(
    '%s with %i players',
    async (type, n, extra, expectedGames) => {
      t = await startTestServer();
      const staff = await t.signIn();
      const tv = await openSocket(t.server.lanUrl);
      sockets.push(tv);
      const players = playersOf(n);
      const cup = await create(staff, { name: `${type} night`, type, players, ...extra });
      expect(cup).toMatchObject({ type, status: 'setup' });
      expect(await gamesOf(cup.id)).toEqual([]);

      // Starting builds the first matches.
      const started = await json<Tournament>(
        await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie: staff }),
      );
      expect(started.status).toBe('active');
      const first = await gamesOf(cup.id);
      expect(first.length).toBeGreaterThan(0);
      expect(first.every((g) => g.status === 'pending' && g.home && g.away)).toBe(true);
      await tv.waitFor((m) => m.type === 'game_updated' && (m.game as Game).tournamentId === cup.id);

      let played = 0;
      for (let step = 0; step < 30; step++) {
        const count = await scheduleAndPlay(staff, cup.id);
        if (count === 0) break;
        played += count;
        // The bracket or table follows each batch: what the manager and the TV draw from the same games.
        const now = await tournamentOf(cup.id);
        if (now.status !== 'completed') {
          const state = formatState(
            now.type,
            now.players,
            now.bracket ?? {},
            withLegs(await gamesOf(cup.id)),
          );
          expect(state.complete).toBe(false);
          expect(state.wanted.length).toBeGreaterThan(0);
        }
      }
      expect(played).toBe(expectedGames);

      await tv.waitFor((m) => m.type === 'tournament_advanced' && m.newStage === 'completed');
      const done = await tournamentOf(cup.id);
      expect(done).toMatchObject({ status: 'completed', bracket: { champion: 'P1' } });
      expect(done.completedAt).not.toBeNull();
      const games = await gamesOf(cup.id);
      expect(games).toHaveLength(expectedGames);
      expect(games.every((g) => g.status === 'completed')).toBe(true);
      // Every lane is released once the tournament is over.
      expect((await lanesOf(staff)).filter((l) => l.isInTournament)).toEqual([]);

      // The TV heard every result as it happened.
      const heard = new Set(
        tv.messages
          .filter((m) => (m as { type: string }).type === 'game_updated')
          .map((m) => (m as { game: Game }).game)
          .filter((g) => g.tournamentId === cup.id && g.status === 'completed')
          .map((g) => g.id),
      );
      expect(heard.size).toBe(expectedGames);

      // The export: every match, then every player's final place.
      const file = await exportOf(staff, cup.id);
      expect(file.games).toHaveLength(expectedGames);
      expect(file.games.every((r) => /,P\d,completed,/.test(r))).toBe(true);
      expect(file.placings).toHaveLength(n);
      expect(file.placings[0]).toBe('1,P1');
      expect(file.placings.map((r) => r.split(',')[1]).sort()).toEqual([...players].sort());
      if (type !== 'swiss') expect(file.placings[1]).toBe('2,P2');
    },
    180_000,
  );
});

function withLegs(games: Game[]) {
  return games.map((g) => ({
    ...g,
    legs: Array.isArray(g.scores.legs) ? ([g.scores.legs[0], g.scores.legs[1]] as [number, number]) : null,
  }));
}

describe('corrections re-derive what follows', () => {
  it('a corrected first-round winner moves into the pending next match; once it started, 409', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const cup = await create(staff, { name: 'Fix Cup', type: 'single_elimination', players: playersOf(4) });
    await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie: staff });
    const [m1, m2] = await gamesOf(cup.id);
    expect([m1, m2].map((g) => `${g.home} v ${g.away}`)).toEqual(['P1 v P4', 'P2 v P3']);
    const result = (g: Game, legs: [number, number]) =>
      t.lan(`/api/games/${g.id}/result`, { method: 'PUT', cookie: staff, json: { legs } });
    expect((await result(m1, [2, 0])).status).toBe(200);
    expect((await result(m2, [2, 1])).status).toBe(200);
    const final = (await gamesOf(cup.id)).find((g) => g.stage === 'winners' && g.roundNumber === 3);
    expect(`${final?.home} v ${final?.away}`).toBe('P1 v P2');

    // Staff correct match 1: P4 won it. The final, still pending, now has P4.
    expect((await result(m1, [1, 2])).status).toBe(200);
    const corrected = (await gamesOf(cup.id)).find((g) => g.stage === 'winners' && g.roundNumber === 3);
    expect(`${corrected?.home} v ${corrected?.away}`).toBe('P4 v P2');

    // Once the final is on a lane, the semi's winner cannot change any more.
    if (!corrected) throw new Error('final missing');
    expect((await scheduleMatches(t, staff, cup.id, [{ gameId: corrected.id, laneId: 1 }])).status).toBe(200);
    const refused = await result(m1, [2, 0]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/already started/);
  });

  it('a Swiss round is paired when the last game of the previous one ends, and re-paired by a correction', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const cup = await create(staff, {
      name: 'Swiss Fix',
      type: 'swiss',
      players: playersOf(4),
      swissRounds: 2,
    });
    await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie: staff });
    const round1 = await gamesOf(cup.id);
    expect(round1.map((g) => `${g.home} v ${g.away}`)).toEqual(['P1 v P3', 'P2 v P4']);
    const result = (g: Game, legs: [number, number]) =>
      t.lan(`/api/games/${g.id}/result`, { method: 'PUT', cookie: staff, json: { legs } });
    await result(round1[0], [2, 0]);
    expect(await gamesOf(cup.id)).toHaveLength(2);
    await result(round1[1], [2, 0]);
    const round2 = (await gamesOf(cup.id)).filter((g) => g.roundNumber === 2);
    expect(round2.map((g) => `${g.home} v ${g.away}`)).toEqual(['P1 v P2', 'P3 v P4']);
    // P3 actually beat P1: round 2, not started, is paired again from the corrected scores.
    await result(round1[0], [0, 2]);
    const repaired = (await gamesOf(cup.id)).filter((g) => g.roundNumber === 2);
    expect(repaired.map((g) => `${g.home} v ${g.away}`)).toEqual(['P2 v P3', 'P1 v P4']);
  });

  it('refuses to start an elimination bracket over 128 players and a Swiss with more rounds than opponents', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const big = await create(staff, { name: 'Big', type: 'single_elimination', players: playersOf(129) });
    const res = await t.lan(`/api/tournaments/${big.id}/start`, { method: 'POST', cookie: staff });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/at most 128 players/);
    const swiss = await create(staff, { name: 'Long', type: 'swiss', players: playersOf(4), swissRounds: 4 });
    const res2 = await t.lan(`/api/tournaments/${swiss.id}/start`, { method: 'POST', cookie: staff });
    expect(res2.status).toBe(400);
    expect(((await res2.json()) as { message: string }).message).toMatch(/at most 3 rounds/);
  });
});

describe('a tournament holds its lanes only for its time', () => {
  it('names itself on the lane while its time runs, and frees the lane once that time is over unstarted', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    // 12:00 now; the cup is due at 12:30 for 2 hours on lane 1 and is never started.
    await create(staff, {
      name: 'Noon Cup',
      type: 'single_elimination',
      players: playersOf(4),
      selectedLanes: [1],
      scheduledDate: '2026-06-10T12:30:00.000Z',
    });
    const lane = async () => (await lanesOf(staff)).find((l) => l.id === 1);
    // The dashboard's card says who holds the lane: the tournament, by name.
    expect((await lane())?.nextReservation).toEqual({
      reservedTime: '2026-06-10T12:30:00.000Z',
      customerName: 'Noon Cup',
    });
    const walkIn = () =>
      t.lan('/api/lanes/1/start', { method: 'POST', cookie: staff, json: { players: ['Ann'], duration: 1 } });
    expect((await walkIn()).status).toBe(409);
    // 14:30: its time (scheduled + duration) is over and it never started: the lane is free for walk-ins.
    t.clock.set('2026-06-10T14:30:00.000Z');
    expect((await lane())?.nextReservation).toBeNull();
    expect((await walkIn()).status).toBe(200);
  });
});
