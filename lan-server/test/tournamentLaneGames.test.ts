import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Lane, Stats } from '../../shared/api/lanes';
import type { LaneGamesResponse } from '../../shared/api/stats';
import type { VenueView } from '../../shared/api/venue';
import type { Tournament } from '../../shared/api/tournaments';
import { openSocket, startTestServer, type TestServer, type TestSocket } from './harness';
import { pairTablet } from './pairingFixtures';
import { createCup, legOpener, nineDarterLeg, scheduleMatches, sendActions } from './tournamentMatchFixtures';

// A lane playing a tournament match is a lane in play — its status says so, the venue TV shows
// the match like any live game, and the match is in the lane's history, Tonight's Games and the leaderboard.
let t: TestServer;
afterEach(async () => t?.close());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A best-of-3 cup with its first Group A match on lane `laneId`. */
async function matchOnLane(cookie: string, laneId: number): Promise<{ cup: Tournament; game: Game }> {
  const { tournament: cup, groups } = await createCup(t, cookie, {
    name: 'Friday Cup',
    matchFormat: 'best_of_3',
    players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
  });
  const game = groups.A.games[0];
  expect((await scheduleMatches(t, cookie, cup.id, [{ gameId: game.id, laneId }])).status).toBe(200);
  return { cup, game };
}

function matchStart(cookie: string, laneId: number, gameId: string, hideFromLeaderboard: boolean[]) {
  return t.lan(`/api/lanes/${laneId}/match-start`, {
    method: 'POST',
    cookie,
    json: { gameId, hideFromLeaderboard },
  });
}

const venueViews = (tv: TestSocket): VenueView[] =>
  tv.messages
    .filter((m) => (m as { type?: string }).type === 'venue_updated')
    .map((m) => (m as { view: VenueView }).view);

/** Waits until the socket has heard `n` venue views (the board publishes right after the event loop turns). */
async function settleVenue(tv: TestSocket, n: number): Promise<VenueView> {
  await expect.poll(() => venueViews(tv).length).toBeGreaterThanOrEqual(n);
  await new Promise((r) => setTimeout(r, 50));
  const all = venueViews(tv);
  return all[all.length - 1];
}

describe('the lane of a tournament match says it is busy', () => {
  it("shows status 'tournament' naming the cup, counts as occupied, refuses a walk-in and a status change", async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await matchOnLane(staff, 5);
    const lane = await json<Lane>(await t.lan('/api/lanes/5', { cookie: staff }));
    expect(lane).toMatchObject({ status: 'tournament', isInTournament: true, tournamentName: 'Friday Cup' });
    expect(await json<Stats>(await t.lan('/api/stats', { cookie: staff }))).toMatchObject({
      availableLanes: 9,
      occupiedLanes: 1,
    });

    const walkIn = await t.lan('/api/lanes/5/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Walk-in'], duration: 1 },
    });
    expect([walkIn.status, (await json<{ code: string }>(walkIn)).code]).toEqual([409, 'LANE_NOT_AVAILABLE']);
    const service = await t.lan('/api/lanes/5', {
      method: 'PUT',
      cookie: staff,
      json: { status: 'maintenance' },
    });
    expect(service.status).toBe(409);

    // The result frees the lane.
    expect(
      (await t.lan(`/api/games/${game.id}/result`, { method: 'PUT', cookie: staff, json: { legs: [2, 0] } }))
        .status,
    ).toBe(200);
    const freed = await json<Lane>(await t.lan('/api/lanes/5', { cookie: staff }));
    expect(freed).toMatchObject({ status: 'available', isInTournament: false, tournamentName: null });
  });
});

describe('the match is a lane game', () => {
  it('the venue TV shows it like any live game, from the players’ start and first dart', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const { game } = await matchOnLane(staff, 3);
    const tablet = await pairTablet(t, staff, 3);

    // Put on the lane: the TV names the match, and no player yet (they have not been asked about the board).
    const waiting = (await json<VenueView>(await t.lan('/api/tv/venue'))).lanes[2];
    expect(waiting).toMatchObject({
      number: 3,
      status: 'tournament',
      match: { tournamentName: 'Friday Cup', stage: 'Group A' },
      game: null,
    });

    expect((await matchStart(tablet.cookie, 3, game.id, [false, false])).status).toBe(200);
    const before = venueViews(tv).length;
    await sendActions(t, tablet.cookie, 3, nineDarterLeg(0));
    const view = await settleVenue(tv, before + 1);
    const shown = view.lanes.find((l) => l.laneId === 3);
    expect(shown?.game?.players.map((p) => [p.name, p.legs])).toEqual([
      [game.home, 1],
      [game.away, 0],
    ]);
    expect(view.leaderboard?.highestCheckout).toEqual([{ name: game.home, laneNumber: 3, value: 141 }]);
    expect(view.leaderboard?.mostOneEighties).toEqual([{ name: game.home, laneNumber: 3, value: 2 }]);
    tv.close();
  });

  it('is in the lane’s history while played, and in Tonight’s Games once its result is in', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await matchOnLane(staff, 4);
    await matchStart(staff, 4, game.id, [false, false]);
    await sendActions(t, staff, 4, nineDarterLeg(1));
    const history = await json<LaneGamesResponse>(await t.lan('/api/lanes/4/games', { cookie: staff }));
    expect(history.games.map((g) => [g.gameId, g.match, g.statistics.players[1].oneEighties])).toEqual([
      [game.id, { tournamentName: 'Friday Cup', stage: 'Group A' }, 2],
    ]);
    const tonight = () => t.lan('/api/stats/tonight', { cookie: staff }).then(json<LaneGamesResponse>);
    expect((await tonight()).games).toEqual([]);
    await sendActions(t, staff, 4, [{ type: 'nextLeg' }, ...nineDarterLeg(1, legOpener(1))]);
    const done = await tonight();
    expect(done.games.map((g) => [g.gameId, g.status, g.statistics.players[1].legsWon])).toEqual([
      [game.id, 'completed', 2],
    ]);
  });
});

describe("'Hide from leaderboard' is chosen before a name is ever published", () => {
  it('a session started with a player hidden: no venue_updated from the start on carries the name', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const start = await t.lan('/api/lanes/2/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Zelda', 'Bob'], duration: 1, gameMode: '501', hideFromLeaderboard: [true, false] },
    });
    expect(start.status).toBe(200);
    await settleVenue(tv, 1);
    // Zelda's nine-darter, Bob missing: her 180s and checkout would top every column.
    await sendActions(t, staff, 2, nineDarterLeg(0));
    const last = await settleVenue(tv, 2);
    expect(venueViews(tv).length).toBeGreaterThan(1);
    for (const view of venueViews(tv)) expect(JSON.stringify(view)).not.toContain('Zelda');
    // The very first view, published with the start, already shows the game with her hidden.
    expect(venueViews(tv)[0].lanes[1].game?.players.map((p) => p.name)).toEqual(['Player 1', 'Bob']);
    expect(last.leaderboard?.mostOneEighties).toEqual([]);
    expect(JSON.stringify(await json<VenueView>(await t.lan('/api/tv/venue')))).not.toContain('Zelda');
    // The lane's own history still has her figures, marked hidden.
    const own = await json<LaneGamesResponse>(await t.lan('/api/lanes/2/games', { cookie: staff }));
    expect(own.games[0]).toMatchObject({ hidden: [true, false] });
    tv.close();
  });

  it('a match started on the tablet with its home player hidden: the venue never names them', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const { game } = await matchOnLane(staff, 6);
    const home = game.home ?? '';
    const tablet = await pairTablet(t, staff, 6);
    const started = await matchStart(tablet.cookie, 6, game.id, [true, false]);
    expect([started.status, await started.json()]).toEqual([200, { hidden: [true, false] }]);
    await sendActions(t, tablet.cookie, 6, nineDarterLeg(0));
    const last = await settleVenue(tv, 2);
    expect(last.lanes[5].game?.players.map((p) => p.name)).toEqual(['Player 1', game.away]);
    expect(last.leaderboard?.highestCheckout).toEqual([]);
    for (const view of venueViews(tv)) expect(JSON.stringify(view)).not.toContain(home);
    tv.close();
  });

  it('the start refuses a choice per player that does not fit, another lane’s game and a session’s game', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await matchOnLane(staff, 6);
    expect((await matchStart(staff, 6, game.id, [true])).status).toBe(400);
    expect((await matchStart(staff, 7, game.id, [true, false])).status).toBe(409);
    await t.lan('/api/lanes/1/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Ann'], duration: 1 },
    });
    const session = (await json<{ gameId: string }>(await t.lan('/api/lanes/1/game', { cookie: staff })))
      .gameId;
    expect((await matchStart(staff, 1, session, [true])).status).toBe(409);
  });
});
