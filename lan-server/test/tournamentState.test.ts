import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type {
  GroupsResponse,
  KnockoutResponse,
  Tournament,
  TournamentState,
} from '../../shared/api/tournaments';
import { FORMAT_TYPES } from '../../shared/tournament/engine';
import { openSocket, startTestServer, type TestServer, type TestSocket } from './harness';
import { createCup, nineDarterLeg, scheduleMatches, sendActions } from './tournamentMatchFixtures';

// One read of a tournament's state for every format, answered over real HTTP, and the socket messages that
// carry it: a screen holding the state and applying the messages has what a fresh read would give.
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
const stateOf = async (id: string) => json<TournamentState>(await t.lan(`/api/tournaments/${id}/state`));
const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

async function tournamentOfEachFormat(cookie: string): Promise<Tournament[]> {
  const out: Tournament[] = [];
  for (const type of FORMAT_TYPES) {
    if (type === 'group_knockout') {
      out.push(
        (await createCup(t, cookie, { name: 'Cup', matchFormat: 'best_of_3', players: players(8) }))
          .tournament,
      );
      continue;
    }
    const made = await json<Tournament>(
      await t.lan('/api/tournaments', {
        method: 'POST',
        cookie,
        json: { name: type, type, players: players(6), selectedLanes: [1, 2], swissRounds: 3 },
      }),
    );
    out.push(
      await json<Tournament>(await t.lan(`/api/tournaments/${made.id}/start`, { method: 'POST', cookie })),
    );
  }
  return out;
}

describe('GET /api/tournaments/:id/state: one read, whatever the format', () => {
  it('answers every format for the TV with the tournament, its games and its panels; the groups and knockout reads are parts of it', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    for (const made of await tournamentOfEachFormat(cookie)) {
      // One result in, so every state has something played.
      const [first] = await json<Game[]>(await t.lan(`/api/games?tournamentId=${made.id}`));
      await json(
        await t.lan(`/api/games/${first.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 1] } }),
      );
      const state = await stateOf(made.id);
      expect(state.tournament).toEqual(await json<Tournament>(await t.lan(`/api/tournaments/${made.id}`)));
      expect(state.games).toEqual(await json<Game[]>(await t.lan(`/api/games?tournamentId=${made.id}`)));
      expect(Object.keys(state.labels).sort()).toEqual(state.games.map((g) => g.id).sort());
      expect(state.panels.length).toBeGreaterThan(0);

      // GET groups and knockout answer from the same state: the groups panel's tables and games, the
      // knockout's games by stage.
      const byId = new Map(state.games.map((g) => [g.id, g]));
      const groups: GroupsResponse = {};
      const knockout: KnockoutResponse = { quarter: [], semi: [], final: [] };
      for (const p of state.panels) {
        if (p.kind === 'groups')
          for (const g of p.groups)
            groups[g.id] = {
              standings: g.standings,
              games: g.matches.map((m) => byId.get(m.gameId ?? '') as Game),
            };
        if (p.kind === 'bracket')
          for (const c of p.columns)
            for (const m of c.matches) {
              const g = byId.get(m.gameId ?? '');
              if (g && (g.stage === 'quarter' || g.stage === 'semi' || g.stage === 'final'))
                knockout[g.stage].push(g);
            }
      }
      expect(await json(await t.lan(`/api/tournaments/${made.id}/groups`))).toEqual(groups);
      expect(await json(await t.lan(`/api/tournaments/${made.id}/knockout`))).toEqual(knockout);
      expect((await t.pub(`/api/tournaments/${made.id}/state`)).status).toBe(404);
    }
    expect((await t.lan('/api/tournaments/nope/state')).status).toBe(404);
  });
});

/** What a screen does with the messages: a state replaces its copy, a game replaces that game in it. */
function apply(held: TournamentState, message: Record<string, unknown>): TournamentState {
  if ((message.type === 'tournament_updated' || message.type === 'tournament_advanced') && message.state)
    return message.state as TournamentState;
  if (message.type === 'game_updated') {
    const game = message.game as Game;
    return { ...held, games: held.games.map((g) => (g.id === game.id ? game : g)) };
  }
  return held;
}

/** A lane's game message also carries the tablet's engine state, which a read of the games leaves out. */
const asRead = (state: TournamentState): TournamentState => ({
  ...state,
  games: state.games.map((g) => {
    const { state: _engine, ...scores } = g.scores;
    return { ...g, scores };
  }),
});

describe('the socket carries the state', () => {
  it('a TV that only applies the messages holds, after every dart and result, what a fresh read gives', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { tournament, groups } = await createCup(t, cookie, {
      name: 'Friday Cup',
      matchFormat: 'best_of_3',
      players: players(6),
    });
    const tv = await openSocket(t.server.lanUrl);
    sockets.push(tv);
    let held = await stateOf(tournament.id);
    const heard = () => {
      for (const m of tv.messages.splice(0) as Record<string, unknown>[]) held = apply(held, m);
    };
    /** The held state once the messages of the last step have arrived (or after 5 s, to fail on). */
    const settled = async (): Promise<TournamentState> => {
      const fresh = await stateOf(tournament.id);
      for (let waited = 0; waited < 5000; waited += 25) {
        heard();
        if (JSON.stringify(asRead(held)) === JSON.stringify(fresh)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      return asRead(held);
    };

    const match = groups.A.games[0];
    expect((await scheduleMatches(t, cookie, tournament.id, [{ gameId: match.id, laneId: 3 }])).status).toBe(
      200,
    );
    expect(await settled()).toEqual(await stateOf(tournament.id));
    // Every dart of a leg and the match: the held state follows with nothing fetched.
    const darts = [...nineDarterLeg(0), { type: 'nextLeg' as const }, ...nineDarterLeg(0, 1)];
    for (const action of darts) {
      await sendActions(t, cookie, 3, [action]);
      expect(await settled()).toEqual(await stateOf(tournament.id));
    }
    expect(held.games.find((g) => g.id === match.id)?.status).toBe('completed');
    expect(held.panels).toEqual((await stateOf(tournament.id)).panels);
  }, 60_000);

  it('tournament_updated and tournament_advanced carry the state; a cancelled tournament carries none', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    sockets.push(tv);
    const made = await json<Tournament>(
      await t.lan('/api/tournaments', {
        method: 'POST',
        cookie,
        json: { name: 'Knock', type: 'single_elimination', players: players(4), selectedLanes: [1] },
      }),
    );
    await t.lan(`/api/tournaments/${made.id}/start`, { method: 'POST', cookie });
    const [m1, m2] = await json<Game[]>(await t.lan(`/api/games?tournamentId=${made.id}`));
    await t.lan(`/api/games/${m1.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 0] } });
    // The second semi's result makes the final: the tournament moves on.
    await t.lan(`/api/games/${m2.id}/result`, { method: 'PUT', cookie, json: { legs: [2, 0] } });
    const advanced = await tv.waitFor<{ state: TournamentState }>((m) => m.type === 'tournament_advanced');
    const updated = tv.messages.filter((m) => (m as { type: string }).type === 'tournament_updated') as {
      state: TournamentState | null;
    }[];
    const now = await stateOf(made.id);
    expect(advanced.state).toEqual(now);
    expect(updated[updated.length - 1].state).toEqual(now);
    await t.lan(`/api/tournaments/${made.id}`, { method: 'DELETE', cookie });
    const gone = await tv.waitFor<{ tournament: Tournament; state: null }>(
      (m) => m.type === 'tournament_updated' && (m.tournament as Tournament).status === 'cancelled',
    );
    expect(gone.state).toBeNull();
  });
});

describe('a group knockout set up on the tournaments page', () => {
  it('draws its groups when it starts, by the draw rules, and plays on like one drawn on the manager', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const create = (n: number) =>
      t
        .lan('/api/tournaments', {
          method: 'POST',
          cookie,
          json: { name: `Cup of ${n}`, type: 'group_knockout', players: players(n), selectedLanes: [1] },
        })
        .then((res) => json<Tournament>(res));
    const small = await create(4);
    const refused = await t.lan(`/api/tournaments/${small.id}/start`, { method: 'POST', cookie });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'At least 6 players required',
    ]);

    const cup = await create(12);
    await json(await t.lan(`/api/tournaments/${cup.id}/start`, { method: 'POST', cookie }));
    const groups = await json<GroupsResponse>(await t.lan(`/api/tournaments/${cup.id}/groups`));
    expect(Object.keys(groups)).toEqual(['A', 'B', 'C', 'D']);
    expect(groups.A.standings.map((s) => s.player)).toEqual(['P1', 'P5', 'P9']);
    expect(Object.values(groups).map((g) => g.games.length)).toEqual([3, 3, 3, 3]);
    const state = await stateOf(cup.id);
    expect(state.tournament.bracket?.groups?.D).toEqual(['P4', 'P8', 'P12']);
    expect(state.badges.map((b) => b.text)).toEqual(['Groups: In Progress']);
  });
});
