import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../shared/api/tournaments';
import { startTestServer, type TestServer } from './harness';

// Brackets other than the default, the group lock, and scheduling refusals, over real HTTP.
let t: TestServer;
afterEach(async () => t?.close());

/** 'P1'..'Pn'; the lower number always wins 2-0. */
const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const num = (p: string | null) => Number(p?.slice(1));

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function cupWithFinishedGroups(
  count: number,
  groupCount: number,
): Promise<{ id: string; cookie: string; groups: GroupsResponse }> {
  const cookie = await t.signIn();
  const created = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: { tournament: { name: 'Cup', gameMode: '501', groupCount }, players: players(count) },
  });
  const { tournament } = await json<{ tournament: Tournament }>(created);
  const groups = await json<GroupsResponse>(await t.lan(`/api/tournaments/${tournament.id}/groups`));
  for (const g of Object.values(groups).flatMap((x) => x.games)) {
    const legs = num(g.home) < num(g.away) ? [2, 0] : [0, 2];
    await t.lan(`/api/games/${g.id}/result`, { method: 'PUT', cookie, json: { legs } });
  }
  return { id: tournament.id, cookie, groups };
}

const pairs = (games: Game[]) => games.map((g) => `${g.home ?? 'TBD'} v ${g.away ?? 'TBD'}`);

describe('knockout shapes other than 4 groups', () => {
  it('3 groups of 3: quarter finals with byes for the two best group winners, who wait in the semi finals', async () => {
    t = await startTestServer();
    const { id, cookie } = await cupWithFinishedGroups(9, 3);
    const res = await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    expect((await json<{ newStage: string }>(res)).newStage).toBe('quarter');
    const ko = await json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`));
    // Groups: A = P1 P4 P7, B = P2 P5 P8, C = P3 P6 P9. Winners P1, P2, P3; runners-up P4, P5, P6.
    expect(ko.quarter.map((g) => [g.roundNumber, `${g.home} v ${g.away}`])).toEqual([
      [2, 'P4 v P6'],
      [4, 'P3 v P5'],
    ]);
    expect(pairs(ko.semi)).toEqual(['P1 v TBD', 'P2 v TBD']);
  });

  it('2 groups of 4: straight into the semi finals, crossed A1 v B2 and B1 v A2', async () => {
    t = await startTestServer();
    const { id, cookie } = await cupWithFinishedGroups(8, 2);
    const res = await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    expect((await json<{ newStage: string }>(res)).newStage).toBe('semi');
    const ko = await json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`));
    expect([ko.quarter, pairs(ko.semi), ko.final]).toEqual([[], ['P1 v P4', 'P2 v P3'], []]);
  });
});

describe('after the draw', () => {
  it('group results are locked once the knockout is drawn', async () => {
    t = await startTestServer();
    const { id, cookie, groups } = await cupWithFinishedGroups(8, 2);
    await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    const res = await t.lan(`/api/games/${groups.A.games[0].id}/result`, {
      method: 'PUT',
      cookie,
      json: { legs: [0, 2] },
    });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      'Group results are locked once the knockout stage is drawn',
    );
  });

  it('a correction that keeps the winner changes only the legs', async () => {
    t = await startTestServer();
    const { id, cookie } = await cupWithFinishedGroups(8, 2);
    await t.lan(`/api/tournaments/${id}/advance-groups`, { method: 'POST', cookie });
    let ko = await json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`));
    const sf1 = ko.semi[0];
    await t.lan(`/api/games/${sf1.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 0] } });
    const final = (await json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`))).final[0];
    await t.lan(`/api/games/${final.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 1] } });
    const again = await t.lan(`/api/games/${sf1.id}/result`, {
      method: 'PUT',
      cookie,
      json: { legs: [2, 1] },
    });
    expect(again.status).toBe(200);
    ko = await json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`));
    expect([ko.semi[0].scores.legs, ko.final[0].home]).toEqual([[2, 1], 'P1']);
  });
});

describe('schedule-matches refuses what the scheduling rules do not allow', () => {
  // prettier-ignore
  it.each([
    ['no matches', () => ({ matches: [] }), 400, 'No matches to schedule'],
    ['a lane in maintenance', (g: Game) => ({ matches: [{ gameId: g.id, laneId: 3, scheduledTime: '2026-06-10T12:00:00.000Z' }] }), 409, 'Lane 3 is not available'],
    ['two matches on one lane', (g: Game, h: Game) => ({ matches: [{ gameId: g.id, laneId: 1, scheduledTime: '2026-06-10T12:00:00.000Z' }, { gameId: h.id, laneId: 1, scheduledTime: '2026-06-10T12:30:00.000Z' }] }), 400, 'Each lane takes one match at a time'],
    ['a completed game', (_g: Game, _h: Game, done: Game) => ({ matches: [{ gameId: done.id, laneId: 1, scheduledTime: '2026-06-10T12:00:00.000Z' }] }), 409, 'Group A, round 1 cannot be scheduled: it is not waiting for a lane'],
  ])('%s', async (_rule, body, status, message) => {
    t = await startTestServer();
    const cookie = await t.signIn();
    t.server.db.prepare("UPDATE lanes SET status = 'maintenance' WHERE id = 3").run();
    const created = await t.lan('/api/tournaments/group-knockout', {
      method: 'POST',
      cookie,
      json: { tournament: { name: 'Cup', gameMode: '501', groupCount: 2 }, players: players(8) },
    });
    const { tournament } = await json<{ tournament: Tournament }>(created);
    const groups = await json<GroupsResponse>(await t.lan(`/api/tournaments/${tournament.id}/groups`));
    const [done, g, h] = groups.A.games;
    await t.lan(`/api/games/${done.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 0] } });
    const res = await t.lan(`/api/tournaments/${tournament.id}/schedule-matches`, {
      method: 'POST',
      cookie,
      json: body(g, h, done),
    });
    expect({ status: res.status, message: (await json<{ message: string }>(res)).message }).toEqual({ status, message });
  });
});
