import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

const DAY = 86_400_000;

/** `count` finished tournaments, one a day back from the clock, each with one completed game. */
function seedHistory(server: TestServer, count: number): void {
  const db = server.server.db;
  const now = server.clock.now().getTime();
  const tournament = db.prepare(
    `INSERT INTO tournaments (id, name, type, game_mode, match_format, status, players, selected_lanes, bracket,
       current_round, duration, scheduled_date, group_count, players_per_group, advance_per_group, tie_breakers,
       seeding_method, created_at, started_at, completed_at)
     VALUES (@id, @name, 'single_elimination', '501', 'best_of_3', 'completed', '["A","B"]', '[]', NULL, 1, 2, NULL,
       4, 4, 2, '[]', '', @at, @at, @at)`,
  );
  const game = db.prepare(
    `INSERT INTO games (id, lane_id, tournament_id, players, game_mode, sets, legs, scores, current_player, status,
       winner, stage, group_id, round_number, home, away, best_of, scheduled_time, started_at, completed_at)
     VALUES (@id, NULL, @tournament, '["A","B"]', '501', 1, 2, '{}', 0, 'completed', 'A', 'final', NULL, 1, 'A', 'B',
       3, NULL, @at, @at)`,
  );
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const at = new Date(now - i * DAY).toISOString();
      tournament.run({ id: `old-${i}`, name: `Cup ${i}`, at });
      game.run({ id: `game-${i}`, tournament: `old-${i}`, at });
    }
  })();
}

describe('lists that grow with history are bounded', () => {
  it('GET /api/tournaments answers the current ones and at most 20 finished in the last 30 days; older ones page by page', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    seedHistory(t, 45);
    const created = await t.lan('/api/tournaments', {
      method: 'POST',
      cookie,
      json: { name: 'Friday Cup', players: ['Ann', 'Bob', 'Cat', 'Dan'], selectedLanes: [1] },
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const first = (await (await t.lan('/api/tournaments')).json()) as Tournament[];
    expect(first.filter((x) => x.status === 'setup').map((x) => x.name)).toEqual(['Friday Cup']);
    const finished = first.filter((x) => x.status === 'completed');
    expect(finished.map((x) => x.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Cup ${i + 1}`));

    const oldest = finished.at(-1)?.completedAt ?? '';
    const second = (await (
      await t.lan(`/api/tournaments?before=${encodeURIComponent(oldest)}`)
    ).json()) as Tournament[];
    expect(second.map((x) => x.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Cup ${i + 21}`));
    const last = second.at(-1)?.completedAt ?? '';
    const third = (await (
      await t.lan(`/api/tournaments?before=${encodeURIComponent(last)}&limit=50`)
    ).json()) as Tournament[];
    expect(third.map((x) => x.name)).toEqual(['Cup 41', 'Cup 42', 'Cup 43', 'Cup 44', 'Cup 45']);
  });

  it('GET /api/games answers the games still to play and those completed in the last 30 days; older ones page by page; a tournament asks for its own', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    seedHistory(t, 130);
    const all = (await (await t.lan('/api/games', { cookie })).json()) as Game[];
    // One a day: the last 30 days' games (a day's edge is the 30th).
    expect(all.map((g) => g.id)).toEqual(
      Array.from({ length: 29 }, (_, i) => `game-${i + 1}`).concat(all.length === 30 ? ['game-30'] : []),
    );
    const older = (await (
      await t.lan(`/api/games?before=${encodeURIComponent(all.at(-1)?.completedAt ?? '')}`, { cookie })
    ).json()) as Game[];
    expect(older).toHaveLength(100);
    expect(older[0]?.id).toBe(`game-${all.length + 1}`);
    const one = (await (await t.lan('/api/games?tournamentId=old-120')).json()) as Game[];
    expect(one.map((g) => g.id)).toEqual(['game-120']);
  });

  it('refuses a page it cannot read with a sentence', async () => {
    t = await startTestServer();
    for (const query of ['before=yesterday', 'limit=0', 'limit=500', 'limit=ten']) {
      const res = await t.lan(`/api/tournaments?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(/before|limit/);
      expect((await t.lan(`/api/games?${query}`)).status, query).toBe(400);
    }
  });
});
