import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import { scriptActions } from '../../shared/darts/play';
import type { GameAction } from '../../shared/darts/types';
import { openSocket, startTestServer, type TestServer } from './harness';

const open: TestServer[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function venue(): Promise<{ t: TestServer; cookie: string }> {
  const t = await startTestServer();
  open.push(t);
  return { t, cookie: await t.signIn() };
}

async function startLane(t: TestServer, cookie: string, laneId: number, body: Record<string, unknown>) {
  const res = await t.lan(`/api/lanes/${laneId}/start`, {
    method: 'POST',
    cookie,
    json: { duration: 1, ...body },
  });
  expect(res.status).toBe(200);
}

async function getGame(t: TestServer, cookie: string, laneId = 1): Promise<LaneGameResponse> {
  const res = await t.lan(`/api/lanes/${laneId}/game`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as LaneGameResponse;
}

/**
 * POST /api/lanes/:id/score. A body that names no game is sent for the lane's current game, as a tablet
 * showing it would (every write names its game).
 */
async function send(t: TestServer, cookie: string, body: object, laneId = 1) {
  let json = body;
  if (!('gameId' in body)) {
    const current = await t.lan(`/api/lanes/${laneId}/game`, { cookie });
    const gameId = current.ok ? ((await current.json()) as LaneGameResponse).gameId : 'no-game';
    json = { gameId, ...body };
  }
  return t.lan(`/api/lanes/${laneId}/score`, { method: 'POST', cookie, json });
}

/** Plays a script (shared/darts/play.ts words) through the API, one action per request, as a tablet does. */
async function playThroughApi(
  t: TestServer,
  cookie: string,
  script: string,
  laneId = 1,
): Promise<LaneGameResponse> {
  let game = await getGame(t, cookie, laneId);
  for (const action of scriptActions(script)) {
    const res = await send(t, cookie, { action, version: game.state.version }, laneId);
    expect(res.status, await res.clone().text()).toBe(200);
    game = (await res.json()) as LaneGameResponse;
  }
  return game;
}

describe('the lane game', () => {
  it('is created from the lane session: players, mode, sets and legs', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'], gameMode: '301 Double Out', sets: 2, legs: 3 });
    const { state } = await getGame(t, cookie);
    expect(state).toMatchObject({ mode: '301 Double Out', sets: 2, legs: 3, currentPlayer: 0, version: 0 });
    expect(state.players.map((p) => [p.name, p.score])).toEqual([
      ['Ann', 301],
      ['Bob', 301],
    ]);
  });

  it.each([
    ['a lane with no session', 2, 409, 'No active game'],
    ['a lane that does not exist', 99, 404, 'Lane not found'],
  ])('answers %s with %i and the message', async (_rule, laneId, status, message) => {
    const { t, cookie } = await venue();
    const res = await t.lan(`/api/lanes/${laneId}/game`, { cookie });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message });
    const score = await send(t, cookie, { action: { type: 'undo' }, version: 0 }, laneId);
    expect(score.status).toBe(status);
  });

  it('is refused without a staff session or a tablet paired to the lane', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann'] });
    expect((await t.lan('/api/lanes/1/game')).status).toBe(401);
    expect((await send(t, '', { action: { type: 'finishTurn' }, version: 0 })).status).toBe(401);
  });

  it('survives a server restart mid-leg and plays on to the checkout', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'], gameMode: '301 Double Out' });
    const midLeg = await playThroughApi(t, cookie, 'T20 T20 T20 F S20 S20 F T20 S20');
    expect(midLeg.state.players.map((p) => p.score)).toEqual([121, 261]);
    await t.stop();

    const again = await startTestServer({ dataDir: t.dataDir, clock: t.clock });
    open.push(again);
    const cookie2 = await again.signIn();
    const resumed = await getGame(again, cookie2);
    expect(resumed).toEqual(midLeg);
    const won = await playThroughApi(again, cookie2, 'S1 F MISS F D20');
    expect(won.state.legWinner).toBe(0);
    expect(won.state.matchWinner).toBe(0);
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('publishes game_updated with the new state after each write', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann'] });
    await getGame(t, cookie);
    const socket = await openSocket(t.server.lanUrl, cookie);
    try {
      await send(t, cookie, { action: { type: 'dart', section: 20, multiplier: 3 }, version: 0 });
      const message = await socket.waitFor<{
        game: { laneId: number; scores: { state: { version: number } } };
      }>((m) => m.type === 'game_updated');
      expect(message.game.laneId).toBe(1);
      expect(message.game.scores.state.version).toBe(1);
    } finally {
      socket.close();
    }
  });
});

describe('bad input leaves the stored game unchanged', () => {
  const dart = (section: number, multiplier: number) => ({ type: 'dart', section, multiplier });

  // The game is at version 2, Ann having thrown T20 T20 of her visit.
  // prettier-ignore
  it.each([
    ['section 21 is 400', { action: dart(21, 1), version: 2 }, 400, 'Section 21 is not on the board'],
    ['a treble bull is 400', { action: dart(25, 3), version: 2 }, 400, 'There is no treble bull'],
    ['a double miss is 400', { action: dart(0, 2), version: 2 }, 400, 'A miss has no double or treble'],
    ['multiplier 4 is 400', { action: dart(20, 4), version: 2 }, 400, 'action.multiplier'],
    ['an unknown action is 400', { action: { type: 'explode' }, version: 2 }, 400, 'action'],
    ['a missing version is 400', { action: dart(20, 1) }, 400, 'version'],
    ['an empty body is 400', {}, 400, 'score'],
    ['an impossible turn total is 400', { score: 179, player: 0 }, 400, '179 cannot be scored'],
    ['a stale version is 409', { action: dart(20, 1), version: 1 }, 409, 'The game has moved on'],
    ['Start Next Leg mid-leg is 409', { action: { type: 'nextLeg' }, version: 2 }, 409, 'The leg is still being played'],
    ['a turn total for another player is 409', { score: 60, player: 1 }, 409, "player 1's turn"],
    ['a turn total after darts were entered is 409', { score: 60, player: 0 }, 409, 'Darts are already entered'],
    ['a turn total in 4 darts is 400', { score: 60, player: 0, darts: 4 }, 400, 'darts'],
  ])('%s', async (_rule, body, status, message) => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'] });
    const before = await playThroughApi(t, cookie, 'T20 T20');
    const res = await send(t, cookie, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await getGame(t, cookie)).toEqual(before);
  });

  it('a damaged stored game is refused with 500, never scored on or replaced', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann'] });
    const { gameId } = await getGame(t, cookie);
    t.server.db.prepare("UPDATE games SET state = '{not json' WHERE id = ?").run(gameId);
    const res = await send(t, cookie, { gameId, action: dart(20, 1), version: 0 });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
      500,
      'The stored game could not be read',
    ]);
    const row = t.server.db.prepare('SELECT state FROM games WHERE id = ?').get(gameId) as { state: string };
    expect(row.state).toBe('{not json');
  });

  it('a fourth dart is 409 and changes nothing', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'] });
    const before = await playThroughApi(t, cookie, 'T20 T20 S1');
    const res = await send(t, cookie, { action: dart(20, 1), version: 3 });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
      409,
      'This turn is over: finish the turn (or undo the last dart)',
    ]);
    expect(await getGame(t, cookie)).toEqual(before);
  });
});

describe('idempotent replay and {score, player} totals', () => {
  it('an action id already applied is answered with the game and not applied again', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'] });
    const tap: GameAction = { type: 'dart', section: 20, multiplier: 3 };
    const first = await send(t, cookie, { action: tap, version: 0, actionId: 'tab-1:1' });
    const second = await send(t, cookie, { action: tap, version: 0, actionId: 'tab-1:2' });
    const replayOfFirst = await send(t, cookie, { action: tap, version: 0, actionId: 'tab-1:1' });
    expect([first.status, second.status, replayOfFirst.status]).toEqual([200, 409, 200]);
    const game = (await replayOfFirst.json()) as LaneGameResponse;
    expect(game.state.turn).toHaveLength(1);
    expect(game.state.version).toBe(1);
  });

  it("{score, player} scores the current player's visit and passes the turn", async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'], gameMode: '501' });
    const res = await send(t, cookie, { score: 100, player: 0 });
    expect(res.status).toBe(200);
    const { state } = (await res.json()) as LaneGameResponse;
    expect([state.players[0].score, state.currentPlayer]).toEqual([401, 1]);
  });

  // The total is judged against the score left, and a checkout counts the darts the players say.
  // prettier-ignore
  it.each([
    ['an overshoot busts, whatever darts make it', '501 Double Out', 40, { score: 41, player: 0 }, 200, { bust: 'BUST: Score went below 0', left: 40, darts: 3 }],
    ['a two-dart checkout wins and counts two darts', '501 Double Out', 100, { score: 100, player: 0, darts: 2 }, 200, { winner: 0, left: 0, darts: 2 }],
    ['a checkout said in no darts is taken as three', '501', 60, { score: 60, player: 0 }, 200, { winner: 0, left: 0, darts: 3 }],
    ['a checkout in too few darts is 400', '501 Double Out', 100, { score: 100, player: 0, darts: 1 }, 400, { message: '100 cannot be scored with 1 dart' }],
    ['fewer than 3 darts without a checkout is 409', '501', 501, { score: 60, player: 0, darts: 1 }, 409, { message: 'Only a checkout' }],
  ] as const)('{score, player[, darts]}: %s', async (_rule, gameMode, left, body, status, expected) => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'], gameMode });
    // Ann throws 180, 180 and what brings her to `left`; Bob scores nothing in between.
    const setUp = left === 501 ? [] : [180, 0, 180, 0, 141 - left, 0];
    for (const [i, score] of setUp.entries()) {
      expect((await send(t, cookie, { score, player: i % 2 })).status).toBe(200);
    }
    const res = await send(t, cookie, body);
    expect(res.status).toBe(status);
    if (status !== 200) {
      expect(((await res.json()) as { message: string }).message).toContain(expected.message);
      return;
    }
    const { state } = (await res.json()) as LaneGameResponse;
    const ann = state.players[0];
    const darts = ann.dartsThrown - (setUp.length / 2) * 3;
    expect({ bust: state.bust, winner: state.legWinner, left: ann.score, darts }).toMatchObject(expected);
  });

  it("update-game-mode restarts the match in the new mode and refuses the old game's actions", async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann', 'Bob'], gameMode: '501' });
    await playThroughApi(t, cookie, 'T20');
    const res = await t.lan('/api/lanes/1/update-game-mode', {
      method: 'POST',
      cookie,
      json: { gameId: (await getGame(t, cookie)).gameId, gameMode: 'Cricket', sets: 2, legs: 5 },
    });
    expect(res.status).toBe(200);
    const { state } = (await res.json()) as LaneGameResponse;
    expect(state).toMatchObject({ mode: 'Cricket', sets: 2, legs: 5, version: 2, turn: [] });
    const lane = (await (await t.lan('/api/lanes/1', { cookie })).json()) as {
      gameMode: string;
      legs: number;
    };
    expect([lane.gameMode, lane.legs]).toEqual(['Cricket', 5]);
    const stale = await send(t, cookie, { action: { type: 'undo' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'STALE_ACTION' });
  });

  it('a new session on the lane starts a new game', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann'] });
    const first = await playThroughApi(t, cookie, 'T20');
    expect((await t.lan('/api/lanes/1/stop', { method: 'POST', cookie })).status).toBe(200);
    t.clock.advance(60_000);
    await startLane(t, cookie, 1, { players: ['Cat', 'Dan'] });
    const second = await getGame(t, cookie);
    expect(second.gameId).not.toBe(first.gameId);
    expect(second.state.players.map((p) => p.name)).toEqual(['Cat', 'Dan']);
  });

  it('ending the session completes its game, so no finished session leaves an active game', async () => {
    const { t, cookie } = await venue();
    await startLane(t, cookie, 1, { players: ['Ann'] });
    const game = await playThroughApi(t, cookie, 'T20');
    expect((await t.lan('/api/lanes/1/stop', { method: 'POST', cookie })).status).toBe(200);
    const row = t.server.db
      .prepare('SELECT status, completed_at FROM games WHERE id = ?')
      .get(game.gameId) as {
      status: string;
      completed_at: string | null;
    };
    expect(row).toEqual({ status: 'completed', completed_at: t.clock.now().toISOString() });
  });
});
