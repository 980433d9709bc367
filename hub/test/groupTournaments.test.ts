import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api/games';
import type { Tournament } from '../../shared/api/tournaments';
import type { TestServer } from '../../lan-server/test/harness';
import { waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import { startEngines, startHub, startVenue, venueEvents, type Engines } from './groupFixtures';

/**
 * Every finished tournament reaches head office, whatever its format: one appliance and one hub on a real
 * nats-server and PostgreSQL. Each format is played to its champion over the venue's own HTTP door; the
 * final result's answer comes back with the `tournament_finished` row already in the outbox (written in the
 * result's transaction), a correction of that result afterwards writes no second one, and the relay and the
 * hub's consumer bring it into PostgreSQL's `tournaments`.
 */
let engines: Engines;
let hub: HubCore;
let venue: TestServer;
let cookie: string;

beforeAll(async () => {
  engines = await startEngines(['venue-t']);
  hub = await startHub(engines);
  venue = await startVenue(engines, 'venue-t');
  cookie = await venue.signIn();
}, 60_000);

afterAll(async () => {
  await venue?.close();
  await hub?.stop();
  await engines?.close();
});

async function send<T>(path: string, method = 'GET', json?: unknown): Promise<T> {
  const res = await venue.lan(path, { method, cookie, json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
/** The better seed (lower number) wins 2-0. */
const legsFor = (g: Game): [number, number] =>
  Number(g.home?.slice(1)) < Number(g.away?.slice(1)) ? [2, 0] : [0, 2];

function finishedRows(tournamentId: string) {
  return venueEvents(venue).filter(
    (e) => e.kind === 'tournament_finished' && e.tournamentId === tournamentId,
  );
}

/**
 * Enters results (the better seed winning) for every match that has both players, round after round, and
 * draws a group knockout's knockout stage once its groups are played, until the tournament is completed.
 * Before its last result no `tournament_finished` row exists; the last result's answer finds exactly one.
 * Answers the last game played.
 */
async function playToChampion(t: Tournament): Promise<Game> {
  for (let round = 0; round < 60; round++) {
    const games = await send<Game[]>(`/api/games?tournamentId=${t.id}`);
    const playable = games.filter((g) => g.status === 'pending' && g.home && g.away);
    if (playable.length === 0) {
      await send(`/api/tournaments/${t.id}/advance-groups`, 'POST');
      continue;
    }
    for (const g of playable) {
      expect(finishedRows(t.id)).toEqual([]);
      await send(`/api/games/${g.id}/result`, 'PUT', { legs: legsFor(g) });
      const now = await send<Tournament>(`/api/tournaments/${t.id}`);
      if (now.status === 'completed') {
        expect(now.bracket?.champion).toBe('P1');
        return g;
      }
    }
  }
  throw new Error(`${t.type} never finished`);
}

async function create(type: Tournament['type'], n: number): Promise<Tournament> {
  if (type === 'group_knockout') {
    const made = await send<{ tournament: Tournament }>('/api/tournaments/group-knockout', 'POST', {
      tournament: { name: 'Cup', gameMode: '501', groupCount: 2 },
      players: players(n),
    });
    return made.tournament;
  }
  const t = await send<Tournament>('/api/tournaments', 'POST', {
    name: `${type} night`,
    type,
    players: players(n),
    gameMode: '501',
    matchFormat: 'best_of_3',
    duration: 2,
    selectedLanes: [1, 2],
  });
  return send<Tournament>(`/api/tournaments/${t.id}/start`, 'POST');
}

// prettier-ignore
const FORMATS = [
  ['single_elimination', 5],
  ['double_elimination', 4],
  ['round_robin', 4],
  ['swiss', 6],
  ['group_knockout', 8],
] as const;

describe('a finished tournament reaches head office', () => {
  it.each(FORMATS)(
    '%s with %i players',
    async (type, n) => {
      const t = await create(type, n);
      const last = await playToChampion(t);

      // Written with the final result, once, carrying the format and the field's size and no names.
      const rows = finishedRows(t.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ format: type, playerCount: n });
      expect(JSON.stringify(rows[0])).not.toMatch(/"P\d+"/);

      // A correction of the final (same winner, another score) keeps it completed and reports nothing more.
      const [home, away] = legsFor(last);
      await send(`/api/games/${last.id}/result`, 'PUT', {
        legs: home > away ? [2, 1] : [1, 2],
      });
      expect(finishedRows(t.id)).toHaveLength(1);

      await waitFor(
        `${type} in PostgreSQL`,
        async () =>
          (
            await hub.pool.query('SELECT 1 FROM tournaments WHERE venue_id = $1 AND tournament_id = $2', [
              'venue-t',
              t.id,
            ])
          ).rowCount === 1,
        30_000,
      );
      const stored = await hub.pool.query<{ format: string; player_count: number }>(
        'SELECT format, player_count FROM tournaments WHERE tournament_id = $1',
        [t.id],
      );
      expect(stored.rows).toEqual([{ format: type, player_count: n }]);
    },
    120_000,
  );
});
