import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { Lane } from '../../shared/api/lanes';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../shared/api/tournaments';
import { openSocket, startTestServer, type TestServer, type TestSocket } from './harness';
import { pairTablet, tabletSocket } from './pairingFixtures';
import {
  createCup,
  legOpener,
  matchActions,
  nineDarterLeg,
  postScore,
  readLaneGame,
  scheduleMatches,
  sendActions,
} from './tournamentMatchFixtures';

// A group-knockout tournament played to its champion from the lanes' scoring endpoints only.
let t: TestServer;
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

const players = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
/** The better-seeded (lower-numbered) player wins every match. */
const favourite = (g: Game): 0 | 1 => (Number(g.home?.slice(1)) < Number(g.away?.slice(1)) ? 0 : 1);

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function createTabletCup(cookie: string): Promise<Tournament> {
  return (await createCup(t, cookie, { name: 'Tablet Cup', matchFormat: 'best_of_3', players })).tournament;
}

function schedule(cookie: string, id: string, pairs: { game: Game; laneId: number }[]) {
  return scheduleMatches(
    t,
    cookie,
    id,
    pairs.map((p) => ({ gameId: p.game.id, laneId: p.laneId })),
  );
}

const groupsOf = async (id: string) => json<GroupsResponse>(await t.lan(`/api/tournaments/${id}/groups`));
const knockoutOf = async (id: string) =>
  json<KnockoutResponse>(await t.lan(`/api/tournaments/${id}/knockout`));
const laneOf = async (cookie: string, id: number) => json<Lane>(await t.lan(`/api/lanes/${id}`, { cookie }));
async function exportRows(cookie: string, id: string): Promise<string[]> {
  const res = await t.lan(`/api/tournaments/${id}/export`, { cookie });
  expect(res.status).toBe(200);
  return (await res.text()).trim().split('\r\n').slice(1);
}

/** Plays a scheduled match on its lane: legs go the favourite's way, a 2-1 in groups and a 2-0 later. */
async function playOnLane(cookie: string, game: Game, laneId: number): Promise<LaneGameResponse> {
  const w = favourite(game);
  const other = (1 - w) as 0 | 1;
  const legs = game.stage === 'group' ? [w, other, w] : [w, w];
  return (await sendActions(t, cookie, laneId, matchActions(legs))).game;
}

describe('a 6-player group-knockout played to its champion on the tablets', () => {
  it('every result, standing, advance, bracket and export row comes from darts sent to the lanes', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const desk = await openSocket(t.server.lanUrl, staff);
    sockets.push(desk);
    sockets.push(tv);
    const tablet = await pairTablet(t, staff, 1);
    const cup = await createTabletCup(staff);

    // Group stage: two groups of three, three matches each, three lanes at a time.
    const groupGames = Object.values(await groupsOf(cup.id)).flatMap((g) => g.games);
    expect(groupGames).toHaveLength(6);
    for (let round = 0; round < 2; round += 1) {
      const batch = groupGames.slice(round * 3, round * 3 + 3).map((game, i) => ({ game, laneId: i + 1 }));
      expect((await schedule(staff, cup.id, batch)).status).toBe(200);
      for (const { game, laneId } of batch) {
        expect((await laneOf(staff, laneId)).isInTournament).toBe(true);
        // Lane 1 is scored by its paired tablet, the others by staff screens.
        const answer = await playOnLane(laneId === 1 ? tablet.cookie : staff, game, laneId);
        expect(answer.match?.status).toBe('completed');
        expect(answer.match?.winner).toBe(favourite(game) === 0 ? game.home : game.away);
        expect((await laneOf(staff, laneId)).isInTournament).toBe(false);
      }
    }

    const groups = await groupsOf(cup.id);
    for (const g of Object.values(groups)) {
      expect(g.games.every((x) => x.status === 'completed')).toBe(true);
      // 2-1 wins: the favourite of each group has 4 legs for and 2 against.
      expect(g.standings[0]).toMatchObject({ wins: 2, losses: 0, legsFor: 4, legsAgainst: 2 });
    }
    expect(Object.values(groups).map((g) => g.standings[0].player)).toEqual(['P1', 'P2']);
    const groupRows = await exportRows(staff, cup.id);
    expect(groupRows).toHaveLength(6);
    expect(groupRows.every((r) => /,(2,1|1,2),P\d,completed,/.test(r))).toBe(true);

    // Knockout: semi finals drawn from the tablet results.
    const advance = await t.lan(`/api/tournaments/${cup.id}/advance-groups`, {
      method: 'POST',
      cookie: staff,
    });
    expect(((await advance.json()) as { newStage: string }).newStage).toBe('semi');
    const semis = (await knockoutOf(cup.id)).semi;
    expect(semis.map((g) => `${g.home} v ${g.away}`)).toEqual(['P1 v P4', 'P2 v P3']);
    const semiBatch = semis.map((game, i) => ({ game, laneId: i + 1 }));
    expect((await schedule(staff, cup.id, semiBatch)).status).toBe(200);
    for (const { game, laneId } of semiBatch)
      await playOnLane(laneId === 1 ? tablet.cookie : staff, game, laneId);
    const afterSemis = await knockoutOf(cup.id);
    expect(afterSemis.semi.map((g) => [g.winner, g.scores.legs])).toEqual([
      ['P1', [2, 0]],
      ['P2', [2, 0]],
    ]);
    expect(afterSemis.final.map((g) => `${g.home} v ${g.away}`)).toEqual(['P1 v P2']);
    expect((await exportRows(staff, cup.id)).filter((r) => r.startsWith('SF'))).toEqual([
      expect.stringMatching(/^SF1,semi,,1,P1,P4,2,0,P1,completed,1,/),
      expect.stringMatching(/^SF2,semi,,2,P2,P3,2,0,P2,completed,2,/),
    ]);

    // The final, on the paired tablet's lane; the TV hears the live legs and then the champion.
    const final = afterSemis.final[0];
    expect((await schedule(staff, cup.id, [{ game: final, laneId: 1 }])).status).toBe(200);
    await sendActions(t, tablet.cookie, 1, nineDarterLeg(0));
    await tv.waitFor(
      (m) =>
        m.type === 'game_updated' &&
        (m.game as Game).id === final.id &&
        JSON.stringify((m.game as Game).scores.legs) === '[1,0]',
    );
    await sendActions(t, tablet.cookie, 1, [{ type: 'nextLeg' }, ...nineDarterLeg(0, legOpener(1))]);
    await tv.waitFor((m) => m.type === 'tournament_advanced' && m.newStage === 'completed');
    const done = await json<Tournament>(await t.lan(`/api/tournaments/${cup.id}`, { cookie: staff }));
    expect(done.status).toBe('completed');
    expect(done.bracket?.champion).toBe('P1');
    expect((await exportRows(staff, cup.id)).find((r) => r.startsWith('FINAL'))).toMatch(
      /^FINAL,final,,1,P1,P2,2,0,P1,completed,1,/,
    );
    expect((await laneOf(staff, 1)).isInTournament).toBe(false);
    // The final's lane shows available again on every staff screen, from the socket.
    const released = desk.messages.filter(
      (m) => (m as { type: string }).type === 'lane_updated' && (m as { lane: Lane }).lane.id === 1,
    ) as { lane: Lane }[];
    expect(released[released.length - 1].lane).toMatchObject({ status: 'available', isInTournament: false });
  }, 90_000); // nine matches of darts, about 450 requests: longer than the 20 s default on a busy machine
});

describe('the offline queue of a tablet scoring a match', () => {
  it('replayed after a reconnect with the same action ids counts each dart once', async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const tablet = await pairTablet(t, staff, 2);
    const cup = await createTabletCup(staff);
    const game = Object.values(await groupsOf(cup.id))[0].games[0];
    await schedule(staff, cup.id, [{ game, laneId: 2 }]);
    const { sent, game: reached } = await sendActions(t, tablet.cookie, 2, nineDarterLeg(0).slice(0, 6));
    const before = reached.state.players[0];
    expect([before.score, before.dartsThrown]).toEqual([321, 3]);

    // The Wi-Fi dropped before the answers came back. On reconnect the tablet opens its socket again and
    // sends its whole queue, ids unchanged: each is answered with the game as it is, nothing applied twice.
    const back = await tabletSocket(t.server.lanUrl, tablet.cookie);
    for (const body of sent)
      expect((await postScore(t, tablet.cookie, 2, body)).state.version).toBe(reached.state.version);
    const after = (await readLaneGame(t, tablet.cookie, 2)).state;
    expect(after.players.map((p) => [p.score, p.dartsThrown])).toEqual([
      [321, 3],
      [501, 0],
    ]);
    expect(after.turn).toHaveLength(2);
    // A replay changes nothing, so nobody is told the game moved.
    await new Promise((r) => setTimeout(r, 200));
    expect(back.messages.filter((m) => m.type === 'game_updated')).toEqual([]);
    back.close();

    // The match finished on the server while the tablet was offline; its replay is answered, not refused.
    const rest = await sendActions(t, staff, 2, [
      ...nineDarterLeg(0).slice(6),
      { type: 'nextLeg' },
      ...nineDarterLeg(0, legOpener(1)),
    ]);
    expect(rest.game.match?.status).toBe('completed');
    const replay = await postScore(t, staff, 2, rest.sent[rest.sent.length - 1]);
    expect(replay.match).toMatchObject({ status: 'completed', winner: game.home, legs: [2, 0] });
    const stored = (await groupsOf(cup.id))[game.groupId ?? 'A'].games.find((g) => g.id === game.id);
    expect(stored?.scores.legs).toEqual([2, 0]);
  });
});
