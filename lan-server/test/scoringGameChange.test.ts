import { afterEach, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { GameAction } from '../../shared/darts/types';
import { startTestServer, type TestServer } from './harness';
import { pairTablet } from './pairingFixtures';
import { createCup, readLaneGame, scheduleMatches, sendActions } from './tournamentMatchFixtures';

// A tablet's queued tap names the game it was made in, and is never scored into the lane's next game — the
// next tournament match on the lane, or the next session. Each case builds the queued tap exactly as the
// tablet would (its game's id and version, an action id), lets the lane move on while the tablet is
// "offline", then sends it: the new game's version is what the old tap carries, so without the game's name
// the server could not tell the two apart.
let t: TestServer;
afterEach(async () => t?.close());

const T20: GameAction = { type: 'dart', section: 20, multiplier: 3 };
const GAME_OVER = 'A dart from the previous game was not scored: that game is over.';

interface Refusal {
  message: string;
  code: string;
}

function post(cookie: string, laneId: number, path: string, json: unknown): Promise<Response> {
  return t.lan(`/api/lanes/${laneId}/${path}`, { method: 'POST', cookie, json });
}

/** The lane's game and everything the server holds about it, to show a refusal changed nothing. */
async function snapshot(cookie: string, laneId: number) {
  const game = await readLaneGame(t, cookie, laneId);
  const logged = t.server.db
    .prepare('SELECT COUNT(*) AS n FROM game_log WHERE game_id = ?')
    .get(game.gameId) as {
    n: number;
  };
  return { game, logged: logged.n };
}

function startSession(cookie: string, laneId: number, players: string[]): Promise<Response> {
  return post(cookie, laneId, 'start', { players, duration: 1, gameMode: '501' });
}

describe('a queued dart from a finished tournament match', () => {
  it('sent after the next match started on the lane is refused 409 GAME_OVER; the new match is untouched', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tablet = await pairTablet(t, staff, 2);
    const { tournament, groups } = await createCup(t, staff, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
    });
    const [first, second] = groups.A.games;
    expect((await scheduleMatches(t, staff, tournament.id, [{ gameId: first.id, laneId: 2 }])).status).toBe(
      200,
    );
    const seen = await readLaneGame(t, tablet.cookie, 2);
    expect(seen.gameId).toBe(first.id);
    // The tablet's Wi-Fi drops: its next dart waits in the queue, made against the version it saw.
    const queued = { gameId: seen.gameId, action: T20, version: seen.state.version, actionId: 'tab:7' };

    // Meanwhile the desk enters the result and puts the next match on the same board.
    const result = await t.lan(`/api/games/${first.id}/result`, {
      method: 'PUT',
      cookie: staff,
      json: { legs: [2, 0] },
    });
    expect(result.status).toBe(200);
    expect((await scheduleMatches(t, staff, tournament.id, [{ gameId: second.id, laneId: 2 }])).status).toBe(
      200,
    );
    const before = await snapshot(staff, 2);
    expect(before.game.gameId).toBe(second.id);
    // The hazard: the next match counts from the same version the old tap carries.
    expect(before.game.state.version).toBe(queued.version);

    const res = await post(tablet.cookie, 2, 'score', queued);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: GAME_OVER, code: 'GAME_OVER' });
    expect(await snapshot(staff, 2)).toEqual(before);
    // Not in the old match either: its result stands as the desk entered it.
    const old = t.server.db.prepare('SELECT status, winner, version FROM games WHERE id = ?').get(first.id);
    expect(old).toMatchObject({ status: 'completed', winner: first.home });
  });

  it('a match taken off the lane refuses its queued taps as not being played there (NOT_CURRENT_GAME)', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { tournament, groups } = await createCup(t, staff, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'],
    });
    const match = groups.A.games[0];
    await scheduleMatches(t, staff, tournament.id, [{ gameId: match.id, laneId: 3 }]);
    const seen = await readLaneGame(t, staff, 3);
    expect(
      (await t.lan(`/api/games/${match.id}/take-off-lane`, { method: 'POST', cookie: staff })).status,
    ).toBe(200);
    const res = await post(staff, 3, 'score', { gameId: match.id, action: T20, version: seen.state.version });
    expect([res.status, ((await res.json()) as Refusal).code]).toEqual([409, 'NOT_CURRENT_GAME']);
  });
});

describe("a queued dart from session A's game", () => {
  /** Session A on lane 1 with a tablet that has seen its game; returns the tap it queues while offline. */
  async function sessionAThenB() {
    t = await startTestServer();
    const staff = await t.signIn();
    const tablet = await pairTablet(t, staff, 1);
    expect((await startSession(staff, 1, ['Ann', 'Bob'])).status).toBe(200);
    const a = await readLaneGame(t, tablet.cookie, 1);
    const applied = await sendActions(t, tablet.cookie, 1, [T20]);
    const queued = {
      gameId: a.gameId,
      action: T20,
      version: applied.game.state.version,
      actionId: 'tab:2',
    };
    // Session A ends and the next customers start session B on the same lane.
    expect((await post(staff, 1, 'stop', {})).status).toBe(200);
    t.clock.advance(60_000);
    expect((await startSession(staff, 1, ['Cat', 'Dan'])).status).toBe(200);
    const b = await snapshot(staff, 1);
    expect(b.game.gameId).not.toBe(a.gameId);
    return { staff, tablet, a, applied, queued, b };
  }

  it('sent during session B is refused 409 GAME_OVER and nothing changes in B', async () => {
    const { staff, tablet, queued, b } = await sessionAThenB();
    // Make B's version the one the old tap carries, as two sessions in a row easily do.
    await sendActions(t, staff, 1, [T20]);
    const before = await snapshot(staff, 1);
    expect(before.game.state.version).toBe(queued.version);

    const res = await post(tablet.cookie, 1, 'score', queued);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: GAME_OVER, code: 'GAME_OVER' });
    expect(await snapshot(staff, 1)).toEqual(before);
    expect(before.game.state.players.map((p) => p.name)).toEqual(['Cat', 'Dan']);
    expect(b.game.gameId).toBe(before.game.gameId);
  });

  it('an action id already applied in A still answers 200 with the current game, applying nothing', async () => {
    const { staff, tablet, applied, b } = await sessionAThenB();
    const replay = await post(tablet.cookie, 1, 'score', applied.sent[0]);
    expect(replay.status).toBe(200);
    const answer = (await replay.json()) as LaneGameResponse;
    expect(answer.gameId).toBe(b.game.gameId);
    expect(await snapshot(staff, 1)).toEqual(b);
  });

  it('the old game’s mode change and leaderboard choice are refused too; a game of another lane is NOT_CURRENT_GAME', async () => {
    const { staff, tablet, a, b } = await sessionAThenB();
    const mode = await post(tablet.cookie, 1, 'update-game-mode', { gameId: a.gameId, gameMode: 'Cricket' });
    expect([mode.status, await mode.json()]).toEqual([
      409,
      { message: 'The game mode was not changed: that game is over.', code: 'GAME_OVER' },
    ]);
    const hide = await t.lan('/api/lanes/1/leaderboard-hidden', {
      method: 'PUT',
      cookie: tablet.cookie,
      json: { gameId: a.gameId, player: 0, hidden: true },
    });
    expect([hide.status, ((await hide.json()) as Refusal).code]).toEqual([409, 'GAME_OVER']);

    expect((await startSession(staff, 4, ['Eve'])).status).toBe(200);
    const lane4 = await readLaneGame(t, staff, 4);
    const wrong = await post(staff, 1, 'score', { gameId: lane4.gameId, action: T20, version: 0 });
    expect([wrong.status, await wrong.json()]).toEqual([
      409,
      {
        message: 'A dart for another game was not scored: that game is not being played on Lane 1.',
        code: 'NOT_CURRENT_GAME',
      },
    ]);
    expect(await snapshot(staff, 1)).toEqual(b);
    expect((await readLaneGame(t, staff, 4)).state).toEqual(lane4.state);
  });

  it('a request that names no game is 400 naming the field', async () => {
    const { staff } = await sessionAThenB();
    const res = await post(staff, 1, 'score', { action: T20, version: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).message).toMatch(/^gameId/);
  });
});
