import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Lane } from '../../shared/api/lanes';
import type { GroupsResponse, Tournament } from '../../shared/api/tournaments';
import { startTestServer, type TestServer } from './harness';
import { pairTablet, tabletSocket } from './pairingFixtures';
import {
  createCup,
  nineDarterLeg,
  readLaneGame,
  scheduleMatches,
  sendActions,
} from './tournamentMatchFixtures';

// Staff keep control of a match on a tablet, and a lane holds a session or a match, never both.
let t: TestServer;
afterEach(async () => t?.close());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A race-to-3 cup and its first group match, on `laneId` when given. */
async function cupWithMatch(cookie: string, laneId?: number): Promise<{ cup: Tournament; game: Game }> {
  const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
  const { tournament: cup, groups } = await createCup(t, cookie, {
    name: 'Race Night',
    matchFormat: 'race_to_3',
    players,
  });
  const game = groups.A.games[0];
  if (laneId !== undefined) expect((await scheduleOn(cookie, cup.id, game.id, laneId)).status).toBe(200);
  return { cup, game };
}

function scheduleOn(cookie: string, id: string, gameId: string, laneId: number) {
  return scheduleMatches(t, cookie, id, [{ gameId, laneId }]);
}

const message = async (res: Response) => (await json<{ message: string }>(res)).message;

describe('the match on the lane tablet', () => {
  it('opens with both players, the tournament mode, the format as the legs target and a heading', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await cupWithMatch(staff, 4);
    const onLane = await readLaneGame(t, staff, 4);
    expect(onLane.gameId).toBe(game.id);
    expect(onLane.state.players.map((p) => [p.name, p.score])).toEqual([
      [game.home, 501],
      [game.away, 501],
    ]);
    expect([onLane.state.mode, onLane.state.sets, onLane.state.legs]).toEqual(['501', 1, 3]);
    expect(onLane.match).toMatchObject({
      tournamentName: 'Race Night',
      stage: 'Group A',
      formatText: 'Race to 3 · first to 3 legs',
      legsToWin: 3,
      status: 'active',
    });
    const modeChange = await t.lan('/api/lanes/4/update-game-mode', {
      method: 'POST',
      cookie: staff,
      json: { gameId: game.id, gameMode: 'Cricket' },
    });
    expect([modeChange.status, await message(modeChange)]).toEqual([
      409,
      "A tournament match plays the tournament's game mode",
    ]);
  });

  it('a paired tablet hears its own lane match (legs as they are won), not another lane', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tablet = await pairTablet(t, staff, 4);
    const socket = await tabletSocket(t.server.lanUrl, tablet.cookie);
    const { game } = await cupWithMatch(staff, 4);
    await sendActions(t, tablet.cookie, 4, nineDarterLeg(1));
    await new Promise((r) => setTimeout(r, 200));
    const heard = socket.messages.filter((m) => m.type === 'game_updated').map((m) => m.game as Game);
    expect(heard.every((g) => g.id === game.id)).toBe(true);
    expect(heard[heard.length - 1].scores.legs).toEqual([0, 1]);
    socket.close();
    const elsewhere = await t.lan('/api/lanes/5/game', { cookie: tablet.cookie });
    expect(elsewhere.status).toBe(403);
  });
  it('a match put on a lane before the upgrade gets its state; one finished on paper is not shown', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await cupWithMatch(staff, 4);
    t.server.db.prepare('UPDATE games SET state = NULL, scores = ? WHERE id = ?').run('{}', game.id);
    expect((await readLaneGame(t, staff, 4)).state.players.map((p) => p.score)).toEqual([501, 501]);

    const saved = await t.lan(`/api/games/${game.id}/result`, {
      method: 'PUT',
      cookie: staff,
      json: { legs: [3, 0] },
    });
    expect(saved.status).toBe(200);
    t.server.db.prepare('UPDATE games SET state = NULL WHERE id = ?').run(game.id);
    const res = await t.lan('/api/lanes/4/game', { cookie: staff });
    expect([res.status, await message(res)]).toEqual([409, 'No active game']);
  });
});

describe('staff keep control', () => {
  it('a correction with Edit Score wins over the tablet, which then shows the match as over', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { game } = await cupWithMatch(staff, 2);
    await sendActions(t, staff, 2, [...nineDarterLeg(0), { type: 'nextLeg' }]);
    const corrected = await t.lan(`/api/games/${game.id}/result`, {
      method: 'PUT',
      cookie: staff,
      json: { legs: [1, 3] },
    });
    expect(corrected.status).toBe(200);
    const tablet = await readLaneGame(t, staff, 2);
    expect(tablet.match).toMatchObject({ status: 'completed', winner: game.away, legs: [1, 3] });
    const dart = await t.lan('/api/lanes/2/score', {
      method: 'POST',
      cookie: staff,
      json: {
        gameId: game.id,
        action: { type: 'dart', section: 20, multiplier: 3 },
        version: tablet.state.version,
      },
    });
    expect([dart.status, await message(dart)]).toEqual([
      409,
      'This match is over: its result is with the tournament',
    ]);
    const lane = await json<Lane>(await t.lan('/api/lanes/2', { cookie: staff }));
    expect([lane.status, lane.isInTournament]).toEqual(['available', false]);
    // The result stays on the tablet for half an hour, then the lane is just free.
    t.clock.advance(31 * 60_000);
    expect((await t.lan('/api/lanes/2/game', { cookie: staff })).status).toBe(409);
  });

  it('take off lane puts the match back to pending, frees the lane, and the tablet is refused', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const { cup, game } = await cupWithMatch(staff, 3);
    const { sent } = await sendActions(t, staff, 3, nineDarterLeg(0).slice(0, 3));
    const off = await t.lan(`/api/games/${game.id}/take-off-lane`, { method: 'POST', cookie: staff });
    expect(off.status).toBe(200);
    expect(await json<Game>(off)).toMatchObject({ status: 'pending', laneId: null, scores: {} });
    const lane = await json<Lane>(await t.lan('/api/lanes/3', { cookie: staff }));
    expect(lane.isInTournament).toBe(false);
    const stale = await t.lan('/api/lanes/3/score', {
      method: 'POST',
      cookie: staff,
      json: {
        gameId: game.id,
        action: { type: 'finishTurn' },
        version: sent[2].version + 1,
        actionId: 'late-tap',
      },
    });
    // The tap names the match, which is no longer on any lane.
    expect([stale.status, await message(stale)]).toEqual([
      409,
      'A dart for another game was not scored: that game is not being played on Lane 3.',
    ]);
    const again = await t.lan(`/api/games/${game.id}/take-off-lane`, { method: 'POST', cookie: staff });
    expect(again.status).toBe(409);

    // Rescheduled on another board, it starts again from 501 each.
    expect((await scheduleOn(staff, cup.id, game.id, 6)).status).toBe(200);
    const fresh = await readLaneGame(t, staff, 6);
    expect(fresh.state.players.map((p) => p.score)).toEqual([501, 501]);
    expect(fresh.state.version).toBeGreaterThan(sent[2].version);
  });
});

describe('a lane holds a paying session or a tournament match, never both', () => {
  it('a lane with a session cannot be given a match: 409 saying so', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const start = await t.lan('/api/lanes/5/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Walk-in'], duration: 1 },
    });
    expect(start.status).toBe(200);
    const { cup, game } = await cupWithMatch(staff);
    const res = await scheduleOn(staff, cup.id, game.id, 5);
    expect([res.status, await message(res)]).toEqual([
      409,
      'Lane 5 has a paying session running: end it before giving the lane a tournament match',
    ]);
    expect(
      (await json<GroupsResponse>(await t.lan(`/api/tournaments/${cup.id}/groups`))).A.games[0].status,
    ).toBe('pending');
  });

  it('a lane holding a match cannot be started as a session: 409 saying so', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    await cupWithMatch(staff, 5);
    const res = await t.lan('/api/lanes/5/start', {
      method: 'POST',
      cookie: staff,
      json: { players: ['Walk-in'], duration: 1 },
    });
    expect([res.status, await message(res)]).toEqual([
      409,
      'Lane 5 is holding a tournament match (Group A, round 1): finish it or take it off the lane first',
    ]);
    const lane = await json<Lane>(await t.lan('/api/lanes/5', { cookie: staff }));
    // The lane says it is busy with the match (it used to show 'available').
    expect(lane.status).toBe('tournament');
  });
});
