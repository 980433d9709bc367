import { afterEach, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { LaneGamesResponse } from '../../shared/api/stats';
import type { VenueView } from '../../shared/api/venue';
import { dartLabel } from '../../shared/darts/labels';
import { scriptActions } from '../../shared/darts/play';
import type { GameAction } from '../../shared/darts/types';
import { openSocket, startTestServer, type TestServer, type TestSocket } from './harness';
import { pairTablet, tabletSocket } from './pairingFixtures';

const open: TestServer[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

interface Venue {
  t: TestServer;
  cookie: string;
  tv: TestSocket;
  versions: Map<number, number>;
  /** Each lane's game id, which every write names. */
  games: Map<number, string>;
}

/** Two lanes hired (Ann v Bob on lane 1 at 501 Double Out, Cy v Di on lane 2 at 301 Double Out), a TV listening. */
async function twoLanes(): Promise<Venue> {
  const t = await startTestServer();
  open.push(t);
  const cookie = await t.signIn();
  const versions = new Map<number, number>();
  const games = new Map<number, string>();
  for (const [laneId, players, gameMode] of [
    [1, ['Ann', 'Bob'], '501 Double Out'],
    [2, ['Cy', 'Di'], '301 Double Out'],
  ] as const) {
    const start = await t.lan(`/api/lanes/${laneId}/start`, {
      method: 'POST',
      cookie,
      json: { duration: 1, players, gameMode, sets: 1, legs: 1 },
    });
    expect(start.status).toBe(200);
    const game = (await (await t.lan(`/api/lanes/${laneId}/game`, { cookie })).json()) as LaneGameResponse;
    versions.set(laneId, game.state.version);
    games.set(laneId, game.gameId);
  }
  const tv = await openSocket(t.server.lanUrl);
  return { t, cookie, tv, versions, games };
}

const venueMessages = (tv: TestSocket) =>
  tv.messages.filter((m): m is { type: 'venue_updated'; view: VenueView } => {
    return (m as { type?: string }).type === 'venue_updated';
  });

/** Resolves with the n-th venue_updated message (1-based) the TV has heard. */
async function nthVenueMessage(tv: TestSocket, n: number): Promise<{ view: VenueView; text: string }> {
  for (let waited = 0; waited < 2000; waited += 5) {
    const list = venueMessages(tv);
    if (list.length >= n) return { view: list[n - 1].view, text: JSON.stringify(list[n - 1]) };
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`venue message ${n} did not arrive`);
}

/** Scores one action on a lane and returns the game and the very next venue message the TV hears. */
async function score(v: Venue, laneId: number, action: GameAction) {
  const before = venueMessages(v.tv).length;
  const res = await v.t.lan(`/api/lanes/${laneId}/score`, {
    method: 'POST',
    cookie: v.cookie,
    json: { gameId: v.games.get(laneId), action, version: v.versions.get(laneId) },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const game = (await res.json()) as LaneGameResponse;
  v.versions.set(laneId, game.state.version);
  return { game, next: await nthVenueMessage(v.tv, before + 1) };
}

const laneOf = (view: VenueView, laneId: number) => view.lanes.find((l) => l.laneId === laneId)?.game;

/** Lane 1: Ann's nine-darter (180, 180, 141) against Bob's 60s. Lane 2: Cy 180 then 121 out; Di 180. */
const lane1 = scriptActions('T20 T20 T20 F S20 S20 S20 F T20 T20 T20 F S20 S20 S20 F T20 T19 D12');
const lane2 = scriptActions('T20 T20 T20 F T20 T20 T20 F T20 T11 D14');

describe('the TV venue view', () => {
  it('reflects every dart on both lanes within one socket message, and tonight’s leaderboard', async () => {
    const v = await twoLanes();
    for (let i = 0; i < Math.max(lane1.length, lane2.length); i += 1) {
      for (const [laneId, script] of [
        [1, lane1],
        [2, lane2],
      ] as const) {
        const action = script[i];
        if (action === undefined) continue;
        const { game, next } = await score(v, laneId, action);
        const shown = laneOf(next.view, laneId);
        expect(shown?.players.map((p) => p.score)).toEqual(game.state.players.map((p) => p.score));
        expect(shown?.turn).toEqual(game.state.turn.map(dartLabel));
        expect(shown?.currentPlayer).toBe(game.state.currentPlayer);
      }
    }
    const { view } = await nthVenueMessage(v.tv, venueMessages(v.tv).length);
    expect(view.leaderboard?.highestCheckout).toEqual([
      { name: 'Ann', laneNumber: 1, value: 141 },
      { name: 'Cy', laneNumber: 2, value: 121 },
    ]);
    expect(view.leaderboard?.mostOneEighties).toEqual([
      { name: 'Ann', laneNumber: 1, value: 2 },
      { name: 'Cy', laneNumber: 2, value: 1 },
      { name: 'Di', laneNumber: 2, value: 1 },
    ]);
    expect(view.leaderboard?.bestAverage.map((e) => [e.name, e.value])).toEqual([
      ['Di', 180],
      ['Ann', 167],
      ['Cy', 150.5],
      ['Bob', 60],
    ]);
    const polled = (await (await v.t.lan('/api/tv/venue')).json()) as VenueView;
    expect(polled).toEqual(view);
  });

  it('a hidden player is "Player N" on the lane and never in a figure or a message', async () => {
    const v = await twoLanes();
    const hide = await v.t.lan('/api/lanes/2/leaderboard-hidden', {
      method: 'PUT',
      cookie: v.cookie,
      json: { gameId: v.games.get(2), player: 0, hidden: true },
    });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({ hidden: [true, false] });
    const from = venueMessages(v.tv).length;
    for (const action of lane2) await score(v, 2, action);
    const after = venueMessages(v.tv).slice(from);
    expect(after.length).toBeGreaterThanOrEqual(lane2.length);
    for (const m of after) expect(JSON.stringify(m)).not.toContain('Cy');
    const last = after[after.length - 1].view;
    expect(laneOf(last, 2)?.players.map((p) => p.name)).toEqual(['Player 1', 'Di']);
    expect(last.leaderboard?.highestCheckout).toEqual([]);
    expect(last.leaderboard?.mostOneEighties).toEqual([{ name: 'Di', laneNumber: 2, value: 1 }]);
    expect(JSON.stringify(await (await v.t.lan('/api/tv/venue')).json())).not.toContain('Cy');
    // The lane's own history still has Cy's figures, marked hidden.
    const own = (await (
      await v.t.lan('/api/lanes/2/games', { cookie: v.cookie })
    ).json()) as LaneGamesResponse;
    expect(own.games[0].hidden).toEqual([true, false]);
    expect(own.games[0].statistics.players[0]).toMatchObject({ name: 'Cy', highestCheckout: 121 });
  });

  it('staff hear the venue view too; a lane tablet does not (it has its own game)', async () => {
    const v = await twoLanes();
    const tablet = await pairTablet(v.t, v.cookie, 1);
    const tabletSock = await tabletSocket(v.t.server.lanUrl, tablet.cookie);
    const staff = await openSocket(v.t.server.lanUrl, v.cookie);
    const before = venueMessages(v.tv).length;
    await score(v, 1, lane1[0]);
    await staff.waitFor((m) => m.type === 'venue_updated');
    await nthVenueMessage(v.tv, before + 1);
    // The tablet hears its own game's update (sent with the venue view); never the venue view itself.
    await expect.poll(() => tabletSock.messages.some((m) => m.type === 'game_updated')).toBe(true);
    expect(tabletSock.messages.some((m) => m.type === 'venue_updated')).toBe(false);
    tabletSock.close();
    staff.close();
  });

  it('names each lane as the venue does: its name, else Lane N, and live on a rename', async () => {
    const v = await twoLanes();
    const before = venueMessages(v.tv).length;
    const renamed = await v.t.lan('/api/lanes/2', {
      method: 'PUT',
      cookie: v.cookie,
      json: { name: ' VIP Lane ' },
    });
    expect(renamed.status).toBe(200);
    const { view } = await nthVenueMessage(v.tv, before + 1);
    expect(view.lanes.slice(0, 3).map((l) => l.name)).toEqual(['Lane 1', 'VIP Lane', 'Lane 3']);
  });

  it('staff can take the leaderboard off the TV', async () => {
    const v = await twoLanes();
    const before = venueMessages(v.tv).length;
    const res = await v.t.lan('/api/settings/leaderboard', {
      method: 'PUT',
      cookie: v.cookie,
      json: { leaderboardEnabled: false },
    });
    expect(res.status).toBe(200);
    expect((await nthVenueMessage(v.tv, before + 1)).view.leaderboard).toBeNull();
    const settings = (await (await v.t.lan('/api/settings', { cookie: v.cookie })).json()) as {
      leaderboardEnabled: boolean;
    };
    expect(settings.leaderboardEnabled).toBe(false);
  });
});

describe('the lane’s games and tonight’s finished games', () => {
  it('logs one row per applied action and lists the lane’s games with their statistics', async () => {
    const v = await twoLanes();
    for (const action of lane1) await score(v, 1, action);
    const rows = v.t.server.db.prepare('SELECT COUNT(*) AS n FROM game_log').get() as { n: number };
    expect(rows.n).toBe(lane1.length);
    const res = await v.t.lan('/api/lanes/1/games', { cookie: v.cookie });
    const body = (await res.json()) as LaneGamesResponse;
    expect(body.night.date).toBe('2026-06-10');
    expect(body.games[0].statistics.players[0]).toMatchObject({ average: 167, bestLeg: 9, oneEighties: 2 });
  });

  it('a change of game mode restarts the match: its log and figures start again', async () => {
    const v = await twoLanes();
    for (const action of lane1.slice(0, 8)) await score(v, 1, action);
    const before = (await (
      await v.t.lan('/api/lanes/1/games', { cookie: v.cookie })
    ).json()) as LaneGamesResponse;
    expect(before.games[0].statistics.players[0].darts).toBe(3);
    const change = await v.t.lan('/api/lanes/1/update-game-mode', {
      method: 'POST',
      cookie: v.cookie,
      json: { gameId: v.games.get(1), gameMode: '301' },
    });
    expect(change.status).toBe(200);
    v.versions.set(1, ((await change.json()) as LaneGameResponse).state.version);
    await score(v, 1, { type: 'dart', section: 20, multiplier: 3 });
    await score(v, 1, { type: 'finishTurn' });
    const after = (await (
      await v.t.lan('/api/lanes/1/games', { cookie: v.cookie })
    ).json()) as LaneGamesResponse;
    expect(after.games[0].statistics).toMatchObject({ mode: '301' });
    expect(after.games[0].statistics.players[0]).toMatchObject({ darts: 1, points: 60 });
    const rows = v.t.server.db.prepare('SELECT COUNT(*) AS n FROM game_log').get() as { n: number };
    expect(rows.n).toBe(2);
  });

  it('a paired tablet reads its own lane’s games, not another lane’s; the public door has none of it', async () => {
    const v = await twoLanes();
    const tablet = await pairTablet(v.t, v.cookie, 2);
    expect((await v.t.lan('/api/lanes/2/games', { cookie: tablet.cookie })).status).toBe(200);
    expect((await v.t.lan('/api/lanes/1/games', { cookie: tablet.cookie })).status).toBe(403);
    expect((await v.t.lan('/api/lanes/1/games')).status).toBe(401);
    expect((await v.t.pub('/api/tv/venue')).status).toBe(404);
    expect((await v.t.lan('/api/stats/tonight')).status).toBe(401);
  });

  it('tonight’s finished games: a game shows once its session has ended', async () => {
    const v = await twoLanes();
    for (const action of lane1) await score(v, 1, action);
    const empty = (await (
      await v.t.lan('/api/stats/tonight', { cookie: v.cookie })
    ).json()) as LaneGamesResponse;
    expect(empty.games).toEqual([]);
    expect((await v.t.lan('/api/lanes/1/stop', { method: 'POST', cookie: v.cookie })).status).toBe(200);
    const done = (await (
      await v.t.lan('/api/stats/tonight', { cookie: v.cookie })
    ).json()) as LaneGamesResponse;
    expect(
      done.games.map((g) => [g.laneNumber, g.statistics.players[0].name, g.statistics.players[0].legsWon]),
    ).toEqual([[1, 'Ann', 1]]);
  });

  it('refuses to hide a player the game does not have, and on a lane with no game', async () => {
    const v = await twoLanes();
    const bad = await v.t.lan('/api/lanes/1/leaderboard-hidden', {
      method: 'PUT',
      cookie: v.cookie,
      json: { gameId: v.games.get(1), player: 4, hidden: true },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/2 players/);
    const idle = await v.t.lan('/api/lanes/5/leaderboard-hidden', {
      method: 'PUT',
      cookie: v.cookie,
      json: { gameId: v.games.get(1), player: 0, hidden: true },
    });
    expect(idle.status).toBe(409);
  });
});
